/**
 * The page the nodes list asks for when nothing else was chosen (SPEC §9's page size, react-admin's
 * default order, no filter): the list's own defaults, and what is asked for ahead of it (routes.ts).
 */
import { constants } from '../config';
import type { ListPage } from '../providers/prefetchList';
import { readPreference } from '../providers/preferences';

export const NODE_LIST_FIRST_PAGE = {
  pagination: { page: 1, perPage: constants.pageSize },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
} satisfies ListPage;

/**
 * Whether the list opened with `search` (the address's query) shows NODE_LIST_FIRST_PAGE: nothing in
 * the address, and no page, order or filter react-admin remembers from an earlier visit.
 */
export const opensOnFirstPage = (search: string): boolean => search === '' && readPreference('nodes.listParams') === undefined;
