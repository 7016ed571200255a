/** Issue 23: a node's traffic at table-row size, named in words. */
import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RowSparkline } from '../../../../src/components/charts/RowSparkline';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { renderInAdmin } from '../../../integration/helpers/renderAdmin';
import { freezeClock, named, nothingYet, throughput } from './fixtures';

beforeEach(freezeClock);
afterEach(async () => {
  vi.useRealTimers();
  await i18nProvider.changeLocale('en');
});

describe('RowSparkline', () => {
  it('draws received plus transmitted and names it with the latest and the peak rate', () => {
    renderInAdmin(<RowSparkline series={throughput()} />);
    // Totals: 1024, 2148, 712, 3372, 1024 bytes/s where both directions are known.
    const sparkline = screen.getByRole('img', { name: 'Traffic, last 10 min: now 1.00 KB/s, peak 3.29 KB/s' });
    expect(sparkline.querySelector('svg')).not.toBeNull();
  });

  it('shows a dash, and says so, when there is no data', () => {
    renderInAdmin(<RowSparkline series={nothingYet()} />);
    const sparkline = screen.getByRole('img', { name: 'Traffic, last hour: no data yet' });
    expect(sparkline).toHaveTextContent(/^-$/);
    expect(sparkline.querySelector('svg')).toBeNull();
  });

  it('speaks French', async () => {
    renderInAdmin(<RowSparkline series={throughput()} />, { store: memoryStore({ locale: 'fr' }) });
    expect(await screen.findByRole('img', { name: named('Trafic, période de 10 min : actuel 1,00 Ko/s, pic 3,29 Ko/s') })).toBeInTheDocument();
  });
});
