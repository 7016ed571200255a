/**
 * Resource → URL table (DESIGN §5). `parent` names the record field that holds the owning node;
 * `fields` are the only keys a body may carry (the reference server refuses unknown keys);
 * `nullable` are the fields whose null means something (others are omitted when empty).
 */
import { domainFields, httpServiceFields, nodeFields, patFields, tcpServiceFields } from '../api/schemas';

type Params = Record<string, unknown>;

export interface ResourceRoute {
  list: (params: Params) => string;
  one: (params: Params, id: unknown) => string;
  parent?: 'nodeId';
  fields: string[];
  nullable: string[];
}

const serviceRoute = (type: 'http' | 'tcp', fields: string[]): ResourceRoute => ({
  // With a node the nested path; otherwise the flat list, filtered by domain (per-domain cards).
  list: ({ nodeId }) => (nodeId != null ? `/services/${nodeId}/${type}` : `/services/${type}`),
  one: ({ nodeId }, id) => `/services/${nodeId ?? 0}/${type}/${id}`,
  parent: 'nodeId',
  fields,
  nullable: ['backendHost', 'allowedIps', 'blockedIps', 'skipAuthRoutes'],
});

export const resources: Record<string, ResourceRoute> = {
  nodes: {
    list: () => '/nodes',
    one: (_, id) => `/nodes/${id}`,
    fields: Object.keys(nodeFields.shape),
    nullable: ['dns', 'gatewayNetworks'],
  },
  domains: {
    list: () => '/domains',
    one: (_, id) => `/domains/${id}`,
    fields: Object.keys(domainFields.shape),
    nullable: ['allowedEmails'],
  },
  pats: {
    list: ({ nodeId }) => `/nodes/${nodeId}/pats`,
    one: ({ nodeId }, id) => `/nodes/${nodeId}/pats/${id}`,
    parent: 'nodeId',
    fields: Object.keys(patFields.shape),
    nullable: [],
  },
  http_services: serviceRoute('http', Object.keys(httpServiceFields.shape)),
  tcp_services: serviceRoute('tcp', Object.keys(tcpServiceFields.shape)),
};

export const routeOf = (resource: string): ResourceRoute => {
  const route = resources[resource];
  if (!route) throw new Error(`Unknown resource: ${resource}`);
  return route;
};

/** A body holding only contract fields; empty values omitted unless null is meaningful. */
export const toBody = (resource: string, data: Params): Params => {
  const { fields, nullable } = routeOf(resource);
  const body: Params = {};
  for (const key of fields) {
    const value = data[key];
    if (value === undefined) continue;
    if ((value === null || value === '') && !nullable.includes(key)) continue;
    body[key] = value;
  }
  return body;
};
