/** Row menu of a domain: Logs Monitor, Edit Domain, Delete Domain (after the 'Remove domain' confirmation). */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import { useDelete, useListContext, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Domain } from '../api/types';
import { appRoutes } from '../appRoutes';
import { ConfirmDialog, RowActionsMenu } from '../components';

export interface DomainRowActionsProps {
  /** Column header (read by the Datagrid). */
  label?: string;
  onEdit: (domain: Domain) => void;
}

export const DomainRowActions = ({ onEdit }: DomainRowActionsProps) => {
  const record = useRecordContext<Domain>();
  const { data, page, setPage } = useListContext();
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;

  const remove = () =>
    deleteOne(
      'domains',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('app.domains.notify.deleted', { type: 'success' });
          // The last row of a page beyond the first: go back one page (SPEC §4 Paging).
          if (page > 1 && data?.length === 1) setPage(page - 1);
        },
        onError: (error) => {
          setConfirming(false);
          const message = (error as Error)?.message;
          notify(message || 'app.errors.unknown', { type: 'error', messageArgs: { _: message } });
        },
      },
    );

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
