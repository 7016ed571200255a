/** One node's sample in a stream frame, as the history's recorder reads it. */
import { nodeStateOf, type NodeState } from '../nodeState';

export const SECOND = 1000;

export type FrameRow = Record<string, unknown>;

/** `watch` names one unbroken following of one stream (a connection, or a sampled fleet read on schedule); `paceMs`: its time between frames. */
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

/** The node's state (nodeState.ts); a row without one (the local node's, or one sent without status) is recorded offline. */
export const historyStatusOf = (row: FrameRow): NodeState => nodeStateOf(row) ?? 'offline';

const counter = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

export const countersOf = (row: FrameRow, at: number, watch: number): Counters => ({ t: at, rx: counter(row.transferRx), tx: counter(row.transferTx), watch });

/** Whether a rate can be taken between two samples: one watch, frames half to twice the pace apart (frames held up and delivered together say nothing of when bytes moved). */
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
