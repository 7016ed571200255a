/** Routes and guards of SPEC §2 (route table), §4 and §6, on the whole console at real path URLs. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../src/appRoutes';
import { currentPath, renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';

useDemoServer();

const NOT_FOUND = "Hmm...this page doesn't exist. Try searching for something else!";

const PROTECTED = ['/', '/domains', '/nodes', '/nodes/12', '/domains/x/logs', '/nodes/1/http/2/logs', '/exposure', '/configuration'];

describe('guard for signed-out users', () => {
  it.each(PROTECTED)('sends %s to /login and remembers it', async (path) => {
    await renderApp(path);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('redirect')).toBe(path);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('keeps the query string of the path it remembers', async () => {
    await renderApp('/nodes?page=2');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(localStorage.getItem('redirect')).toBe('/nodes?page=2');
  });

  it('shows /login itself without remembering it', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('redirect')).toBeNull();
  });
});

describe('guest-only guard', () => {
  it('sends a signed-in user from /login to home', async () => {
    await signInForTest();
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it('shows the exact text and a Back To Home link to / for an unknown path', async () => {
    await signInForTest();
    const { user } = await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND).textContent).toBe(NOT_FOUND);
    const back = screen.getByRole('link', { name: 'Back To Home' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it('is shown inside the shell, with the sidebar still there', async () => {
    await signInForTest();
    await renderApp('/settings');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Client / Nodes' })).toBeInTheDocument();
  });

  // SKIPPED until src/App.tsx is fixed: react-admin's <Resource list> answers every path under /nodes
  // and /domains ("/*"), so /nodes/12/nope shows the nodes list. The fix (checked): add
  // <Route path=":id/*" element={<NotFound />} /> as the last child of both resources.
  it.each(['/nodes/12/nope', '/nodes/1/http/2/logs/more', '/domains/x', '/domains/x/logs/more', '/exposure/x', '/configuration/x'])(
    'shows the not-found page for the unknown path %s under a resource',
    async (path) => {
      await signInForTest();
      await renderApp(path);
      expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    },
  );
});

describe('named routes', () => {
  it('build the path URLs of the route table', () => {
    expect(appRoutes.login()).toBe('/login');
    expect(appRoutes.home()).toBe('/');
    expect(appRoutes.domains()).toBe('/domains');
    expect(appRoutes.nodes()).toBe('/nodes');
    expect(appRoutes.node(12)).toBe('/nodes/12');
    expect(appRoutes.serviceLogs(1, 'http', 2)).toBe('/nodes/1/http/2/logs');
    expect(appRoutes.serviceLogs('3', 'tcp', '4')).toBe('/nodes/3/tcp/4/logs');
    expect(appRoutes.domainLogs('app.example.com')).toBe('/domains/app.example.com/logs');
    expect(appRoutes.exposure()).toBe('/exposure');
    expect(appRoutes.configuration()).toBe('/configuration');
    expect(appRoutes.exposure({ flag: 'any', state: '', q: 'a b' })).toBe('/exposure?flag=any&q=a+b');
    expect(decodeURIComponent(appRoutes.nodesWhere({ status: 'online' }))).toBe('/nodes?filter={"status":"online"}');
  });

  it.each([
    ['home', appRoutes.home()],
    ['domains', appRoutes.domains()],
    ['nodes', appRoutes.nodes()],
    ['node', appRoutes.node(1)],
    ['domain-logs', appRoutes.domainLogs('app.example.com')],
    ['service-logs', appRoutes.serviceLogs(1, 'http', 1)],
    ['exposure', appRoutes.exposure()],
    ['configuration', appRoutes.configuration()],
  ])('%s (%s) is reachable by a signed-in user', async (_name, path) => {
    await signInForTest();
    await renderApp(path);
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(currentPath()).toBe(path);
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });
});
