/**
 * react-admin dataProvider for the gateway API, built on ra-data-simple-rest and overriding what the
 * API does differently: the paged envelope (or a bare array) instead of Content-Range, PATCH instead of
 * PUT, nested paths, string delete answers, partial revoke answers, and the custom methods.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { API_BASE } from '../config';
import { downloadFile, httpClient, type Query } from './httpClient';
import { routeOf, toBody } from './resources';

type Params = Record<string, unknown>;

interface Paged<T> {
  data: T[];
  page?: number;
  limit?: number;
  total?: number;
}

/** Reads a list answer: the paged envelope, or a bare array paged here. */
export const readList = <T>(json: unknown, page: number, perPage: number): { data: T[]; total: number } => {
  if (Array.isArray(json)) {
    return { data: json.slice((page - 1) * perPage, page * perPage) as T[], total: json.length };
  }
  const paged = (json ?? {}) as Paged<T>;
  const data = Array.isArray(paged.data) ? paged.data : [];
  return { data, total: typeof paged.total === 'number' ? paged.total : data.length };
};

/** The parent node of a nested record, from wherever react-admin put it. */
const parentOf = (params: { meta?: Params; previousData?: Params; data?: Params; filter?: Params }) =>
  params.meta?.nodeId ?? params.previousData?.nodeId ?? params.data?.nodeId ?? params.filter?.nodeId;

const isSearchRejected = (error: unknown): boolean => {
  const failure = error as { status?: number; body?: { errors?: Record<string, unknown> } };
  if (failure.status !== 422) return false;
  // httpClient has already flattened the 422 body to react-admin's {field: message} map.
  const errors = failure.body?.errors ?? {};
  return Object.prototype.hasOwnProperty.call(errors, 'search');
};

const getList = async (resource: string, params: Partial<GetListParams>) => {
  const route = routeOf(resource);
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const { q, nodeId, ...filter } = (params.filter ?? {}) as Params;
  const path = route.list({ nodeId, ...(params.meta as Params) });
  const query: Query = { page, limit: perPage, search: q as string, ...(filter as Query) };
  try {
    const { json } = await httpClient(path, { query, signal: params.signal });
    return readList<RaRecord>(json, page, perPage);
  } catch (error) {
    if (!query.search || !isSearchRejected(error)) throw error;
    // A gateway without search: keep the unfiltered list and let the screen say so.
    const { json } = await httpClient(path, { query: { ...query, search: undefined }, signal: params.signal });
    return { ...readList<RaRecord>(json, page, perPage), meta: { searchUnsupported: true } };
  }
};

const getOne = async (resource: string, params: { id: Identifier; meta?: Params; signal?: AbortSignal }) => {
  const { json } = await httpClient(routeOf(resource).one({ nodeId: parentOf(params) }, params.id), {
    signal: params.signal,
  });
  // The reference server answers 204 (no body) for an unknown service.
  if (json === null || typeof json !== 'object') throw new Error('ra.notification.item_doesnt_exist');
  return { data: json as RaRecord };
};

const update = async (resource: string, params: { id: Identifier; data: Params; previousData?: Params; meta?: Params }) => {
  const { json } = await httpClient(routeOf(resource).one({ nodeId: parentOf(params) }, params.id), {
    method: 'PATCH',
    body: toBody(resource, { ...params.previousData, ...params.data }),
  });
  return { data: { ...params.previousData, ...(json as Params), id: params.id } as RaRecord };
};

const remove = async (resource: string, params: { id: Identifier; previousData?: Params; meta?: Params }) => {
  // Deletes answer a JSON string ("Deleted!"): react-admin needs the record back.
  await httpClient(routeOf(resource).one({ nodeId: parentOf(params) }, params.id), { method: 'DELETE' });
  return { data: { ...params.previousData, id: params.id } as RaRecord };
};

const base = simpleRestProvider(API_BASE);

const provider = {
  ...base,
  getList,
  getOne,

  getMany: async (resource: string, params: { ids: Identifier[]; meta?: Params; signal?: AbortSignal }) => {
    // The API has no id filter: fetch each record.
    const results = await Promise.all(
      params.ids.map((id) => getOne(resource, { id, meta: params.meta, signal: params.signal })),
    );
    return { data: results.map((result) => result.data) };
  },

  getManyReference: (resource: string, params: GetListParams & { target: string; id: Identifier }) =>
    getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

  create: async (resource: string, params: { data: Params; meta?: Params }) => {
    const route = routeOf(resource);
    const { json } = await httpClient(route.list({ nodeId: parentOf(params) }), {
      method: 'POST',
      body: toBody(resource, params.data),
    });
    return { data: json as RaRecord };
  },

  update,

  updateMany: async (resource: string, params: { ids: Identifier[]; data: Params; meta?: Params }) => {
    await Promise.all(params.ids.map((id) => update(resource, { id, data: params.data, meta: params.meta })));
    return { data: params.ids };
  },

  delete: remove,

  deleteMany: async (resource: string, params: { ids: Identifier[]; meta?: Params }) => {
    await Promise.all(params.ids.map((id) => remove(resource, { id, meta: params.meta })));
    return { data: params.ids };
  },

  /** PATCH /nodes/{id}/enable | disable. */
  setNodeEnabled: async (id: Identifier, enabled: boolean) => {
    const { json } = await httpClient(`/nodes/${id}/${enabled ? 'enable' : 'disable'}`, { method: 'PATCH' });
    return { data: { ...(json as Params), id, enabled } as RaRecord };
  },

  downloadNodeConfig: (id: Identifier) => downloadFile(`/nodes/${id}/download`),

  /** PATCH /nodes/{nodeId}/pats/{id}/revoke; the answer may be partial ({id, revoked}). */
  revokeToken: async (nodeId: Identifier, id: Identifier) => {
    const { json } = await httpClient(`/nodes/${nodeId}/pats/${id}/revoke`, { method: 'PATCH' });
    return { data: { ...(json as Params), id, revoked: true } as RaRecord };
  },

  /** PATCH /services/{nodeId}/{type}/{id}/enable | disable. */
  setServiceEnabled: async (resource: 'http_services' | 'tcp_services', nodeId: Identifier, id: Identifier, enabled: boolean) => {
    const path = `${routeOf(resource).one({ nodeId }, id)}/${enabled ? 'enable' : 'disable'}`;
    const { json } = await httpClient(path, { method: 'PATCH' });
    return { data: { ...(json as Params), id, enabled } as RaRecord };
  },
};

export type ConsoleDataProvider = DataProvider &
  Pick<typeof provider, 'setNodeEnabled' | 'downloadNodeConfig' | 'revokeToken' | 'setServiceEnabled'>;

// react-admin's method signatures are generic over the record type; ours return plain records.
export const dataProvider = provider as unknown as ConsoleDataProvider;
