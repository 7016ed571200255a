/**
 * Require Authentication and the bypass paths (SPEC §5 HTTP service): the switch only works when the
 * chosen domain is an existing domain with OAuth2 authentication, a warning says so otherwise, and
 * moving to a domain without authentication turns it off. Bypass paths show while it is on.
 */
import { Alert } from '@mui/material';
import { useEffect } from 'react';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDomainOptions } from './useDomainOptions';

export const RequireAuthInputs = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const domain = useWatch({ name: 'domain' }) as string | null | undefined;
  const requireAuth = Boolean(useWatch({ name: 'requireAuth' }));
  const { data, isSuccess } = useDomainOptions();
  const chosen = domain?.trim().toLowerCase();
  const hasAuth = Boolean(chosen && data?.some((record) => record.domain.toLowerCase() === chosen && record.authentication));

  useEffect(() => {
    if (isSuccess && !hasAuth && requireAuth) setValue('requireAuth', false, { shouldDirty: true, shouldValidate: true });
  }, [isSuccess, hasAuth, requireAuth, setValue]);

  return (
    <>
      <BooleanInput
        source="requireAuth"
        label="app.services.form.require_auth"
        readOnly={!hasAuth}
        helperText={hasAuth ? 'app.services.form.auth_help' : false}
      />
      {!hasAuth && (
        <Alert severity="warning" icon={false} role="status" sx={{ mb: 1 }}>
          {translate(chosen ? 'app.services.form.auth_not_enabled' : 'app.services.form.auth_needs_domain')}
        </Alert>
      )}
      {requireAuth && (
        <TextInput
          source="skipAuthRoutes"
          label="app.services.form.skip_auth"
          helperText="app.services.form.skip_auth_help"
          placeholder={'/health\n^/public/.*'}
          multiline
          minRows={3}
          fullWidth
        />
      )}
    </>
  );
};
