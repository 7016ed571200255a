/**
 * SPEC's form modal: small/medium/large, Cancel and Save (Save shows progress while submitting).
 * The zod resolver validates every field on blur and again on change, and the whole form on submit,
 * refusing submission on failure. `onSubmit` may resolve to server field errors (422), which
 * react-admin's <Form> puts on their fields while every typed value stays.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type Breakpoint } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Form, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import type { z } from 'zod';

export type ModalSize = 'small' | 'medium' | 'large';

const WIDTH: Record<ModalSize, Breakpoint> = { small: 'xs', medium: 'sm', large: 'md' };

export type SubmitResult = void | Record<string, unknown> | undefined;

export interface FormModalProps {
  open: boolean;
  title: string;
  size?: ModalSize;
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  record?: Partial<RaRecord> | Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => Promise<SubmitResult>;
  onClose: () => void;
  saveLabel?: string;
  children: ReactNode;
}

/**
 * Save is enabled on an untouched form (so that submitting shows every field's error) but not while
 * a submission runs: react-admin's `alwaysEnable` alone would keep it clickable then.
 */
const ModalSaveButton = ({ label }: { label: string }) => {
  const { isSubmitting } = useFormState();
  return <SaveButton label={label} alwaysEnable={!isSubmitting} />;
};

const titleId = (title: string) => `form-modal-${title.replace(/[^a-z0-9]+/gi, '-')}`;

export const FormModal = ({
  open,
  title,
  size = 'medium',
  schema,
  record,
  onSubmit,
  onClose,
  saveLabel = 'app.action.save',
  children,
}: FormModalProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={WIDTH[size]}
      aria-labelledby={titleId(title)}
      // react-admin's <form> sits between the dialog and its parts: lay it out as the dialog's column so
      // only the fields scroll and Cancel / Save stay in view on long forms.
      sx={{ '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } }}
    >
      <Form
        record={record as RaRecord}
        onSubmit={onSubmit as (values: Record<string, unknown>) => Promise<void>}
        resolver={zodResolver(schema)}
        mode="onTouched"
        reValidateMode="onChange"
        noValidate
      >
        <DialogTitle id={titleId(title)}>{translate(title, { _: title })}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
          <ModalSaveButton label={saveLabel} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
