/**
 * The screen a path opens, loaded ahead: started together with the console itself, so that the screen's
 * code is not discovered only once react-admin has rendered its route (a waterfall of two round trips
 * and two evaluations). The same modules the routes load lazily, so nothing is loaded twice.
 */
const SCREENS: [RegExp, () => Promise<unknown>][] = [
  [/^\/nodes\/[^/]+\/(http|tcp)\/[^/]+\/logs\/?$/, () => import('./logs/ServiceLogsPage')],
  [/^\/nodes\/[^/]+\/?$/, () => import('./nodes/NodeDetails')],
  [/^\/nodes\/?$/, () => import('./nodes/NodeList')],
  [/^\/domains\/[^/]+\/logs\/?$/, () => import('./logs/DomainLogsPage')],
  [/^\/domains\/?$/, () => import('./domains/DomainList')],
  [/^\/exposure\/?$/, () => import('./exposure/ExposurePage')],
  [/^\/$/, () => import('./home/HomePage')],
];

/** Starts loading the screen of `path` (its pathname part); a path no screen matches loads nothing. */
export const preloadScreen = (path: string): Promise<unknown> => {
  const pathname = path.split(/[?#]/)[0] || '/';
  const screen = SCREENS.find(([pattern]) => pattern.test(pathname));
  // A failed preload is not an error: the route loads (and reports) it again when it renders.
  return screen ? screen[1]().catch(() => undefined) : Promise.resolve();
};
