/** Revoke (not offered once revoked) and Delete, each confirmed with SPEC's texts. */
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useDelete, useListContext, useNotify } from 'react-admin';
import type { PersonalAccessToken } from '../api/types';
import { ConfirmDialog, RowActionsMenu } from '../components';
import type { ConsoleDataProvider } from '../providers/dataProvider';

export const TokenRowMenu = ({ token, nodeId }: { token: PersonalAccessToken; nodeId: number }) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data, page, setPage } = useListContext();
  const [dialog, setDialog] = useState<'revoke' | 'delete' | null>(null);
  const close = () => setDialog(null);
  const fail = (error: unknown) => {
    close();
    notify((error as Error).message || 'app.errors.unknown', { type: 'error' });
  };

  const revoke = useMutation({
    mutationFn: () => dataProvider.revokeToken(nodeId, token.id!),
    onSuccess: () => {
      notify('app.tokens.notify.revoked', { type: 'success' });
      close();
      return queryClient.invalidateQueries({ queryKey: ['pats'] });
    },
    onError: fail,
  });

  const [deleteOne, { isPending: deleting }] = useDelete();
  const remove = () =>
    deleteOne(
      'pats',
      { id: token.id!, previousData: { ...token, nodeId }, meta: { nodeId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.tokens.notify.deleted', { type: 'success' });
          close();
          if (page > 1 && (data?.length ?? 0) <= 1) setPage(page - 1);
        },
        onError: fail,
      },
    );

  return (
    <>
      <RowActionsMenu
        name={token.name}
        actions={[
          { key: 'revoke', label: 'app.tokens.menu.revoke', icon: <BlockIcon fontSize="small" />, hidden: Boolean(token.revoked), onClick: () => setDialog('revoke') },
          { key: 'delete', label: 'app.tokens.menu.delete', icon: <DeleteIcon fontSize="small" />, danger: true, onClick: () => setDialog('delete') },
        ]}
      />
      {dialog && (
        <ConfirmDialog
          open
          variant="danger"
          title={`app.tokens.confirm.${dialog}.title`}
          description={`app.tokens.confirm.${dialog}.description`}
          acceptLabel={`app.tokens.confirm.${dialog}.accept`}
          loading={dialog === 'revoke' ? revoke.isPending : deleting}
          onAccept={dialog === 'revoke' ? () => revoke.mutate() : remove}
          onCancel={close}
        />
      )}
    </>
  );
};
