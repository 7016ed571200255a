/**
 * The one place the time charts meet @mui/x-charts. A gap is never drawn as data, and an isolated known
 * point is marked so that it does not vanish between two gaps.
 */
import { Box } from '@mui/material';
import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { timeTicks } from './axisTicks';
import { DASH, DashedLineMark, SolidLineMark } from './lineMarks';
import { useChartFormat, type AxisTicks } from './useChartFormat';

export interface TimeLine {
  id: string;
  label: string;
  data: (number | null)[];
  color: string;
  dashed?: boolean;
  shape: NonNullable<LineSeries['shape']>;
}

export interface TimeLineChartProps {
  label: string;
  from: number;
  to: number;
  times: readonly number[];
  lines: readonly TimeLine[];
  format: (value: number) => string;
  ticks: (max: number) => AxisTicks;
  height: number;
}

const isolated = (data: readonly (number | null)[]) => ({ index }: { index: number }) =>
  data[index] != null && data[index - 1] == null && data[index + 1] == null;

export const highestValue = (lines: readonly Pick<TimeLine, 'data'>[]): number =>
  lines.reduce((max, line) => line.data.reduce<number>((top, value) => (value != null && Number.isFinite(value) && value > top ? value : top), max), 0);

export const TimeLineChart = ({ label, from, to, times, lines, format, ticks, height }: TimeLineChartProps) => {
  const translate = useTranslate();
  const formats = useChartFormat();
  const unknown = translate('app.charts.unknown');
  const xAxis = useMemo(() => {
    const marks = timeTicks(from, to);
    const tickLabel = marks.stepMs < 60_000 ? formats.clockSeconds : formats.clock;
    return [
      {
        scaleType: 'time' as const,
        data: times.map((t) => new Date(t)),
        min: new Date(from),
        max: new Date(to),
        tickInterval: marks.ticks.map((t) => new Date(t)),
        valueFormatter: (value: Date, context: { location: string }) =>
          context.location === 'tick' ? tickLabel(value.getTime()) : formats.time(value.getTime()),
      },
    ];
  }, [times, from, to, formats]);
  const max = useMemo(() => highestValue(lines), [lines]);
  const yAxis = useMemo(() => {
    // Given to the axis (and its grid) rather than left to a scale of raw bytes.
    const axis = ticks(max);
    return [
      {
        min: 0,
        max: axis.values[axis.values.length - 1],
        tickInterval: axis.values,
        width: 96,
        valueFormatter: (value: number, context: { location: string }) => (context.location === 'tick' ? axis.label(value) : format(value)),
      },
    ];
  }, [ticks, max, format]);
  const series = useMemo(
    () =>
      lines.map(
        (line): LineSeries => ({
          id: line.id,
          label: line.label,
          data: line.data,
          color: line.color,
          connectNulls: false,
          curve: 'linear',
          shape: line.shape,
          showMark: isolated(line.data),
          labelMarkType: line.dashed ? DashedLineMark : SolidLineMark,
          valueFormatter: (value) => (value == null ? unknown : format(value)),
        }),
      ),
    [lines, format, unknown],
  );
  const dashed = Object.fromEntries(lines.filter((line) => line.dashed).map((line) => [`& .MuiLineElement-series-${line.id}`, { strokeDasharray: DASH }]));
  return (
    // The drawing is one image to assistive technology: its figures are in the summary and the table.
    <Box role="img" aria-label={label}>
      {/* Room on the right for the label of a tick at the window's end ("12:42:00" centred on the edge). */}
      <LineChart height={height} xAxis={xAxis} yAxis={yAxis} series={series} skipAnimation grid={{ horizontal: true }} margin={{ right: 32 }} sx={dashed} />
    </Box>
  );
};
