/**
 * The one place the time charts meet @mui/x-charts: lines over a fixed time window [from, to), unknown
 * points drawn as gaps (connectNulls false: a gap is never drawn as data), an isolated known point
 * marked so that it does not vanish between two gaps.
 */
import { Box } from '@mui/material';
import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DASH, DashedLineMark, SolidLineMark } from './lineMarks';
import { useChartFormat } from './useChartFormat';

export interface TimeLine {
  id: string;
  label: string;
  data: (number | null)[];
  color: string;
  dashed?: boolean;
  shape: NonNullable<LineSeries['shape']>;
}

export interface TimeLineChartProps {
  /** The chart's accessible name. */
  label: string;
  from: number;
  to: number;
  times: readonly number[];
  lines: readonly TimeLine[];
  format: (value: number) => string;
  height: number;
  /** Counts step by whole units on the axis. */
  integer?: boolean;
}

const isolated = (data: readonly (number | null)[]) => ({ index }: { index: number }) =>
  data[index] != null && data[index - 1] == null && data[index + 1] == null;

export const TimeLineChart = ({ label, from, to, times, lines, format, height, integer = false }: TimeLineChartProps) => {
  const translate = useTranslate();
  const formats = useChartFormat();
  const unknown = translate('app.charts.unknown');
  const xAxis = useMemo(
    () => [
      {
        scaleType: 'time' as const,
        data: times.map((t) => new Date(t)),
        min: new Date(from),
        max: new Date(to),
        valueFormatter: (value: Date, context: { location: string }) =>
          context.location === 'tick' ? formats.clock(value.getTime()) : formats.time(value.getTime()),
      },
    ],
    [times, from, to, formats],
  );
  const yAxis = useMemo(() => [{ min: 0, width: 96, tickMinStep: integer ? 1 : undefined, valueFormatter: (value: number) => format(value) }], [format, integer]);
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
      <LineChart height={height} xAxis={xAxis} yAxis={yAxis} series={series} skipAnimation grid={{ horizontal: true }} sx={dashed} />
    </Box>
  );
};
