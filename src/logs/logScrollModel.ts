/** Every position is arithmetic on the line layout, so that no row needs measuring. */
import type { LogEntry } from './LogStore';

export const ROW_HEIGHT = 20;
/** Rows rendered beyond each edge, so a fast wheel scroll does not show blank space for a frame. */
export const OVERSCAN = 8;
/** While following, every arrival replaces the rows anyway, and each row not rendered saves layout and paint per frame. */
export const FOLLOW_OVERSCAN = 4;
/** Lines longer than this are cut in the view (copy and download keep them whole). */
export const MAX_LINE_CHARS = 2000;
/** Width of the copy button before each line's text, and the space kept after it (px). */
export const COPY_WIDTH = 28;
export const LINE_END_PADDING = 16;

export interface LineLayout {
  readonly count: number;
  readonly height: number;
  /** Top of line `index`; `top(count)` is the height. */
  top(index: number): number;
  rows(index: number): number;
  /** Index of the line covering `y` (may be `count` past the end, or below 0 before the start). */
  lineAt(y: number): number;
  firstLineFrom(y: number): number;
}

export const singleRowLayout = (count: number): LineLayout => ({
  count,
  height: count * ROW_HEIGHT,
  top: (index) => index * ROW_HEIGHT,
  rows: () => 1,
  lineAt: (y) => Math.floor(y / ROW_HEIGHT),
  firstLineFrom: (y) => Math.ceil(y / ROW_HEIGHT),
});

// East Asian wide and fullwidth characters and emoji take two cells of a monospace font.
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
const ZERO_WIDTH = /[\p{Mn}\p{Me}\u200b-\u200f]/u;
const TAB_SIZE = 8;
const widths = new WeakMap<LogEntry, number>();

export const lineCells = (entry: LogEntry): number => {
  let cells = widths.get(entry);
  if (cells !== undefined) return cells;
  const text = entry.text.length > MAX_LINE_CHARS ? entry.text.slice(0, MAX_LINE_CHARS) : entry.text;
  if (/^[\x20-\x7e]*$/.test(text)) cells = text.length;
  else {
    cells = 0;
    for (const char of text) {
      if (char === '\t') cells += TAB_SIZE - (cells % TAB_SIZE);
      else if (ZERO_WIDTH.test(char)) continue;
      else cells += WIDE.test(char) ? 2 : 1;
    }
  }
  widths.set(entry, cells);
  return cells;
};

export const wrappedLayout = (entries: readonly LogEntry[], columns: number): LineLayout => {
  const perRow = Math.max(1, Math.floor(columns));
  const tops = new Float64Array(entries.length + 1);
  for (let index = 0; index < entries.length; index += 1) {
    tops[index + 1] = tops[index] + Math.max(1, Math.ceil(lineCells(entries[index]) / perRow)) * ROW_HEIGHT;
  }
  const search = (after: (top: number) => boolean): number => {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (after(tops[middle])) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const height = tops[entries.length];
  return {
    count: entries.length,
    height,
    top: (index) => tops[index],
    rows: (index) => (tops[index + 1] - tops[index]) / ROW_HEIGHT,
    lineAt: (y) => (y < 0 ? -1 : y >= height ? entries.length : search((top) => top > y) - 1),
    firstLineFrom: (y) => search((top) => top >= y),
  };
};

/** The first visible line and how far (px) it is scrolled past: what stays put while lines stream in. */
export interface ScrollAnchor {
  seq: number;
  offset: number;
}

export const maxScrollTop = (layout: LineLayout, viewportHeight: number): number => Math.max(0, layout.height - viewportHeight);

/** Within half a row of the end counts as the bottom (fractional device pixels never land exactly). */
export const isAtBottom = (scrollTop: number, viewportHeight: number, layout: LineLayout): boolean =>
  scrollTop >= maxScrollTop(layout, viewportHeight) - ROW_HEIGHT / 2;

export const indexOfSeq = (entries: readonly LogEntry[], seq: number): number => {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle].seq < seq) low = middle + 1;
    else high = middle;
  }
  return low;
};

export const anchorAt = (entries: readonly LogEntry[], layout: LineLayout, scrollTop: number): ScrollAnchor | null => {
  const index = Math.min(layout.lineAt(scrollTop), entries.length - 1);
  if (index < 0) return null;
  return { seq: entries[index].seq, offset: scrollTop - layout.top(index) };
};

/** Follows the anchor line, so that lines dropped at the cap or filtered out do not move what the user is reading. */
export const targetScrollTop = (
  entries: readonly LogEntry[],
  layout: LineLayout,
  viewportHeight: number,
  following: boolean,
  anchor: ScrollAnchor | null,
): number => {
  const max = maxScrollTop(layout, viewportHeight);
  // No anchor yet (the render right after following stopped): stay at the end, where the user was.
  if (following || !anchor) return max;
  const index = indexOfSeq(entries, anchor.seq);
  const exact = index < entries.length && entries[index].seq === anchor.seq;
  const top = layout.top(index) + (exact ? anchor.offset : 0);
  return Math.min(Math.max(0, top), max);
};

export const visibleRange = (
  layout: LineLayout,
  scrollTop: number,
  viewportHeight: number,
  overscan: number = OVERSCAN,
): { start: number; end: number } => {
  const start = Math.max(0, layout.lineAt(scrollTop) - overscan);
  const end = Math.min(layout.count, layout.firstLineFrom(scrollTop + viewportHeight) + overscan);
  return { start, end: Math.max(start, end) };
};
