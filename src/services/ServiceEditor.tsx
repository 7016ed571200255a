/** The service form, then (after a successful save) the service-info dialog with the saved service. */
import { useState } from 'react';
import type { Node, Service, ServiceType } from '../api/types';
import { lazyDialog } from '../components/lazyDialog';
import type { ServiceFormDialogProps } from './ServiceFormDialog';
import { ServiceInfoDialog } from './ServiceInfoDialog';

/** The form's code loaded when first opened: node details show their service cards without it. */
const ServiceFormDialog = lazyDialog<ServiceFormDialogProps>(
  () => import('./ServiceFormDialog').then((module) => module.ServiceFormDialog),
  ({ open }) => open,
);

export interface ServiceEditorProps {
  open: boolean;
  type: ServiceType;
  nodeId: number;
  node?: Node;
  /** The service to edit; absent for a new one. */
  record?: Service;
  onClose: () => void;
}

export const ServiceEditor = ({ open, type, nodeId, node, record, onClose }: ServiceEditorProps) => {
  const [saved, setSaved] = useState<Service | null>(null);
  if (saved) {
    return (
      <ServiceInfoDialog
        open
        type={type}
        service={saved}
        node={node}
        onClose={() => {
          setSaved(null);
          onClose();
        }}
      />
    );
  }
  return (
    <ServiceFormDialog
      key={`${type}-${record?.id ?? 'new'}`}
      open={open}
      type={type}
      nodeId={nodeId}
      node={node}
      record={record}
      onClose={onClose}
      onSaved={setSaved}
    />
  );
};
