/**
 * SPEC's confirm dialog on top of react-admin's <Confirm>: title, description, optional icon, a
 * danger/success/info variant, Cancel/Accept defaults; Escape cancels (MUI Dialog).
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';

export type ConfirmVariant = 'danger' | 'success' | 'info';

const COLOR: Record<ConfirmVariant, string> = { danger: 'error.main', success: 'success.main', info: 'info.main' };

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  variant?: ConfirmVariant;
  icon?: ReactNode;
  acceptLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
  translateOptions?: Record<string, unknown>;
  onAccept: () => void;
  onCancel: () => void;
}

export const ConfirmDialog = ({
  open,
  title,
  description,
  variant = 'info',
  icon,
  acceptLabel = 'app.action.accept',
  cancelLabel = 'app.action.cancel',
  loading,
  translateOptions,
  onAccept,
  onCancel,
}: ConfirmDialogProps) => (
  <Confirm
    isOpen={open}
    loading={loading}
    title={
      icon ? (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, '& svg': { color: COLOR[variant] } }}>
          {icon}
          <ConfirmTitle title={title} translateOptions={translateOptions} />
        </Box>
      ) : (
        title
      )
    }
    content={description}
    confirm={acceptLabel}
    cancel={cancelLabel}
    confirmColor={variant === 'danger' ? 'warning' : 'primary'}
    translateOptions={translateOptions}
    sx={{ '& .ra-confirm': { color: COLOR[variant] } }}
    onConfirm={onAccept}
    onClose={onCancel}
  />
);


const ConfirmTitle = ({ title, translateOptions }: { title: string; translateOptions?: Record<string, unknown> }) => {
  const translate = useTranslate();
  return <span>{translate(title, { _: title, ...translateOptions })}</span>;
};
