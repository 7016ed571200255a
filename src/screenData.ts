/**
 * The data a screen shows first, asked for ahead of the screen (providers/listPrefetch.ts) when the
 * console starts on it (after sign-in) and when a sidebar link leads to it. So far the nodes list: the
 * page NodeList asks for when nothing else was chosen (its page size, react-admin's default sort, no
 * filter). A page, sort or filter in the URL or remembered by react-admin is left to the list itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import { constants } from './config';
import { readPreference } from './layout/preferences';
import { dataProvider } from './providers/dataProvider';
import { seedListQuery } from './providers/listQuerySeed';

export const FIRST_NODES_PAGE = {
  pagination: { page: 1, perPage: constants.pageSize },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

/**
 * How long a screen waits for its first data before it renders without it (and shows it on arrival).
 * A local gateway answers in a few tens of milliseconds; the wait is bounded for a slow one.
 */
export const FIRST_DATA_WAIT_MS = 400;

/**
 * Asks for what the screen at `path` (pathname and search) shows first, when that is known. Given
 * react-admin's query client, the answer goes into its cache (providers/listQuerySeed.ts), and the
 * promise returned resolves once it is there, or after FIRST_DATA_WAIT_MS: render the screen then, and
 * its rows are in its first rendering. Undefined when the screen's first data is not known ahead.
 */
export const prefetchScreenData = (path: string, queryClient?: QueryClient): Promise<void> | undefined => {
  const [pathname, search = ''] = path.split(/[?#]/);
  if (!/^\/nodes\/?$/.test(pathname) || search !== '' || readPreference('nodes.listParams') !== undefined) return undefined;
  const answer = dataProvider.prefetchList('nodes', FIRST_NODES_PAGE);
  if (!queryClient) return undefined;
  return Promise.race([
    seedListQuery(queryClient, 'nodes', FIRST_NODES_PAGE, answer),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);
};
