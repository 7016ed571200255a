/**
 * Keeps @mui/x-charts out of the sign-in page and a list's first rows; a skeleton of the chart's size
 * keeps the page from jumping when it comes.
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
