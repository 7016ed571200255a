/** Row menu of a domain: Logs Monitor, Edit Domain, Delete Domain (after the 'Remove domain' confirmation). */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Domain } from '../api/types';
import { appRoutes } from '../appRoutes';
import { ConfirmDialog, RowActionsMenu, useDeleteRecord, useStepBackAfterDelete } from '../components';

export interface DomainRowActionsProps {
  onEdit: (domain: Domain) => void;
}

export const DomainRowActions = ({ onEdit }: DomainRowActionsProps) => {
  const record = useRecordContext<Domain>();
  const navigate = useNavigate();
  const stepBack = useStepBackAfterDelete();
  const [confirming, setConfirming] = useState(false);
  const { remove: removeRecord, deleting: isPending } = useDeleteRecord('domains', {
    success: 'app.domains.notify.deleted',
    onSettled: () => setConfirming(false),
    onDeleted: stepBack,
  });
  if (!record) return null;
  const remove = () => removeRecord(record);

  return (
    <>
      <RowActionsMenu
        name={record.domain}
        actions={[
          { key: 'logs', label: 'app.domains.action.logs', icon: <ReceiptLongIcon fontSize="small" />, onClick: () => navigate(appRoutes.domainLogs(record.domain)) },
          { key: 'edit', label: 'app.domains.action.edit', icon: <EditIcon fontSize="small" />, onClick: () => onEdit(record) },
          { key: 'delete', label: 'app.domains.action.delete', icon: <DeleteIcon fontSize="small" />, danger: true, onClick: () => setConfirming(true) },
        ]}
      />
      <ConfirmDialog
        open={confirming}
        variant="danger"
        icon={<DeleteIcon />}
        title="app.domains.confirm_delete.title"
        description="app.domains.confirm_delete.description"
        acceptLabel="app.domains.confirm_delete.accept"
        loading={isPending}
        onAccept={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
