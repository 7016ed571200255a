/** Named routes of SPEC §2: one place builds every in-app path. */
export const appRoutes = {
  login: () => '/login',
  home: () => '/',
  domains: () => '/domains',
  nodes: () => '/nodes',
  /** The nodes list with react-admin filters in its URL, e.g. {status: 'online'} or {type: 'gateways'}. */
  nodesWhere: (filter: Record<string, string>) => `/nodes?${new URLSearchParams({ filter: JSON.stringify(filter) })}`,
  /** The exposure inventory, optionally filtered by risk flag ('any' or one flag), state or text. */
  exposure: (filter: { flag?: string; state?: string; q?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
    return query ? `/exposure?${query}` : '/exposure';
  },
  configuration: () => '/configuration',
  node: (id: string | number) => `/nodes/${encodeURIComponent(String(id))}`,
  serviceLogs: (nodeId: string | number, type: 'http' | 'tcp', id: string | number) =>
    `/nodes/${encodeURIComponent(String(nodeId))}/${type}/${encodeURIComponent(String(id))}/logs`,
  domainLogs: (domain: string) => `/domains/${encodeURIComponent(domain)}/logs`,
} as const;

export type RouteName = keyof typeof appRoutes;
