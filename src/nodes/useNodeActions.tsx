/**
 * The actions of one node and their dialogs, shared by the list's row menu and the details header.
 * The local node offers none of edit, download, connect, disconnect and delete (SPEC §6).
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import HttpIcon from '@mui/icons-material/Http';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRefresh } from 'react-admin';
import type { Node } from '../api/types';
import { appRoutes } from '../appRoutes';
import { ConfirmDialog, useDeleteRecord, useGatewayAction, type RowAction } from '../components';
import { ExposeServiceDialog } from '../services';
import { NodeFormDialog } from './NodeFormDialog';
import { useDownloadConfig } from './useDownloadConfig';

type Dialog = 'edit' | 'connect' | 'disconnect' | 'delete' | 'http' | 'tcp';

export interface NodeActionsOptions {
  /** 'row': the list's full menu; 'details': Edit, Download Config, Connect/Disconnect. */
  variant: 'row' | 'details';
  /** After any change made here (edit, connect, disconnect, delete). */
  onChanged?: () => void;
  /** After a delete (the list steps back a page when it removed the last row). */
  onDeleted?: () => void;
}

export const useNodeActions = (node: Node, { variant, onChanged, onDeleted }: NodeActionsOptions) => {
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const download = useDownloadConfig(node.id);

  const toggle = useGatewayAction((dataProvider, enabled: boolean) => dataProvider.setNodeEnabled(node.id, enabled), {
    success: (_, enabled) => (enabled ? 'app.nodes.notify.connected' : 'app.nodes.notify.disconnected'),
    onSettled: close,
    onSuccess: () => {
      refresh();
      onChanged?.();
    },
  });

  const { remove: removeRecord, deleting } = useDeleteRecord('nodes', {
    success: 'app.nodes.notify.deleted',
    onSettled: close,
    onDeleted: () => {
      onDeleted?.();
      onChanged?.();
    },
  });
  const remove = () => removeRecord(node);

  const local = Boolean(node.isLocal);
  const row = variant === 'row';
  const actions: RowAction[] = [
    { key: 'view', label: 'app.nodes.menu.view', icon: <VisibilityIcon fontSize="small" />, hidden: !row, onClick: () => navigate(appRoutes.node(node.id)) },
    { key: 'edit', label: 'app.nodes.menu.edit', icon: <EditIcon fontSize="small" />, hidden: local, onClick: () => setDialog('edit') },
    { key: 'http', label: 'app.nodes.menu.expose_http', icon: <HttpIcon fontSize="small" />, hidden: !row, onClick: () => setDialog('http') },
    { key: 'tcp', label: 'app.nodes.menu.expose_tcp', icon: <SettingsEthernetIcon fontSize="small" />, hidden: !row, onClick: () => setDialog('tcp') },
    { key: 'download', label: 'app.nodes.menu.download', icon: <DownloadIcon fontSize="small" />, hidden: local, onClick: () => download.mutate() },
    { key: 'disconnect', label: 'app.nodes.menu.disconnect', icon: <LinkOffIcon fontSize="small" />, hidden: local || !node.enabled, onClick: () => setDialog('disconnect') },
    { key: 'connect', label: 'app.nodes.menu.connect', icon: <LinkIcon fontSize="small" />, hidden: local || node.enabled, onClick: () => setDialog('connect') },
    { key: 'delete', label: 'app.nodes.menu.delete', icon: <DeleteIcon fontSize="small" />, hidden: local || !row, danger: true, onClick: () => setDialog('delete') },
  ];

  const confirm = (key: 'connect' | 'disconnect' | 'delete', variantName: 'success' | 'danger', onAccept: () => void, loading: boolean) => (
    <ConfirmDialog
      open
      variant={variantName}
      title={`app.nodes.confirm.${key}.title`}
      description={`app.nodes.confirm.${key}.description`}
      acceptLabel={`app.nodes.confirm.${key}.accept`}
      loading={loading}
      onAccept={onAccept}
      onCancel={close}
    />
  );

  let dialogs: ReactNode = null;
  if (dialog === 'edit') {
    dialogs = <NodeFormDialog open node={node} onClose={close} onSaved={() => onChanged?.()} />;
  } else if (dialog === 'connect') {
    dialogs = confirm('connect', 'success', () => toggle.mutate(true), toggle.isPending);
  } else if (dialog === 'disconnect') {
    dialogs = confirm('disconnect', 'danger', () => toggle.mutate(false), toggle.isPending);
  } else if (dialog === 'delete') {
    dialogs = confirm('delete', 'danger', remove, deleting);
  } else if (dialog === 'http' || dialog === 'tcp') {
    dialogs = <ExposeServiceDialog open type={dialog} node={node} onClose={close} />;
  }

  return { actions, dialogs };
};
