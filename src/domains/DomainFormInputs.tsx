/**
 * Inputs of 'Domain & SSL Settings' and their links (SPEC §4): skipping domain validation forces a
 * self-signed certificate; enabling OAuth2 starts the allowed e-mail list with one empty entry (left out
 * on save if still blank: an empty list lets in anyone the identity provider accepts), disabling it
 * removes the list.
 */
import { BooleanInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ChangeEvent } from 'react';
import { ScalarListInput } from '../components/ScalarListInput';
import { sslChoicesFor } from './sslChoices';

export const DomainFormInputs = ({ editing }: { editing: boolean }) => {
  const { setValue, clearErrors } = useFormContext();
  const skipValidation = Boolean(useWatch({ name: 'skipValidation' }));
  const authentication = Boolean(useWatch({ name: 'authentication' }));

  const onSkipValidation = (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.target.checked) return;
    setValue('ssl', 'self-signed', { shouldDirty: true });
    clearErrors('domain');
  };

  const onAuthentication = (event: ChangeEvent<HTMLInputElement>) => {
    setValue('allowedEmails', event.target.checked ? [''] : null, { shouldDirty: true });
    clearErrors('allowedEmails');
  };

  return (
    <>
      <TextInput
        source="domain"
        label="app.domains.form.domain"
        placeholder="app.example.com"
        readOnly={editing}
        helperText={editing ? 'app.domains.form.domain_locked' : undefined}
        autoFocus={!editing}
        fullWidth
      />
      <BooleanInput
        source="skipValidation"
        label="app.domains.form.skip_validation"
        helperText="app.domains.form.skip_validation_help"
        onChange={onSkipValidation}
      />
      <RadioButtonGroupInput
        source="ssl"
        label="app.domains.form.ssl"
        choices={sslChoicesFor(skipValidation)}
        row
      />
      <BooleanInput
        source="authentication"
        label="app.domains.form.authentication"
        helperText="app.domains.form.authentication_help"
        onChange={onAuthentication}
      />
      {authentication && (
        <ScalarListInput
          source="allowedEmails"
          label="app.domains.form.allowed_emails"
          itemLabel="app.domains.form.email"
          addLabel="app.domains.form.add_email"
          helperText="app.domains.form.allowed_emails_help"
          placeholder="alice@example.com"
        />
      )}
    </>
  );
};
