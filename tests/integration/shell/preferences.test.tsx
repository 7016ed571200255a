/**
 * Display preferences across a logout. react-admin resets its store on every logout (sign-out and
 * a 401); the console's store (src/layout/store.ts) keeps the theme and sidebar choices through it.
 */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SignOutButton } from '../../../src/layout/SignOutButton';
import { ThemeSwitch } from '../../../src/layout/ThemeSwitch';
import { createConsoleStore } from '../../../src/layout/store';
import { currentPath, renderApp, renderInAdmin, signInForTest, submitSignIn, useDemoServer } from '../helpers/renderAdmin';

useDemoServer();

describe('the console store', () => {
  it('keeps the theme and sidebar choices through a sign-out, and forgets the rest', async () => {
    await signInForTest();
    const store = createConsoleStore();
    const { user } = renderInAdmin(
      <Routes>
        <Route
          path="/nodes"
          element={
            <>
              <ThemeSwitch />
              <SignOutButton />
            </>
          }
        />
        <Route path="/login" element={<ThemeSwitch />} />
      </Routes>,
      { router: 'browser', initialEntries: ['/nodes'], store },
    );
    await user.click(screen.getByRole('button', { name: 'Theme: auto (system)' }));
    await user.click(screen.getByRole('button', { name: 'Theme: light' }));
    store.setItem('sidebar.open', false);
    store.setItem('nodes.listParams', { page: 3 });

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    await waitFor(() => expect(store.getItem('nodes.listParams')).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Theme: dark' })).toBeInTheDocument();
    expect(localStorage.getItem('RaStoreIngressConsole.theme')).toBe('"dark"');
    expect(localStorage.getItem('RaStoreIngressConsole.sidebar.open')).toBe('false');
  });

  // SKIPPED until src/App.tsx uses this store: it still builds a plain localStorageStore, so in the
  // console a sign-out (or a 401) forgets both choices. The fix: `const store = createConsoleStore();`.
  it('keeps the theme and sidebar choices through a sign-out in the whole console', async () => {
    await signInForTest();
    const { user } = await renderApp('/nodes');
    await user.click(await screen.findByRole('button', { name: 'Theme: auto (system)' }));
    await user.click(screen.getByRole('button', { name: 'Theme: light' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'Sign in' });
    await submitSignIn(user);
    expect(await screen.findByRole('button', { name: 'Theme: dark' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(localStorage.getItem('RaStoreIngressConsole.theme')).toBe('"dark"');
    expect(localStorage.getItem('RaStoreIngressConsole.sidebar.open')).toBe('false');
  });
});
