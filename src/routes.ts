/**
 * The route table. main.tsx imports it, so nothing here may pull React, MUI or react-admin into the
 * sign-in page.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { DataProvider } from 'react-admin';
import { loadOnce, type ModuleLoader } from './components/loadOnce';
import type { ScreenPreloader } from './components/screenPreloader';
import { DOMAIN_LIST_FIRST_PAGE } from './domains/domainListFirstPage';
import { NODE_LIST_FIRST_PAGE } from './nodes/nodeListFirstPage';
import { listOpening } from './providers/listOpening';
import { hasFreshList, hasFreshRecord, PREFETCH_FRESH_MS, prefetchList, prefetchRecord, type ListPage } from './providers/prefetchList';

export interface ConsoleClients {
  queryClient: QueryClient;
  dataProvider: DataProvider;
}

export interface FirstData {
  /** Fresh in the query cache, so the screen can render with it at once. */
  ready: () => boolean;
  load: () => Promise<void>;
}

/** Where a screen opens: the address's path and its query (`?…`, or ''). */
export interface Address {
  pathname: string;
  search: string;
}

export interface ScreenRoute {
  /** react-router's path pattern, absolute. */
  path: string;
  screen: ModuleLoader<{ default: ComponentType }>;
  data?: (clients: ConsoleClients, at: Address) => FirstData | undefined;
}

/** Through prefetchList, the one way to load a list ahead. */
const listAhead =
  (resource: string, first: ListPage) =>
  ({ queryClient, dataProvider }: ConsoleClients, { search }: Address): FirstData | undefined => {
    const page = listOpening(resource, search, first);
    return (
      page && {
        ready: () => hasFreshList(queryClient, resource, page),
        load: () => prefetchList(queryClient, dataProvider, resource, page),
      }
    );
  };

/**
 * The record a show page at `/<resource>/<id>` reads, through prefetchRecord. Node ids are numbers in
 * the contract: another id names no record, and the page says so without asking.
 */
const recordAhead =
  (resource: string) =>
  ({ queryClient, dataProvider }: ConsoleClients, { pathname }: Address): FirstData | undefined => {
    const id = pathname.split('/')[2] ?? '';
    if (!/^\d+$/.test(id)) return undefined;
    return {
      ready: () => hasFreshRecord(queryClient, resource, Number(id)),
      load: () => prefetchRecord(queryClient, dataProvider, resource, Number(id)),
    };
  };

export const routes = {
  home: { path: '/', screen: loadOnce(() => import('./home/HomePage')) },
  nodes: {
    path: '/nodes',
    screen: loadOnce(() => import('./nodes/NodeList')),
    data: listAhead('nodes', NODE_LIST_FIRST_PAGE),
  },
  node: {
    path: '/nodes/:id',
    screen: loadOnce(() => import('./nodes/NodeDetails')),
    data: recordAhead('nodes'),
  },
  serviceLogs: { path: '/nodes/:nodeId/:type/:id/logs', screen: loadOnce(() => import('./logs/ServiceLogsPage')) },
  domains: {
    path: '/domains',
    screen: loadOnce(() => import('./domains/DomainList')),
    data: listAhead('domains', DOMAIN_LIST_FIRST_PAGE),
  },
  domainLogs: { path: '/domains/:domain/logs', screen: loadOnce(() => import('./logs/DomainLogsPage')) },
  exposure: { path: '/exposure', screen: loadOnce(() => import('./exposure/ExposurePage')) },
  configuration: { path: '/configuration', screen: loadOnce(() => import('./configuration/ConfigurationPage')) },
} satisfies Record<string, ScreenRoute>;

export type RouteName = keyof typeof routes;

/**
 * react-router's matchPath would bring the router into the sign-in page (measured in docs/benchmarks.md,
 * "Forks, and why"); tests/unit/routes.test.ts holds this to matchPath.
 */
const matcherOf = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/\/+$/, '').replace(/:[^/]+/g, '[^/]+')}/?$`);

const table: [RegExp, ScreenRoute][] = Object.values(routes).map((route) => [matcherOf(route.path), route]);

export const routeOf = (path: string): ScreenRoute | undefined => {
  const pathname = path.split(/[?#]/)[0] || '/';
  return table.find(([matcher]) => matcher.test(pathname))?.[1];
};

/** <Resource> children take paths relative to the resource: `/nodes/:id` → `:id`. */
export const underResource = (resource: string, route: ScreenRoute): string => route.path.slice(`/${resource}/`.length);

export const preloadScreen = (path: string): Promise<void> =>
  // A failed preload is not an error: the route loads (and reports) it again when it renders.
  routeOf(path)?.screen().then(
    () => undefined,
    () => undefined,
  ) ?? Promise.resolve();

/**
 * Only the screen most often opened next: a screen's code, once run, holds memory on every screen after
 * it, so the others load when a link to them is pointed at.
 */
export const preloadLikelyScreens = (): Promise<void> => preloadScreen(routes.nodes.path);

/** How long a screen waits for its first data before it renders without it (and shows it on arrival). */
export const FIRST_DATA_WAIT_MS = 400;

interface Ask {
  at: number;
  landed: Promise<void>;
  answered?: number;
}

/**
 * Data asked for again while on its way waits for what is left of FIRST_DATA_WAIT_MS, and an answer just
 * arrived, rows or a failure, is not asked for again within PREFETCH_FRESH_MS.
 */
export const createScreenPreloader = (clients: ConsoleClients): ScreenPreloader => {
  const firstDataOf = (path: string) => {
    const [pathname = '/', search = ''] = path.split('#')[0].split('?');
    return routeOf(path)?.data?.(clients, { pathname, search: search ? `?${search}` : '' });
  };
  const asks = new Map<string, Ask>();
  const askOf = (path: string) => {
    for (const [asked, ask] of asks) if (ask.answered !== undefined && Date.now() - ask.answered >= PREFETCH_FRESH_MS) asks.delete(asked);
    return asks.get(path);
  };
  return {
    code: preloadScreen,
    ready: (path) => {
      const first = firstDataOf(path);
      return !first || first.ready() || askOf(path)?.answered !== undefined;
    },
    data: (path) => {
      const first = firstDataOf(path);
      if (!first) return undefined;
      let ask = askOf(path);
      if (!ask) {
        const asked: Ask = { at: Date.now(), landed: first.load().finally(() => void (asked.answered = Date.now())) };
        asks.set(path, asked);
        ask = asked;
      }
      const left = Math.max(0, FIRST_DATA_WAIT_MS - (Date.now() - ask.at));
      return Promise.race([ask.landed, new Promise<void>((resolve) => setTimeout(resolve, left))]);
    },
  };
};
