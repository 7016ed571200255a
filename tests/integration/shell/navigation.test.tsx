/**
 * Issue 25: every navigation to a list gets the same start, whatever made it. The list's first page is
 * asked for as the navigation happens, before the list renders (components/lazyScreen.ts, the route
 * table's data), and the list then renders once, with its rows: by the browser's history (the back
 * button: no click anywhere), by the command palette, by a sidebar link (startup.test.tsx) and at
 * start-up at the address typed (startup.test.tsx).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPage } from '../helpers/pageStates';
import { renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });

const demo = useDemoServer();

/**
 * In order: the requests for a list page of `path` (their query), and 'screen' when the list's heading
 * `heading` first shows (a MutationObserver, told after each commit).
 */
const timeline = (path: string, heading: string) => {
  const events: string[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === path) events.push(url.search);
  });
  const shown = watchPage(() => {
    // Hidden too: a dialog closing meanwhile hides the rest of the page from assistive technology.
    const now = screen.queryByRole('heading', { level: 1, name: heading, hidden: true }) !== null;
    if (now && !events.includes('screen')) events.push('screen');
    return now;
  });
  return { events, stop: () => shown.stop() };
};

afterEach(() => {
  demo.server.events.removeAllListeners();
});

describe('a navigation to a list, whatever made it', () => {
  it('by the browser history (the back button, no click): the rows are asked for before the list renders, which shows them at once', async () => {
    await signInForTest();
    window.history.pushState({}, '', '/nodes');
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    const seen = timeline('/api/nodes', 'Client / Nodes');
    const withoutRows = watchPage(
      () => screen.queryByRole('heading', { level: 1, name: 'Client / Nodes' }) !== null && screen.queryByRole('link', { name: 'homelab-nas' }) === null,
    );

    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    seen.stop();
    expect(withoutRows.stop()).toBe(false);
    expect(seen.events[0]).toBe('?page=1&limit=10');
    expect(seen.events.indexOf('screen')).toBeGreaterThan(0);
  });

  it('by the command palette: the domain picked there is asked for before the domains list renders, which shows it at once', async () => {
    await signInForTest();
    const { user } = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Search and commands' });
    await waitFor(() => expect(within(palette).getByRole('combobox')).toHaveFocus());
    await user.keyboard('grafana.example');
    const option = await within(palette).findByRole('option', { name: /^grafana\.example\.com/ });
    const seen = timeline('/api/domains', 'Domains');
    const withoutRows = watchPage(
      () =>
        screen.queryByRole('heading', { level: 1, name: 'Domains', hidden: true }) !== null &&
        screen.queryByRole('link', { name: 'grafana.example.com', hidden: true }) === null,
    );

    await user.click(option);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument());
    expect(await within(screen.getByRole('main')).findByRole('link', { name: 'grafana.example.com' })).toBeInTheDocument();
    seen.stop();
    expect(withoutRows.stop()).toBe(false);
    expect(seen.events[0]).toBe('?page=1&limit=10&search=grafana.example.com');
    expect(seen.events.indexOf('screen')).toBeGreaterThan(0);
  });
});
