// @vitest-environment node
/** The figures of the issue 23 charts: unknown points never count, gaps are their own time. */
import { describe, expect, it } from 'vitest';
import {
  coverageStart,
  groupByInterval,
  groupByMinute,
  pointRows,
  statusDurations,
  statusSegments,
  summarize,
  tableGrouping,
  totalRate,
  type ValueRow,
} from '../../../../src/components/charts/summary';
import { formatRate } from '../../../../src/components/charts/rateFormat';
import type { RatePoint, StatusHistory } from '../../../../src/providers/history/types';

const MIN = 60_000;
const rx = (point: RatePoint) => point.rx;
const points = (values: (number | null)[]): RatePoint[] => values.map((value, index) => ({ t: index * MIN, rx: value, tx: value == null ? null : 1 }));

describe('summarize', () => {
  it('takes now from the last known point and averages known points only', () => {
    expect(summarize(points([null, 10, 30, null, 20, null]), rx)).toEqual({ now: 20, peak: 30, average: 20, known: 3 });
  });

  it('counts a measured zero as data, unlike a gap', () => {
    expect(summarize(points([0, null, 0]), rx)).toEqual({ now: 0, peak: 0, average: 0, known: 2 });
  });

  it('knows nothing of an all-unknown or empty series', () => {
    const nothing = { now: null, peak: null, average: null, known: 0 };
    expect(summarize(points([null, null]), rx)).toEqual(nothing);
    expect(summarize([], rx)).toEqual(nothing);
  });

  it('takes a single point as now, peak and average', () => {
    expect(summarize(points([null, 7, null]), rx)).toEqual({ now: 7, peak: 7, average: 7, known: 1 });
  });

  it('skips values that are not finite numbers', () => {
    expect(summarize(points([5, Number.NaN, 15]), rx)).toEqual({ now: 15, peak: 15, average: 10, known: 2 });
  });
});

describe('totalRate', () => {
  it('adds received and transmitted, and is unknown when either is', () => {
    expect(totalRate({ t: 0, rx: 100, tx: 28 })).toBe(128);
    expect(totalRate({ t: 0, rx: 100, tx: null })).toBeNull();
    expect(totalRate({ t: 0, rx: null, tx: 5 })).toBeNull();
  });
});

describe('coverageStart', () => {
  it('is the earliest start of the coverage inside the window', () => {
    expect(coverageStart([[5 * MIN, 8 * MIN], [10 * MIN, 20 * MIN]], 0, 60 * MIN)).toBe(5 * MIN);
  });

  it('is the window start when the coverage began before it, and ignores coverage that ended before it', () => {
    expect(coverageStart([[0, MIN], [2 * MIN, 20 * MIN]], 5 * MIN, 60 * MIN)).toBe(5 * MIN);
  });

  it('is null without coverage in the window', () => {
    expect(coverageStart([], 0, MIN)).toBeNull();
    expect(coverageStart([[0, MIN]], 2 * MIN, 3 * MIN)).toBeNull();
  });
});

describe('groupByMinute', () => {
  const row = (t: number, ...values: (number | null)[]): ValueRow => ({ t, values });

  it('averages the known values of each minute and leaves an all-unknown minute unknown', () => {
    const rows = [row(0, 100, null), row(20_000, null, null), row(40_000, 300, null), row(MIN, 50, 4), row(MIN + 30_000, 150, 6)];
    expect(groupByMinute(rows)).toEqual([row(0, 200, null), row(MIN, 100, 5)]);
  });

  it('keys each group by the start of its minute', () => {
    expect(groupByMinute([row(90_000, 1), row(119_999, 3)])).toEqual([row(MIN, 2)]);
  });

  it('groups by any interval the same way', () => {
    expect(groupByInterval([row(0, 1), row(10 * MIN, 3), row(15 * MIN, 8)], 15 * MIN)).toEqual([row(0, 2), row(15 * MIN, 8)]);
  });

  it('builds rows from points with one value per column', () => {
    expect(pointRows([{ t: 0, rx: 1, tx: null }], [(p) => p.rx, (p) => p.tx])).toEqual([row(0, 1, null)]);
  });
});

describe('tableGrouping', () => {
  it('keeps one row per point up to 120 points', () => {
    expect(tableGrouping(120, 1000)).toBeNull();
    expect(tableGrouping(60, MIN)).toBeNull();
  });

  it('groups seconds by minute past 120 points', () => {
    expect(tableGrouping(121, 1000)).toBe(MIN);
    expect(tableGrouping(900, 1000)).toBe(MIN);
    expect(tableGrouping(180, 10_000)).toBe(MIN);
  });

  it('groups a day of minutes by quarter of an hour, never by the step itself', () => {
    expect(tableGrouping(1440, MIN)).toBe(15 * MIN);
    expect(tableGrouping(7200, 1000)).toBe(MIN);
  });

  it('groups by the coarsest step it knows when nothing keeps 120 rows', () => {
    expect(tableGrouping(10_000, MIN)).toBe(60 * MIN);
  });
});

describe('statusSegments and statusDurations', () => {
  const history = (over: Partial<StatusHistory>): StatusHistory => ({ from: 0, to: 60 * MIN, changes: [], coverage: [[0, 60 * MIN]], ...over });

  it('opens the window with the status of a change made before it, since that change', () => {
    const segments = statusSegments(history({ changes: [{ t: -30 * MIN, status: 'online' }, { t: 20 * MIN, status: 'offline' }], coverage: [[-40 * MIN, 60 * MIN]] }));
    expect(segments).toEqual([
      { from: 0, to: 20 * MIN, status: 'online', since: -30 * MIN },
      { from: 20 * MIN, to: 60 * MIN, status: 'offline', since: 20 * MIN },
    ]);
  });

  it('ignores all but the last change before the window', () => {
    const segments = statusSegments(history({ changes: [{ t: -50 * MIN, status: 'offline' }, { t: -10 * MIN, status: 'idle' }], coverage: [[-60 * MIN, 60 * MIN]] }));
    expect(segments).toEqual([{ from: 0, to: 60 * MIN, status: 'idle', since: -10 * MIN }]);
  });

  it('marks coverage gaps as unwatched and takes the status up again, known only since watching resumed', () => {
    const segments = statusSegments(
      history({
        changes: [{ t: 0, status: 'online' }],
        coverage: [[0, 10 * MIN], [13 * MIN, 60 * MIN]],
      }),
    );
    expect(segments).toEqual([
      { from: 0, to: 10 * MIN, status: 'online', since: 0 },
      { from: 10 * MIN, to: 13 * MIN, status: 'unwatched', since: 10 * MIN },
      { from: 13 * MIN, to: 60 * MIN, status: 'online', since: 13 * MIN },
    ]);
  });

  it('is unwatched before the first and after the last coverage, and all unwatched without coverage', () => {
    expect(statusSegments(history({ changes: [{ t: 5 * MIN, status: 'idle' }], coverage: [[5 * MIN, 50 * MIN]] }))).toEqual([
      { from: 0, to: 5 * MIN, status: 'unwatched', since: 0 },
      { from: 5 * MIN, to: 50 * MIN, status: 'idle', since: 5 * MIN },
      { from: 50 * MIN, to: 60 * MIN, status: 'unwatched', since: 50 * MIN },
    ]);
    expect(statusSegments(history({ changes: [{ t: -MIN, status: 'online' }], coverage: [] }))).toEqual([
      { from: 0, to: 60 * MIN, status: 'unwatched', since: 0 },
    ]);
  });

  it('says unknown where the console watched but no status came yet', () => {
    expect(statusSegments(history({ changes: [{ t: 10 * MIN, status: 'disconnected' }] }))).toEqual([
      { from: 0, to: 10 * MIN, status: 'unknown', since: 0 },
      { from: 10 * MIN, to: 60 * MIN, status: 'disconnected', since: 10 * MIN },
    ]);
  });

  it('merges touching coverage and repeated statuses, and clips coverage to the window', () => {
    const segments = statusSegments(
      history({
        changes: [{ t: -5 * MIN, status: 'online' }, { t: 30 * MIN, status: 'online' }],
        coverage: [[-10 * MIN, 20 * MIN], [20 * MIN, 90 * MIN]],
      }),
    );
    expect(segments).toEqual([{ from: 0, to: 60 * MIN, status: 'online', since: -5 * MIN }]);
  });

  it('adds up the time of each status within the window', () => {
    const durations = statusDurations(
      history({
        changes: [{ t: -MIN, status: 'online' }, { t: 20 * MIN, status: 'offline' }, { t: 32 * MIN, status: 'online' }, { t: 50 * MIN, status: 'idle' }],
        coverage: [[-MIN, 40 * MIN], [43 * MIN, 60 * MIN]],
      }),
    );
    expect(durations).toEqual({ online: 35 * MIN, offline: 12 * MIN, idle: 10 * MIN, disconnected: 0, unwatched: 3 * MIN, unknown: 0 });
  });
});

describe('formatRate', () => {
  it('prints a measured zero and a trickle below one byte, and bytes in base 1024 above', () => {
    expect(formatRate(0)).toBe('0 B/s');
    expect(formatRate(0.5)).toBe('0.50 B/s');
    expect(formatRate(300)).toBe('300.00 B/s');
    expect(formatRate(1536)).toBe('1.50 KB/s');
    expect(formatRate(1536, { units: ['o/s', 'Ko/s', 'Mo/s', 'Go/s', 'To/s'], locale: 'fr' })).toBe('1,50 Ko/s');
  });
});
