/**
 * The domain field of the service forms: MUI Autocomplete over the existing domains, bound with useInput.
 * Free text is accepted (the gateway creates a new domain); the options are filtered, and closed after blur,
 * with SPEC §9's delays.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useDebouncedEvent, useInput, useTranslate } from 'react-admin';
import { constants } from '../config';
import { useDomainOptions } from './useDomainOptions';

export interface DomainAutocompleteInputProps {
  source: string;
  label: string;
  helperText?: string;
}

const matching = (options: string[], term: string) => {
  const wanted = term.trim().toLowerCase();
  return wanted ? options.filter((option) => option.toLowerCase().includes(wanted)) : options;
};

export const DomainAutocompleteInput = ({ source, label, helperText }: DomainAutocompleteInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source });
  const { data } = useDomainOptions();
  const options = useMemo(() => (data ?? []).map((domain) => domain.domain), [data]);
  const text = typeof field.value === 'string' ? field.value : '';

  const [term, setTerm] = useState(text);
  const updateTerm = useDebouncedEvent((value: string) => setTerm(value), constants.autocompleteDelay);

  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  return (
    <Autocomplete
      id={id}
      freeSolo
      options={options}
      open={open}
      onOpen={() => {
        cancelClose();
        setOpen(true);
      }}
      onClose={(_event, reason) => {
        cancelClose();
        if (reason === 'blur') {
          closeTimer.current = setTimeout(() => setOpen(false), constants.autocompleteCloseDelay);
        } else {
          setOpen(false);
        }
      }}
      inputValue={text}
      onInputChange={(_event, value) => {
        if (value !== text) field.onChange(value);
        updateTerm(value);
      }}
      onChange={(_event, value) => field.onChange(value ?? '')}
      filterOptions={(all) => matching(all, term)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={<FieldTitle label={label} source={source} />}
          placeholder="app.example.com"
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
          margin="dense"
          fullWidth
        />
      )}
      slotProps={{ listbox: { 'aria-label': translate(label) } as object }}
      // MUI's own button texts are English: the catalogue's take their place (no option list is shown empty).
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      size="small"
    />
  );
};
