/**
 * A chart whose code loads when a screen first draws it: @mui/x-charts stays out of the sign-in page
 * and of a list's first rows. Until the code arrives a skeleton of the chart's size holds its place,
 * so the page does not jump when it comes.
 */
import { Skeleton } from '@mui/material';
import { lazy, memo, Suspense, type ComponentType } from 'react';

export interface PlaceholderSize {
  width?: number | string;
  height: number;
}

export const lazyChart = <P extends object>(load: () => Promise<ComponentType<P>>, size: (props: P) => PlaceholderSize) => {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Chart = memo(function LazyChart(props: P) {
    const { width = '100%', height } = size(props);
    return (
      <Suspense fallback={<Skeleton variant="rounded" width={width} height={height} sx={{ display: 'inline-block', maxWidth: '100%' }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return Chart;
};
