/**
 * Issue 23: the charts load with the first screen that draws one. Through src/components/charts (its
 * index), each chart shows a placeholder of its size until its code has arrived, then itself.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartFormatProvider, FleetThroughputChart, RowSparkline, StatusStrip, StatusTimeline, ThroughputChart } from '../../../../src/components/charts';
import { renderInAdmin } from '../../../integration/helpers/renderAdmin';
import { fleet, freezeClock, statusHour, throughput } from './fixtures';

beforeEach(freezeClock);
afterEach(() => vi.useRealTimers());

const placeholders = () => [...document.querySelectorAll<HTMLElement>('.MuiSkeleton-root')];

describe('the charts module', () => {
  it('holds the place of a chart with a placeholder of its size, then draws it', async () => {
    renderInAdmin(<ThroughputChart series={throughput()} title="Node traffic" height={300} />);
    expect(placeholders().map((element) => element.style.height)).toEqual(['410px']);
    expect(await screen.findByRole('img', { name: 'Node traffic, chart; the figures are in the summary and the table' })).toBeInTheDocument();
    expect(placeholders()).toEqual([]);
  });

  it('draws the row pictures at once: they need no chart library, so no placeholder', () => {
    renderInAdmin(
      <ChartFormatProvider>
        <RowSparkline series={throughput()} />
        <StatusStrip history={statusHour()} />
      </ChartFormatProvider>,
    );
    expect(placeholders()).toEqual([]);
    expect(screen.getByRole('img', { name: 'Traffic, last 10 min: now 1.00 KB/s, peak 3.29 KB/s, average 1.62 KB/s' })).toBeInTheDocument();
    expect(screen.getByText(/^Last hour: Online for 35 min/)).toBeInTheDocument();
  });

  it('loads the timeline and the fleet chart too', async () => {
    renderInAdmin(
      <>
        <StatusTimeline history={statusHour()} />
        <FleetThroughputChart series={fleet()} />
      </>,
    );
    expect(await screen.findByRole('table', { name: 'Status changes, newest first' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Nodes online over time' })).toBeInTheDocument();
  });
});
