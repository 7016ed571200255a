/** Revoke (not offered once revoked) and Delete, each confirmed with SPEC's texts. */
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PersonalAccessToken } from '../api/types';
import { ConfirmDialog, RowActionsMenu, useDeleteRecord, useGatewayAction } from '../components';

export const TokenRowMenu = ({ token, nodeId }: { token: PersonalAccessToken; nodeId: number }) => {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'revoke' | 'delete' | null>(null);
  const close = () => setDialog(null);

  const revoke = useGatewayAction((dataProvider) => dataProvider.revokeToken(nodeId, token.id), {
    success: 'app.tokens.notify.revoked',
    onSettled: close,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pats'] }),
  });

  const { remove: removeRecord, deleting } = useDeleteRecord('pats', {
    success: 'app.tokens.notify.deleted',
    meta: { nodeId },
    onSettled: close,
  });
  const remove = () => removeRecord({ ...token, nodeId });

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
