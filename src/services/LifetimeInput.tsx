/**
 * The optional lifetime of a new service: None, 1 hour, 1 day, 1 week, or a custom value in the
 * gateway's `ttl` format ("90m", "2d"), which the gateway turns into `expiresAt` and then disables the
 * service. The gateway honours `ttl` on create only (API-FACTS §12.23), so an edited service shows its
 * current expiry, and why it cannot change, instead of the choice.
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
