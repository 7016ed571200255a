/** 'Domain & SSL Settings': create (POST) or edit (PATCH) a domain, with SPEC's toasts. */
import { ResourceContextProvider } from 'react-admin';
import { domainFormSchema } from '../api/schemas';
import type { Domain } from '../api/types';
import { FormModal, type FormModalProps } from '../components/FormModal';
import { DomainFormInputs } from './DomainFormInputs';

const NEW_DOMAIN = { domain: '', ssl: 'self-signed', skipValidation: false, authentication: false, allowedEmails: null };

export interface DomainFormDialogProps {
  open: boolean;
  record?: Domain;
  onClose: () => void;
}

export const DomainFormModal = ({ open, record, onClose }: DomainFormDialogProps) => (
  <ResourceContextProvider value="domains">
    <FormModal
      open={open}
      title="app.domains.form.title"
      resource="domains"
      schema={domainFormSchema as unknown as FormModalProps['schema']}
      record={record ?? NEW_DOMAIN}
      successMessage={{ created: 'app.domains.notify.created', updated: 'app.domains.notify.updated' }}
      onSaved={onClose}
      onClose={onClose}
    >
      <DomainFormInputs editing={record?.id != null} />
    </FormModal>
  </ResourceContextProvider>
);
