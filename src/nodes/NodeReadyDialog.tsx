/** 'Your Node is Ready' (NodeReadyModal), its code loaded when first opened. */
import type { RaRecord } from 'react-admin';
import { lazyDialog } from '../components/lazyDialog';

export interface NodeReadyDialogProps {
  /** The node just created, with its one-time token; null while closed. */
  node: RaRecord | null;
  onClose: () => void;
}

export const NodeReadyDialog = lazyDialog<NodeReadyDialogProps>(
  () => import('./NodeReadyModal').then((module) => module.NodeReadyModal),
  ({ node }) => node != null,
);
