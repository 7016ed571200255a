/** Issue 23: the fleet's throughput and online count over time. */
import { screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FleetThroughputChart } from '../../../../src/components/charts/FleetThroughputChart';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { renderInAdmin } from '../../../integration/helpers/renderAdmin';
import { fleet, freezeClock } from './fixtures';
import { cellsOf } from './tableRows';

beforeEach(freezeClock);
afterEach(async () => {
  vi.useRealTimers();
  await i18nProvider.changeLocale('en');
});

describe('FleetThroughputChart', () => {
  it('draws throughput and nodes online, each with its caption and figures', () => {
    renderInAdmin(<FleetThroughputChart series={fleet()} />);
    for (const title of ['Fleet throughput', 'Nodes online over time']) {
      const panel = screen.getByRole('region', { name: title });
      expect(within(panel).getByRole('img', { name: `${title}, chart; the figures are in the summary and the table` })).toBeInTheDocument();
      expect(within(panel).getByText('Since 14:02, while a console was open')).toBeInTheDocument();
    }
    expect(screen.getByText('Throughput: now 1.00 KB/s, peak 4.00 KB/s, average 1.56 KB/s')).toBeInTheDocument();
    expect(screen.getByText('Nodes online: now 12 of 20, peak 15, average 11.5')).toBeInTheDocument();
  });

  it('shows each panel as a table on its own', async () => {
    const { user } = renderInAdmin(<FleetThroughputChart series={fleet()} />);
    const online = screen.getByRole('region', { name: 'Nodes online over time' });
    await user.click(within(online).getByRole('button', { name: 'Show as table' }));
    const table = within(online).getByRole('table', { name: 'Nodes online over time, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Nodes online', 'Nodes in total']);
    expect(rows.slice(1).map(cellsOf).slice(0, 2)).toEqual([
      ['14:09:00', '12', '20'],
      ['14:08:00', '9', '20'],
    ]);
    expect(cellsOf(rows[10])).toEqual(['14:00:00', 'Not known', 'Not known']);
    const throughput = screen.getByRole('region', { name: 'Fleet throughput' });
    expect(within(throughput).getByRole('img')).toBeInTheDocument();
    expect(within(throughput).queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderInAdmin(<FleetThroughputChart series={fleet()} />, { store: memoryStore({ locale: 'fr' }) });
    expect(await screen.findByText('Nœuds en ligne : actuel 12 sur 20, pic 15, moyenne 11,5')).toBeInTheDocument();
    expect(screen.getByText('Débit : actuel 1,00 Ko/s, pic 4,00 Ko/s, moyenne 1,56 Ko/s')).toBeInTheDocument();
  });
});
