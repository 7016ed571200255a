/**
 * Boot. A visitor without a session gets the light sign-in page at once; react-admin and the screens
 * load afterwards (in the background while they type), so the first screen stays small and fast.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneSignIn } from './auth/StandaloneSignIn';
import { getRedirect, rememberPath } from './providers/redirectMemory';
import { getToken } from './providers/tokenCookie';
import { preloadLikelyScreens, preloadScreen } from './routes';

/** The console and, in parallel, the screen it will open first. */
const loadConsole = (path: string) => {
  void preloadScreen(path);
  return import('./App');
};

/**
 * The demo's own controls and their texts (src/demo), with the console. Demo builds only: where
 * __DEMO__ is the literal false (production) the import is dropped, and src/demo with it.
 */
const loadDemoConsole = () => (__DEMO__ ? import('./demo').then((module) => module.demoConsole) : Promise.resolve(undefined));

const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));

const boot = async () => {
  if (__DEMO__) {
    // Demo mode only: the import disappears from production bundles because __DEMO__ is the literal false there.
    const { startDemoWorker } = await import('../mocks/browser');
    await startDemoWorker();
  }
  const root = createRoot(document.getElementById('root')!);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  const startConsole = async () => {
    const [{ App, createConsoleSetup }, demo] = await Promise.all([loadConsole(window.location.pathname), loadDemoConsole()]);
    // The first screen's rows, in the query cache before the first rendering when they come in time:
    // the screen then renders once, with them, instead of once without and once more for them.
    const setup = createConsoleSetup();
    await setup.preloader.data(`${window.location.pathname}${window.location.search}`);
    render(<App setup={setup} demo={demo} />);
    // Once the first screen is up: the screen most often opened next, so that moving on waits for nothing.
    idle(() => void preloadLikelyScreens());
  };
  const { pathname, search } = window.location;

  if (getToken()) {
    if (pathname === '/login') window.history.replaceState(null, '', '/');
    await startConsole();
    return;
  }
  // Same rule as the route guard: remember where the visitor was going, then ask them to sign in.
  if (pathname !== '/login') rememberPath(`${pathname}${search}`);
  window.history.replaceState(null, '', '/login');
  render(<StandaloneSignIn onSignedIn={startConsole} />);
  // While the user types: the console and the screen they were going to (the remembered path).
  idle(() => void loadConsole(getRedirect()));
};

void boot();
