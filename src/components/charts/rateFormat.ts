/** formatBytes prints '-' for 0, which in a chart would read as "not known": a measured zero prints "0 B/s" here. */
import { formatBytes, numberFormat } from '../format';

export const RATE_UNIT_KEYS = [
  'app.charts.rate_units.bytes',
  'app.charts.rate_units.kb',
  'app.charts.rate_units.mb',
  'app.charts.rate_units.gb',
  'app.charts.rate_units.tb',
] as const;

const ENGLISH_RATE_UNITS = ['B/s', 'KB/s', 'MB/s', 'GB/s', 'TB/s'];

export interface RateFormat {
  units?: readonly string[];
  locale?: string;
}

export const formatRate = (bytesPerSecond: number, { units = ENGLISH_RATE_UNITS, locale = 'en' }: RateFormat = {}): string => {
  if (!Number.isFinite(bytesPerSecond) || bytesPerSecond <= 0) return `0 ${units[0]}`;
  // formatBytes has no unit below one byte: a trickle of a few bytes a minute stays in B/s.
  if (bytesPerSecond < 1) {
    const value = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bytesPerSecond);
    return `${value} ${units[0]}`;
  }
  return formatBytes(bytesPerSecond, { units, locale });
};
