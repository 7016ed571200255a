/** 'Access Token Configuration': Name (required) and 'Expire At (Optional)', today or later. */
import { startOfDay } from 'date-fns';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { M, patFormSchema } from '../api/schemas';
import { NameInput } from '../components';
import { FormModal } from '../components/FormModal';
import { DatePickerInput, INVALID_DATE } from '../components/DatePickerInput';

/** The shared token rules plus the picker's "today or later". */
export const tokenFormSchema = patFormSchema.superRefine((value, ctx) => {
  const { expireAt } = value;
  if (!expireAt || expireAt === INVALID_DATE || Number.isNaN(Date.parse(expireAt))) return;
  if (Date.parse(expireAt) < startOfDay(new Date()).getTime()) {
    ctx.addIssue({ code: 'custom', path: ['expireAt'], message: M.dateNotPast });
  }
});

export interface TokenFormDialogProps {
  open: boolean;
  nodeId: Identifier;
  onClose: () => void;
  onCreated: (token: RaRecord) => void;
}

export const TokenFormModal = ({ open, nodeId, onClose, onCreated }: TokenFormDialogProps) => {
  const translate = useTranslate();
  return (
    <FormModal
      open={open}
      title="app.tokens.form.title"
      size="small"
      resource="pats"
      meta={{ nodeId }}
      schema={tokenFormSchema}
      record={{ name: '', expireAt: null }}
      onSaved={(token) => {
        onClose();
        onCreated(token);
      }}
      onClose={onClose}
    >
      <NameInput
        label="app.tokens.form.name"
        placeholder={translate('app.tokens.form.name_placeholder')}
        isRequired
        fullWidth
        autoFocus
      />
      <DatePickerInput
        source="expireAt"
        label="app.tokens.form.expire_at"
        helperText="app.tokens.form.expire_at_helper"
        minDate={startOfDay(new Date())}
        disablePast
      />
    </FormModal>
  );
};
