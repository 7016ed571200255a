/**
 * The only door to src/components/charts: each chart loads on first draw, so that nothing importing this
 * module downloads @mui/x-charts until a chart is shown.
 */
import { lazyChart } from './lazyChart';
import { FLEET_CHART_HEIGHT, PANEL_EXTRA_HEIGHT, THROUGHPUT_HEIGHT, TIMELINE_BAR_HEIGHT } from './sizes';
import type { FleetThroughputChartProps } from './FleetThroughputChart';
import type { HealthChartProps } from './HealthChart';
import type { HealthStripProps } from './HealthStrip';
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

export const HealthChart = lazyChart<HealthChartProps>(
  () => import('./HealthChart').then((module) => module.HealthChart),
  ({ height = THROUGHPUT_HEIGHT }) => ({ height: height + PANEL_EXTRA_HEIGHT }),
);

// A row's pictures are plain SVG and spans, no chart library: drawn at once, without a Suspense per row.
export { RowSparkline } from './RowSparkline';
export { StatusStrip } from './StatusStrip';
export { HealthStrip } from './HealthStrip';

export type { FleetThroughputChartProps, HealthChartProps, HealthStripProps, RowSparklineProps, StatusStripProps, StatusTimelineProps, ThroughputChartProps };
export * from './summary';
export { formatRate } from './rateFormat';
export { ChartFormatProvider } from './useChartFormat';
