/** Issue 23: a node's traffic chart, its figures in words, and its table. */
import { screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThroughputChart } from '../../../../src/components/charts/ThroughputChart';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { renderInAdmin } from '../../../integration/helpers/renderAdmin';
import { at, day, dense, freezeClock, nothingYet, throughput } from './fixtures';
import { cellsOf } from './tableRows';

beforeEach(freezeClock);
afterEach(async () => {
  vi.useRealTimers();
  await i18nProvider.changeLocale('en');
});

const CHART = 'Node traffic, chart; the figures are in the summary and the table';

describe('ThroughputChart', () => {
  it('draws the chart under its title and says since when a console watched', () => {
    renderInAdmin(<ThroughputChart series={throughput()} title="Node traffic" />);
    expect(screen.getByRole('heading', { name: 'Node traffic' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: CHART })).toBeInTheDocument();
    expect(screen.getByText('Since 14:02, while a console was open')).toBeInTheDocument();
  });

  it('gives now, peak and average of each direction over the known points only (gap and reset skipped)', () => {
    renderInAdmin(<ThroughputChart series={throughput()} title="Node traffic" />);
    expect(screen.getByText('Received: now 1.00 KB/s, peak 3.00 KB/s, average 1.50 KB/s')).toBeInTheDocument();
    // A measured zero is "0 B/s", never the dash of an unknown value.
    expect(screen.getByText('Transmitted: now 0 B/s, peak 300.00 B/s, average 120.00 B/s')).toBeInTheDocument();
  });

  it('gives no "now" once nobody watches any more (a history read back, a stream that stopped)', () => {
    const series = throughput();
    renderInAdmin(<ThroughputChart series={{ ...series, coverage: [[at(14, 2), at(14, 4)], [at(14, 5), at(14, 7)]] }} title="Node traffic" />);
    expect(screen.getByText('Received: not watched now; peak 3.00 KB/s, average 1.50 KB/s')).toBeInTheDocument();
  });

  it('shows its points as a table, newest first, with unknown values as "not known", and goes back to the chart', async () => {
    const { user } = renderInAdmin(<ThroughputChart series={throughput()} title="Node traffic" />);
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByRole('img', { name: CHART })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Node traffic, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['14:09:00', '1.00 KB/s', '0 B/s'],
      ['14:08:00', '3.00 KB/s', '300.00 B/s'],
      ['14:07:00', 'Not known', 'Not known'],
      ['14:06:00', '512.00 B/s', '200.00 B/s'],
      ['14:05:00', 'Not known', 'Not known'],
      ['14:04:00', 'Not known', 'Not known'],
      ['14:03:00', '2.00 KB/s', '100.00 B/s'],
      ['14:02:00', '1.00 KB/s', '0 B/s'],
      ['14:01:00', 'Not known', 'Not known'],
      ['14:00:00', 'Not known', 'Not known'],
    ]);
    // What the eye sees for an unknown value is a dash.
    expect(within(rows[2]).getAllByText('-')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.getByRole('img', { name: CHART })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('groups more than 120 points by minute, averaging the known values, and says so', async () => {
    const { user } = renderInAdmin(<ThroughputChart series={dense()} title="Node traffic" />);
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Node traffic, one row per minute (average of the known values), newest first' });
    const rows = within(table).getAllByRole('row').slice(1).map(cellsOf);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(['14:59', '1.00 KB/s', 'Not known']);
    expect(rows[1]).toEqual(['14:58', '1.00 KB/s', '50.00 B/s']);
    expect(rows[29]).toEqual(['14:30', '200.00 B/s', '50.00 B/s']);
  });

  it('groups a day of minutes by quarter of an hour', async () => {
    const { user } = renderInAdmin(<ThroughputChart series={day()} title="Node traffic" />);
    expect(screen.getByText('Since 13:00, while a console was open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Node traffic, one row per 15 min (average of the known values), newest first' });
    const rows = within(table).getAllByRole('row').slice(1).map(cellsOf);
    expect(rows).toHaveLength(96);
    expect(rows[0]).toEqual(['14:45', '2.00 KB/s', '1.00 KB/s']);
    expect(rows[8]).toEqual(['12:45', 'Not known', 'Not known']);
    // Yesterday's rows carry their date.
    expect(rows[95]).toEqual(['06/13/2025 15:00', 'Not known', 'Not known']);
  });

  it('says there is no data yet when nobody watched', () => {
    renderInAdmin(<ThroughputChart series={nothingYet()} title="Node traffic" />);
    expect(screen.getByText('No data yet: the chart fills while a console is open')).toBeInTheDocument();
    expect(screen.getByText('Received: no data yet')).toBeInTheDocument();
    expect(screen.getByText('Transmitted: no data yet')).toBeInTheDocument();
  });

  it('takes its title from the catalogue when given a key', () => {
    renderInAdmin(<ThroughputChart series={throughput()} title="app.charts.throughput" />);
    expect(screen.getByRole('heading', { name: 'Throughput' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    const { user } = renderInAdmin(<ThroughputChart series={throughput()} title="app.charts.throughput" />, { store: memoryStore({ locale: 'fr' }) });
    expect(await screen.findByRole('heading', { name: 'Débit' })).toBeInTheDocument();
    expect(screen.getByText('Depuis 14:02, tant qu’une console était ouverte')).toBeInTheDocument();
    expect(screen.getByText('Reçu : actuel 1,00 Ko/s, pic 3,00 Ko/s, moyenne 1,50 Ko/s')).toBeInTheDocument();
    expect(screen.getByText('Émis : actuel 0 o/s, pic 300,00 o/s, moyenne 120,00 o/s')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afficher en tableau' }));
    const table = screen.getByRole('table', { name: 'Débit, du plus récent au plus ancien' });
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)[2]).toEqual(['14:07:00', 'Inconnu', 'Inconnu']);
    expect(screen.getByRole('button', { name: 'Afficher en graphique' })).toBeInTheDocument();
  });
});
