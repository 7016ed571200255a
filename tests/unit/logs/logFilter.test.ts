import { describe, expect, it } from 'vitest';
import { filterLogEntries, isFiltering, showEverything } from '../../../src/logs/logFilter';
import type { LogEntry } from '../../../src/logs/LogStore';

const entries: LogEntry[] = [
  { seq: 1, text: '[ERROR] Upstream refused', level: 'error' },
  { seq: 2, text: '[INFO] upstream back', level: 'info' },
  { seq: 3, text: '10.0.0.2 GET /health 200', level: 'other' },
];

describe('filterLogEntries', () => {
  it('returns the very same array when nothing is filtered', () => {
    expect(isFiltering(showEverything)).toBe(false);
    expect(filterLogEntries(entries, showEverything)).toBe(entries);
  });

  it('matches text case-insensitively, ignoring surrounding spaces', () => {
    const shown = filterLogEntries(entries, { ...showEverything, text: '  UPSTREAM ' });
    expect(shown.map((entry) => entry.seq)).toEqual([1, 2]);
  });

  it('keeps only the chosen levels, combined with the text', () => {
    expect(filterLogEntries(entries, { text: '', levels: ['error', 'other'] }).map((e) => e.seq)).toEqual([1, 3]);
    expect(filterLogEntries(entries, { text: 'upstream', levels: ['info'] }).map((e) => e.seq)).toEqual([2]);
    expect(filterLogEntries(entries, { text: '', levels: [] })).toEqual([]);
  });

  it('never changes the entries it filters', () => {
    const copy = [...entries];
    filterLogEntries(entries, { text: 'x', levels: ['debug'] });
    expect(entries).toEqual(copy);
  });
});
