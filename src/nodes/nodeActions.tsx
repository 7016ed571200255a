/**
 * The actions of one node, shared by the list's row menu and the details header; each action's dialog is
 * built only when it is chosen. The local node offers none of edit, download, connect, disconnect and
 * delete (SPEC §6).
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import HttpIcon from '@mui/icons-material/Http';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useEffect, useRef } from 'react';
import { DialogContentText } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { appRoutes } from '../appRoutes';
import { ConfirmDialog, useCloseRowDialog, useDeleteRecord, useGatewayAction, type RowAction, type RowItem } from '../components';
import { ExposeServiceDialog } from '../services';
import { NodeFormDialog } from './NodeFormDialog';
import { useDownloadConfig } from './useDownloadConfig';

const EditNode = ({ node }: { node: Node }) => {
  const close = useCloseRowDialog();
  return <NodeFormDialog open node={node} onClose={close} />;
};

const ExposeService = ({ node, type }: { node: Node; type: 'http' | 'tcp' }) => {
  const close = useCloseRowDialog();
  return <ExposeServiceDialog open type={type} node={node} onClose={close} />;
};

const ConfirmToggle = ({ node, enabled }: { node: Node; enabled: boolean }) => {
  const close = useCloseRowDialog();
  const refresh = useRefresh();
  const toggle = useGatewayAction((dataProvider, next: boolean) => dataProvider.setNodeEnabled(node.id, next), {
    success: (_, next) => (next ? 'app.nodes.notify.connected' : 'app.nodes.notify.disconnected'),
    onSettled: close,
    onSuccess: () => refresh(),
  });
  const key = enabled ? 'connect' : 'disconnect';
  return (
    <ConfirmDialog
      open
      variant={enabled ? 'success' : 'danger'}
      title={`app.nodes.confirm.${key}.title`}
      description={`app.nodes.confirm.${key}.description`}
      acceptLabel={`app.nodes.confirm.${key}.accept`}
      loading={toggle.isPending}
      onAccept={() => toggle.mutate(enabled)}
      onCancel={close}
    />
  );
};

/** Offered in the list only, which steps back a page after removing its last row. */
const ConfirmDelete = ({ node }: { node: Node }) => {
  const translate = useTranslate();
  const close = useCloseRowDialog();
  const { remove, deleting } = useDeleteRecord('nodes', { success: 'app.nodes.notify.deleted', onSettled: close });
  return (
    <ConfirmDialog
      open
      variant="danger"
      title="app.nodes.confirm.delete.title"
      description="app.nodes.confirm.delete.description"
      acceptLabel="app.nodes.confirm.delete.accept"
      loading={deleting}
      onAccept={() => remove(node)}
      onCancel={close}
    >
      {/* The gateway deletes the node's services with it (API-FACTS §7, cascade). */}
      <DialogContentText sx={{ mt: 1 }}>{translate('app.nodes.confirm.delete.services')}</DialogContentText>
    </ConfirmDialog>
  );
};

/** Download Config, started once as it mounts; closed when the download has an answer. */
const DownloadConfig = ({ node }: { node: Node }) => {
  const close = useCloseRowDialog();
  const download = useDownloadConfig(node.id);
  const { mutate } = download;
  const settled = download.isSuccess || download.isError;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  useEffect(() => {
    if (settled) close();
  }, [settled, close]);
  return null;
};

/** The items of `node`'s actions, for a RowMenuItem or a RowActionsMenu list. */
export const nodeActions = (node: Node) =>
  ({
    view: { label: 'app.nodes.menu.view', icon: <VisibilityIcon fontSize="small" />, to: appRoutes.node(node.id) },
    edit: { label: 'app.nodes.menu.edit', icon: <EditIcon fontSize="small" />, dialog: <EditNode node={node} /> },
    exposeHttp: { label: 'app.nodes.menu.expose_http', icon: <HttpIcon fontSize="small" />, dialog: <ExposeService node={node} type="http" /> },
    exposeTcp: { label: 'app.nodes.menu.expose_tcp', icon: <SettingsEthernetIcon fontSize="small" />, dialog: <ExposeService node={node} type="tcp" /> },
    download: { label: 'app.nodes.menu.download', icon: <DownloadIcon fontSize="small" />, dialog: <DownloadConfig node={node} /> },
    toggle: node.enabled
      ? { label: 'app.nodes.menu.disconnect', icon: <LinkOffIcon fontSize="small" />, dialog: <ConfirmToggle node={node} enabled={false} /> }
      : { label: 'app.nodes.menu.connect', icon: <LinkIcon fontSize="small" />, dialog: <ConfirmToggle node={node} enabled /> },
    delete: { label: 'app.nodes.menu.delete', icon: <DeleteIcon fontSize="small" />, danger: true, dialog: <ConfirmDelete node={node} /> },
  }) satisfies Record<string, RowItem>;

/** The details header's actions: Edit, Download Config, Connect/Disconnect (the list's row menu is NodeRowMenu). */
export const nodeDetailsActions = (node: Node): RowAction[] => {
  const action = nodeActions(node);
  return [
    { key: 'edit', ...action.edit },
    { key: 'download', ...action.download },
    { key: 'toggle', ...action.toggle },
  ];
};
