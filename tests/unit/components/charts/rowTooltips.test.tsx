/**
 * Issue 35: a row's last hour read at a glance. The sparkline is named by its figures (now, peak,
 * average) and shows them in a tooltip on hover; the status strip shows its sentence in a tooltip over
 * its colours, the sentence being read once by screen readers.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RowSparkline } from '../../../../src/components/charts/RowSparkline';
import { StatusStrip } from '../../../../src/components/charts/StatusStrip';
import { ChartFormatProvider } from '../../../../src/components/charts/useChartFormat';
import { renderInAdmin } from '../../../integration/helpers/renderAdmin';
import { freezeClock, statusHour, throughput } from './fixtures';

beforeEach(freezeClock);
afterEach(() => {
  vi.useRealTimers();
});

const SPARKLINE = 'Traffic, last 10 min: now 1.00 KB/s, peak 3.29 KB/s, average 1.62 KB/s';
const STRIP = 'Last hour: Online for 35 min, Idle for 10 min, Offline for 12 min, Not watched for 3 min';

describe('the row pictures', () => {
  it('name the sparkline by its figures and show them in a tooltip on hover', async () => {
    const { user } = renderInAdmin(
      <ChartFormatProvider>
        <RowSparkline series={throughput()} />
      </ChartFormatProvider>,
    );
    const sparkline = screen.getByRole('img', { name: SPARKLINE });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(sparkline);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SPARKLINE);
    await user.unhover(sparkline);
  });

  it('say, for a history read back, that nobody watches now', () => {
    const series = throughput();
    renderInAdmin(
      <ChartFormatProvider>
        <RowSparkline series={{ ...series, coverage: [[series.from + 2 * 60_000, series.from + 4 * 60_000]] }} />
      </ChartFormatProvider>,
    );
    expect(screen.getByRole('img', { name: 'Traffic, last 10 min: not watched now; peak 3.29 KB/s, average 1.62 KB/s' })).toBeInTheDocument();
  });

  it('show the status strip sentence in a tooltip over its colours, read once', async () => {
    const { user, container } = renderInAdmin(
      <ChartFormatProvider>
        <StatusStrip history={statusHour()} />
      </ChartFormatProvider>,
    );
    const colours = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    await user.hover(colours);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(STRIP);
    // Outside the tooltip, the sentence is in the page once.
    expect(within(container).getAllByText(STRIP)).toHaveLength(1);
  });
});
