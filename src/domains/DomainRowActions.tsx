/** Row menu of a domain: Logs Monitor, Edit Domain, Delete Domain (after the 'Remove domain' confirmation). */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useRecordContext } from 'react-admin';
import type { Domain } from '../api/types';
import { appRoutes } from '../appRoutes';
import { ConfirmDialog, RowMenu, RowMenuItem, useCloseRowDialog, useDeleteRecord } from '../components';

export interface DomainRowActionsProps {
  onEdit: (domain: Domain) => void;
}

const ConfirmDelete = () => {
  const domain = useRecordContext<Domain>()!;
  const close = useCloseRowDialog();
  const { remove, deleting } = useDeleteRecord('domains', { success: 'app.domains.notify.deleted', onSettled: close });
  return (
    <ConfirmDialog
      open
      variant="danger"
      icon={<DeleteIcon />}
      title="app.domains.confirm_delete.title"
      description="app.domains.confirm_delete.description"
      acceptLabel="app.domains.confirm_delete.accept"
      loading={deleting}
      onAccept={() => remove(domain)}
      onCancel={close}
    />
  );
};

export const DomainRowActions = ({ onEdit }: DomainRowActionsProps) => {
  const record = useRecordContext<Domain>();
  if (!record) return null;
  return (
    <RowMenu name={record.domain}>
      <RowMenuItem label="app.domains.action.logs" icon={<ReceiptLongIcon fontSize="small" />} to={appRoutes.domainLogs(record.domain)} />
      <RowMenuItem label="app.domains.action.edit" icon={<EditIcon fontSize="small" />} onClick={() => onEdit(record)} />
      <RowMenuItem label="app.domains.action.delete" icon={<DeleteIcon fontSize="small" />} danger dialog={<ConfirmDelete />} />
    </RowMenu>
  );
};
