/** 'Access Token Configuration' (TokenFormModal), its code (the date picker's with it) loaded when first opened. */
import { lazyDialog } from '../components/lazyDialog';
import type { TokenFormDialogProps } from './TokenFormModal';

export const TokenFormDialog = lazyDialog<TokenFormDialogProps>(
  () => import('./TokenFormModal').then((module) => module.TokenFormModal),
  ({ open }) => open,
);
