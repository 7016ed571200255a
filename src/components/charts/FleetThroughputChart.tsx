import { Stack } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FleetPoint, FleetSeries } from '../../providers/history/types';
import { lineColors } from './chartColors';
import { ChartPanel } from './ChartPanel';
import { PointsTable } from './PointsTable';
import { FLEET_CHART_HEIGHT } from './sizes';
import { pointRows, summarizeSeries, totalRate } from './summary';
import { SummaryLine } from './SummaryLine';
import { TimeLineChart, type TimeLine } from './TimeLineChart';
import { useChartFormat } from './useChartFormat';

export interface FleetThroughputChartProps {
  series: FleetSeries;
}

const onlineOf = (point: FleetPoint) => point.online;
const totalOf = (point: FleetPoint) => point.total;

export const FleetThroughputChart = ({ series }: FleetThroughputChartProps) => {
  const translate = useTranslate();
  const formats = useChartFormat();
  const colors = lineColors(useTheme());
  const { points, from, to, coverage, stepMs, windowMs } = series;
  const throughputTitle = translate('app.charts.fleet_throughput');
  const onlineTitle = translate('app.charts.fleet_online');
  const throughput = translate('app.charts.throughput');
  const online = translate('app.charts.nodes_online');
  const total = translate('app.charts.nodes_total');
  const times = useMemo(() => points.map((point) => point.t), [points]);
  const rateSummary = useMemo(() => summarizeSeries(series, totalRate), [series]);
  const onlineSummary = useMemo(() => summarizeSeries(series, onlineOf), [series]);
  // "now" is read from one frame: the total that came with the latest online count.
  const nowTotal = useMemo(() => points.findLast((point) => point.online != null)?.total ?? null, [points]);
  const rateLines = useMemo((): TimeLine[] => [{ id: 'throughput', label: throughput, data: points.map(totalRate), color: colors.throughput, shape: 'circle' }], [points, throughput, colors.throughput]);
  const countLines = useMemo(
    (): TimeLine[] => [
      { id: 'online', label: online, data: points.map(onlineOf), color: colors.online, shape: 'circle' },
      { id: 'total', label: total, data: points.map(totalOf), color: colors.total, shape: 'square', dashed: true },
    ],
    [points, online, total, colors.online, colors.total],
  );
  const rateRows = useMemo(() => pointRows(points, [totalRate]), [points]);
  const countRows = useMemo(() => pointRows(points, [onlineOf, totalOf]), [points]);
  const onlineNow = (value: number) =>
    nowTotal == null ? formats.count(value) : translate('app.charts.online_of_total', { online: formats.count(value), total: formats.count(nowTotal) });
  return (
    <Stack spacing={3}>
      <ChartPanel
        from={from}
        to={to}
        coverage={coverage}
        title={throughputTitle}
        summary={<SummaryLine label={throughput} summary={rateSummary} format={formats.rate} />}
        chart={<TimeLineChart label={translate('app.charts.chart_label', { title: throughputTitle })} from={from} to={to} times={times} lines={rateLines} format={formats.rate} ticks={formats.rateTicks} height={FLEET_CHART_HEIGHT} />}
        table={<PointsTable title={throughputTitle} columns={[{ label: translate('app.charts.table.throughput'), format: formats.rate }]} rows={rateRows} stepMs={stepMs} windowMs={windowMs} />}
      />
      <ChartPanel
        from={from}
        to={to}
        coverage={coverage}
        title={onlineTitle}
        summary={<SummaryLine label={online} summary={onlineSummary} format={formats.count} formatNow={onlineNow} />}
        chart={<TimeLineChart label={translate('app.charts.chart_label', { title: onlineTitle })} from={from} to={to} times={times} lines={countLines} format={formats.count} ticks={formats.countTicks} height={FLEET_CHART_HEIGHT} />}
        table={
          <PointsTable
            title={onlineTitle}
            columns={[
              { label: translate('app.charts.table.online'), format: formats.count },
              { label: total, format: formats.count },
            ]}
            rows={countRows}
            stepMs={stepMs}
            windowMs={windowMs}
          />
        }
      />
    </Stack>
  );
};
