/**
 * Rendering helpers for integration tests, against the demo gateway (msw/node, the same handlers as the
 * browser demo).
 *
 *   const demo = useDemoServer();                 // once per test file: listen / reset / close
 *
 *   await signInForTest();                        // real POST /api/auth/login, sets the token cookie
 *   const { user } = await renderApp('/nodes/12'); // the whole <App /> (BrowserRouter) at that URL
 *
 *   const { user, location } = renderInAdmin(<MyScreen />, { initialEntries: ['/nodes'] });
 *   // a component inside react-admin's <AdminContext> with the real providers and a memory router;
 *   // location() is the router's current location.
 *
 * <App /> is imported lazily so that component tests never load (or break on) the feature screens.
 */
import { render, screen, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { BrowserRouter, useLocation, type Location } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestServer } from '../../../mocks/node';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../../mocks/credentials';
import { authProvider as appAuthProvider } from '../../../src/providers/authProvider';
import { createConsoleClients } from '../../../src/consoleClients';
import { i18nProvider as appI18nProvider } from '../../../src/providers/i18nProvider';
import { createQueryClient } from '../../../src/providers/queryClient';

export const DEMO_CREDENTIALS = { username: DEMO_USERNAME, password: DEMO_PASSWORD } as const;

type TestServer = ReturnType<typeof createTestServer>;

/**
 * Starts the demo gateway for the calling test file (`onUnhandledRequest: 'error'`); after each test it
 * drops `server.use()` overrides and reseeds the database (sessions and login failures included), and
 * closes the server at the end. Returns `{ server, db }`.
 */
export const useDemoServer = (): TestServer => {
  const demo = createTestServer();
  beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    demo.server.resetHandlers();
    demo.db.reset();
  });
  afterAll(() => demo.server.close());
  return demo;
};

/** Signs in against the demo gateway and stores the token the way the console does (cookie `token`). */
export const signInForTest = async (credentials: { username: string; password: string } = DEMO_CREDENTIALS): Promise<string> => {
  const response = await fetch('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`demo sign-in failed with ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  document.cookie = `token=${encodeURIComponent(token)}; Path=/`;
  return token;
};

/** The page's path (+ search) as the BrowserRouter of <App /> sees it. */
export const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

/** The token cookie, or null. */
export const tokenCookie = (): string | null => {
  const entry = document.cookie.split('; ').find((part) => part.startsWith('token='));
  const value = entry ? decodeURIComponent(entry.slice('token='.length)) : '';
  return value === '' ? null : value;
};

/** A query client and the data provider that keeps its whole lists there, as the console makes them. */
export { createConsoleClients };

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
}

/**
 * Renders the whole console at `url` (BrowserRouter, so the jsdom history is moved there first).
 * Waits for nothing: use `findBy*` for what the test expects.
 */
export const renderApp = async (url = '/', { user = userEvent.setup() }: { user?: UserEvent } = {}): Promise<RenderAppResult> => {
  window.history.pushState({}, '', url);
  const { App } = await import('../../../src/App');
  const result = render(<App />);
  return { ...result, user };
};

export interface RenderInAdminOptions {
  /** Where the router starts (default '/'); only the first entry is used with `router: 'browser'`. */
  initialEntries?: string[];
  /**
   * 'memory' (default): react-admin's <TestMemoryRouter>. 'browser': a <BrowserRouter> on the jsdom
   * history, like <App />; use it when the code under test reads window.location (the authProvider
   * remembers the current path from it).
   */
  router?: 'memory' | 'browser';
  /** The console's own query client unless given (react-admin's cache). */
  queryClient?: QueryClient;
  /** The console's data provider (on `queryClient`) unless given. */
  dataProvider?: DataProvider;
  authProvider?: AuthProvider | null;
  i18nProvider?: I18nProvider;
  store?: Store;
  user?: UserEvent;
}

const LocationProbe = ({ onChange }: { onChange: (location: Location) => void }) => {
  onChange(useLocation());
  return null;
};

export interface RenderInAdminResult extends RenderResult {
  user: UserEvent;
  /** The memory router's current location. */
  location: () => Location;
  store: Store;
  queryClient: QueryClient;
}

/**
 * Renders `ui` inside react-admin's <AdminContext> (the console's query client, real data, auth and i18n providers unless given)
 * with a <TestMemoryRouter> at `initialEntries` and an in-memory store.
 */
export const renderInAdmin = (ui: ReactNode, options: RenderInAdminOptions = {}): RenderInAdminResult => {
  const {
    initialEntries = ['/'],
    router = 'memory',
    queryClient = createQueryClient(),
    dataProvider = createConsoleClients(queryClient).dataProvider,
    authProvider = appAuthProvider,
    i18nProvider = appI18nProvider,
    store = memoryStore(),
    user = userEvent.setup(),
  } = options;
  let location: Location | undefined;
  const track = (l: Location) => {
    location = l;
  };
  const admin = (
    <AdminContext queryClient={queryClient} dataProvider={dataProvider} authProvider={authProvider ?? undefined} i18nProvider={i18nProvider} store={store}>
      {ui}
    </AdminContext>
  );
  let tree: ReactNode;
  if (router === 'browser') {
    window.history.pushState({}, '', initialEntries[0]);
    tree = (
      <BrowserRouter>
        {admin}
        <LocationProbe onChange={track} />
      </BrowserRouter>
    );
  } else {
    tree = (
      <TestMemoryRouter initialEntries={initialEntries} locationCallback={track}>
        {admin}
      </TestMemoryRouter>
    );
  }
  const result = render(tree);
  return {
    ...result,
    user,
    store,
    queryClient,
    location: () => {
      if (!location) throw new Error('the router has not rendered yet');
      return location;
    },
  };
};

/** The sign-in form's password field (react-admin's PasswordInput also has a "show password" button). */
export const passwordField = (): HTMLElement => screen.getByLabelText('Password', { selector: 'input' });

/** Fills in and submits the sign-in form. */
export const submitSignIn = async (user: UserEvent, { username, password }: { username: string; password: string } = DEMO_CREDENTIALS) => {
  if (username) await user.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  if (password) await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};
