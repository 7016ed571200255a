/** 'Expose HTTP/TCP Service on Node' (ExposeServiceModal), its code loaded when first opened. */
import { lazyDialog } from '../components/lazyDialog';
import type { ExposeServiceDialogProps } from './ExposeServiceModal';

export type { ExposeServiceDialogProps };

export const ExposeServiceDialog = lazyDialog<ExposeServiceDialogProps>(
  () => import('./ExposeServiceModal').then((module) => module.ExposeServiceModal),
  ({ open }) => open,
);
