/**
 * What the console does at start-up and when a sidebar link opens a list (see the README's "What loads
 * when"): it does not ask the auth provider again what main.tsx has just checked, nor for permissions it
 * does not use; a list page asked for ahead is shown in the list's first rendering, and the list then
 * asks the gateway again as every list mount does (stale-while-revalidate); so is a node asked for ahead
 * at its page's address. These hold react-admin's query keys (providers/queryClient.ts,
 * providers/prefetchList.ts) to what react-admin really reads.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { createConsoleSetup } from '../../../src/consoleSetup';
import { NODE_LIST_FIRST_PAGE } from '../../../src/nodes/nodeListFirstPage';
import { authProvider } from '../../../src/providers/authProvider';
import { listQueryKey } from '../../../src/providers/prefetchList';
import { AUTH_CHECK_TTL_MS } from '../../../src/providers/queryClient';
import { watchPage } from '../helpers/pageStates';
import { renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });

const demo = useDemoServer();

const nodeListCalls = () => {
  const calls: URL[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/nodes') calls.push(url);
  });
  return calls;
};

/** The nodes list's heading on screen without any of its rows: a rendering of the list without rows. */
const nodesListWithoutRows = () =>
  screen.queryByRole('heading', { name: 'Client / Nodes', level: 1 }) !== null && screen.queryByRole('link', { name: 'homelab-nas' }) === null;

const sidebarLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });

afterEach(() => {
  vi.useRealTimers();
  demo.server.events.removeAllListeners();
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

  it('renders the nodes list once, with its rows, when the console starts there (as main.tsx starts it), then asks again', async () => {
    await signInForTest();
    const calls = nodeListCalls();
    window.history.pushState({}, '', '/nodes');
    const setup = createConsoleSetup();
    await setup.preloader.data('/nodes');
    expect(calls).toHaveLength(1);
    const page = watchPage(nodesListWithoutRows);
    render(<App setup={setup} />);
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    expect(page.stop()).toBe(false);
    // The list revalidates on mount, like every react-admin list: the same page, asked again.
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((url) => [url.searchParams.get('page'), url.searchParams.get('limit')])).toEqual([
      ['1', '10'],
      ['1', '10'],
    ]);
  });

  it("renders a node's page once, with its node, when the console starts there (as main.tsx starts it)", async () => {
    await signInForTest();
    const node = demo.db.nodes.find((row) => row.name === 'homelab-nas')!;
    const calls: string[] = [];
    demo.server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === `/api/nodes/${node.id}`) calls.push(request.url);
    });
    window.history.pushState({}, '', `/nodes/${node.id}`);
    const setup = createConsoleSetup();
    await setup.preloader.data(`/nodes/${node.id}`);
    expect(calls).toHaveLength(1);
    // The page's frame (its breadcrumb) without the node's name: a rendering without the node.
    const page = watchPage(
      () => screen.queryByRole('navigation', { name: 'Breadcrumb' }) !== null && screen.queryByRole('heading', { name: 'homelab-nas', level: 1 }) === null,
    );
    render(<App setup={setup} />);
    expect(await screen.findByRole('heading', { name: 'homelab-nas', level: 1 })).toBeInTheDocument();
    expect(page.stop()).toBe(false);
  });

  it('does not render again when a passed session check runs out of time, and the next screen asks again', async () => {
    await signInForTest();
    // Timers and the clock under the test's hand; time still passes for what the screen awaits.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const commits: string[] = [];
    window.history.pushState({}, '', '/domains');
    // A screen without live streams: any commit after it settled is a rendering for the session check.
    render(
      <Profiler id="console" onRender={(_id, phase) => commits.push(phase)}>
        <App />
      </Profiler>,
    );
    expect(await screen.findByRole('link', { name: /app\.example\.com/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const checkAuth = vi.spyOn(authProvider, 'checkAuth');
    commits.length = 0;
    await act(() => vi.advanceTimersByTimeAsync(AUTH_CHECK_TTL_MS + 1_000));
    // react-admin's route guards watch the check: had it gone stale on a timer, they would all render.
    expect(commits).toEqual([]);
    expect(checkAuth).not.toHaveBeenCalled();
    await user.click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('heading', { name: 'Client / Nodes', level: 1 })).toBeInTheDocument();
    // Asked from the new screen's effects, which run once it is painted.
    await waitFor(() => expect(checkAuth).toHaveBeenCalled());
  });
});

describe('opening the nodes list from the sidebar', () => {
  it('shows it with its rows in its first rendering, then asks again as every list mount does', async () => {
    await signInForTest();
    const { user } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    const calls = nodeListCalls();
    const page = watchPage(nodesListWithoutRows);
    await user.click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    expect(page.stop()).toBe(false);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(window.location.pathname).toBe('/nodes');
  });

  it('shows what the gateway holds now when it is opened again, without a rendering without rows', async () => {
    await signInForTest();
    const { user } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    await user.click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    await user.click(sidebarLink('Home'));
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    // Renamed meanwhile (elsewhere): the next visit asks the gateway and shows the new name.
    const node = demo.db.nodes.find((row) => row.name === 'homelab-nas')!;
    demo.db.update('nodes', node.id, { name: 'homelab-nas-2' });
    const calls = nodeListCalls();
    const page = watchPage(() => screen.queryByRole('heading', { name: 'Client / Nodes', level: 1 }) !== null && screen.queryAllByRole('row').length <= 1);
    await user.click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('link', { name: 'homelab-nas-2' })).toBeInTheDocument();
    expect(page.stop()).toBe(false);
    expect(calls.length).toBeGreaterThanOrEqual(1);
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
    const setup = createConsoleSetup();
    render(<App setup={setup} />);
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
    await waitFor(() => expect(setup.queryClient.getQueryData(listQueryKey('nodes', NODE_LIST_FIRST_PAGE))).toBeDefined());
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/domains');
    expect(screen.getByRole('heading', { name: 'Domains', level: 1 })).toBeInTheDocument();
  });
});
