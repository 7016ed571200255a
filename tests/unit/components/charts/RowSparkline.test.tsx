/** Issue 23: a node's traffic at table-row size, named in words. */
import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { render } from '@testing-library/react';
import { ChartFormatProvider } from '../../../../src/components/charts/useChartFormat';
import { RowSparkline, sparkBars } from '../../../../src/components/charts/RowSparkline';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { renderInAdmin } from '../../../integration/helpers/renderAdmin';
import { freezeClock, named, nothingYet, throughput } from './fixtures';

beforeEach(freezeClock);
afterEach(async () => {
  vi.useRealTimers();
  await i18nProvider.changeLocale('en');
});

describe('RowSparkline', () => {
  it('draws received plus transmitted and names it with the latest, the peak and the average rate', () => {
    renderInAdmin(<ChartFormatProvider><RowSparkline series={throughput()} /></ChartFormatProvider>);
    // Totals: 1024, 2148, 712, 3372, 1024 bytes/s where both directions are known.
    const sparkline = screen.getByRole('img', { name: 'Traffic, last 10 min: now 1.00 KB/s, peak 3.29 KB/s, average 1.62 KB/s' });
    expect(sparkline.querySelector('svg')).not.toBeNull();
  });

  it('shows a dash, and says so, when there is no data', () => {
    renderInAdmin(<ChartFormatProvider><RowSparkline series={nothingYet()} /></ChartFormatProvider>);
    const sparkline = screen.getByRole('img', { name: 'Traffic, last hour: no data yet' });
    expect(sparkline).toHaveTextContent(/^-$/);
    expect(sparkline.querySelector('svg')).toBeNull();
  });

  it('speaks French', async () => {
    renderInAdmin(<ChartFormatProvider><RowSparkline series={throughput()} /></ChartFormatProvider>, { store: memoryStore({ locale: 'fr' }) });
    expect(await screen.findByRole('img', { name: named('Trafic, période de 10 min : actuel 1,00 Ko/s, pic 3,29 Ko/s, moyenne 1,62 Ko/s') })).toBeInTheDocument();
  });

  it('draws the bars SparkLineChart would draw for the same values (the library component it stands in for)', () => {
    const values = [1024, 0, 2048, null, 4096, 3072, null, 512];
    const size = { width: 96, height: 24 };
    // Its y axis runs from zero to the peak, as ours (SparkLineChart rounds it up to a 'nice' value by default).
    const { container } = render(<SparkLineChart data={values as number[]} plotType="bar" {...size} margin={2} yAxis={{ min: 0, max: 4096 }} />);
    const original = [...container.querySelectorAll('rect.MuiBarElement-root')]
      .map((rect) => ({ x: Number(rect.getAttribute('x')), width: Number(rect.getAttribute('width')), height: Number(rect.getAttribute('height')) }))
      .filter((bar) => bar.height > 0);
    const ours = sparkBars(values, size);
    expect(ours).toHaveLength(original.length);
    ours.forEach((bar, index) => {
      expect(bar.x).toBeCloseTo(original[index].x, 1);
      expect(bar.width).toBeCloseTo(original[index].width, 1);
      // SparkLineChart snaps heights to whole pixels.
      expect(Math.abs(bar.height - original[index].height)).toBeLessThanOrEqual(1);
    });
  });
});
