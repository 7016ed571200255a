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
}

/** A node's byte counters at `t`; null for a counter the frame did not carry. */
export interface Counters {
  t: number;
  rx: number | null;
  tx: number | null;
}

/** Two samples of one node closer than this are one (two streams carry the node, or one reopened at once). */
const SAME_SAMPLE_MS = 500;

export const isSameSample = (lastT: number | undefined, at: number): boolean => Boolean(lastT) && Math.abs(at - lastT!) < SAME_SAMPLE_MS;

/** The longest silence that still counts as watching: three frames of the stream's pace, and at least 5 s. */
export const maxGapFor = (paceMs: number) => Math.max(5 * SECOND, 3 * paceMs);

export const historyStatusOf = (row: FrameRow): HistoryStatus => {
  if (row.enabled === false) return 'disabled';
  return row.status === 'online' || row.status === 'idle' ? row.status : 'offline';
};

const counter = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

export const countersOf = (row: FrameRow, at: number): Counters => ({ t: at, rx: counter(row.transferRx), tx: counter(row.transferTx) });

/** Bytes since `last`, or null when not known (first sample, a counter that went back, a long silence). */
export const delta = (last: Counters | undefined, next: Counters, maxGapMs: number): { rx: number; tx: number } | null => {
  if (!last || next.t - last.t > maxGapMs || next.t <= last.t) return null;
  if (last.rx === null || last.tx === null || next.rx === null || next.tx === null) return null;
  if (next.rx < last.rx || next.tx < last.tx) return null;
  return { rx: next.rx - last.rx, tx: next.tx - last.tx };
};
