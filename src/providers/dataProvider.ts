/**
 * react-admin's dataProvider and the custom methods of DESIGN §5 over the typed client; why
 * ra-data-simple-rest is not used is in the README ("The API contract").
 */
import type { QueryClient } from '@tanstack/react-query';
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
import { ApiError, refusedSave } from './httpErrors';
import { readList } from './listAnswer';
import { createListReader, orderOf, parentOf } from './listStrategies';
import { resourceApi, type ConsoleRecord } from './resources';
import { readCheckFacts, type CheckTarget } from './serviceCheck/readFacts';
import { fetchWholeList } from './wholeList';

type Params = Record<string, unknown>;

export { readList };
export type { ListMeta } from './listStrategies';

const idOf = (id: Identifier): number => Number(id);

/** A list's live stream must send the same `orderBy` as the list. */
export const listOrderBy = (resource: string, sort: GetListParams['sort'] | undefined): string | undefined =>
  orderOf(resourceApi(resource).sortable, sort);

const getOne = async (resource: string, params: GetOneParams) => {
  const record = await resourceApi(resource).one(idOf(params.id), parentOf({ meta: params.meta }));
  // The reference server answers 204 (no body) for an unknown service.
  if (!record) throw new ApiError('ra.notification.item_doesnt_exist', 404, null);
  return { data: record };
};

/** A save: what the gateway refuses about a field or the record lands on the form (gatewayRefusals.ts). */
const saving = async <T>(resource: string, save: () => Promise<T>): Promise<T> => {
  try {
    return await save();
  } catch (error) {
    throw refusedSave(resource, error);
  }
};

const update = async (resource: string, params: UpdateParams) => {
  const answer = await saving(resource, () =>
    resourceApi(resource).update(idOf(params.id), { ...params.previousData, ...params.data }, parentOf(params)),
  );
  return { data: { ...params.previousData, ...answer, id: params.id } as ConsoleRecord };
};

const remove = async (resource: string, params: DeleteParams) => {
  // Deletes answer a JSON string ("Deleted!"): react-admin needs the record back.
  await resourceApi(resource).remove(idOf(params.id), parentOf(params));
  return { data: { ...params.previousData, id: params.id } as ConsoleRecord };
};

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

const methods = (getList: ReturnType<typeof createListReader>) => ({
  supportAbortSignal: true,
  getList: (resource: string, params: Partial<GetListParams>): Promise<GetListResult> => getList(resource, params),
  getOne,

  getMany: async (resource: string, params: GetManyParams) => {
    // The API has no id filter: fetch each record.
    const results = await Promise.all(params.ids.map((id) => getOne(resource, { id, meta: params.meta, signal: params.signal })));
    return { data: results.map((result) => result.data) };
  },

  getManyReference: (resource: string, params: GetManyReferenceParams) =>
    getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

  create: async (resource: string, params: CreateParams) => ({
    data: await saving(resource, () => resourceApi(resource).create(params.data, parentOf(params as { meta?: Params; data?: Params }))),
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

  /** For fleet-wide screens (home figures, exposure inventory), which keep it in queries of their own. */
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

  setNodeEnabled: async (id: Identifier, enabled: boolean): Promise<{ data: Node }> => {
    const path = { id: idOf(id) };
    const node = enabled ? await api.patch('/nodes/{id}/enable', { path }) : await api.patch('/nodes/{id}/disable', { path });
    return { data: { ...node, enabled } };
  },

  downloadNodeConfig: async (id: Identifier): Promise<{ data: ConfigFile }> => ({
    data: await api.download('/nodes/{id}/download', { path: { id: idOf(id) } }),
  }),

  /** The answer may be partial ({id, revoked}). */
  revokeToken: async (nodeId: Identifier, id: Identifier): Promise<{ data: PersonalAccessTokenRevoked }> => {
    const answer = await api.patch('/nodes/{id}/pats/{patId}/revoke', { path: { id: idOf(nodeId), patId: idOf(id) } });
    return { data: { ...answer, id: idOf(id), revoked: true } };
  },

  setServiceEnabled: async (resource: ServiceResource, nodeId: Identifier, id: Identifier, enabled: boolean): Promise<{ data: Service }> => {
    const service = await serviceState(resource, idOf(nodeId), idOf(id), enabled);
    return { data: { ...service, enabled } };
  },

  /** The gateway answers 400 when the backend did not answer `path` with a success or a redirect. */
  pingHttpService: async (nodeId: Identifier, id: Identifier, path: string): Promise<{ data: BackendCheck }> => ({
    data: await api.get('/services/{nodeId}/http/{id}/ping', { path: { nodeId: idOf(nodeId), id: idOf(id) }, query: { path } }),
  }),

  /** What the check of a service reads now: the service, its node with its runtime, its domain (providers/serviceCheck). */
  readCheckFacts: async (target: CheckTarget) => {
    const facts = await readCheckFacts(api, target);
    if (!facts) throw new ApiError('ra.notification.item_doesnt_exist', 404, null);
    return { data: facts };
  },
});

export type ConsoleMethods = Pick<
  ReturnType<typeof methods>,
  'getWholeList' | 'setNodeEnabled' | 'downloadNodeConfig' | 'revokeToken' | 'setServiceEnabled' | 'pingHttpService' | 'readCheckFacts'
>;

export type ConsoleDataProvider = DataProvider & ConsoleMethods;

/**
 * The one cast between the contract's record types and react-admin, which declares each method generic
 * over the record type its caller expects.
 */
export const createDataProvider = (queryClient: QueryClient): ConsoleDataProvider => methods(createListReader(queryClient)) as unknown as ConsoleDataProvider;
