/**
 * One SVG path rather than x-charts' SparkLineChart, which is too heavy for one per row; it uses
 * SparkLineChart's bar scale, and RowSparkline.test.tsx compares the two.
 */
import { useTheme } from '@mui/material/styles';
import { memo, useMemo, type CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import type { ThroughputSeries } from '../../providers/history/types';
import { LazyTooltip } from '../LazyTooltip';
import { lineColors } from './chartColors';
import { ROW_SPARKLINE_SIZE } from './sizes';
import { summarizeSeries, totalRate, windowFrom } from './summary';
import { useRowChartFormat } from './useChartFormat';

export interface RowSparklineProps {
  series: ThroughputSeries;
}

/** Room kept around the bars, as SparkLineChart's `margin`. */
export const SPARKLINE_MARGIN = 2;

export const sparkBars = (values: ReadonlyArray<number | null>, { width, height }: { width: number; height: number }, margin = SPARKLINE_MARGIN) => {
  const peak = Math.max(0, ...values.map((value) => value ?? 0));
  const band = (width - 2 * margin) / Math.max(1, values.length);
  const drawable = height - 2 * margin;
  return values.flatMap((value, index) =>
    value != null && value > 0 && peak > 0 ? [{ x: margin + (index + 0.1) * band, width: band * 0.8, height: (value / peak) * drawable }] : [],
  );
};

// Plain spans with inline styles: a page of rows pays no styled component per row.
const DRAWN: CSSProperties = { ...ROW_SPARKLINE_SIZE, display: 'inline-block' };
const EMPTY: CSSProperties = { ...ROW_SPARKLINE_SIZE, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' };

export const RowSparkline = memo(function RowSparkline({ series }: RowSparklineProps) {
  const translate = useTranslate();
  const formats = useRowChartFormat();
  const theme = useTheme();
  const color = lineColors(theme).throughput;
  const data = useMemo(() => series.points.map(totalRate), [series.points]);
  const { now, peak, average } = useMemo(() => summarizeSeries(series, totalRate), [series]);
  const path = useMemo(() => {
    const bottom = ROW_SPARKLINE_SIZE.height - SPARKLINE_MARGIN;
    return sparkBars(data, ROW_SPARKLINE_SIZE)
      .map((bar) => `M${bar.x.toFixed(2)} ${bottom}v${(-bar.height).toFixed(2)}h${bar.width.toFixed(2)}V${bottom}Z`)
      .join('');
  }, [data]);
  const period = formats.window(windowFrom(series), series.to, true);
  if (peak == null || average == null) {
    return (
      <span role="img" aria-label={translate('app.charts.sparkline.empty', { window: period })} style={{ ...EMPTY, color: theme.palette.text.secondary }}>
        -
      </span>
    );
  }
  const summary =
    now == null
      ? translate('app.charts.sparkline.summary_past', { window: period, peak: formats.rate(peak), average: formats.rate(average) })
      : translate('app.charts.sparkline.summary', { window: period, now: formats.rate(now), peak: formats.rate(peak), average: formats.rate(average) });
  return (
    <LazyTooltip title={summary}>
      <span role="img" aria-label={summary} style={DRAWN}>
        <svg width={ROW_SPARKLINE_SIZE.width} height={ROW_SPARKLINE_SIZE.height} aria-hidden focusable="false">
          <path d={path} fill={color} />
        </svg>
      </span>
    </LazyTooltip>
  );
});
