/** The time formats of the service lifetimes: a date with its time of day, and a time left in its largest unit. */
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration } from '../../../src/components/format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDuration', () => {
  it.each([
    [7 * DAY, 'en', '7 days'],
    [2 * DAY, 'en', '2 days'],
    [DAY, 'en', '24 hr'],
    [6 * HOUR - 30 * SECOND, 'en', '6 hr'],
    [90 * MINUTE, 'en', '2 hr'],
    [HOUR, 'en', '60 min'],
    [90 * SECOND, 'en', '2 min'],
    [70 * SECOND - 200, 'en', '70 sec'],
    [200, 'en', '1 sec'],
    // French puts a narrow no-break space between the number and its unit.
    [7 * DAY, 'fr', '7\u202fj'],
    [3 * HOUR, 'fr', '3\u202fh'],
    [45 * SECOND, 'fr', '45\u202fs'],
  ])('%d ms in %s: %s', (ms, locale, text) => {
    expect(formatDuration(ms, locale)).toBe(text);
  });
});

describe('formatDateTime', () => {
  it("writes SPEC's date with a 24-hour time, in each language's order", () => {
    const date = new Date(2025, 5, 14, 18, 5);
    expect(formatDateTime(date, 'en')).toBe('06/14/2025 18:05');
    expect(formatDateTime(date.toISOString(), 'fr')).toBe('14/06/2025 18:05');
  });

  it("says '-' for nothing or an unreadable date", () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});
