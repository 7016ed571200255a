/**
 * Boot, before any library has arrived: a visitor without a session gets the light sign-in page, and
 * react-admin loads in the background while they type; with a session, the console's code, the screen's
 * and its first data are asked for at once. React comes with the page's root (root.tsx), which
 * index.html preloads for both.
 */
import { getRedirect, rememberPath } from './providers/redirectMemory';
import { getToken } from './providers/tokenCookie';
import { preloadLikelyScreens, preloadScreen } from './routes';

/** The screen at `path`, App's code and what the console runs on (consoleSetup.ts), all at once. */
const loadConsole = (path: string) => {
  void preloadScreen(path);
  return Promise.all([import('./App'), import('./consoleSetup')]);
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
  const root = import('./root');
  const startConsole = async () => {
    const { pathname, search } = window.location;
    const code = Promise.all([loadConsole(pathname), loadDemoConsole(), root]);
    // The first screen's data is asked for as soon as the data provider is in, while the screens' code
    // is still on its way; with its rows already cached, the first screen renders once instead of twice.
    const { createConsoleSetup } = await import('./consoleSetup');
    const setup = createConsoleSetup();
    const firstData = setup.preloader.data(`${pathname}${search}`);
    const [[{ App }], demo, { showConsole }] = await code;
    await firstData;
    showConsole(App, { setup, demo });
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
  (await root).showSignIn(startConsole);
  idle(() => void loadConsole(getRedirect()));
};

void boot();
