/**
 * A node's traffic at table-row size (issue 23): received plus transmitted per second, gaps left
 * empty, named in words for screen readers. A list draws one per row, so it is memoised and does only
 * the drawing: no tooltip, no highlight, no axis listener, no animation.
 */
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ThroughputSeries } from '../../providers/history/types';
import { lineColors } from './chartColors';
import { ROW_SPARKLINE_SIZE } from './sizes';
import { summarize, totalRate } from './summary';
import { useChartFormat } from './useChartFormat';

export interface RowSparklineProps {
  series: ThroughputSeries;
}

const NO_HIGHLIGHT = { x: 'none', y: 'none' } as const;
const FROM_ZERO = { min: 0 };

export const RowSparkline = memo(function RowSparkline({ series }: RowSparklineProps) {
  const translate = useTranslate();
  const formats = useChartFormat();
  const color = lineColors(useTheme()).throughput;
  const data = useMemo(() => series.points.map(totalRate), [series.points]);
  const { now, peak } = useMemo(() => summarize(series.points, totalRate), [series.points]);
  const period = formats.window(series.from, series.to, true);
  if (now == null || peak == null) {
    return (
      <Box component="span" role="img" aria-label={translate('app.charts.sparkline.empty', { window: period })} sx={{ ...ROW_SPARKLINE_SIZE, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
        -
      </Box>
    );
  }
  return (
    <Box component="span" role="img" aria-label={translate('app.charts.sparkline.label', { window: period, now: formats.rate(now), peak: formats.rate(peak) })} sx={{ ...ROW_SPARKLINE_SIZE, display: 'inline-block' }}>
      {/* SparkLineChart types its data as numbers, but draws a null as a gap like any line series. SparkLineChart
          never animates (it forwards an explicit skipAnimation to the DOM, so none is passed). */}
      <SparkLineChart
        data={data as number[]}
        // Bars: a minute alone is still drawn (a line needs two), and an unknown one is a visible hole.
        plotType="bar"
        {...ROW_SPARKLINE_SIZE}
        margin={2}
        color={color}
        axisHighlight={NO_HIGHLIGHT}
        yAxis={FROM_ZERO}
      />
    </Box>
  );
});
