/** The display formats of ./format in the console's current language (react-admin's locale). */
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { BYTE_UNIT_KEYS, numberFormat, formatBytes, formatDate, formatDateTime, formatDistance, formatDuration, formatRelative } from './format';

export interface Formatters {
  locale: string;
  bytes: (bytes: number | null | undefined) => string;
  date: (value: string | number | Date | null | undefined) => string;
  dateTime: (value: string | number | Date | null | undefined) => string;
  duration: (ms: number) => string;
  relative: (timestampMs: number | null | undefined, now?: number) => string;
  distance: (date: Date) => string;
  count: (value: number) => string;
}

export const useFormat = (): Formatters => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useMemo(() => {
    const units = BYTE_UNIT_KEYS.map((key) => translate(key));
    return {
      locale,
      bytes: (bytes) => formatBytes(bytes, { units, locale }),
      date: (value) => formatDate(value, locale),
      dateTime: (value) => formatDateTime(value, locale),
      duration: (ms) => formatDuration(ms, locale),
      relative: (timestampMs, now) => formatRelative(timestampMs, now, locale),
      distance: (date) => formatDistance(date, locale),
      count: (value) => numberFormat(locale).format(value),
    };
  }, [locale, translate]);
};
