/** SPEC §9's display formats; screens use them through `useFormat`, which knows the locale and unit texts. */
import { format, formatDistanceToNow, type Locale } from 'date-fns';
import { dateWordsFor } from '../i18n/dateWords';

export const BYTE_UNIT_KEYS = ['app.units.bytes', 'app.units.kb', 'app.units.mb', 'app.units.gb', 'app.units.tb'] as const;

/** SPEC §9's English units, for callers outside react-admin (the catalogue holds the same texts). */
const ENGLISH_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'];

const DATE_PATTERNS: Record<string, string> = { en: 'MM/dd/yyyy', fr: 'dd/MM/yyyy' };

const TIME_PATTERN = 'HH:mm';

const datePattern = (locale: string) => DATE_PATTERNS[locale] ?? DATE_PATTERNS.en;

/** date-fns' locale for a console locale (English for an unknown one, or one not loaded yet). */
export const dateFnsLocale = (locale: string): Locale => dateWordsFor(locale);

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Making an Intl.NumberFormat costs far more than using one. Throws for an unknown locale, as the constructor does. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
};

const decimalSeparator = (locale: string): string => {
  try {
    return numberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
};

export interface BytesFormat {
  /** The five unit texts, Bytes to TB. */
  units?: readonly string[];
  locale?: string;
}

/** '-' when there is nothing to show (absent or zero), like the console this replaces. */
export const formatBytes = (bytes: number | null | undefined, { units = ENGLISH_UNITS, locale = 'en' }: BytesFormat = {}): string => {
  if (bytes == null || !Number.isFinite(bytes) || bytes <= 0) return '-';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const value = (bytes / 1024 ** exponent).toFixed(2);
  return `${locale === 'en' ? value : value.replace('.', decimalSeparator(locale))} ${units[exponent]}`;
};

export const formatDate = (value: string | number | Date | null | undefined, locale = 'en'): string => {
  if (value == null || value === '') return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : format(date, datePattern(locale));
};

export const formatDateTime = (value: string | number | Date | null | undefined, locale = 'en'): string => {
  if (value == null || value === '') return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : format(date, `${datePattern(locale)} ${TIME_PATTERN}`);
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** In its largest sensible unit: "7 days", "23 hr", "45 min", "30 sec". */
export const formatDuration = (ms: number, locale = 'en'): string => {
  const [value, unit] =
    ms >= 2 * DAY_MS
      ? [Math.round(ms / DAY_MS), 'day']
      : ms >= 90 * MINUTE_MS
        ? [Math.round(ms / HOUR_MS), 'hour']
        : ms >= 90_000
          ? [Math.round(ms / MINUTE_MS), 'minute']
          : [Math.max(1, Math.ceil(ms / 1000)), 'second'];
  try {
    return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  } catch {
    return numberFormat('en', { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  }
};

/** '-' for a node that never shook hands (0 or null). */
export const formatRelative = (timestampMs: number | null | undefined, now = Date.now(), locale = 'en'): string => {
  if (!timestampMs) return '-';
  const date = new Date(Math.min(timestampMs, now));
  return formatDistanceToNow(date, { addSuffix: true, locale: dateFnsLocale(locale) });
};

export const formatDistance = (date: Date, locale = 'en'): string =>
  formatDistanceToNow(date, { addSuffix: true, locale: dateFnsLocale(locale) });
