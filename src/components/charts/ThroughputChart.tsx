import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { RatePoint, ThroughputSeries } from '../../providers/history/types';
import { lineColors } from './chartColors';
import { ChartPanel } from './ChartPanel';
import { PointsTable } from './PointsTable';
import { THROUGHPUT_HEIGHT } from './sizes';
import { pointRows, summarizeSeries } from './summary';
import { SummaryLine } from './SummaryLine';
import { TimeLineChart, type TimeLine } from './TimeLineChart';
import { useChartFormat } from './useChartFormat';

export interface ThroughputChartProps {
  series: ThroughputSeries;
  /** A catalogue key or a text. */
  title: string;
  /** Of the drawing, in pixels. */
  height?: number;
}

const rxOf = (point: RatePoint) => point.rx;
const txOf = (point: RatePoint) => point.tx;

export const ThroughputChart = ({ series, title, height = THROUGHPUT_HEIGHT }: ThroughputChartProps) => {
  const translate = useTranslate();
  const formats = useChartFormat();
  const colors = lineColors(useTheme());
  const heading = translate(title, { _: title });
  const received = translate('app.charts.received');
  const transmitted = translate('app.charts.transmitted');
  const { points } = series;
  const rx = useMemo(() => summarizeSeries(series, rxOf), [series]);
  const tx = useMemo(() => summarizeSeries(series, txOf), [series]);
  const rows = useMemo(() => pointRows(points, [rxOf, txOf]), [points]);
  const times = useMemo(() => points.map((point) => point.t), [points]);
  const lines = useMemo(
    (): TimeLine[] => [
      { id: 'rx', label: received, data: points.map(rxOf), color: colors.received, shape: 'circle' },
      { id: 'tx', label: transmitted, data: points.map(txOf), color: colors.transmitted, shape: 'square', dashed: true },
    ],
    [points, received, transmitted, colors.received, colors.transmitted],
  );
  const columns = [
    { label: translate('app.charts.table.received'), format: formats.rate },
    { label: translate('app.charts.table.transmitted'), format: formats.rate },
  ];
  return (
    <ChartPanel
      title={heading}
      from={series.from}
      to={series.to}
      coverage={series.coverage}
      summary={
        <>
          <SummaryLine label={received} summary={rx} format={formats.rate} />
          <SummaryLine label={transmitted} summary={tx} format={formats.rate} />
        </>
      }
      chart={
        <TimeLineChart
          label={translate('app.charts.chart_label', { title: heading })}
          from={series.from}
          to={series.to}
          times={times}
          lines={lines}
          format={formats.rate}
          ticks={formats.rateTicks}
          height={height}
        />
      }
      table={<PointsTable title={heading} columns={columns} rows={rows} stepMs={series.stepMs} windowMs={series.windowMs} />}
    />
  );
};
