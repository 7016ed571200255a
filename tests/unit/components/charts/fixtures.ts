/** Series for the chart tests, on 14 June 2025 (local time) with the clock at 15:00 that day. */
import { vi } from 'vitest';
import type { FleetSeries, RatePoint, StatusHistory, ThroughputSeries } from '../../../../src/providers/history/types';

export const MIN = 60_000;
/** Local time on the fixtures' day. */
export const at = (hours: number, minutes: number, seconds = 0) => new Date(2025, 5, 14, hours, minutes, seconds).getTime();
export const NOW = at(15, 0);

/** Date only: the tests' waits and user events keep real timers. */
export const freezeClock = () => vi.useFakeTimers({ toFake: ['Date'], now: NOW });

/**
 * Ten minutes from 14:00, one point a minute. Nobody watched 14:00-14:02 and 14:04-14:05; the first
 * sample after that gap (14:05) and a counter reset (14:07) are unknown.
 */
export const throughput = (): ThroughputSeries => {
  const rx = [null, null, 1024, 2048, null, null, 512, null, 3072, 1024];
  const tx = [null, null, 0, 100, null, null, 200, null, 300, 0];
  return {
    from: at(14, 0),
    to: at(14, 10),
    stepMs: MIN,
    points: rx.map((value, index): RatePoint => ({ t: at(14, index), rx: value, tx: tx[index] })),
    coverage: [
      [at(14, 2), at(14, 4)],
      [at(14, 5), at(14, 10)],
    ],
  };
};

export const nothingYet = (from = at(14, 0), to = at(15, 0)): ThroughputSeries => ({
  from,
  to,
  stepMs: MIN,
  points: Array.from({ length: 60 }, (_, index) => ({ t: from + index * MIN, rx: null, tx: null })),
  coverage: [],
});

/**
 * Thirty minutes from 14:30 at one point every 10 seconds (180 points): received is 100, 200, -, 300,
 * -, - in the first minute and 1 KB/s after; transmitted is 50 B/s but unknown in the last minute.
 */
export const dense = (): ThroughputSeries => {
  const from = at(14, 30);
  const firstMinute = [100, 200, null, 300, null, null];
  const points = Array.from({ length: 180 }, (_, index): RatePoint => ({
    t: from + index * 10_000,
    rx: index < 6 ? firstMinute[index] : 1024,
    tx: index >= 174 ? null : 50,
  }));
  return { from, to: from + 30 * MIN, stepMs: 10_000, points, coverage: [[from, from + 30 * MIN]] };
};

/** The day to 15:00 at one point a minute (1440 points), watched for its last two hours at 2 KB/s. */
export const day = (): ThroughputSeries => {
  const to = NOW;
  const from = to - 24 * 60 * MIN;
  const watched = to - 120 * MIN;
  const points = Array.from({ length: 1440 }, (_, index): RatePoint => {
    const t = from + index * MIN;
    return t < watched ? { t, rx: null, tx: null } : { t, rx: 2048, tx: 1024 };
  });
  return { from, to, stepMs: MIN, points, coverage: [[watched, to]] };
};

/**
 * The hour to 15:00: online since 13:30, offline 14:20, online 14:32, nobody watched 14:40-14:43, idle
 * from 14:50.
 */
export const statusHour = (): StatusHistory => ({
  from: at(14, 0),
  to: at(15, 0),
  changes: [
    { t: at(13, 30), status: 'online' },
    { t: at(14, 20), status: 'offline' },
    { t: at(14, 32), status: 'online' },
    { t: at(14, 50), status: 'idle' },
  ],
  coverage: [
    [at(13, 0), at(14, 40)],
    [at(14, 43), at(15, 0)],
  ],
});

/** The fleet over ten minutes from 14:00: the first two minutes unwatched. */
export const fleet = (): FleetSeries => {
  const rx = [null, null, 1024, 2048, 1024, 4096, 512, 1024, 2048, 1024];
  const online = [null, null, 10, 12, 11, 15, 12, 11, 9, 12];
  return {
    from: at(14, 0),
    to: at(14, 10),
    stepMs: MIN,
    points: rx.map((value, index) => ({
      t: at(14, index),
      rx: value,
      tx: value == null ? null : 0,
      online: online[index],
      total: online[index] == null ? null : 20,
    })),
    coverage: [[at(14, 2), at(14, 10)]],
  };
};

/** A name matcher blind to the kind of space: French number formats put non-breaking ones ("12 min"). */
export const named = (text: string) => (name: string) => name.replace(/\s/g, ' ') === text;
