/**
 * Geometry of the windowed log list, as pure functions of the row count, the viewport height and the
 * scroll intent (follow the newest line, or keep a given line where the user left it). Rows have one
 * fixed height, so every position is arithmetic and no row needs measuring.
 */
import type { LogEntry } from './LogStore';

export const ROW_HEIGHT = 20;
/** Rows rendered beyond each edge, so a fast wheel scroll does not show blank space for a frame. */
export const OVERSCAN = 8;
/**
 * While following, the list only moves when lines arrive, and every arrival replaces the rows: a
 * small margin is enough there, and every row not rendered is layout and paint saved on each frame.
 */
export const FOLLOW_OVERSCAN = 4;

/** The first visible line and how far (px) it is scrolled past: what stays put while lines stream in. */
export interface ScrollAnchor {
  seq: number;
  offset: number;
}

export const maxScrollTop = (count: number, viewportHeight: number): number =>
  Math.max(0, count * ROW_HEIGHT - viewportHeight);

/** Within half a row of the end counts as the bottom (fractional device pixels never land exactly). */
export const isAtBottom = (scrollTop: number, viewportHeight: number, count: number): boolean =>
  scrollTop >= maxScrollTop(count, viewportHeight) - ROW_HEIGHT / 2;

/** Index of the first entry whose seq is at least `seq` (entries are in increasing seq order). */
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

export const anchorAt = (entries: readonly LogEntry[], scrollTop: number): ScrollAnchor | null => {
  const index = Math.min(Math.floor(scrollTop / ROW_HEIGHT), entries.length - 1);
  if (index < 0) return null;
  return { seq: entries[index].seq, offset: scrollTop - index * ROW_HEIGHT };
};

/**
 * Where the list should be scrolled: at the end while following; otherwise where the anchor line now
 * is, so lines dropped from the top (at the cap) or filtered out do not move what the user is reading.
 */
export const targetScrollTop = (
  entries: readonly LogEntry[],
  viewportHeight: number,
  following: boolean,
  anchor: ScrollAnchor | null,
): number => {
  const max = maxScrollTop(entries.length, viewportHeight);
  // No anchor yet (the render right after following stopped): stay at the end, where the user was.
  if (following || !anchor) return max;
  const index = indexOfSeq(entries, anchor.seq);
  const exact = index < entries.length && entries[index].seq === anchor.seq;
  const top = index * ROW_HEIGHT + (exact ? anchor.offset : 0);
  return Math.min(Math.max(0, top), max);
};

export const visibleRange = (
  scrollTop: number,
  viewportHeight: number,
  count: number,
  overscan: number = OVERSCAN,
): { start: number; end: number } => {
  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + viewportHeight) / ROW_HEIGHT) + overscan);
  return { start, end: Math.max(start, end) };
};
