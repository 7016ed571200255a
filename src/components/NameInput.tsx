/**
 * A node's, service's or token's name, held to what the gateway stores (NAME_MAX_LENGTH, its
 * varchar(40) columns): typing and pasting stop at the limit (the input's maxLength), and from
 * COUNTER_FROM characters a counter says how many are used ("32/40"). A longer name the record already
 * has (made through the API or the CLI) stays as it is unless it is changed, and the counter says so
 * (docs/architecture.md: the forms hold this limit, not the contract).
 */
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { TextInput, useRecordContext, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { NAME_MAX_LENGTH } from '../api/schemas/limits';

/** From this length on, the counter shows. */
export const COUNTER_FROM = 30;

export type NameInputProps = Omit<TextInputProps, 'source'> & { source?: string };

const Counter = ({ length, kept }: { length: number; kept: boolean }) => {
  const translate = useTranslate();
  const args = { length, max: NAME_MAX_LENGTH };
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
      {kept && <Box component="span" sx={{ flex: 1 }}>{translate('app.form.name_kept', args)}</Box>}{' '}
      <span aria-hidden>{translate('app.form.name_counter', args)}</span>
      <Box component="span" sx={visuallyHidden}>
        {translate('app.form.name_counter_label', args)}
      </Box>
    </Box>
  );
};

export const NameInput = ({ source = 'name', helperText, slotProps, ...props }: NameInputProps) => {
  const record = useRecordContext();
  const value: unknown = useWatch({ name: source });
  const length = typeof value === 'string' ? value.length : 0;
  // Only an edited record has a name of its own to keep.
  const stored = record?.id != null && typeof record[source] === 'string' ? (record[source] as string) : undefined;
  const kept = length > NAME_MAX_LENGTH && value === stored;
  return (
    <TextInput
      source={source}
      {...props}
      helperText={length >= COUNTER_FROM ? <Counter length={length} kept={kept} /> : helperText}
      slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object), maxLength: NAME_MAX_LENGTH } }}
    />
  );
};
