/**
 * The console's screens, each loaded once on first demand, and the way to start loading the screen a
 * path opens ahead of time: together with the console itself (so that the screen's code is not
 * discovered only once react-admin has rendered its route: a waterfall of two round trips and two
 * evaluations), and the sidebar's other screens once the first one is up. The routes render the same
 * loaders (lazyScreen), so nothing is loaded twice, and a screen whose code has arrived renders at once.
 *
 * Imported by the boot code: nothing here may pull React, MUI or react-admin into the sign-in page.
 */

/** A module loaded on first call; `loaded` holds it once it has arrived. A failed load can be retried. */
export interface ModuleLoader<M> {
  (): Promise<M>;
  loaded?: M;
}

export const loadOnce = <M>(load: () => Promise<M>): ModuleLoader<M> => {
  let pending: Promise<M> | undefined;
  const loader: ModuleLoader<M> = () =>
    (pending ??= load().then(
      (module) => {
        loader.loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return loader;
};

export const screens = {
  home: loadOnce(() => import('./home/HomePage')),
  nodeList: loadOnce(() => import('./nodes/NodeList')),
  nodeDetails: loadOnce(() => import('./nodes/NodeDetails')),
  domainList: loadOnce(() => import('./domains/DomainList')),
  serviceLogs: loadOnce(() => import('./logs/ServiceLogsPage')),
  domainLogs: loadOnce(() => import('./logs/DomainLogsPage')),
  exposure: loadOnce(() => import('./exposure/ExposurePage')),
};

const SCREENS: [RegExp, ModuleLoader<unknown>][] = [
  [/^\/nodes\/[^/]+\/(http|tcp)\/[^/]+\/logs\/?$/, screens.serviceLogs],
  [/^\/nodes\/[^/]+\/?$/, screens.nodeDetails],
  [/^\/nodes\/?$/, screens.nodeList],
  [/^\/domains\/[^/]+\/logs\/?$/, screens.domainLogs],
  [/^\/domains\/?$/, screens.domainList],
  [/^\/exposure\/?$/, screens.exposure],
  [/^\/$/, screens.home],
];

/** Starts loading the screen of `path` (its pathname part); a path no screen matches loads nothing. */
export const preloadScreen = (path: string): Promise<unknown> => {
  const pathname = path.split(/[?#]/)[0] || '/';
  const screen = SCREENS.find(([pattern]) => pattern.test(pathname));
  // A failed preload is not an error: the route loads (and reports) it again when it renders.
  return screen ? screen[1]().catch(() => undefined) : Promise.resolve();
};

/**
 * The screen an operator most often opens next, the nodes list, for when the first screen is up. The
 * others (home too) load when a link to them is pointed at or focused: a screen's code, once run, holds
 * memory on every screen after it, and the nodes list is held to its memory budget (issue 16).
 */
export const preloadLikelyScreens = async (): Promise<void> => {
  await screens.nodeList().catch(() => undefined);
};
