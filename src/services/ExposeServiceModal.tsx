/** 'Expose HTTP Service on Node' / 'Expose TCP Service on Node' for a new service on `node`, then its info. */
import type { Node, ServiceType } from '../api/types';
import { ServiceEditor } from './ServiceEditor';

export interface ExposeServiceDialogProps {
  open: boolean;
  type: ServiceType;
  node: Node;
  onClose: () => void;
}

export const ExposeServiceModal = ({ open, type, node, onClose }: ExposeServiceDialogProps) =>
  open ? <ServiceEditor open type={type} nodeId={node.id} node={node} onClose={onClose} /> : null;
