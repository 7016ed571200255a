/**
 * The route table: every screen's path pattern (react-router's), the loader of its code, and what it
 * shows first when that is known ahead. Boot code only (main.tsx, App.tsx): App builds the routes from
 * it, and everything else reaches it through the screen preloader context (ScreenPreloaderContext),
 * never by importing a screen. Nothing here may pull React, MUI or react-admin into the sign-in page:
 * screens load on first demand, and the data part receives the query client and data provider.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { DataProvider } from 'react-admin';
import { loadOnce, type ModuleLoader } from './components/loadOnce';
import type { ScreenPreloader } from './components/screenPreloader';
import { NODE_LIST_FIRST_PAGE, opensOnFirstPage } from './nodes/nodeListFirstPage';
import { prefetchList } from './providers/prefetchList';

export interface ConsoleClients {
  queryClient: QueryClient;
  dataProvider: DataProvider;
}

export interface ScreenRoute {
  /** react-router's path pattern, absolute. */
  path: string;
  screen: ModuleLoader<{ default: ComponentType }>;
  /** Asks for what the screen shows first (into the query cache), when that is known ahead from `search`. */
  data?: (clients: ConsoleClients, search: string) => Promise<void> | undefined;
}

export const routes = {
  home: { path: '/', screen: loadOnce(() => import('./home/HomePage')) },
  nodes: {
    path: '/nodes',
    screen: loadOnce(() => import('./nodes/NodeList')),
    data: ({ queryClient, dataProvider }, search) =>
      opensOnFirstPage(search) ? prefetchList(queryClient, dataProvider, 'nodes', NODE_LIST_FIRST_PAGE) : undefined,
  },
  node: { path: '/nodes/:id', screen: loadOnce(() => import('./nodes/NodeDetails')) },
  serviceLogs: { path: '/nodes/:nodeId/:type/:id/logs', screen: loadOnce(() => import('./logs/ServiceLogsPage')) },
  domains: { path: '/domains', screen: loadOnce(() => import('./domains/DomainList')) },
  domainLogs: { path: '/domains/:domain/logs', screen: loadOnce(() => import('./logs/DomainLogsPage')) },
  exposure: { path: '/exposure', screen: loadOnce(() => import('./exposure/ExposurePage')) },
} satisfies Record<string, ScreenRoute>;

export type RouteName = keyof typeof routes;

/**
 * A pattern's matcher, for the patterns above (static segments and `:param`s): react-router's
 * matchPath would bring the router into the sign-in page (bench:bundle). tests/unit/routes.test.ts
 * holds it to matchPath.
 */
const matcherOf = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/\/+$/, '').replace(/:[^/]+/g, '[^/]+')}/?$`);

const table: [RegExp, ScreenRoute][] = Object.values(routes).map((route) => [matcherOf(route.path), route]);

/** The route of `path` (its pathname part), if a screen has one. */
export const routeOf = (path: string): ScreenRoute | undefined => {
  const pathname = path.split(/[?#]/)[0] || '/';
  return table.find(([matcher]) => matcher.test(pathname))?.[1];
};

/** The part of a route's path under its resource's list (`/nodes/:id` → `:id`), as <Resource> children take it. */
export const underResource = (resource: string, route: ScreenRoute): string => route.path.slice(`/${resource}/`.length);

/** Starts loading the code of the screen at `path`; a path no screen matches loads nothing. */
export const preloadScreen = (path: string): Promise<void> =>
  // A failed preload is not an error: the route loads (and reports) it again when it renders.
  routeOf(path)?.screen().then(
    () => undefined,
    () => undefined,
  ) ?? Promise.resolve();

/**
 * The screen an operator most often opens next, the nodes list, for when the first screen is up. The
 * others (home too) load when a link to them is pointed at or focused: a screen's code, once run, holds
 * memory on every screen after it, and the nodes list is held to its memory budget (bench:nodes).
 */
export const preloadLikelyScreens = (): Promise<void> => preloadScreen(routes.nodes.path);

/**
 * How long a screen waits for its first data before it renders without it (and shows it on arrival).
 * A local gateway answers in a few tens of milliseconds; the wait is bounded for a slow one.
 */
export const FIRST_DATA_WAIT_MS = 400;

/** The preloader of the console's screens (ScreenPreloaderContext), with the console's clients. */
export const createScreenPreloader = (clients: ConsoleClients): ScreenPreloader => ({
  code: preloadScreen,
  data: (path) => {
    const [, search = ''] = path.split('?');
    const asked = routeOf(path)?.data?.(clients, search ? `?${search.split('#')[0]}` : '');
    if (!asked) return undefined;
    return Promise.race([asked, new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
  },
});
