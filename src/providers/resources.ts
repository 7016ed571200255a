/**
 * Resource → contract operations (DESIGN §5). The body schemas load with the first create or edit, as
 * reading lists does not need them.
 */
import type { z } from 'zod';
import type { Domain, HttpService, Node, PersonalAccessToken, TcpService } from '../api/types';
import { api } from './api';
import { ApiError, rootError } from './httpErrors';

export interface ListArgs {
  page: number;
  limit: number;
  /** `<column>,asc|desc`. */
  orderBy?: string;
  /** Free text; only lists whose contract has a `search` parameter send it. */
  search?: string;
  filter: Record<string, unknown>;
  signal?: AbortSignal;
}

/** The owning node of a nested record (tokens, services), wherever react-admin put it. */
export interface Parent {
  nodeId?: number;
}

export interface ResourceApi<Rec> {
  list(args: ListArgs, parent: Parent): Promise<{ data: Rec[]; total: number } | Rec[]>;
  /** One record, or null when the gateway has none (the reference answers 204 for services). */
  one(id: number, parent: Parent): Promise<Rec | null>;
  create(data: unknown, parent: Parent): Promise<Rec>;
  update(id: number, data: unknown, parent: Parent): Promise<Rec>;
  remove(id: number, parent: Parent): Promise<unknown>;
  searchable: (parent: Parent) => boolean;
  /**
   * Stored columns the gateway can order by (`orderBy`): the reference puts the name into its SQL
   * unchecked, so an unknown column is a database error; live fields (status, traffic) are not columns.
   */
  sortable: readonly string[];
}

type BodySchemas = typeof import('../api/schemas');

let schemas: Promise<BodySchemas> | undefined;

/** The contract body for `data`; a value the contract cannot carry is a 422 the form shows on its field. */
const bodyOf = async <S extends z.ZodType>(pick: (loaded: BodySchemas) => S, data: unknown): Promise<z.output<S>> => {
  const loading = (schemas ??= import('../api/schemas'));
  // A failed load (a lost connection) is tried again by the next call.
  loading.catch(() => {
    if (schemas === loading) schemas = undefined;
  });
  const schema = pick(await loading);
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (field) errors[field] ??= issue.message;
    else errors.root = rootError(issue.message);
  }
  throw new ApiError('ra.message.invalid_form', 422, { errors });
};

const unsupported = (what: string) => (): never => {
  throw new Error(`The contract has no operation to ${what}`);
};

const nodeId = (parent: Parent): number => {
  if (parent.nodeId == null) throw new Error('A nested record needs its node id');
  return parent.nodeId;
};

const nodeType = (value: unknown): 'nodes' | 'gateways' | undefined =>
  value === 'nodes' || value === 'gateways' ? value : undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const nodes: ResourceApi<Node> = {
  list: ({ page, limit, orderBy, search, filter, signal }) =>
    api.get('/nodes', { query: { page, limit, orderBy, search, type: nodeType(filter.type) }, signal }),
  one: (id) => api.get('/nodes/{id}', { path: { id } }),
  create: async (data) => api.post('/nodes', { body: await bodyOf((loaded) => loaded.nodeBody, data) }),
  update: async (id, data) => api.patch('/nodes/{id}', { path: { id }, body: await bodyOf((loaded) => loaded.nodeBody, data) }),
  remove: (id) => api.delete('/nodes/{id}', { path: { id } }),
  searchable: () => true,
  sortable: ['id', 'name', 'address', 'isGateway', 'enabled', 'created_at'],
};

const domains: ResourceApi<Domain> = {
  list: ({ page, limit, orderBy, search, signal }) => api.get('/domains', { query: { page, limit, orderBy, search }, signal }),
  one: (id) => api.get('/domains/{id}', { path: { id } }),
  // The reference answers the saved row, with `authentication` and `allowedEmails` only if they were sent.
  create: async (data) => {
    const saved = await api.post('/domains', { body: await bodyOf((loaded) => loaded.domainBody, data) });
    return { ...saved, authentication: saved.authentication ?? false, allowedEmails: saved.allowedEmails ?? null };
  },
  update: async (id, data) => api.patch('/domains/{id}', { path: { id }, body: await bodyOf((loaded) => loaded.domainBody, data) }),
  remove: (id) => api.delete('/domains/{id}', { path: { id } }),
  searchable: () => true,
  sortable: ['id', 'domain', 'ssl', 'created_at'],
};

const pats: ResourceApi<PersonalAccessToken> = {
  list: ({ page, limit, orderBy, signal }, parent) =>
    api.get('/nodes/{id}/pats', { path: { id: nodeId(parent) }, query: { page, limit, orderBy }, signal }),
  one: unsupported('read one token'),
  create: async (data, parent) => api.post('/nodes/{id}/pats', { path: { id: nodeId(parent) }, body: await bodyOf((loaded) => loaded.patBody, data) }),
  update: unsupported('edit a token (revoke it instead)'),
  remove: (id, parent) => api.delete('/nodes/{id}/pats/{patId}', { path: { id: nodeId(parent), patId: id } }),
  searchable: () => false,
  sortable: ['id', 'name', 'expireAt', 'revoked', 'created_at'],
};

const httpServices: ResourceApi<HttpService> = {
  list: ({ page, limit, orderBy, search, filter, signal }, parent) =>
    parent.nodeId != null
      ? api.get('/services/{nodeId}/http', { path: { nodeId: parent.nodeId }, query: { page, limit, orderBy }, signal })
      : api.get('/services/http', { query: { page, limit, orderBy, search, domain: text(filter.domain) }, signal }),
  one: (id, parent) => api.get('/services/{nodeId}/http/{id}', { path: { nodeId: nodeId(parent), id } }),
  create: async (data, parent) =>
    api.post('/services/{nodeId}/http', { path: { nodeId: nodeId(parent) }, body: await bodyOf((loaded) => loaded.httpServiceBody, data) }),
  update: async (id, data, parent) =>
    api.patch('/services/{nodeId}/http/{id}', { path: { nodeId: nodeId(parent), id }, body: await bodyOf((loaded) => loaded.httpServiceBody, data) }),
  remove: (id, parent) => api.delete('/services/{nodeId}/http/{id}', { path: { nodeId: nodeId(parent), id } }),
  // The flat list takes `search`; a node's list does not.
  searchable: (parent) => parent.nodeId == null,
  sortable: ['id', 'name', 'domain', 'pathLocation', 'backendPort', 'enabled', 'created_at'],
};

const tcpServices: ResourceApi<TcpService> = {
  list: ({ page, limit, orderBy, search, filter, signal }, parent) =>
    parent.nodeId != null
      ? api.get('/services/{nodeId}/tcp', { path: { nodeId: parent.nodeId }, query: { page, limit, orderBy }, signal })
      : api.get('/services/tcp', { query: { page, limit, orderBy, search, domain: text(filter.domain) }, signal }),
  one: (id, parent) => api.get('/services/{nodeId}/tcp/{id}', { path: { nodeId: nodeId(parent), id } }),
  create: async (data, parent) =>
    api.post('/services/{nodeId}/tcp', { path: { nodeId: nodeId(parent) }, body: await bodyOf((loaded) => loaded.tcpServiceBody, data) }),
  update: async (id, data, parent) =>
    api.patch('/services/{nodeId}/tcp/{id}', { path: { nodeId: nodeId(parent), id }, body: await bodyOf((loaded) => loaded.tcpServiceBody, data) }),
  remove: (id, parent) => api.delete('/services/{nodeId}/tcp/{id}', { path: { nodeId: nodeId(parent), id } }),
  // The flat list takes `search`; a node's list does not.
  searchable: (parent) => parent.nodeId == null,
  sortable: ['id', 'name', 'domain', 'proto', 'port', 'backendPort', 'enabled', 'created_at'],
};

export type ConsoleRecord = Node | Domain | PersonalAccessToken | HttpService | TcpService;

export const resources: Record<string, ResourceApi<ConsoleRecord>> = {
  nodes,
  domains,
  pats,
  http_services: httpServices,
  tcp_services: tcpServices,
};

export const resourceApi = (resource: string): ResourceApi<ConsoleRecord> => {
  const found = resources[resource];
  if (!found) throw new Error(`Unknown resource: ${resource}`);
  return found;
};
