/**
 * The optional lifetime of a new service, sent as the gateway's `ttl` ("90m", "2d"). The gateway honours
 * `ttl` on create only (API-FACTS §12.23), so an edited service shows its current expiry instead.
 */
import { Alert, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Service } from '../api/types';
import { useFormat } from '../components';
import { expiryOf } from './serviceState';

/** The choices and the `ttl` each one sends (none: no `ttl` at all). */
const PRESETS = [
  { id: 'none', ttl: undefined },
  { id: '1h', ttl: '1h' },
  { id: '1d', ttl: '1d' },
  { id: '1w', ttl: '7d' },
  { id: 'custom', ttl: '' },
] as const;

type Choice = (typeof PRESETS)[number]['id'];

const LifetimeChoice = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [choice, setChoice] = useState<Choice>('none');
  return (
    <>
      <TextField
        select
        label={translate('app.services.form.lifetime')}
        value={choice}
        onChange={(event) => {
          const next = PRESETS.find((preset) => preset.id === event.target.value) ?? PRESETS[0];
          setChoice(next.id);
          // A preset is valid by construction; a custom value is checked once typed.
          setValue('ttl', next.ttl, { shouldDirty: true, shouldValidate: next.id !== 'custom' });
        }}
        helperText={translate('app.services.form.lifetime_help')}
        fullWidth
      >
        {PRESETS.map((preset) => (
          <MenuItem key={preset.id} value={preset.id}>
            {translate(`app.services.form.lifetime_${preset.id}`)}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'custom' && (
        <TextInput
          source="ttl"
          label="app.services.form.lifetime_custom_value"
          helperText="app.services.form.lifetime_custom_help"
          fullWidth
        />
      )}
    </>
  );
};

/** An edited service's expiry, if it has one, with why it cannot be changed here. */
const CurrentExpiry = ({ record }: { record: Service }) => {
  const translate = useTranslate();
  const format = useFormat();
  const expiresAt = expiryOf(record);
  if (expiresAt === null) return null;
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {translate('app.services.form.lifetime_fixed', { date: format.dateTime(expiresAt) })}
    </Alert>
  );
};

export const LifetimeInput = () => {
  const record = useRecordContext<Service>();
  return record?.id != null ? <CurrentExpiry record={record} /> : <LifetimeChoice />;
};
