/**
 * Pure, so that the inventory, its CSV and the home page agree. Until the fleet's first frame no flag
 * depending on the node is raised, as a guess would flag the gateway's own console as public.
 */
import type { Domain, HttpService, Service, ServiceType, TcpService } from '../api/types';
import { PENDING, serviceRiskOf, serviceState, type Availability, type RiskFlag, type SignIn } from '../services';
import type { NodeBrief } from '../providers/live';
import { isNodeState, nodeStateLabel, nodeStateOf, type NodeState } from '../providers/nodeState';

/**
 * The node as the row shows it: its state (nodeState.ts, in the nodes list's words), the gateway itself,
 * not in the fleet or without a status ('unknown'), or not read yet ('pending': the fleet's first frame is not in).
 */
export type NodeColumnState = NodeState | 'local' | 'unknown' | 'pending';

/** The words of the row's node state, in its cell and its CSV column alike. */
export const nodeColumnLabel = (state: NodeColumnState): string => (isNodeState(state) ? nodeStateLabel(state) : `app.exposure.node_state.${state}`);

export type Tls = 'certbot' | 'self-signed' | 'gateway_default' | 'unknown_domain' | 'none';

export interface ExposureRow {
  /** `http-3`, `tcp-3`: services of both kinds share ids. */
  id: string;
  type: ServiceType;
  kind: 'HTTP' | 'TCP' | 'UDP';
  name: string;
  endpoint: string;
  nodeId: number;
  nodeName: string;
  nodeState: NodeColumnState;
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
  pending: boolean;
  service: Service;
}

const NODE_RANK: Record<NodeColumnState, number> = { local: 0, online: 1, idle: 2, offline: 3, disconnected: 4, unknown: 5, pending: 6 };

const nodeColumnStateOf = (node: NodeBrief | undefined): NodeColumnState => {
  if (!node) return 'unknown';
  if (node.isLocal) return 'local';
  return nodeStateOf(node) ?? 'unknown';
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
  /** False before the fleet's first frame: `node` is not known yet, whatever it is. */
  nodeKnown = true,
): ExposureRow => {
  const domain = service.domain ? domains.get(service.domain) : undefined;
  const state = serviceState(service, node, now);
  const nodeState: NodeColumnState = nodeKnown ? nodeColumnStateOf(node) : 'pending';
  const http = type === 'http' ? (service as HttpService) : null;
  const tcp = type === 'tcp' ? (service as TcpService) : null;
  const { signIn, allowList, blockList, flags } = serviceRiskOf(type, service, domain, nodeKnown ? node : PENDING, state.availability);
  const tls: Tls = http ? certificateOf(http.domain, domain) : tcp?.ssl ? (tcp.domain ? certificateOf(tcp.domain, domain) : 'self-signed') : 'none';
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
    pending: !nodeKnown,
    service,
  };
};

export const matchesText = (row: ExposureRow, text: string): boolean => {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.endpoint, row.nodeName, row.service.domain ?? '', ...row.allowList, ...row.blockList].some((value) =>
    value.toLowerCase().includes(needle),
  );
};
