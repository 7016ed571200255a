/**
 * Boot: a visitor without a session gets the light sign-in page at once, and react-admin loads in the
 * background while they type.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneSignIn } from './auth/StandaloneSignIn';
import { getRedirect, rememberPath } from './providers/redirectMemory';
import { getToken } from './providers/tokenCookie';
import { preloadLikelyScreens, preloadScreen } from './routes';

const loadConsole = (path: string) => {
  void preloadScreen(path);
  return import('./App');
};

/** Where __DEMO__ is the literal false (dist/) the import is dropped, and src/demo with it. */
const loadDemoConsole = () => (__DEMO__ ? import('./demo').then((module) => module.demoConsole) : Promise.resolve(undefined));

const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));

const boot = async () => {
  if (__DEMO_WORKER__) {
    // The dev server's in-browser demo gateway; dropped from every build, where the flag is the literal false.
    const { startDemoWorker } = await import('../mocks/browser');
    await startDemoWorker();
  }
  const root = createRoot(document.getElementById('root')!);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  const startConsole = async () => {
    const [{ App, createConsoleSetup }, demo] = await Promise.all([loadConsole(window.location.pathname), loadDemoConsole()]);
    // With its rows already cached, the first screen renders once instead of twice.
    const setup = createConsoleSetup();
    await setup.preloader.data(`${window.location.pathname}${window.location.search}`);
    render(<App setup={setup} demo={demo} />);
    idle(() => void preloadLikelyScreens());
  };
  const { pathname, search } = window.location;

  if (getToken()) {
    if (pathname === '/login') window.history.replaceState(null, '', '/');
    await startConsole();
    return;
  }
  // Same rule as the route guard: remember where the visitor was going.
  if (pathname !== '/login') rememberPath(`${pathname}${search}`);
  window.history.replaceState(null, '', '/login');
  render(<StandaloneSignIn onSignedIn={startConsole} />);
  idle(() => void loadConsole(getRedirect()));
};

void boot();
