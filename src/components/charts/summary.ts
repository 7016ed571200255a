/**
 * An unknown point (null) is never counted as zero: averages are over known points only, and a time
 * nobody watched is its own kind of segment.
 */
import type { Coverage, RatePoint, StatusHistory } from '../../providers/history/types';
import { NODE_STATES, type NodeState } from '../../providers/nodeState';

export interface SeriesSummary {
  /** The last known value: the point before a trailing gap still tells the latest rate seen. */
  now: number | null;
  peak: number | null;
  average: number | null;
  known: number;
}

export const summarize = <P>(points: readonly P[], read: (point: P) => number | null): SeriesSummary => {
  let now: number | null = null;
  let peak: number | null = null;
  let sum = 0;
  let known = 0;
  for (const point of points) {
    const value = read(point);
    if (value == null || !Number.isFinite(value)) continue;
    now = value;
    peak = peak == null ? value : Math.max(peak, value);
    sum += value;
    known += 1;
  }
  return { now, peak, average: known ? sum / known : null, known };
};

/** A history read back from the browser, or one whose stream stopped, has no "now". */
export const watchedNow = ({ coverage, to, stepMs }: { coverage: Coverage; to: number; stepMs: number }): boolean => {
  const last = coverage[coverage.length - 1];
  return last !== undefined && last[1] >= to - 2 * stepMs;
};

export const summarizeSeries = <P>(
  series: { points: readonly P[]; coverage: Coverage; to: number; stepMs: number },
  read: (point: P) => number | null,
): SeriesSummary => {
  const summary = summarize(series.points, read);
  return watchedNow(series) ? summary : { ...summary, now: null };
};

/** Received plus transmitted; unknown when either is, since half a figure would read as a drop. */
export const totalRate = (point: RatePoint): number | null => (point.rx == null || point.tx == null ? null : point.rx + point.tx);

/** Where the window a series was asked for begins ("last hour"), which may be before the history it draws starts. */
export const windowFrom = ({ from, to, windowMs }: { from: number; to: number; windowMs?: number }): number => (windowMs == null ? from : to - windowMs);

export const coverageStart = (coverage: Coverage, from: number, to: number): number | null => {
  const first = coverage.find(([start, end]) => end > from && start < to);
  return first ? Math.max(first[0], from) : null;
};

export interface ValueRow {
  t: number;
  values: (number | null)[];
}

export const pointRows = <P extends { t: number }>(points: readonly P[], columns: readonly ((point: P) => number | null)[]): ValueRow[] =>
  points.map((point) => ({ t: point.t, values: columns.map((read) => read(point)) }));

export const MINUTE_MS = 60_000;

export const groupByInterval = (rows: readonly ValueRow[], intervalMs: number): ValueRow[] => {
  const groups: { t: number; sums: number[]; counts: number[] }[] = [];
  for (const row of rows) {
    const start = Math.floor(row.t / intervalMs) * intervalMs;
    let group = groups.at(-1);
    if (!group || group.t !== start) {
      group = { t: start, sums: row.values.map(() => 0), counts: row.values.map(() => 0) };
      groups.push(group);
    }
    row.values.forEach((value, index) => {
      if (value == null) return;
      group.sums[index] += value;
      group.counts[index] += 1;
    });
  }
  return groups.map(({ t, sums, counts }) => ({ t, values: sums.map((sum, index) => (counts[index] ? sum / counts[index] : null)) }));
};

export const groupByMinute = (rows: readonly ValueRow[]): ValueRow[] => groupByInterval(rows, MINUTE_MS);

/** A table stays readable up to this many rows. */
export const MAX_TABLE_ROWS = 120;

const GROUPINGS = [MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, 60 * MINUTE_MS];

export const tableGrouping = (count: number, stepMs: number): number | null => {
  if (count <= MAX_TABLE_ROWS) return null;
  const coarser = GROUPINGS.filter((interval) => interval > stepMs);
  if (!coarser.length) return null;
  return coarser.find((interval) => Math.ceil((count * stepMs) / interval) <= MAX_TABLE_ROWS) ?? coarser[coarser.length - 1];
};

/** A status as the strips draw it: 'unwatched' where coverage has a gap, 'unknown' where it was watched but no status came yet. */
export type SegmentStatus = NodeState | 'unwatched' | 'unknown';

export interface StatusSegment {
  from: number;
  to: number;
  status: SegmentStatus;
  /**
   * Since when the status is known to hold: the change that set it, or the moment watching began if
   * that is later (nobody knows what happened before). May be earlier than the window.
   */
  since: number;
}

const changeAt = (history: StatusHistory, t: number) => history.changes.findLast((change) => change.t <= t);

export const statusSegments = (history: StatusHistory): StatusSegment[] => {
  const { from, to } = history;
  const segments: StatusSegment[] = [];
  const push = (segment: StatusSegment) => {
    if (segment.to <= segment.from) return;
    const last = segments.at(-1);
    if (last && last.status === segment.status && last.to === segment.from) last.to = segment.to;
    else segments.push(segment);
  };
  let cursor = from;
  for (const [start, end] of history.coverage) {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e <= s) continue;
    push({ from: cursor, to: s, status: 'unwatched', since: cursor });
    const inside = history.changes.filter((change) => change.t > s && change.t < e);
    const opening = changeAt(history, s);
    const bounds = [s, ...inside.map((change) => change.t), e];
    const statuses = [opening, ...inside];
    statuses.forEach((change, index) =>
      push({
        from: bounds[index],
        to: bounds[index + 1],
        status: change?.status ?? 'unknown',
        since: change ? Math.max(change.t, start) : bounds[index],
      }),
    );
    cursor = e;
  }
  push({ from: cursor, to, status: 'unwatched', since: cursor });
  return segments;
};

export type StatusDurations = Record<SegmentStatus, number>;

export const segmentDurations = (segments: readonly StatusSegment[]): StatusDurations => {
  const durations: StatusDurations = { online: 0, idle: 0, offline: 0, disconnected: 0, unwatched: 0, unknown: 0 };
  for (const segment of segments) durations[segment.status] += segment.to - segment.from;
  return durations;
};

export const statusDurations = (history: StatusHistory): StatusDurations => segmentDurations(statusSegments(history));

export const SEGMENT_STATUSES: readonly SegmentStatus[] = [...NODE_STATES, 'unknown', 'unwatched'];
