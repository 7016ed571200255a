/** The charts' display formats in the console's language: rates, clock times, counts and windows. */
import { format, isSameDay } from 'date-fns';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '../useFormat';
import { numberFormat } from '../format';
import { formatRateTick, niceTicks, rateAxis } from './axisTicks';
import { formatRate, RATE_UNIT_KEYS } from './rateFormat';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const WINDOW_KEYS = {
  title: { hour: 'app.charts.window.hour', day: 'app.charts.window.day', other: 'app.charts.window.other' },
  phrase: { hour: 'app.charts.window_phrase.hour', day: 'app.charts.window_phrase.day', other: 'app.charts.window_phrase.other' },
};

export interface AxisTicks {
  values: number[];
  label: (value: number) => string;
}

export interface ChartFormat {
  rate: (bytesPerSecond: number) => string;
  rateTicks: (max: number) => AxisTicks;
  countTicks: (max: number) => AxisTicks;
  /** A fractional count (an average of node counts) with one decimal at most. */
  count: (value: number) => string;
  clock: (t: number) => string;
  clockSeconds: (t: number) => string;
  /** Table rows and tooltips: HH:mm:ss, with the date when it is not today. */
  time: (t: number) => string;
  /** Captions: HH:mm today, else the console's date and time. */
  moment: (t: number) => string;
  duration: (ms: number) => string;
  list: (items: readonly string[]) => string;
  /** "Last hour", or "last hour" inside a sentence. */
  window: (from: number, to: number, inSentence?: boolean) => string;
}

// Built once per language, not once per row: a list draws a sparkline and a strip in every row.
const listFormats = new Map<string, Intl.ListFormat>();
const cached = <T>(cache: Map<string, T>, locale: string, make: () => T): T => {
  let value = cache.get(locale);
  if (!value) cache.set(locale, (value = make()));
  return value;
};

const ChartFormatContext = createContext<ChartFormat | null>(null);

/** Made once for every row picture below rather than per row, each of which would cost two locale subscriptions. */
export const ChartFormatProvider = ({ children }: { children: ReactNode }) =>
  createElement(ChartFormatContext.Provider, { value: useChartFormat() }, children);

export const useRowChartFormat = (): ChartFormat => {
  const format = useContext(ChartFormatContext);
  if (!format) throw new Error('row charts render inside a ChartFormatProvider');
  return format;
};

export const useChartFormat = (): ChartFormat => {
  const translate = useTranslate();
  const formats = useFormat();
  return useMemo(() => {
    const units = RATE_UNIT_KEYS.map((key) => translate(key));
    const counts = numberFormat(formats.locale, { maximumFractionDigits: 1 });
    const lists = cached(listFormats, formats.locale, () => new Intl.ListFormat(formats.locale, { style: 'short', type: 'unit' }));
    const today = (t: number) => isSameDay(t, Date.now());
    return {
      rate: (value) => formatRate(value, { units, locale: formats.locale }),
      rateTicks: (max) => {
        const axis = rateAxis(max);
        return { values: axis.ticks, label: (value) => formatRateTick(value, axis, { units, locale: formats.locale }) };
      },
      countTicks: (max) => ({ values: niceTicks(max, { minStep: 1 }), label: (value) => counts.format(value) }),
      count: (value) => counts.format(value),
      clock: (t) => format(t, 'HH:mm'),
      clockSeconds: (t) => format(t, 'HH:mm:ss'),
      time: (t) => (today(t) ? format(t, 'HH:mm:ss') : `${formats.date(t)} ${format(t, 'HH:mm:ss')}`),
      moment: (t) => (today(t) ? format(t, 'HH:mm') : formats.dateTime(t)),
      duration: formats.duration,
      list: (items) => lists.format(items),
      window: (from, to, inSentence = false) => {
        const span = to - from;
        const keys = inSentence ? WINDOW_KEYS.phrase : WINDOW_KEYS.title;
        if (span === HOUR_MS) return translate(keys.hour);
        if (span === DAY_MS) return translate(keys.day);
        return translate(keys.other, { duration: formats.duration(span) });
      },
    };
  }, [translate, formats]);
};
