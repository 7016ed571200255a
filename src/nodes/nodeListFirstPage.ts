/**
 * The page the nodes list asks for when nothing else was chosen (SPEC §9's page size, react-admin's
 * default order, no filter): the list's own defaults, from which the route table works out the page
 * it opens on, to ask for it ahead (routes.ts, providers/listOpening.ts).
 */
import { constants } from '../config';
import type { ListPage } from '../providers/prefetchList';

export const NODE_LIST_FIRST_PAGE = {
  pagination: { page: 1, perPage: constants.pageSize },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
} satisfies ListPage;
