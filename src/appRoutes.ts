/** Named routes of SPEC §2: one place builds every in-app path. */
export const appRoutes = {
  login: () => '/login',
  home: () => '/',
  domains: () => '/domains',
  nodes: () => '/nodes',
  node: (id: string | number) => `/nodes/${encodeURIComponent(String(id))}`,
  serviceLogs: (nodeId: string | number, type: 'http' | 'tcp', id: string | number) =>
    `/nodes/${encodeURIComponent(String(nodeId))}/${type}/${encodeURIComponent(String(id))}/logs`,
  domainLogs: (domain: string) => `/domains/${encodeURIComponent(domain)}/logs`,
} as const;

export type RouteName = keyof typeof appRoutes;
