/**
 * Issue 35: a window starts where the history starts, the node's creation when that is inside the
 * window, else the first sample kept when that is later than the window asks; on a step, and never
 * past the window's last step.
 */
import { describe, expect, it } from 'vitest';
import { createdAtOf, windowStart } from '../../../../src/providers/history/useHistory';

const MIN = 60_000;
const TO = Date.UTC(2026, 10, 26, 15, 0, 0);
const HOUR_AGO = TO - 60 * MIN;

describe('windowStart', () => {
  it('keeps the window asked when the history began before it', () => {
    expect(windowStart({ from: HOUR_AGO, to: TO, stepMs: MIN, firstSample: TO - 2 * 60 * MIN, createdAt: TO - 10 * 24 * 60 * MIN })).toBe(HOUR_AGO);
  });

  it('starts at the first sample of a node created long ago but first seen within the window', () => {
    expect(windowStart({ from: HOUR_AGO, to: TO, stepMs: MIN, firstSample: TO - 5 * MIN + 20_000, createdAt: TO - 10 * 24 * 60 * MIN })).toBe(TO - 5 * MIN);
  });

  it('starts at the creation of a node created within the window, even if first seen later', () => {
    expect(windowStart({ from: HOUR_AGO, to: TO, stepMs: MIN, firstSample: TO - 2 * MIN, createdAt: TO - 7 * MIN - 30_000 })).toBe(TO - 8 * MIN);
    // Before any sample, the creation alone.
    expect(windowStart({ from: HOUR_AGO, to: TO, stepMs: 1000, createdAt: TO - 61_500 })).toBe(TO - 62_000);
    // A gateway clock a little ahead of the browser's: the first sample still shows.
    expect(windowStart({ from: HOUR_AGO, to: TO, stepMs: 1000, firstSample: TO - 70_000, createdAt: TO - 61_500 })).toBe(TO - 70_000);
  });

  it('keeps the whole window when nothing is known, and at least one step', () => {
    expect(windowStart({ from: HOUR_AGO, to: TO, stepMs: MIN })).toBe(HOUR_AGO);
    expect(windowStart({ from: HOUR_AGO, to: TO, stepMs: MIN, firstSample: TO + 10_000 })).toBe(TO - MIN);
  });

  it('reads a node creation time', () => {
    expect(createdAtOf('2025-01-31T12:00:00.000Z')).toBe(Date.UTC(2025, 0, 31, 12));
    expect(createdAtOf('not a date')).toBeUndefined();
    expect(createdAtOf(undefined)).toBeUndefined();
  });
});
