/** What the operator chose to see. Filtering never touches the kept lines, only what is shown. */
import { LOG_LEVELS, type LogLevel } from './logLevel';
import type { LogEntry } from './LogStore';

export interface LogFilter {
  text: string;
  levels: readonly LogLevel[];
}

export const showEverything: LogFilter = { text: '', levels: LOG_LEVELS };

export const isFiltering = (filter: LogFilter): boolean =>
  filter.text.trim() !== '' || filter.levels.length < LOG_LEVELS.length;

/** The entries the filter lets through, in order; the same array when nothing is filtered out. */
export const filterLogEntries = (entries: readonly LogEntry[], filter: LogFilter): readonly LogEntry[] => {
  if (!isFiltering(filter)) return entries;
  const needle = filter.text.trim().toLowerCase();
  const allowed = new Set(filter.levels);
  return entries.filter(
    (entry) => allowed.has(entry.level) && (needle === '' || entry.text.toLowerCase().includes(needle)),
  );
};
