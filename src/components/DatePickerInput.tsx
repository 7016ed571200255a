/**
 * The value is the chosen day's last millisecond (local time), so that a token set to expire "today" is
 * not born expired; an unreadable date stays an invalid string for the form's schema to report.
 */
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import { endOfDay, isValid } from 'date-fns';
import { useRef } from 'react';
import { InputHelperText, useInput, useLocaleState, useTranslate } from 'react-admin';
import { dateFnsLocale } from './format';

export const INVALID_DATE = 'invalid-date';

export interface DatePickerInputProps {
  source: string;
  label: string;
  helperText?: string;
  minDate?: Date;
  disablePast?: boolean;
}

export const toEndOfDayIso = (date: Date | null): string | null => {
  if (date == null) return null;
  return isValid(date) ? endOfDay(date).toISOString() : INVALID_DATE;
};

/** The picker's own texts (buttons, toolbar, screen-reader labels) in the console's language; MUI's are English. */
const PICKER_TEXTS: Record<string, typeof frFR.components.MuiLocalizationProvider.defaultProps.localeText | undefined> = {
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
};

const toDate = (value: unknown): Date | null => (typeof value === 'string' && value !== '' ? new Date(value) : null);

export const DatePickerInput = ({ source, label, helperText, minDate, disablePast }: DatePickerInputProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, id } = useInput({ source, defaultValue: null });
  // Hand the picker back the very object it gave us (even an invalid one) so typing is not reset.
  const last = useRef<{ value: unknown; date: Date | null } | null>(null);
  const value = last.current && last.current.value === field.value ? last.current.date : toDate(field.value);
  const error = fieldState.error?.message;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(locale)} localeText={PICKER_TEXTS[locale]}>
      <DatePicker
        label={translate(label, { _: label })}
        value={value}
        format="yyyy-MM-dd"
        minDate={minDate}
        disablePast={disablePast}
        onChange={(date: Date | null) => {
          const next = toEndOfDayIso(date);
          last.current = { value: next, date };
          field.onChange(next);
        }}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            fullWidth: true,
            margin: 'dense',
            error: Boolean(error),
            helperText: <InputHelperText error={error} helperText={helperText} />,
          },
          field: { clearable: true },
          // The calendar pop-up is a dialog: it is named after its field.
          popper: { 'aria-label': translate(label, { _: label }) },
        }}
      />
    </LocalizationProvider>
  );
};
