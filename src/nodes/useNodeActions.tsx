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
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogContentText } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { appRoutes } from '../appRoutes';
import { ConfirmDialog, useDeleteRecord, useGatewayAction, type RowAction } from '../components';
import { ExposeServiceDialog } from '../services';
import { NodeFormDialog } from './NodeFormDialog';
import { useDownloadConfig } from './useDownloadConfig';

type Action = 'edit' | 'connect' | 'disconnect' | 'delete' | 'http' | 'tcp' | 'download';

export interface NodeActionsOptions {
  /** 'row': the list's full menu; 'details': Edit, Download Config, Connect/Disconnect. */
  variant: 'row' | 'details';
  /** After a delete (the list steps back a page when it removed the last row). */
  onDeleted?: () => void;
}

interface RunnerProps extends Omit<NodeActionsOptions, 'variant'> {
  node: Node;
  close: () => void;
}

const ConfirmToggle = ({ node, enabled, close }: RunnerProps & { enabled: boolean }) => {
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

const ConfirmDelete = ({ node, close, onDeleted }: RunnerProps) => {
  const translate = useTranslate();
  const { remove, deleting } = useDeleteRecord('nodes', {
    success: 'app.nodes.notify.deleted',
    onSettled: close,
    onDeleted: () => onDeleted?.(),
  });
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

/** Download Config, started once as it mounts; it goes away when the download has an answer. */
const Download = ({ node, close }: RunnerProps) => {
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

/**
 * The actions of `node` and what runs them. The actions only say which one was chosen; what carries
 * it out (a confirmation and its request, a form, a download) is built when chosen, so that a page
 * of rows does not set up three requests per row that are almost never made.
 */
export const useNodeActions = (node: Node, { variant, onDeleted }: NodeActionsOptions) => {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Action | null>(null);
  const close = useCallback(() => setChosen(null), []);

  const local = Boolean(node.isLocal);
  const row = variant === 'row';
  const actions: RowAction[] = [
    { key: 'view', label: 'app.nodes.menu.view', icon: <VisibilityIcon fontSize="small" />, hidden: !row, onClick: () => navigate(appRoutes.node(node.id)) },
    { key: 'edit', label: 'app.nodes.menu.edit', icon: <EditIcon fontSize="small" />, hidden: local, onClick: () => setChosen('edit') },
    { key: 'http', label: 'app.nodes.menu.expose_http', icon: <HttpIcon fontSize="small" />, hidden: !row, onClick: () => setChosen('http') },
    { key: 'tcp', label: 'app.nodes.menu.expose_tcp', icon: <SettingsEthernetIcon fontSize="small" />, hidden: !row, onClick: () => setChosen('tcp') },
    { key: 'download', label: 'app.nodes.menu.download', icon: <DownloadIcon fontSize="small" />, hidden: local, onClick: () => setChosen('download') },
    { key: 'disconnect', label: 'app.nodes.menu.disconnect', icon: <LinkOffIcon fontSize="small" />, hidden: local || !node.enabled, onClick: () => setChosen('disconnect') },
    { key: 'connect', label: 'app.nodes.menu.connect', icon: <LinkIcon fontSize="small" />, hidden: local || node.enabled, onClick: () => setChosen('connect') },
    { key: 'delete', label: 'app.nodes.menu.delete', icon: <DeleteIcon fontSize="small" />, hidden: local || !row, danger: true, onClick: () => setChosen('delete') },
  ];

  const runner: RunnerProps = { node, close, onDeleted };
  let dialogs: ReactNode = null;
  if (chosen === 'edit') {
    dialogs = <NodeFormDialog open node={node} onClose={close} />;
  } else if (chosen === 'connect' || chosen === 'disconnect') {
    dialogs = <ConfirmToggle {...runner} enabled={chosen === 'connect'} />;
  } else if (chosen === 'delete') {
    dialogs = <ConfirmDelete {...runner} />;
  } else if (chosen === 'download') {
    dialogs = <Download {...runner} />;
  } else if (chosen === 'http' || chosen === 'tcp') {
    dialogs = <ExposeServiceDialog open type={chosen} node={node} onClose={close} />;
  }

  return { actions, dialogs };
};
