/**
 * What the console does not do at start-up (see the README's "What loads when"): ask the auth provider
 * again what main.tsx has just checked or for permissions it does not use, or ask for the
 * nodes list's first page twice when it was asked for ahead. These hold react-admin's query keys and
 * the nodes list's first page to what App.tsx and screenData.ts assume.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CHECK_TTL_MS } from '../../../src/App';
import { authProvider } from '../../../src/providers/authProvider';
import { forgetPrefetchedLists } from '../../../src/providers/listPrefetch';
import { prefetchScreenData } from '../../../src/screenData';
import { componentName, recordRenders } from '../helpers/reactRenders';
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
    expect(checkAuth).toHaveBeenCalled();
  });
});
