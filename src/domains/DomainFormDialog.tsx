/** 'Domain & SSL Settings' (DomainFormModal), its code loaded when first opened. */
import { lazyDialog } from '../components/lazyDialog';
import type { DomainFormDialogProps } from './DomainFormModal';

export type { DomainFormDialogProps };

export const DomainFormDialog = lazyDialog<DomainFormDialogProps>(
  () => import('./DomainFormModal').then((module) => module.DomainFormModal),
  ({ open }) => open,
);
