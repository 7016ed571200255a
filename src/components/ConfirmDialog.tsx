/** SPEC's confirm dialog on react-admin's <Confirm>, named by its title text alone so that a decorative icon stays out. */
import { Box, DialogContentText } from '@mui/material';
import { useId, type ReactNode } from 'react';
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
  children?: ReactNode;
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
  children,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const titleText = <span id={titleId}>{translate(title, { _: title, ...translateOptions })}</span>;
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={
        icon ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, '& svg': { color: COLOR[variant] } }}>
            {icon}
            {titleText}
          </Box>
        ) : (
          titleText
        )
      }
      content={
        <>
          <DialogContentText id={descriptionId}>{translate(description, { _: description, ...translateOptions })}</DialogContentText>
          {children}
        </>
      }
      // react-admin's Confirm translates its button labels without options: a plural label is translated here.
      confirm={translate(acceptLabel, { _: acceptLabel, ...translateOptions })}
      cancel={cancelLabel}
      confirmColor={variant === 'danger' ? 'warning' : 'primary'}
      sx={{ '& .ra-confirm': { color: COLOR[variant] } }}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onConfirm={onAccept}
      onClose={onCancel}
    />
  );
};
