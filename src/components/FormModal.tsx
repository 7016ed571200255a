/**
 * SPEC's form modal on react-admin's EditBase (pessimistic) and CreateBase, so that a 422's field errors
 * land on their inputs with the typed values kept.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, type Breakpoint } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { CreateBase, EditBase, Form, SaveButton, useNotify, useTranslate, ValidationError, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import { hasFormErrors } from '../providers/httpErrors';
import { isAnswer } from './gatewayAnswer';
import { useNotifyError } from './useNotifyError';

export type ModalSize = 'small' | 'medium' | 'large';

const WIDTH: Record<ModalSize, Breakpoint> = { small: 'xs', medium: 'sm', large: 'md' };

export interface FormModalProps {
  open: boolean;
  title: string;
  size?: ModalSize;
  resource: string;
  /** The record to edit, or the defaults of a new one (no id). */
  record?: Record<string, unknown>;
  /** Passed to the data provider with the save (the owning node of nested records). */
  meta?: Record<string, unknown>;
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  successMessage?: { created?: string; updated?: string };
  /** After a save the gateway answered (not when the session ended instead). */
  onSaved?: (saved: RaRecord, created: boolean) => void;
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

/** A refusal that concerns the form as a whole (the record was deleted meanwhile, the gateway is out of addresses). */
const FormRootError = () => {
  const { errors } = useFormState();
  const root = errors.root as { sentence?: { message?: string } } | undefined;
  const sentence = root?.sentence?.message;
  return sentence ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <ValidationError error={sentence} />
    </Alert>
  ) : null;
};

const titleId = (title: string) => `form-modal-${title.replace(/[^a-z0-9]+/gi, '-')}`;

export const FormModal = ({
  open,
  title,
  size = 'medium',
  resource,
  record,
  meta,
  schema,
  transform,
  successMessage,
  onSaved,
  onClose,
  saveLabel = 'app.action.save',
  children,
}: FormModalProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const editing = record?.id != null;

  const mutationOptions = {
    meta,
    onSuccess: (saved: RaRecord) => {
      // A refusal that ended the session resolves with an empty placeholder: not a save.
      if (!isAnswer(saved)) return;
      const message = editing ? successMessage?.updated : successMessage?.created;
      if (message) notify(message, { type: 'success' });
      onSaved?.(saved, !editing);
    },
    // Field errors are on their fields, and react-admin's form says the form is invalid.
    onError: (error: unknown) => (hasFormErrors(error) ? undefined : notifyError(error)),
  };

  const form = (
    <Form resolver={zodResolver(schema)} mode="onTouched" reValidateMode="onChange" noValidate>
      <DialogTitle id={titleId(title)}>{translate(title, { _: title })}</DialogTitle>
      <DialogContent dividers>
        <FormRootError />
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
        <ModalSaveButton label={saveLabel} />
      </DialogActions>
    </Form>
  );

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
      {editing ? (
          <EditBase
            resource={resource}
            id={record.id as RaRecord['id']}
            mutationMode="pessimistic"
            mutationOptions={mutationOptions}
            transform={transform}
            redirect={false}
            // The dialog edits the record the user is looking at: no second fetch that could reset the form.
            queryOptions={{ enabled: false, initialData: record as RaRecord, meta }}
          >
            {form}
          </EditBase>
        ) : (
          <CreateBase resource={resource} record={record} mutationOptions={mutationOptions} transform={transform} redirect={false}>
            {form}
          </CreateBase>
        )}
    </Dialog>
  );
};
