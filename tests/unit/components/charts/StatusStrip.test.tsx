/** Issue 23: the status strip of a table row, summarised in words for screen readers. */
import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartFormatProvider } from '../../../../src/components/charts/useChartFormat';
import { StatusStrip } from '../../../../src/components/charts/StatusStrip';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { renderInAdmin } from '../../../integration/helpers/renderAdmin';
import { freezeClock, statusHour } from './fixtures';

beforeEach(freezeClock);
afterEach(async () => {
  vi.useRealTimers();
  await i18nProvider.changeLocale('en');
});

describe('StatusStrip', () => {
  it('sums up the hour in words, statuses with time only, unwatched time included', () => {
    const { container } = renderInAdmin(<ChartFormatProvider><StatusStrip history={statusHour()} /></ChartFormatProvider>);
    expect(screen.getByText('Last hour: Online for 35 min, Idle for 10 min, Offline for 12 min, Not watched for 3 min')).toBeInTheDocument();
    // The coloured segments are for the eye only: the sentence says it all once.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^Last hour: Online for 35 min, Idle for 10 min, Offline for 12 min, Not watched for 3 min$/);
  });

  it('says when nobody watched', () => {
    renderInAdmin(<ChartFormatProvider><StatusStrip history={{ ...statusHour(), coverage: [] }} /></ChartFormatProvider>);
    expect(screen.getByText('Last hour: Not watched for 60 min')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderInAdmin(<ChartFormatProvider><StatusStrip history={statusHour()} /></ChartFormatProvider>, { store: memoryStore({ locale: 'fr' }) });
    expect(
      await screen.findByText('Dernière heure : En ligne pendant 35 min, Inactif pendant 10 min, Hors ligne pendant 12 min et Non observé pendant 3 min'),
    ).toBeInTheDocument();
  });
});
