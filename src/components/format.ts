/** Display formats of SPEC §9: byte sizes (base 1024, 2 decimals) and dates (MM/dd/yyyy). */
import { format, formatDistanceToNow } from 'date-fns';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'];

/** '-' when there is nothing to show (absent or zero), like the console this replaces. */
export const formatBytes = (bytes: number | null | undefined): string => {
  if (bytes == null || !Number.isFinite(bytes) || bytes <= 0) return '-';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return `${(bytes / 1024 ** exponent).toFixed(2)} ${UNITS[exponent]}`;
};

export const formatDate = (value: string | number | Date | null | undefined): string => {
  if (value == null || value === '') return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : format(date, 'MM/dd/yyyy');
};

/** "3 minutes ago"; '-' for a node that never shook hands (0 or null). */
export const formatRelative = (timestampMs: number | null | undefined, now = Date.now()): string => {
  if (!timestampMs) return '-';
  const date = new Date(Math.min(timestampMs, now));
  return formatDistanceToNow(date, { addSuffix: true });
};
