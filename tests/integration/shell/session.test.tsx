/** Signing out, and the end of a session mid-way (SPEC §4 Signed in to signed out, §6, §8 401/403/429). */
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../src/components/loadPage';
import { authProvider } from '../../../src/providers/authProvider';
import { currentPath, renderApp, renderInAdmin, signInForTest, submitSignIn, tokenCookie, useDemoServer } from '../helpers/renderAdmin';

vi.mock('../../../src/components/loadPage', () => ({ loadPage: vi.fn() }));

const demo = useDemoServer();

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(loadPage).mockClear();
});

const signOutButton = () => screen.getByRole('button', { name: 'Sign out' });

describe('sign-out', () => {
  it('remembers the current path, clears the token cookie and goes to /login; signing in again returns there', async () => {
    await signInForTest();
    const { user } = await renderApp('/nodes/12');
    await screen.findByRole('button', { name: 'Sign out' });

    await user.click(signOutButton());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(tokenCookie()).toBeNull();
    expect(localStorage.getItem('redirect')).toBe('/nodes/12');

    await submitSignIn(user);
    await screen.findByRole('button', { name: 'Sign out' });
    await waitFor(() => expect(currentPath()).toBe('/nodes/12'));
    expect(localStorage.getItem('redirect')).toBe('/');
  });

  it('shows a spinner and disables the button while signing out', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const realLogout = authProvider.logout.bind(authProvider);
    const logout = vi.spyOn(authProvider, 'logout').mockImplementation(async (params) => {
      await gate;
      return realLogout(params);
    });
    await signInForTest();
    const { user } = await renderApp('/domains');
    await screen.findByRole('button', { name: 'Sign out' });

    await user.click(signOutButton());
    const pending = await screen.findByRole('button', { name: 'Signing out…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);

    finish();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('falls back to a full load of /login when signing out fails, still ending the session', async () => {
    vi.spyOn(authProvider, 'logout').mockRejectedValue(new Error('storage unavailable'));
    await signInForTest();
    const { user } = await renderApp('/nodes');
    await screen.findByRole('button', { name: 'Sign out' });

    await user.click(signOutButton());
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login'));
    expect(tokenCookie()).toBeNull();
    expect(localStorage.getItem('redirect')).toBe('/nodes');
  });
});

/** A screen that reads the nodes list through react-admin's data provider hook, as feature screens do. */
const NodesProbe = () => {
  const dataProvider = useDataProvider();
  useEffect(() => {
    dataProvider
      .getList('nodes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch(() => undefined);
  }, [dataProvider]);
  return <p>Nodes screen</p>;
};

describe('a 401 from the API mid-session', () => {
  it('signs the user out, remembering the path, and sends them to /login', async () => {
    const token = await signInForTest();
    // The gateway forgets the session (expired, or the gateway restarted) while the console still holds the token.
    delete (demo.db.sessions as Record<string, number>)[token];

    renderInAdmin(
      <Routes>
        <Route path="/nodes/:id" element={<NodesProbe />} />
        <Route path="/login" element={<p>Sign-in screen</p>} />
      </Routes>,
      { router: 'browser', initialEntries: ['/nodes/12?tab=services'] },
    );
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(tokenCookie()).toBeNull();
    expect(localStorage.getItem('redirect')).toBe('/nodes/12?tab=services');
  });

  it('does the same in the whole console when a screen gets a 401', async () => {
    const token = await signInForTest();
    const { user } = await renderApp('/nodes');
    await screen.findByRole('button', { name: 'Sign out' });
    delete (demo.db.sessions as Record<string, number>)[token];
    // Any refetch now meets the 401: the Refresh button of the top bar refetches the screen's data.
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(tokenCookie()).toBeNull();
    expect(localStorage.getItem('redirect')).toBe('/nodes');
  });
});
