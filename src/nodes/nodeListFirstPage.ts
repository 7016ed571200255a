/**
 * The nodes list's defaults (SPEC §9's page size, react-admin's default order, no filter), shared with
 * the route table so that it can ask for the opening page ahead (routes.ts, providers/listOpening.ts).
 */
import { constants } from '../config';
import type { ListPage } from '../providers/prefetchList';

export const NODE_LIST_FIRST_PAGE = {
  pagination: { page: 1, perPage: constants.pageSize },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
} satisfies ListPage;
