import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/logs/LogStore';
import {
  anchorAt,
  indexOfSeq,
  isAtBottom,
  maxScrollTop,
  OVERSCAN,
  ROW_HEIGHT,
  targetScrollTop,
  visibleRange,
} from '../../../src/logs/logScrollModel';

const entriesFrom = (firstSeq: number, count: number): LogEntry[] =>
  Array.from({ length: count }, (_, i) => ({ seq: firstSeq + i, text: `l${firstSeq + i}`, level: 'other' }));

describe('log scroll model', () => {
  const viewport = 10 * ROW_HEIGHT;

  it('renders only the rows in view plus a small margin', () => {
    const range = visibleRange(500 * ROW_HEIGHT, viewport, 1000);
    expect(range).toEqual({ start: 500 - OVERSCAN, end: 510 + OVERSCAN });
    expect(visibleRange(0, viewport, 3)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(0, viewport, 0)).toEqual({ start: 0, end: 0 });
  });

  it('follows the end while following', () => {
    const entries = entriesFrom(1, 100);
    expect(targetScrollTop(entries, viewport, true, null)).toBe(90 * ROW_HEIGHT);
    expect(targetScrollTop(entriesFrom(1, 5), viewport, true, null)).toBe(0);
  });

  it('keeps the anchored line in place when older lines are dropped', () => {
    const before = entriesFrom(1, 100);
    const anchor = anchorAt(before, 40 * ROW_HEIGHT + 7)!;
    expect(anchor).toEqual({ seq: 41, offset: 7 });
    // 30 lines dropped at the top, 30 added at the end: line 41 is now at index 10.
    const after = entriesFrom(31, 100);
    expect(targetScrollTop(after, viewport, false, anchor)).toBe(10 * ROW_HEIGHT + 7);
  });

  it('goes to the top once the anchored line itself was dropped', () => {
    expect(targetScrollTop(entriesFrom(500, 100), viewport, false, { seq: 41, offset: 7 })).toBe(0);
  });

  it('stays at the end when following stopped before an anchor was taken', () => {
    expect(targetScrollTop(entriesFrom(1, 100), viewport, false, null)).toBe(maxScrollTop(100, viewport));
  });

  it('uses the next line shown when the anchored one is filtered out', () => {
    const shown = entriesFrom(1, 100).filter((entry) => entry.seq % 2 === 0);
    expect(targetScrollTop(shown, viewport, false, { seq: 41, offset: 7 })).toBe(20 * ROW_HEIGHT);
  });

  it('knows when the user is at the bottom, within half a row', () => {
    const max = maxScrollTop(100, viewport);
    expect(isAtBottom(max, viewport, 100)).toBe(true);
    expect(isAtBottom(max - ROW_HEIGHT / 2 + 1, viewport, 100)).toBe(true);
    expect(isAtBottom(max - ROW_HEIGHT, viewport, 100)).toBe(false);
    expect(isAtBottom(0, viewport, 3)).toBe(true);
  });

  it('finds sequence numbers by binary search', () => {
    const entries = entriesFrom(10, 5);
    expect(indexOfSeq(entries, 9)).toBe(0);
    expect(indexOfSeq(entries, 12)).toBe(2);
    expect(indexOfSeq(entries, 99)).toBe(5);
    expect(anchorAt([], 0)).toBeNull();
  });
});
