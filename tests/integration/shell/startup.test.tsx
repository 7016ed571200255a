/**
 * What the console does not do at start-up (see the README's "What loads when"): ask the auth provider
 * again what main.tsx has just checked or for permissions it does not use, or ask for the
 * nodes list's first page twice when it was asked for ahead. These hold react-admin's query keys and
 * the nodes list's first page to what App.tsx and screenData.ts assume.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { App, AUTH_CHECK_TTL_MS, createQueryClient } from '../../../src/App';
import { authProvider } from '../../../src/providers/authProvider';
import { forgetPrefetchedLists } from '../../../src/providers/listPrefetch';
import { listQueryKey } from '../../../src/providers/listQuerySeed';
import { FIRST_NODES_PAGE, prefetchScreenData } from '../../../src/screenData';
import { componentName, recordRenders } from '../helpers/reactRenders';
import { renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });

const demo = useDemoServer();

/** react-admin's DataTable renders this while its page has not arrived: a rendering without rows. */
const renderedWithoutRows = (rendered: string[]) => rendered.includes('DataTableLoading');

const nodeListCalls = () => {
  const calls: URL[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/nodes') calls.push(url);
  });
  return calls;
};

afterEach(() => {
  vi.useRealTimers();
  demo.server.events.removeAllListeners();
  forgetPrefetchedLists();
  vi.restoreAllMocks();
});

describe('start-up of a signed-in console', () => {
  it('renders the first screen without asking the auth provider for the session or permissions', async () => {
    await signInForTest();
    const checkAuth = vi.spyOn(authProvider, 'checkAuth');
    const getPermissions = vi.spyOn(authProvider, 'getPermissions');
    await renderApp('/nodes');
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    expect(checkAuth).not.toHaveBeenCalled();
    expect(getPermissions).not.toHaveBeenCalled();
  });

  it('asks for the nodes list once when its first page was asked for ahead', async () => {
    await signInForTest();
    const calls = nodeListCalls();
    prefetchScreenData('/nodes');
    await renderApp('/nodes');
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get('page')).toBe('1');
    expect(calls[0].searchParams.get('limit')).toBe('10');
  });

  it('renders nothing when a passed session check runs out of time, and the next screen asks again', async () => {
    await signInForTest();
    // Timers and the clock under the test's hand; time still passes for what the screen awaits.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { user } = await renderApp('/nodes', { user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) });
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    const checkAuth = vi.spyOn(authProvider, 'checkAuth');
    const renders = recordRenders();
    await act(() => vi.advanceTimersByTimeAsync(AUTH_CHECK_TTL_MS + 1_000));
    // react-admin's route guards watch the check: had it gone stale on a timer, they would all render.
    const rendered = renders.stop().map(componentName);
    expect(rendered.filter((name) => /Authenticated|CoreAdminRoutes|Layout|NodeList/.test(name))).toEqual([]);
    expect(checkAuth).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Domain Names' }));
    expect(await screen.findByRole('heading', { name: 'Domains', level: 1 })).toBeInTheDocument();
    // Asked from the new screen's effects, which run once it is painted.
    await waitFor(() => expect(checkAuth).toHaveBeenCalled());
  });

  it('renders the nodes list once, with its rows, when the console starts there (as main.tsx starts it)', async () => {
    await signInForTest();
    const calls = nodeListCalls();
    window.history.pushState({}, '', '/nodes');
    const queryClient = createQueryClient();
    await prefetchScreenData('/nodes', queryClient);
    const renders = recordRenders();
    render(<App queryClient={queryClient} />);
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    expect(renderedWithoutRows(renders.stop().map(componentName))).toBe(false);
    expect(calls).toHaveLength(1);
  });
});

describe('opening the nodes list from the sidebar', () => {
  const sidebarLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });

  it('shows it with its rows in its first rendering, asking for them once', async () => {
    await signInForTest();
    const { user } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    const calls = nodeListCalls();
    const renders = recordRenders();
    await user.click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    expect(renderedWithoutRows(renders.stop().map(componentName))).toBe(false);
    expect(calls).toHaveLength(1);
    expect(window.location.pathname).toBe('/nodes');
  });

  it('shows the new answer, not the copy kept from the last visit, when it is opened again', async () => {
    await signInForTest();
    const { user } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    await user.click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    await user.click(sidebarLink('Home'));
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    // Renamed meanwhile (elsewhere): the next visit shows the new name in its first rendering.
    const node = demo.db.nodes.find((row) => row.name === 'homelab-nas')!;
    demo.db.update('nodes', node.id, { name: 'homelab-nas-2' });
    const calls = nodeListCalls();
    const renders = recordRenders();
    await user.click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('link', { name: 'homelab-nas-2' })).toBeInTheDocument();
    const rendered = renders.stop();
    expect(calls).toHaveLength(1);
    expect(renderedWithoutRows(rendered.map(componentName))).toBe(false);
  });

  it('opens it without its rows when they are slow to come, and they follow', async () => {
    await signInForTest();
    const { user } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Held past the wait, then handed on to the demo gateway's own handler.
    demo.server.use(http.get('*/api/nodes', async () => void (await held)));
    await user.click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('heading', { name: 'Client / Nodes', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'homelab-nas' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
  });

  it('lets a later navigation win over the list still waiting for its rows', async () => {
    await signInForTest();
    window.history.pushState({}, '', '/');
    const queryClient = createQueryClient();
    render(<App queryClient={queryClient} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    demo.server.use(http.get('*/api/nodes', async () => void (await held)));
    await user.click(sidebarLink('Client / Nodes'));
    await user.click(sidebarLink('Domain Names'));
    expect(await screen.findByRole('heading', { name: 'Domains', level: 1 })).toBeInTheDocument();
    answer();
    // The rows land in the cache; the sidebar's wait for them then ends, and must not navigate.
    await waitFor(() => expect(queryClient.getQueryData(listQueryKey('nodes', FIRST_NODES_PAGE))).toBeDefined());
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/domains');
    expect(screen.getByRole('heading', { name: 'Domains', level: 1 })).toBeInTheDocument();
  });
});
