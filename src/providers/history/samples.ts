/**
 * One node's sample in a stream frame, as the history's recorder reads it: its status as a timeline
 * shows it, its byte counters, and the bytes between two samples when they are known.
 */
import type { HistoryStatus } from './types';

export const SECOND = 1000;

/** The runtime fields of a frame's row the history reads. */
export interface FrameRow {
  id?: unknown;
  status?: unknown;
  enabled?: unknown;
  transferRx?: unknown;
  transferTx?: unknown;
  /** The gateway's last ping of the node (online and idle nodes only: API-FACTS §7.1). */
  reachable?: unknown;
  latency?: unknown;
}

/**
 * How a sample was taken: `watch` names one unbroken following of one stream (a connection, or a
 * sampled fleet read on schedule), `paceMs` the time it leaves between frames.
 */
export interface Watch {
  watch: number;
  paceMs: number;
}

/** A node's byte counters at `t` in watch `watch`; null for a counter the frame did not carry. */
export interface Counters {
  t: number;
  rx: number | null;
  tx: number | null;
  watch: number;
}

/** The longest silence that still counts as watching: three frames of the stream's pace, and at least 5 s. */
export const maxGapFor = (paceMs: number) => Math.max(5 * SECOND, 3 * paceMs);

export const historyStatusOf = (row: FrameRow): HistoryStatus => {
  if (row.enabled === false) return 'disconnected';
  return row.status === 'online' || row.status === 'idle' ? row.status : 'offline';
};

const counter = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

export const countersOf = (row: FrameRow, at: number, watch: number): Counters => ({ t: at, rx: counter(row.transferRx), tx: counter(row.transferTx), watch });

/**
 * Whether a rate can be taken between two samples: one watch, and frames at about the stream's pace, no
 * closer than half of it and no further apart than twice. Frames held up and delivered together say nothing
 * of when their bytes moved: too close, the bytes would be squeezed into milliseconds; too far apart, spread
 * over a stall. (A longer silence, up to maxGapFor, still counts as watched: the coverage.)
 */
export const sameWatch = (last: Pick<Counters, 't' | 'watch'>, next: Pick<Counters, 't' | 'watch'>, paceMs: number): boolean => {
  const span = next.t - last.t;
  return last.watch === next.watch && span >= paceMs / 2 && span <= 2 * paceMs;
};

/** Bytes since `last`, or null when not known: a first sample, another watch, frames off the pace (sameWatch), a counter that went back. */
export const delta = (last: Counters | undefined, next: Counters, paceMs: number): { rx: number; tx: number } | null => {
  if (!last || !sameWatch(last, next, paceMs)) return null;
  if (last.rx === null || last.tx === null || next.rx === null || next.tx === null) return null;
  if (next.rx < last.rx || next.tx < last.tx) return null;
  return { rx: next.rx - last.rx, tx: next.tx - last.tx };
};
