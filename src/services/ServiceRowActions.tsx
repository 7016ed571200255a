/**
 * Row menu of a service (SPEC §2 Row actions): Info, Logs Monitor, Test Backend (HTTP services), Edit
 * Service, Go to node (not on a node page), Disable Access or Enable Access (each confirmed), Delete
 * Service (confirmed).
 */
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import PublicIcon from '@mui/icons-material/Public';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouterIcon from '@mui/icons-material/Router';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { HttpService, Node, Service, ServiceType } from '../api/types';
import { appRoutes } from '../appRoutes';
import { ConfirmDialog, RowActionsMenu } from '../components';
import { ServiceEditor } from './ServiceEditor';
import { ServiceInfoDialog } from './ServiceInfoDialog';
import { expiryOf } from './serviceState';
import { TestBackendDialog } from './TestBackendDialog';
import { useServiceMutations } from './useServiceMutations';

type Dialog = 'info' | 'test' | 'edit' | 'enable' | 'disable' | 'delete' | null;

export interface ServiceRowActionsProps {
  type: ServiceType;
  /** Set on a node page: that node, and no 'Go to node'. */
  node?: Node;
}

export const ServiceRowActions = ({ type, node }: ServiceRowActionsProps) => {
  const record = useRecordContext<Service>();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  // A TCP service keeps a past expiry when enabled again, so the gateway disables it again (API-FACTS §12.22).
  const [expiredTcp, setExpiredTcp] = useState(false);
  const close = () => setDialog(null);
  const { setEnabled, toggling, remove, deleting } = useServiceMutations(type, record, close);
  if (!record) return null;

  return (
    <>
      <RowActionsMenu
        name={record.name}
        actions={[
          { key: 'info', label: 'app.services.action.info', icon: <InfoIcon fontSize="small" />, onClick: () => setDialog('info') },
          {
            key: 'logs',
            label: 'app.services.action.logs',
            icon: <ReceiptLongIcon fontSize="small" />,
            onClick: () => navigate(appRoutes.serviceLogs(record.nodeId, type, record.id)),
          },
          {
            key: 'test',
            label: 'app.services.action.test_backend',
            icon: <NetworkCheckIcon fontSize="small" />,
            hidden: type !== 'http',
            onClick: () => setDialog('test'),
          },
          { key: 'edit', label: 'app.services.action.edit', icon: <EditIcon fontSize="small" />, onClick: () => setDialog('edit') },
          {
            key: 'node',
            label: 'app.services.action.go_to_node',
            icon: <RouterIcon fontSize="small" />,
            hidden: node != null,
            onClick: () => navigate(appRoutes.node(record.nodeId)),
          },
          {
            key: 'disable',
            label: 'app.services.action.disable',
            icon: <BlockIcon fontSize="small" />,
            hidden: !record.enabled,
            onClick: () => setDialog('disable'),
          },
          {
            key: 'enable',
            label: 'app.services.action.enable',
            icon: <PublicIcon fontSize="small" />,
            hidden: record.enabled,
            onClick: () => {
              setExpiredTcp(type === 'tcp' && (expiryOf(record) ?? Infinity) <= Date.now());
              setDialog('enable');
            },
          },
          { key: 'delete', label: 'app.services.action.delete', icon: <DeleteIcon fontSize="small" />, danger: true, onClick: () => setDialog('delete') },
        ]}
      />
      {dialog === 'info' && <ServiceInfoDialog open type={type} service={record} node={node} onClose={close} />}
      {dialog === 'test' && type === 'http' && <TestBackendDialog service={record as HttpService} node={node} onClose={close} />}
      {dialog === 'edit' && <ServiceEditor open type={type} nodeId={record.nodeId} node={node} record={record} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'enable'}
        variant="info"
        icon={<PublicIcon />}
        title="app.services.confirm_enable.title"
        description={expiredTcp ? 'app.services.confirm_enable.description_expired_tcp' : 'app.services.confirm_enable.description'}
        acceptLabel="app.services.confirm_enable.accept"
        loading={toggling}
        onAccept={() => setEnabled(true)}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'disable'}
        variant="danger"
        icon={<BlockIcon />}
        title="app.services.confirm_disable.title"
        description="app.services.confirm_disable.description"
        acceptLabel="app.services.confirm_disable.accept"
        loading={toggling}
        onAccept={() => setEnabled(false)}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        variant="danger"
        icon={<DeleteIcon />}
        title="app.services.confirm_delete.title"
        description="app.services.confirm_delete.description"
        acceptLabel="app.services.confirm_delete.accept"
        loading={deleting}
        onAccept={remove}
        onCancel={close}
      />
    </>
  );
};
