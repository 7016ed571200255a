/** 'Domain & SSL Settings': create (POST) or edit (PATCH) a domain, with SPEC's toasts. */
import { ResourceContextProvider, useNotify } from 'react-admin';
import { domainFormSchema } from '../api/schemas';
import type { Domain } from '../api/types';
import { FormModal, useSubmitRecord, type FormModalProps } from '../components';
import { DomainFormInputs } from './DomainFormInputs';

const NEW_DOMAIN = { domain: '', ssl: 'self-signed', skipValidation: false, authentication: false, allowedEmails: null };

export interface DomainFormDialogProps {
  open: boolean;
  record?: Domain;
  onClose: () => void;
}

export const DomainFormDialog = ({ open, record, onClose }: DomainFormDialogProps) => {
  const notify = useNotify();
  const submit = useSubmitRecord('domains', {
    record,
    onSuccess: (_saved, created) => {
      notify(created ? 'app.domains.notify.created' : 'app.domains.notify.updated', { type: 'success' });
      onClose();
    },
  });
  return (
    <ResourceContextProvider value="domains">
      <FormModal
        open={open}
        title="app.domains.form.title"
        schema={domainFormSchema as unknown as FormModalProps['schema']}
        record={record ?? NEW_DOMAIN}
        onSubmit={submit}
        onClose={onClose}
      >
        <DomainFormInputs editing={record?.id != null} />
      </FormModal>
    </ResourceContextProvider>
  );
};
