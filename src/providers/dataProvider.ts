/**
 * react-admin's dataProvider over the typed client (resources.ts): the paged envelope or a bare array
 * read as a page, nested paths from the record's node, string delete answers and partial revoke
 * answers turned into records, and the custom methods of DESIGN §5, each returning its operation's
 * answer type. ra-data-simple-rest is not used: see the README ("The API contract").
 *
 * Made for the console's query client (createDataProvider): the whole lists a search the console runs
 * by itself reads are kept there, as react-query data, and forgotten as everything else is (queryClient.ts).
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { BackendCheck, Node, PersonalAccessTokenRevoked, Service, ServiceResource } from '../api/types';
import { api } from './api';
import { fleetStream } from './fleetStream';
import { ApiError } from './httpErrors';
import { readList } from './listAnswer';
import { hasStatus, matchesSearch, statusFilter } from './localFilters';
import { resourceApi, type ConsoleRecord, type ListArgs, type Parent } from './resources';
import { fetchWholeList, wholeListQuery } from './wholeList';

type Params = Record<string, unknown>;

export { readList };

const idOf = (id: Identifier): number => Number(id);

/** The parent node of a nested record, from wherever react-admin put it. */
const parentOf = (params: { meta?: Params; previousData?: Params; data?: Params; filter?: Params }): Parent => {
  const nodeId = params.meta?.nodeId ?? params.previousData?.nodeId ?? params.data?.nodeId ?? params.filter?.nodeId;
  return { nodeId: nodeId == null || nodeId === '' ? undefined : Number(nodeId) };
};

/**
 * react-admin's sort as `orderBy`, for the columns the gateway can order by; the default (id
 * ascending) is the gateway's natural order and is not sent.
 */
const orderOf = (sortable: readonly string[], sort: GetListParams['sort'] | undefined): string | undefined => {
  if (!sort?.field || !sortable.includes(sort.field)) return undefined;
  if (sort.field === 'id' && sort.order !== 'DESC') return undefined;
  return `${sort.field},${sort.order === 'DESC' ? 'desc' : 'asc'}`;
};

/** The `orderBy` a list of `resource` sends for react-admin's `sort` (what its live stream must send too). */
export const listOrderBy = (resource: string, sort: GetListParams['sort'] | undefined): string | undefined =>
  orderOf(resourceApi(resource).sortable, sort);

const isSearchRejected = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && Object.prototype.hasOwnProperty.call((error.body as { errors?: object })?.errors ?? {}, 'search');

/**
 * Whether this gateway takes the contract's `search` parameter: unknown until a list answers one, and
 * 'no' for good once it refused it (the reference does, API-FACTS §3): lists then search by themselves.
 */
let gatewaySearch: 'unknown' | 'yes' | 'no' = 'unknown';

/** Test hook: forget what the last gateway said about search. */
export const resetGatewaySearch = () => {
  gatewaySearch = 'unknown';
};

/**
 * What a list answer tells its screen beyond its rows. `searchedLocally`: the console searched or
 * filtered the whole list itself; `wholeList`: how many rows that list had and how many were looked
 * at (fewer when it was longer than the cap).
 */
export interface ListMeta {
  searchedLocally?: true;
  wholeList?: { fetched: number; total: number };
}

/**
 * The whole list each resource's search or status filter read last, per query client. A kept whole
 * list answers the next keystrokes, pages and status changes of the same list; another list of the
 * resource (another type filter, order or parent) is read anew, and so is this one when the screen
 * comes back to it: switching to Gateways and back to View All shows what the gateway holds now, not
 * what it held a few seconds ago.
 */
const lastWholeList = new WeakMap<QueryClient, Map<string, string>>();

const readWholeList = (queryClient: QueryClient, resource: string, args: Pick<ListArgs, 'orderBy' | 'filter'>, parent: Parent) => {
  const query = wholeListQuery(resource, args, parent);
  const last = lastWholeList.get(queryClient) ?? new Map<string, string>();
  lastWholeList.set(queryClient, last);
  const key = hashKey(query.queryKey);
  const same = last.get(resource) === key;
  last.set(resource, key);
  return queryClient.fetchQuery(same ? query : { ...query, staleTime: 0 });
};

/**
 * The nodes list searched or filtered here: from the fleet stream's frame, in its worker, while the
 * fleet is followed (the list's counts follow it); null otherwise.
 */
const fleetPage = async (args: ListArgs, term: string, statuses: Set<string> | null) => {
  const { page, limit, orderBy, filter } = args;
  const type = filter.type === 'nodes' || filter.type === 'gateways' ? filter.type : undefined;
  const answer = await fleetStream.localPage({ term, statuses: statuses && [...statuses], type, orderBy, page, limit });
  if (!answer) return null;
  const meta: ListMeta = { searchedLocally: true, wholeList: { fetched: answer.fetched, total: answer.fetched } };
  return { data: answer.data as unknown as ConsoleRecord[], total: answer.total, meta };
};

/** Search and status filters applied here, over the whole list, then the page asked for. */
const localPage = async (
  queryClient: QueryClient,
  resource: string,
  args: ListArgs,
  parent: Parent,
  term: string,
  statuses: Set<string> | null,
): Promise<{ data: ConsoleRecord[]; total: number; meta: ListMeta }> => {
  const fromFleet = resource === 'nodes' ? await fleetPage(args, term, statuses) : null;
  if (fromFleet) return fromFleet;
  const { page, limit, orderBy, filter } = args;
  const whole = await readWholeList(queryClient, resource, { orderBy, filter }, parent);
  // Live statuses from the fleet's worker, which holds the fleet (the main thread does not).
  const live = statuses ? await fleetStream.statusesOf(whole.rows.map((row) => row.id)) : [];
  const rows = whole.rows.filter((row, index) => matchesSearch(resource, row, term) && (!statuses || hasStatus(row, statuses, live[index])));
  return {
    data: rows.slice((page - 1) * limit, page * limit),
    total: rows.length,
    meta: { searchedLocally: true, wholeList: { fetched: whole.rows.length, total: whole.total } },
  };
};

const getList = async (queryClient: QueryClient, resource: string, params: Partial<GetListParams>) => {
  const api = resourceApi(resource);
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const { q, status, ...filter } = (params.filter ?? {}) as Params;
  const term = typeof q === 'string' ? q.trim() : '';
  const statuses = resource === 'nodes' ? statusFilter(status) : null;
  const args: ListArgs = { page, limit: perPage, orderBy: orderOf(api.sortable, params.sort), filter, signal: params.signal };
  const parent = parentOf({ meta: params.meta as Params, filter });
  const serverSearch = term !== '' && api.searchable(parent) && gatewaySearch !== 'no';
  if (!statuses && (term === '' || serverSearch)) {
    try {
      const answer = readList(await api.list({ ...args, search: term || undefined }, parent), page, perPage);
      if (term) gatewaySearch = 'yes';
      return answer;
    } catch (error) {
      if (!term || !isSearchRejected(error)) throw error;
      gatewaySearch = 'no';
    }
  }
  return localPage(queryClient, resource, args, parent, term, statuses);
};

const getOne = async (resource: string, params: GetOneParams) => {
  const record = await resourceApi(resource).one(idOf(params.id), parentOf({ meta: params.meta }));
  // The reference server answers 204 (no body) for an unknown service.
  if (!record) throw new ApiError('ra.notification.item_doesnt_exist', 404, null);
  return { data: record };
};

const update = async (resource: string, params: UpdateParams) => {
  const answer = await resourceApi(resource).update(idOf(params.id), { ...params.previousData, ...params.data }, parentOf(params));
  return { data: { ...params.previousData, ...answer, id: params.id } as ConsoleRecord };
};

const remove = async (resource: string, params: DeleteParams) => {
  // Deletes answer a JSON string ("Deleted!"): react-admin needs the record back.
  await resourceApi(resource).remove(idOf(params.id), parentOf(params));
  return { data: { ...params.previousData, id: params.id } as ConsoleRecord };
};

/** A saved configuration file: its bytes and the name the gateway gave it. */
export interface ConfigFile {
  blob: Blob;
  fileName: string;
}

const serviceState = (resource: ServiceResource, nodeId: number, id: number, enabled: boolean): Promise<Service> => {
  const path = { nodeId, id };
  if (resource === 'http_services') {
    return enabled ? api.patch('/services/{nodeId}/http/{id}/enable', { path }) : api.patch('/services/{nodeId}/http/{id}/disable', { path });
  }
  return enabled ? api.patch('/services/{nodeId}/tcp/{id}/enable', { path }) : api.patch('/services/{nodeId}/tcp/{id}/disable', { path });
};

const methods = (queryClient: QueryClient) => ({
  supportAbortSignal: true,
  getList: (resource: string, params: Partial<GetListParams>): Promise<GetListResult> => getList(queryClient, resource, params),
  getOne,

  getMany: async (resource: string, params: GetManyParams) => {
    // The API has no id filter: fetch each record.
    const results = await Promise.all(params.ids.map((id) => getOne(resource, { id, meta: params.meta, signal: params.signal })));
    return { data: results.map((result) => result.data) };
  },

  getManyReference: (resource: string, params: GetManyReferenceParams) =>
    getList(queryClient, resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

  create: async (resource: string, params: CreateParams) => ({
    data: await resourceApi(resource).create(params.data, parentOf(params as { meta?: Params; data?: Params })),
  }),

  update,

  updateMany: async (resource: string, params: UpdateManyParams) => {
    await Promise.all(params.ids.map((id) => update(resource, { id, data: params.data, previousData: {}, meta: params.meta })));
    return { data: params.ids };
  },

  delete: remove,

  deleteMany: async (resource: string, params: DeleteManyParams) => {
    await Promise.all(params.ids.map((id) => remove(resource, { id, meta: params.meta })));
    return { data: params.ids };
  },

  /**
   * Every record of a list (its filters and order, no paging), fetched through the paged API within
   * WHOLE_LIST_CAP, for fleet-wide screens (home figures, exposure inventory), which keep it in queries
   * of their own. `total` says how many the gateway has when the cap cut the list short. `signal` aborts
   * the read (react-query's, when nobody watches the query any more).
   */
  getWholeList: async <R extends ConsoleRecord = ConsoleRecord>(
    resource: string,
    params: { filter?: Params; sort?: GetListParams['sort']; meta?: Params; signal?: AbortSignal } = {},
  ): Promise<{ data: R[]; total: number }> => {
    const api = resourceApi(resource);
    const filter = params.filter ?? {};
    const args = { orderBy: orderOf(api.sortable, params.sort), filter, signal: params.signal };
    const whole = await fetchWholeList(api, args, parentOf({ meta: params.meta, filter }));
    return { data: whole.rows as R[], total: whole.total };
  },

  /** PATCH /nodes/{id}/enable | disable. */
  setNodeEnabled: async (id: Identifier, enabled: boolean): Promise<{ data: Node }> => {
    const path = { id: idOf(id) };
    const node = enabled ? await api.patch('/nodes/{id}/enable', { path }) : await api.patch('/nodes/{id}/disable', { path });
    return { data: { ...node, enabled } };
  },

  /** GET /nodes/{id}/download: the wg-quick file, named from Content-Disposition (else config.conf). */
  downloadNodeConfig: async (id: Identifier): Promise<{ data: ConfigFile }> => ({
    data: await api.download('/nodes/{id}/download', { path: { id: idOf(id) } }),
  }),

  /** PATCH /nodes/{nodeId}/pats/{id}/revoke; the answer may be partial ({id, revoked}). */
  revokeToken: async (nodeId: Identifier, id: Identifier): Promise<{ data: PersonalAccessTokenRevoked }> => {
    const answer = await api.patch('/nodes/{id}/pats/{patId}/revoke', { path: { id: idOf(nodeId), patId: idOf(id) } });
    return { data: { ...answer, id: idOf(id), revoked: true } };
  },

  /** PATCH /services/{nodeId}/{type}/{id}/enable | disable. */
  setServiceEnabled: async (resource: ServiceResource, nodeId: Identifier, id: Identifier, enabled: boolean): Promise<{ data: Service }> => {
    const service = await serviceState(resource, idOf(nodeId), idOf(id), enabled);
    return { data: { ...service, enabled } };
  },

  /**
   * GET /services/{nodeId}/http/{id}/ping: the status the backend answered `path` with; a 400 when it
   * did not answer with a success or a redirect.
   */
  pingHttpService: async (nodeId: Identifier, id: Identifier, path: string): Promise<{ data: BackendCheck }> => ({
    data: await api.get('/services/{nodeId}/http/{id}/ping', { path: { nodeId: idOf(nodeId), id: idOf(id) }, query: { path } }),
  }),
});

export type ConsoleMethods = Pick<
  ReturnType<typeof methods>,
  'getWholeList' | 'setNodeEnabled' | 'downloadNodeConfig' | 'revokeToken' | 'setServiceEnabled' | 'pingHttpService'
>;

export type ConsoleDataProvider = DataProvider & ConsoleMethods;

/**
 * The console's data provider, keeping what it must keep in `queryClient` (the one given to <Admin>).
 * The one adapter between the contract's records and react-admin: react-admin declares each method
 * generic over the record type its caller expects, while ours return the contract's record types.
 */
export const createDataProvider = (queryClient: QueryClient): ConsoleDataProvider => methods(queryClient) as unknown as ConsoleDataProvider;
