import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/logs/LogStore';
import {
  anchorAt,
  indexOfSeq,
  isAtBottom,
  lineCells,
  MAX_LINE_CHARS,
  maxScrollTop,
  OVERSCAN,
  ROW_HEIGHT,
  singleRowLayout,
  targetScrollTop,
  visibleRange,
  wrappedLayout,
} from '../../../src/logs/logScrollModel';

const entriesFrom = (firstSeq: number, count: number): LogEntry[] =>
  Array.from({ length: count }, (_, i) => ({ seq: firstSeq + i, text: `l${firstSeq + i}`, level: 'other' }));

const entriesOf = (...texts: string[]): LogEntry[] => texts.map((text, i) => ({ seq: i + 1, text, level: 'other' }));

describe('log scroll model', () => {
  const viewport = 10 * ROW_HEIGHT;
  const rows = singleRowLayout;

  it('renders only the rows in view plus a small margin', () => {
    const range = visibleRange(rows(1000), 500 * ROW_HEIGHT, viewport);
    expect(range).toEqual({ start: 500 - OVERSCAN, end: 510 + OVERSCAN });
    expect(visibleRange(rows(3), 0, viewport)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(rows(0), 0, viewport)).toEqual({ start: 0, end: 0 });
  });

  it('follows the end while following', () => {
    const entries = entriesFrom(1, 100);
    expect(targetScrollTop(entries, rows(100), viewport, true, null)).toBe(90 * ROW_HEIGHT);
    expect(targetScrollTop(entriesFrom(1, 5), rows(5), viewport, true, null)).toBe(0);
  });

  it('keeps the anchored line in place when older lines are dropped', () => {
    const before = entriesFrom(1, 100);
    const anchor = anchorAt(before, rows(100), 40 * ROW_HEIGHT + 7)!;
    expect(anchor).toEqual({ seq: 41, offset: 7 });
    // 30 lines dropped at the top, 30 added at the end: line 41 is now at index 10.
    const after = entriesFrom(31, 100);
    expect(targetScrollTop(after, rows(100), viewport, false, anchor)).toBe(10 * ROW_HEIGHT + 7);
  });

  it('goes to the top once the anchored line itself was dropped', () => {
    expect(targetScrollTop(entriesFrom(500, 100), rows(100), viewport, false, { seq: 41, offset: 7 })).toBe(0);
  });

  it('stays at the end when following stopped before an anchor was taken', () => {
    expect(targetScrollTop(entriesFrom(1, 100), rows(100), viewport, false, null)).toBe(maxScrollTop(rows(100), viewport));
  });

  it('uses the next line shown when the anchored one is filtered out', () => {
    const shown = entriesFrom(1, 100).filter((entry) => entry.seq % 2 === 0);
    expect(targetScrollTop(shown, rows(shown.length), viewport, false, { seq: 41, offset: 7 })).toBe(20 * ROW_HEIGHT);
  });

  it('knows when the user is at the bottom, within half a row', () => {
    const max = maxScrollTop(rows(100), viewport);
    expect(isAtBottom(max, viewport, rows(100))).toBe(true);
    expect(isAtBottom(max - ROW_HEIGHT / 2 + 1, viewport, rows(100))).toBe(true);
    expect(isAtBottom(max - ROW_HEIGHT, viewport, rows(100))).toBe(false);
    expect(isAtBottom(0, viewport, rows(3))).toBe(true);
  });

  it('finds sequence numbers by binary search', () => {
    const entries = entriesFrom(10, 5);
    expect(indexOfSeq(entries, 9)).toBe(0);
    expect(indexOfSeq(entries, 12)).toBe(2);
    expect(indexOfSeq(entries, 99)).toBe(5);
    expect(anchorAt([], rows(0), 0)).toBeNull();
  });
});

describe('wrapped lines', () => {
  it('gives each line the rows its text needs at the width, at least one', () => {
    const layout = wrappedLayout(entriesOf('x'.repeat(10), '', 'y'.repeat(25), 'z'.repeat(11)), 10);
    expect([0, 1, 2, 3].map((index) => layout.rows(index))).toEqual([1, 1, 3, 2]);
    expect([0, 1, 2, 3, 4].map((index) => layout.top(index))).toEqual([0, 1, 2, 5, 7].map((row) => row * ROW_HEIGHT));
    expect(layout.height).toBe(7 * ROW_HEIGHT);
  });

  it('finds the line at a position, and the first line from a position', () => {
    const layout = wrappedLayout(entriesOf('a', 'b'.repeat(30), 'c'), 10);
    // Line 1 covers rows 1-3.
    expect(layout.lineAt(0)).toBe(0);
    expect(layout.lineAt(ROW_HEIGHT)).toBe(1);
    expect(layout.lineAt(4 * ROW_HEIGHT - 1)).toBe(1);
    expect(layout.lineAt(4 * ROW_HEIGHT)).toBe(2);
    expect(layout.lineAt(5 * ROW_HEIGHT)).toBe(3);
    expect(layout.firstLineFrom(ROW_HEIGHT + 1)).toBe(2);
    expect(layout.firstLineFrom(ROW_HEIGHT)).toBe(1);
  });

  it('windows, anchors and follows by line positions, not by line count', () => {
    const entries = entriesOf(...Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 'short' : 'w'.repeat(35))));
    const layout = wrappedLayout(entries, 10);
    // Even lines take 1 row, odd ones 4: a pair is 5 rows.
    expect(layout.height).toBe(125 * ROW_HEIGHT);
    const viewport = 10 * ROW_HEIGHT;
    expect(targetScrollTop(entries, layout, viewport, true, null)).toBe(115 * ROW_HEIGHT);
    // Row 52 is the third row of line 21 (which starts at row 51).
    const anchor = anchorAt(entries, layout, 52 * ROW_HEIGHT + 3)!;
    expect(anchor).toEqual({ seq: 22, offset: ROW_HEIGHT + 3 });
    expect(targetScrollTop(entries, layout, viewport, false, anchor)).toBe(52 * ROW_HEIGHT + 3);
    // Rows 52-61 show lines 21 to 25 (line 26 starts at row 65), plus the margin either side.
    expect(visibleRange(layout, 52 * ROW_HEIGHT, viewport, 2)).toEqual({ start: 19, end: 28 });
    expect(isAtBottom(115 * ROW_HEIGHT, viewport, layout)).toBe(true);
    expect(isAtBottom(100 * ROW_HEIGHT, viewport, layout)).toBe(false);
  });

  it('counts the cells of a monospace font: tabs to the next stop, wide characters twice, marks not at all', () => {
    const cells = (text: string) => lineCells({ seq: 1, text, level: 'other' });
    expect(cells('GET /index.html 200')).toBe(19);
    expect(cells('a\tb')).toBe(9);
    expect(cells('日本語')).toBe(6);
    expect(cells('e\u0301')).toBe(1);
    expect(cells('x'.repeat(MAX_LINE_CHARS + 500))).toBe(MAX_LINE_CHARS);
  });
});
