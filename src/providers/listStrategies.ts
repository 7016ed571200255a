/**
 * The console searches the whole list itself where the gateway refuses `search` (the reference, API-FACTS
 * §3) or for a node's status, which no gateway filters (the list's rows carry it as the gateway read it).
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { GetListParams, GetListResult } from 'react-admin';
import { ApiError } from './httpErrors';
import { readList } from './listAnswer';
import { hasStatus, matchesSearch, statusFilter } from './localFilters';
import type { NodeState } from './nodeState';
import { resourceApi, type ConsoleRecord, type ListArgs, type Parent, type ResourceApi } from './resources';
import { wholeListQuery } from './wholeList';

type Params = Record<string, unknown>;

/** `wholeList.fetched` is below `total` when the list was longer than the cap. */
export interface ListMeta {
  searchedLocally?: true;
  wholeList?: { fetched: number; total: number };
}

/** The parent node of a nested record, from wherever react-admin put it. */
export const parentOf = (params: { meta?: Params; previousData?: Params; data?: Params; filter?: Params }): Parent => {
  const nodeId = params.meta?.nodeId ?? params.previousData?.nodeId ?? params.data?.nodeId ?? params.filter?.nodeId;
  return { nodeId: nodeId == null || nodeId === '' ? undefined : Number(nodeId) };
};

/** Id ascending is the gateway's natural order and is not sent. */
export const orderOf = (sortable: readonly string[], sort: GetListParams['sort'] | undefined): string | undefined => {
  if (!sort?.field || !sortable.includes(sort.field)) return undefined;
  if (sort.field === 'id' && sort.order !== 'DESC') return undefined;
  return `${sort.field},${sort.order === 'DESC' ? 'desc' : 'asc'}`;
};

const isSearchRejected = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && Object.prototype.hasOwnProperty.call((error.body as { errors?: object })?.errors ?? {}, 'search');

export const gatewayPage = async (api: ResourceApi<ConsoleRecord>, args: ListArgs, parent: Parent, term: string): Promise<GetListResult> =>
  readList(await api.list({ ...args, search: term || undefined }, parent), args.page, args.limit);

/** Read through the query client so that a kept whole list answers the next keystrokes. */
export const wholeListPage = async (
  read: (query: ReturnType<typeof wholeListQuery>) => Promise<{ rows: ConsoleRecord[]; total: number }>,
  resource: string,
  args: ListArgs,
  parent: Parent,
  term: string,
  statuses: ReadonlySet<NodeState> | null,
): Promise<{ data: ConsoleRecord[]; total: number; meta: ListMeta }> => {
  const { page, limit, orderBy, filter } = args;
  const whole = await read(wholeListQuery(resource, { orderBy, filter }, parent));
  const rows = whole.rows.filter((row) => matchesSearch(resource, row, term) && (!statuses || hasStatus(row, statuses)));
  return {
    data: rows.slice((page - 1) * limit, page * limit),
    total: rows.length,
    meta: { searchedLocally: true, wholeList: { fetched: whole.rows.length, total: whole.total } },
  };
};

/**
 * A whole list the screen switches to (another type filter, order or parent) is read anew; the same one is
 * kept for the next keystrokes.
 */
export const createListReader = (queryClient: QueryClient) => {
  let searchSupport: 'unknown' | 'yes' | 'no' = 'unknown';
  const lastWholeList = new Map<string, string>();
  const readWhole = (query: ReturnType<typeof wholeListQuery>) => {
    const resource = String(query.queryKey[0]);
    const key = hashKey(query.queryKey);
    const same = lastWholeList.get(resource) === key;
    lastWholeList.set(resource, key);
    return queryClient.fetchQuery(same ? query : { ...query, staleTime: 0 });
  };

  return async (resource: string, params: Partial<GetListParams>): Promise<GetListResult> => {
    const api = resourceApi(resource);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const { q, status, ...filter } = (params.filter ?? {}) as Params;
    const term = typeof q === 'string' ? q.trim() : '';
    const statuses = resource === 'nodes' ? statusFilter(status) : null;
    const args: ListArgs = { page, limit: perPage, orderBy: orderOf(api.sortable, params.sort), filter, signal: params.signal };
    const parent = parentOf({ meta: params.meta as Params, filter });
    if (!statuses && (term === '' || (api.searchable(parent) && searchSupport !== 'no'))) {
      try {
        const answer = await gatewayPage(api, args, parent, term);
        if (term) searchSupport = 'yes';
        return answer;
      } catch (error) {
        if (!term || !isSearchRejected(error)) throw error;
        searchSupport = 'no';
      }
    }
    return wholeListPage(readWhole, resource, args, parent, term, statuses);
  };
};
