/**
 * The values axes mark: round numbers (1, 2 or 5 times a power of ten) in the unit the axis shows, chosen
 * from its top (SPEC §9, base 1024), never where a scale of raw bytes would put them: 0, 5, 10, 15 KB/s
 * rather than 4.88, 9.77, 14.65 KB/s.
 */
import { numberFormat } from '../format';

/** About this many steps from zero to the top: four or five lines on a chart 160 to 220 px high. */
const TARGET_STEPS = 4;

export const niceStep = (span: number, steps = TARGET_STEPS, minStep = 0): number => {
  if (!(span > 0)) return Math.max(1, minStep);
  const raw = span / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
  return Math.max(nice, minStep);
};

export const stepDecimals = (step: number): number => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));

export const niceTicks = (max: number, { steps = TARGET_STEPS, minStep = 0 }: { steps?: number; minStep?: number } = {}): number[] => {
  const step = niceStep(max, steps, minStep);
  const decimals = stepDecimals(step);
  const count = max > 0 ? Math.max(1, Math.ceil(max / step - 1e-9)) : 1;
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toFixed(decimals)));
};

/** `unit` indexes B/s, KB/s, MB/s, GB/s, TB/s; `ticks` are in bytes per second. */
export interface RateAxis {
  unit: number;
  ticks: number[];
  decimals: number;
}

const UNIT_COUNT = 5;

/** The next unit up when the ticks would pass 1,000 of the top value's: 0.98 MB/s rather than 1,000 KB/s. */
export const rateAxis = (max: number, steps = TARGET_STEPS): RateAxis => {
  let unit = max >= 1 ? Math.min(UNIT_COUNT - 1, Math.floor(Math.log(max) / Math.log(1024))) : 0;
  if (unit < UNIT_COUNT - 1 && niceTicks(max / 1024 ** unit, { steps }).at(-1)! > 1000) unit += 1;
  const scale = 1024 ** unit;
  const inUnit = niceTicks(max / scale, { steps });
  return { unit, ticks: inUnit.map((value) => value * scale), decimals: stepDecimals(inUnit[1] - inUnit[0]) };
};

export const formatRateTick = (bytesPerSecond: number, axis: RateAxis, { units, locale = 'en' }: { units: readonly string[]; locale?: string }): string => {
  const value = numberFormat(locale, { maximumFractionDigits: axis.decimals }).format(bytesPerSecond / 1024 ** axis.unit);
  return `${value} ${units[axis.unit]}`;
};

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

const TIME_STEPS = [
  ...[1, 2, 5, 10, 15, 30].map((seconds) => seconds * SECOND_MS),
  ...[1, 2, 5, 10, 15, 30].map((minutes) => minutes * MINUTE_MS),
  ...[1, 2, 3, 6, 12].map((hours) => hours * HOUR_MS),
];

/** `stepMs` tells the labels whether they need seconds. */
export interface TimeTicks {
  ticks: number[];
  stepMs: number;
}

/** Multiples of the step in local time: 06:00, 12:00, not 07:00, 13:00 an hour east of UTC. */
export const timeTicks = (from: number, to: number, count = 6): TimeTicks => {
  const span = Math.max(0, to - from);
  const stepMs = TIME_STEPS.find((step) => span / step <= count) ?? TIME_STEPS[TIME_STEPS.length - 1];
  const offset = -new Date(from).getTimezoneOffset() * MINUTE_MS;
  const ticks: number[] = [];
  for (let t = Math.ceil((from + offset) / stepMs) * stepMs - offset; t <= to; t += stepMs) ticks.push(t);
  return { ticks, stepMs };
};
