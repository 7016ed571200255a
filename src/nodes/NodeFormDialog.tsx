/** 'Client / Node Configuration' (NodeFormModal), its code loaded when first opened. */
import { lazyDialog } from '../components/lazyDialog';
import type { NodeFormDialogProps } from './NodeFormModal';

export type { NodeFormDialogProps };

export const NodeFormDialog = lazyDialog<NodeFormDialogProps>(
  () => import('./NodeFormModal').then((module) => module.NodeFormModal),
  ({ open }) => open,
);
