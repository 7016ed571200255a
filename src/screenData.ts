/**
 * The data a screen shows first, asked for ahead of the screen (providers/listPrefetch.ts) when the
 * console starts on it (after sign-in) and when a sidebar link leads to it. So far the nodes list: the
 * page NodeList asks for when nothing else was chosen (its page size, react-admin's default sort, no
 * filter). A page, sort or filter in the URL or remembered by react-admin is left to the list itself.
 */
import { constants } from './config';
import { readPreference } from './layout/preferences';
import { dataProvider } from './providers/dataProvider';

export const FIRST_NODES_PAGE = {
  pagination: { page: 1, perPage: constants.pageSize },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

/** Asks for what the screen at `path` (pathname and search) shows first, when that is known. */
export const prefetchScreenData = (path: string): void => {
  const [pathname, search = ''] = path.split(/[?#]/);
  if (/^\/nodes\/?$/.test(pathname) && search === '' && readPreference('nodes.listParams') === undefined) {
    dataProvider.prefetchList('nodes', FIRST_NODES_PAGE);
  }
};
