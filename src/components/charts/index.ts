/**
 * The charts of issue 23, the only door to src/components/charts: each chart is loaded on first draw
 * (./lazyChart), so nothing that imports this module downloads @mui/x-charts until a chart is shown.
 * This module imports no chart code itself: only the pure figures (./summary) and sizes.
 */
import { lazyChart } from './lazyChart';
import { FLEET_CHART_HEIGHT, PANEL_EXTRA_HEIGHT, ROW_SPARKLINE_SIZE, ROW_STRIP_SIZE, THROUGHPUT_HEIGHT, TIMELINE_BAR_HEIGHT } from './sizes';
import type { FleetThroughputChartProps } from './FleetThroughputChart';
import type { RowSparklineProps } from './RowSparkline';
import type { StatusStripProps } from './StatusStrip';
import type { StatusTimelineProps } from './StatusTimeline';
import type { ThroughputChartProps } from './ThroughputChart';

export const ThroughputChart = lazyChart<ThroughputChartProps>(
  () => import('./ThroughputChart').then((module) => module.ThroughputChart),
  ({ height = THROUGHPUT_HEIGHT }) => ({ height: height + PANEL_EXTRA_HEIGHT }),
);

export const FleetThroughputChart = lazyChart<FleetThroughputChartProps>(
  () => import('./FleetThroughputChart').then((module) => module.FleetThroughputChart),
  () => ({ height: 2 * (FLEET_CHART_HEIGHT + PANEL_EXTRA_HEIGHT) }),
);

export const StatusTimeline = lazyChart<StatusTimelineProps>(
  () => import('./StatusTimeline').then((module) => module.StatusTimeline),
  () => ({ height: TIMELINE_BAR_HEIGHT + PANEL_EXTRA_HEIGHT }),
);

export const RowSparkline = lazyChart<RowSparklineProps>(
  () => import('./RowSparkline').then((module) => module.RowSparkline),
  () => ROW_SPARKLINE_SIZE,
);

export const StatusStrip = lazyChart<StatusStripProps>(
  () => import('./StatusStrip').then((module) => module.StatusStrip),
  () => ROW_STRIP_SIZE,
);

export type { FleetThroughputChartProps, RowSparklineProps, StatusStripProps, StatusTimelineProps, ThroughputChartProps };
export * from './summary';
export { formatRate } from './rateFormat';
