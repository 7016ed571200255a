/**
 * One row of the exposure inventory: a service's public endpoint joined with its domain (sign-in,
 * certificate) and its node's live state, with its risk flags. Pure, so the inventory, its CSV and
 * the home page agree, and tests can hold the rules.
 */
import type { Domain, HttpService, Service, ServiceType, TcpService } from '../api/types';
import { serviceState, type Availability } from '../services';
import { riskFlagsOf, type RiskFlag, type SignIn } from './riskFlags';
import type { NodeBrief } from './useFleetIndex';

/** The node as the row shows it: its live status, disconnected (disabled), the gateway itself, or not known yet. */
export type NodeState = 'local' | 'online' | 'idle' | 'offline' | 'disconnected' | 'unknown';

/** The certificate in front of the endpoint. */
export type Tls = 'certbot' | 'self-signed' | 'gateway_default' | 'unknown_domain' | 'none';

export interface ExposureRow {
  /** `http-3`, `tcp-3`: services of both kinds share ids. */
  id: string;
  type: ServiceType;
  kind: 'HTTP' | 'TCP' | 'UDP';
  name: string;
  /** The public URL (HTTP) or host:port (TCP/UDP). */
  endpoint: string;
  nodeId: number;
  nodeName: string;
  nodeState: NodeState;
  /** For sorting by node state, best first. */
  nodeRank: number;
  availability: Availability;
  expiresAt: number | null;
  signIn: SignIn;
  allowList: string[];
  blockList: string[];
  tls: Tls;
  flags: RiskFlag[];
  flagCount: number;
  flagged: boolean;
  service: Service;
}

const NODE_RANK: Record<NodeState, number> = { local: 0, online: 1, idle: 2, offline: 3, disconnected: 4, unknown: 5 };

const list = (value: string[] | null | undefined): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string' && item !== '') : []);

const nodeStateOf = (node: NodeBrief | undefined): NodeState => {
  if (!node) return 'unknown';
  if (node.isLocal) return 'local';
  if (!node.enabled) return 'disconnected';
  return node.status ?? 'offline';
};

/** The gateway's own console, published as an HTTP service of the local node on 127.0.0.1 (API-FACTS §7.7, §10.3). */
const isConsoleService = (service: HttpService, node: NodeBrief | undefined): boolean =>
  Boolean(node?.isLocal) && (service.backendHost === '127.0.0.1' || service.backendHost === 'localhost');

const httpSignIn = (service: HttpService, domain: Domain | undefined, node: NodeBrief | undefined): SignIn => {
  if (isConsoleService(service, node)) return 'console';
  if (!service.requireAuth) return 'none';
  // Sign-in is only enforced when the domain has OAuth2 (API-FACTS §10.6, §12.34).
  return domain?.authentication ? 'oauth2' : 'not_enforced';
};

const certificateOf = (domainName: string | null | undefined, domain: Domain | undefined): Tls => {
  if (!domainName) return 'gateway_default';
  return domain ? domain.ssl : 'unknown_domain';
};

const httpEndpoint = (service: HttpService): string =>
  service.publicAccess || `https://${service.domain ?? ''}${service.pathLocation || '/'}`;

const tcpEndpoint = (service: TcpService): string =>
  service.publicAccess ? service.publicAccess.replace(/^[a-z]+:\/\//i, '') : `${service.domain || '*'}:${service.port}`;

export const exposureRow = (
  type: ServiceType,
  service: Service,
  domains: ReadonlyMap<string, Domain>,
  node: NodeBrief | undefined,
  now: number,
): ExposureRow => {
  const domain = service.domain ? domains.get(service.domain) : undefined;
  const state = serviceState(service, node, now);
  const nodeState = nodeStateOf(node);
  const allowList = list(service.allowedIps);
  const blockList = list(service.blockedIps);
  const http = type === 'http' ? (service as HttpService) : null;
  const tcp = type === 'tcp' ? (service as TcpService) : null;
  const signIn: SignIn = http ? httpSignIn(http, domain, node) : 'not_applicable';
  const tls: Tls = http ? certificateOf(http.domain, domain) : tcp?.ssl ? (tcp.domain ? certificateOf(tcp.domain, domain) : 'self-signed') : 'none';
  const flags = riskFlagsOf({
    type,
    enabled: state.availability === 'enabled',
    ports: tcp ? [tcp.port, tcp.backendPort] : [],
    signIn,
    allowList,
    blockList,
    nodeProblem: state.nodeProblem,
  });
  return {
    id: `${type}-${service.id}`,
    type,
    kind: http ? 'HTTP' : tcp?.proto === 'udp' ? 'UDP' : 'TCP',
    name: service.name,
    endpoint: http ? httpEndpoint(http) : tcpEndpoint(tcp!),
    nodeId: service.nodeId,
    nodeName: node?.name ?? '',
    nodeState,
    nodeRank: NODE_RANK[nodeState],
    availability: state.availability,
    expiresAt: state.expiresAt,
    signIn,
    allowList,
    blockList,
    tls,
    flags,
    flagCount: flags.length,
    flagged: flags.length > 0,
    service,
  };
};

/** Whether the row matches a search: its name, endpoint, node, domain or IP lists contain the text. */
export const matchesText = (row: ExposureRow, text: string): boolean => {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.endpoint, row.nodeName, row.service.domain ?? '', ...row.allowList, ...row.blockList].some((value) =>
    value.toLowerCase().includes(needle),
  );
};
