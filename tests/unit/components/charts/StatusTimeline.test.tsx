/** Issue 23: a node's status over the window, as a strip and as a list of changes. */
import { screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusTimeline } from '../../../../src/components/charts/StatusTimeline';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { renderInAdmin } from '../../../integration/helpers/renderAdmin';
import { at, freezeClock, named, statusHour } from './fixtures';
import { cellsOf } from './tableRows';

beforeEach(freezeClock);
afterEach(async () => {
  vi.useRealTimers();
  await i18nProvider.changeLocale('en');
});

describe('StatusTimeline', () => {
  it('names every period of the strip by its status and times, gaps as not watched', () => {
    renderInAdmin(<StatusTimeline history={statusHour()} />);
    expect(screen.getByRole('heading', { name: 'Status, last hour' })).toBeInTheDocument();
    expect(screen.getByText('Since 14:00, while a console was open')).toBeInTheDocument();
    const strip = screen.getByRole('group', { name: 'Status, last hour' });
    expect(within(strip).getAllByRole('img').map((segment) => segment.getAttribute('aria-label'))).toEqual([
      'Online, 14:00 to 14:20 (20 min)',
      'Offline, 14:20 to 14:32 (12 min)',
      'Online, 14:32 to 14:40 (8 min)',
      'Not watched, 14:40 to 14:43 (3 min)',
      'Online, 14:43 to 14:50 (7 min)',
      'Idle, 14:50 to 15:00 (10 min)',
    ]);
  });

  it('lists the changes newest first with their times and status words, the opening one at its own time', () => {
    renderInAdmin(<StatusTimeline history={statusHour()} />);
    const table = screen.getByRole('table', { name: 'Status changes, newest first' });
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['14:50:00', 'Idle', '10 min'],
      ['14:43:00', 'Online', '7 min'],
      ['14:40:00', 'Not watched', '3 min'],
      ['14:32:00', 'Online', '8 min'],
      ['14:20:00', 'Offline', '12 min'],
      ['13:30:00', 'Online', '20 min'],
    ]);
  });

  it('shows the date of a change made before today', () => {
    const history = { ...statusHour(), changes: [{ t: at(14, 0) - 24 * 3_600_000, status: 'disconnected' as const }] };
    history.coverage = [[history.changes[0].t, at(15, 0)]];
    renderInAdmin(<StatusTimeline history={history} />);
    const table = screen.getByRole('table', { name: 'Status changes, newest first' });
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([['06/13/2025 14:00:00', 'Disconnected', '60 min']]);
  });

  it('is all "not watched" when nobody watched', () => {
    renderInAdmin(<StatusTimeline history={{ ...statusHour(), coverage: [] }} />);
    expect(screen.getByText('No data yet: the chart fills while a console is open')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not watched, 14:00 to 15:00 (60 min)' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderInAdmin(<StatusTimeline history={statusHour()} />, { store: memoryStore({ locale: 'fr' }) });
    expect(await screen.findByRole('heading', { name: 'Statut, dernière heure' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: named('Hors ligne, de 14:20 à 14:32 (12 min)') })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Changements de statut, du plus récent au plus ancien' });
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)[2]).toEqual(['14:40:00', 'Non observé', '3 min']);
  });
});
