/**
 * Health over time as the strips and charts draw it, per minute: a check holds from when it was made
 * until the next one while a console was checking (the engine checks about once a minute, not on the
 * minute), and a time no console checked is unknown, never a pass.
 */
import type { CheckSample, HealthHistory, TunnelSample } from '../../providers/history';
import { MINUTE_MS } from './summary';

export type HealthCell = 'ok' | 'failed' | 'unchecked';

export interface HealthSegment {
  from: number;
  to: number;
  cell: HealthCell;
}

/** Whether one watched interval holds both times: a check holds no further than the console kept checking. */
const sameInterval = (coverage: HealthHistory['coverage'], a: number, b: number) => coverage.some(([start, end]) => a >= start && a <= end && b >= start && b <= end);

/** Per minute of the window: the worst check made in it, else the check that holds over it, else unchecked. */
export const healthCells = (history: Pick<HealthHistory, 'from' | 'to' | 'coverage' | 'checks'>): Array<{ t: number; cell: HealthCell; check: CheckSample | null }> => {
  const { from, to, checks, coverage } = history;
  const cells = [];
  let index = 0;
  let holding: CheckSample | null = null;
  for (let t = Math.floor(from / MINUTE_MS) * MINUTE_MS; t < to; t += MINUTE_MS) {
    const inside: CheckSample[] = [];
    while (index < checks.length && checks[index].t < t + MINUTE_MS) {
      if (checks[index].t >= t) inside.push(checks[index]);
      holding = checks[index];
      index += 1;
    }
    const worst = inside.find((check) => check.outcome !== 'ok') ?? inside.at(-1) ?? null;
    const held = worst ?? (holding && sameInterval(coverage, holding.t, t) ? holding : null);
    cells.push({ t, cell: held ? (held.outcome === 'ok' ? 'ok' : 'failed') : ('unchecked' as HealthCell), check: held });
  }
  return cells;
};

export const healthSegments = (history: Pick<HealthHistory, 'from' | 'to' | 'coverage' | 'checks'>): HealthSegment[] => {
  const segments: HealthSegment[] = [];
  for (const { t, cell } of healthCells(history)) {
    const from = Math.max(t, history.from);
    const to = Math.min(t + MINUTE_MS, history.to);
    const last = segments.at(-1);
    if (last && last.cell === cell && last.to === from) last.to = to;
    else segments.push({ from, to, cell });
  }
  return segments;
};

export interface HealthCounts {
  answered: number;
  failed: number;
  /** How long, within the window, no check was known. */
  uncheckedMs: number;
  last: CheckSample | null;
  lastFailure: CheckSample | null;
}

export const healthCounts = (history: Pick<HealthHistory, 'from' | 'to' | 'coverage' | 'checks'>): HealthCounts => {
  const failed = history.checks.filter((check) => check.outcome !== 'ok');
  const uncheckedMs = healthSegments(history).filter((segment) => segment.cell === 'unchecked').reduce((sum, segment) => sum + segment.to - segment.from, 0);
  return { answered: history.checks.length - failed.length, failed: failed.length, uncheckedMs, last: history.checks.at(-1) ?? null, lastFailure: failed.at(-1) ?? null };
};

export interface HealthPoint {
  t: number;
  /** The backend's time of the check holding over the minute (ms), null when it failed or none holds. */
  backend: number | null;
  /** The tunnel's mean answered latency that minute (ms). */
  tunnel: number | null;
}

/** A chart's points per minute: each backend's time and the tunnel's latency. */
export const healthPoints = (backends: ReadonlyArray<Pick<HealthHistory, 'from' | 'to' | 'coverage' | 'checks'>>, tunnel: TunnelSample[], from: number, to: number): Array<{ t: number; values: (number | null)[] }> => {
  const byMinute = new Map(tunnel.map((sample) => [sample.t, sample.ms]));
  const cells = backends.map((history) => healthCells({ ...history, from, to }));
  const points = [];
  let index = 0;
  for (let t = Math.floor(from / MINUTE_MS) * MINUTE_MS; t < to; t += MINUTE_MS, index += 1) {
    const values = cells.map((list) => {
      const check = list[index]?.check;
      return check && check.outcome === 'ok' ? check.ms : null;
    });
    points.push({ t, values: [...values, byMinute.get(t) ?? null] });
  }
  return points;
};
