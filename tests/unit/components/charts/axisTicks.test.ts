/** Issue 35: axis ticks on round values in the unit the axis shows (base 1024 for bytes, SPEC §9). */
import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { formatRateTick, niceStep, niceTicks, rateAxis, timeTicks } from '../../../../src/components/charts/axisTicks';
import { highestValue } from '../../../../src/components/charts/TimeLineChart';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;
const UNITS = ['B/s', 'KB/s', 'MB/s', 'GB/s', 'TB/s'];
const labels = (max: number, locale = 'en') => {
  const axis = rateAxis(max);
  return axis.ticks.map((tick) => formatRateTick(tick, axis, { units: UNITS, locale }));
};

/** 1, 2 or 5 times a power of ten. */
const isRound = (value: number) => {
  if (value === 0) return true;
  const power = 10 ** Math.floor(Math.log10(value) + 1e-9);
  return [1, 2, 5, 10].some((nice) => Math.abs(value / power - nice) < 1e-9);
};

describe('axis ticks', () => {
  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(14.65)).toBe(5);
    expect(niceStep(476.84)).toBe(200);
    expect(niceStep(0.9)).toBe(0.5);
    expect(niceTicks(14.65)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(0.9)).toEqual([0, 0.5, 1]);
    expect(niceTicks(0.07)).toEqual([0, 0.02, 0.04, 0.06, 0.08]);
  });

  it('counts in whole numbers', () => {
    expect(niceTicks(3, { minStep: 1 })).toEqual([0, 1, 2, 3]);
    expect(niceTicks(20, { minStep: 1 })).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(0, { minStep: 1 })).toEqual([0, 1]);
  });

  it('chooses the rate unit from the top value, then round numbers of that unit', () => {
    // Where a scale of raw bytes put 4.88, 9.77 and 14.65 KB/s.
    expect(labels(14.65 * KB)).toEqual(['0 KB/s', '5 KB/s', '10 KB/s', '15 KB/s']);
    expect(labels(476.84 * MB)).toEqual(['0 MB/s', '200 MB/s', '400 MB/s', '600 MB/s']);
    expect(labels(250 * KB)).toEqual(['0 KB/s', '100 KB/s', '200 KB/s', '300 KB/s']);
    expect(labels(2.56 * GB)).toEqual(['0 GB/s', '1 GB/s', '2 GB/s', '3 GB/s']);
    expect(labels(600)).toEqual(['0 B/s', '200 B/s', '400 B/s', '600 B/s']);
    // Never 1,200 KB/s: past a thousand of a unit, the next one.
    expect(labels(1010 * KB)).toEqual(['0 MB/s', '0.5 MB/s', '1 MB/s']);
    expect(labels(0.05)).toEqual(['0 B/s', '0.02 B/s', '0.04 B/s', '0.06 B/s']);
    expect(labels(0)).toEqual(['0 B/s', '1 B/s']);
    expect(labels(1.6 * MB, 'fr')).toEqual(['0 MB/s', '0,5 MB/s', '1 MB/s', '1,5 MB/s', '2 MB/s']);
  });

  it('gives round ticks in the unit shown, reaching the top, for any top value', () => {
    for (let max = 0.3; max < 5 * 1024 ** 4; max *= 1.37) {
      const { unit, ticks } = rateAxis(max);
      const inUnit = ticks.map((tick) => tick / 1024 ** unit);
      expect(inUnit[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(isRound(inUnit[1] - inUnit[0])).toBe(true);
      inUnit.forEach((value, index) => expect(value).toBeCloseTo(index * inUnit[1], 9));
    }
  });

  it('reads the highest known value of the lines', () => {
    expect(highestValue([{ data: [null, 3, 1] }, { data: [2, null, 7.5] }])).toBe(7.5);
    expect(highestValue([{ data: [null, null] }])).toBe(0);
  });

  it('marks time on round clock times: seconds for a history seconds old, hours for a day', () => {
    const local = (hours: number, minutes: number, seconds = 0, ms = 0) => new Date(2026, 0, 14, hours, minutes, seconds, ms).getTime();
    const clock = ({ ticks, stepMs }: { ticks: number[]; stepMs: number }) => ticks.map((t) => format(t, stepMs < 60_000 ? 'HH:mm:ss' : 'HH:mm'));
    expect(clock(timeTicks(local(12, 38, 3, 400), local(12, 38, 15)))).toEqual(['12:38:04', '12:38:06', '12:38:08', '12:38:10', '12:38:12', '12:38:14']);
    expect(clock(timeTicks(local(14, 45), local(15, 0)))).toEqual(['14:45', '14:50', '14:55', '15:00']);
    expect(clock(timeTicks(local(14, 12, 30), local(15, 3)))).toEqual(['14:20', '14:30', '14:40', '14:50', '15:00']);
    expect(clock(timeTicks(local(15, 1) - 24 * 3_600_000, local(15, 1)))).toEqual(['18:00', '00:00', '06:00', '12:00']);
    // However long the window, the labels never repeat (12:38, 12:38, 12:38 for a window of seconds).
    for (let span = 3_000; span <= 24 * 3_600_000; span *= 1.7) {
      const labels = clock(timeTicks(local(9, 0, 0, 250), local(9, 0, 0, 250) + span));
      expect(labels.length).toBeGreaterThanOrEqual(2);
      expect(labels.length).toBeLessThanOrEqual(6);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
