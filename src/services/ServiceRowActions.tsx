/** Row menu of a service (SPEC §2 Row actions); each dialog below is one action and reads the row's record. */
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import PublicIcon from '@mui/icons-material/Public';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouterIcon from '@mui/icons-material/Router';
import TroubleshootIcon from '@mui/icons-material/Troubleshoot';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { HttpService, Node, Service, ServiceType } from '../api/types';
import { appRoutes } from '../appRoutes';
import { ConfirmDialog, RowMenu, RowMenuItem, useCloseRowDialog } from '../components';
import { ServiceCheckDialog } from './ServiceCheckDialog';
import { ServiceEditor } from './ServiceEditor';
import { ServiceInfoDialog } from './ServiceInfoDialog';
import { expiryOf } from './serviceState';
import { TestBackendDialog } from './TestBackendDialog';
import { useServiceMutations } from './useServiceMutations';

export interface ServiceRowActionsProps {
  type: ServiceType;
  /** Set on a node page: that node, and no 'Go to node'. */
  node?: Node;
}

const ServiceInfo = ({ type, node }: ServiceRowActionsProps) => {
  const service = useRecordContext<Service>()!;
  const close = useCloseRowDialog();
  return <ServiceInfoDialog open type={type} service={service} node={node} onClose={close} />;
};

const CheckService = ({ type }: { type: ServiceType }) => {
  const service = useRecordContext<Service>()!;
  const close = useCloseRowDialog();
  return <ServiceCheckDialog type={type} service={service} onClose={close} />;
};

const TestBackend = ({ node }: { node?: Node }) => {
  const service = useRecordContext<HttpService>()!;
  const close = useCloseRowDialog();
  return <TestBackendDialog service={service} node={node} onClose={close} />;
};

const EditService = ({ type, node }: ServiceRowActionsProps) => {
  const service = useRecordContext<Service>()!;
  const close = useCloseRowDialog();
  return <ServiceEditor open type={type} nodeId={service.nodeId} node={node} record={service} onClose={close} />;
};

const ConfirmEnable = ({ type }: { type: ServiceType }) => {
  const service = useRecordContext<Service>()!;
  const close = useCloseRowDialog();
  const { setEnabled, toggling } = useServiceMutations(type, service, close);
  // A TCP service keeps a past expiry when enabled again, so the gateway disables it again (API-FACTS §12.22).
  // Read once, as the confirmation opens.
  const [expiredTcp] = useState(() => type === 'tcp' && (expiryOf(service) ?? Infinity) <= Date.now());
  return (
    <ConfirmDialog
      open
      variant="info"
      icon={<PublicIcon />}
      title="app.services.confirm_enable.title"
      description={expiredTcp ? 'app.services.confirm_enable.description_expired_tcp' : 'app.services.confirm_enable.description'}
      acceptLabel="app.services.confirm_enable.accept"
      loading={toggling}
      onAccept={() => setEnabled(true)}
      onCancel={close}
    />
  );
};

const ConfirmDisable = ({ type }: { type: ServiceType }) => {
  const service = useRecordContext<Service>();
  const close = useCloseRowDialog();
  const { setEnabled, toggling } = useServiceMutations(type, service, close);
  return (
    <ConfirmDialog
      open
      variant="danger"
      icon={<BlockIcon />}
      title="app.services.confirm_disable.title"
      description="app.services.confirm_disable.description"
      acceptLabel="app.services.confirm_disable.accept"
      loading={toggling}
      onAccept={() => setEnabled(false)}
      onCancel={close}
    />
  );
};

const ConfirmDelete = ({ type }: { type: ServiceType }) => {
  const service = useRecordContext<Service>();
  const close = useCloseRowDialog();
  const { remove, deleting } = useServiceMutations(type, service, close);
  return (
    <ConfirmDialog
      open
      variant="danger"
      icon={<DeleteIcon />}
      title="app.services.confirm_delete.title"
      description="app.services.confirm_delete.description"
      acceptLabel="app.services.confirm_delete.accept"
      loading={deleting}
      onAccept={remove}
      onCancel={close}
    />
  );
};

export const ServiceRowActions = ({ type, node }: ServiceRowActionsProps) => {
  const record = useRecordContext<Service>();
  if (!record) return null;
  return (
    <RowMenu name={record.name}>
      <RowMenuItem label="app.services.action.info" icon={<InfoIcon fontSize="small" />} dialog={<ServiceInfo type={type} node={node} />} />
      <RowMenuItem label="app.check.action" icon={<TroubleshootIcon fontSize="small" />} dialog={<CheckService type={type} />} />
      <RowMenuItem label="app.services.action.logs" icon={<ReceiptLongIcon fontSize="small" />} to={appRoutes.serviceLogs(record.nodeId, type, record.id)} />
      {type === 'http' && <RowMenuItem label="app.services.action.test_backend" icon={<NetworkCheckIcon fontSize="small" />} dialog={<TestBackend node={node} />} />}
      <RowMenuItem label="app.services.action.edit" icon={<EditIcon fontSize="small" />} dialog={<EditService type={type} node={node} />} />
      {node == null && <RowMenuItem label="app.services.action.go_to_node" icon={<RouterIcon fontSize="small" />} to={appRoutes.node(record.nodeId)} />}
      {record.enabled ? (
        <RowMenuItem label="app.services.action.disable" icon={<BlockIcon fontSize="small" />} dialog={<ConfirmDisable type={type} />} />
      ) : (
        <RowMenuItem label="app.services.action.enable" icon={<PublicIcon fontSize="small" />} dialog={<ConfirmEnable type={type} />} />
      )}
      <RowMenuItem label="app.services.action.delete" icon={<DeleteIcon fontSize="small" />} danger dialog={<ConfirmDelete type={type} />} />
    </RowMenu>
  );
};
