/**
 * Health over time: each backend's time (a check holds until the next while a console was checking)
 * and the tunnel's latency per minute, with a summary that names failed checks and unanswered pings,
 * and a caption saying that health is checked only while a console is open.
 */
import { Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HealthHistory } from '../../providers/history';
import { numberFormat } from '../format';
import { niceTicks } from './axisTicks';
import { healthColors } from './chartColors';
import { ChartPanel } from './ChartPanel';
import { healthCounts, healthPoints } from './healthSummary';
import { PointsTable } from './PointsTable';
import { THROUGHPUT_HEIGHT } from './sizes';
import { coverageStart, summarize } from './summary';
import { SummaryLine } from './SummaryLine';
import { TimeLineChart, type TimeLine } from './TimeLineChart';
import { useChartFormat } from './useChartFormat';

export interface HealthChartProps {
  /** A catalogue key or a text. */
  title: string;
  /** Each service's checks, with its line's name (already translated). */
  backends: ReadonlyArray<{ label: string; history: HealthHistory }>;
  /** The node's tunnel minutes; its window is the chart's. */
  tunnel: HealthHistory;
  height?: number;
}

const SHAPES = ['circle', 'square', 'diamond', 'triangle'] as const;

export const HealthChart = ({ title, backends, tunnel, height = THROUGHPUT_HEIGHT }: HealthChartProps) => {
  const translate = useTranslate();
  const formats = useChartFormat();
  const [locale] = useLocaleState();
  const colors = healthColors(useTheme());
  const heading = translate(title, { _: title });
  const { from, to } = tunnel;
  const ms = useMemo(() => {
    const whole = numberFormat(locale, { maximumFractionDigits: 0 });
    return (value: number) => translate('app.health.chart.ms', { value: whole.format(value) });
  }, [translate, locale]);
  const points = useMemo(() => healthPoints(backends.map(({ history }) => history), tunnel.tunnel, from, to), [backends, tunnel, from, to]);
  const times = useMemo(() => points.map((point) => point.t), [points]);
  const tunnelLabel = translate('app.health.chart.tunnel');
  const lines = useMemo(
    (): TimeLine[] => [
      ...backends.map(({ label }, index) => ({ id: `backend-${index}`, label, data: points.map((point) => point.values[index]), color: colors.backends[index % colors.backends.length], shape: SHAPES[index % SHAPES.length] })),
      { id: 'tunnel', label: tunnelLabel, data: points.map((point) => point.values[backends.length]), color: colors.tunnel, shape: 'circle', dashed: true },
    ],
    [backends, points, colors, tunnelLabel],
  );
  const coverage = [...backends.flatMap(({ history }) => history.coverage), ...tunnel.coverage].sort((a, b) => a[0] - b[0]);
  const start = coverageStart(coverage, from, to);
  const lost = tunnel.tunnel.reduce((sum, sample) => sum + sample.lost, 0);
  const pings = tunnel.tunnel.reduce((sum, sample) => sum + sample.frames, 0);
  return (
    <ChartPanel
      title={heading}
      from={from}
      to={to}
      coverage={coverage}
      caption={
        <Typography variant="caption" component="p" color="text.secondary">
          {start == null ? translate('app.health.chart.empty') : translate('app.health.chart.caption', { time: formats.moment(start) })}
        </Typography>
      }
      summary={
        <>
          {lines.map((line, index) => (
            <SummaryLine key={line.id} label={line.label} summary={summarize(points, (point) => point.values[index])} format={ms} />
          ))}
          {backends.map(({ label, history }) => {
            const counts = healthCounts(history);
            return (
              <Typography key={label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {label}:{' '}
                {counts.lastFailure
                  ? translate('app.health.chart.failed', { smart_count: counts.failed, time: formats.time(counts.lastFailure.t) })
                  : translate('app.health.chart.no_failure')}
              </Typography>
            );
          })}
          {pings > 0 && <Typography variant="body2">{translate('app.health.chart.lost', { lost, pings })}</Typography>}
        </>
      }
      chart={
        <TimeLineChart
          label={translate('app.charts.chart_label', { title: heading })}
          from={from}
          to={to}
          times={times}
          lines={lines}
          format={ms}
          ticks={(max) => ({ values: niceTicks(max, { minStep: 1 }), label: ms })}
          height={height}
        />
      }
      table={<PointsTable title={heading} columns={lines.map((line) => ({ label: line.label, format: ms }))} rows={points} stepMs={60_000} windowMs={tunnel.windowMs} />}
    />
  );
};
