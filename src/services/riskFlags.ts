/**
 * The risks an operator wants to see on a public endpoint, decided here once for every screen that shows
 * them. Only enabled services are flagged (the others publish nothing), and a fact not read yet is
 * 'pending': no flag that depends on it is added, never a guess.
 */
import type { Domain, HttpService, Service, ServiceType, TcpService } from '../api/types';
import { nodeProblemOf, type Availability, type NodeFacts } from './serviceState';

/**
 * Ports where an open door is a remote administration service or a database. A TCP/UDP service whose
 * public or backend port is one of them, without an IP allow list, can be probed by anyone.
 */
export const ADMIN_OR_DATABASE_PORTS: ReadonlyMap<number, string> = new Map([
  [22, 'SSH'],
  [23, 'Telnet'],
  [445, 'SMB'],
  [3389, 'RDP'],
  [5900, 'VNC'],
  [5985, 'WinRM'],
  [5986, 'WinRM'],
  [2375, 'Docker API'],
  [2376, 'Docker API'],
  [2379, 'etcd'],
  [10250, 'Kubelet'],
  [3306, 'MySQL'],
  [5432, 'PostgreSQL'],
  [1433, 'SQL Server'],
  [1521, 'Oracle'],
  [27017, 'MongoDB'],
  [6379, 'Redis'],
  [9200, 'Elasticsearch'],
  [11211, 'Memcached'],
  [5984, 'CouchDB'],
  [9042, 'Cassandra'],
  [8086, 'InfluxDB'],
]);

export const RISK_FLAGS = [
  'admin_port_open',
  'public_without_sign_in',
  'sign_in_not_enforced',
  'block_list_ignored',
  'node_offline',
  'node_disconnected',
] as const;

export type RiskFlag = (typeof RISK_FLAGS)[number];

export const isRiskFlag = (value: unknown): value is RiskFlag => (RISK_FLAGS as readonly unknown[]).includes(value);

/**
 * How a visitor must identify: the domain's OAuth2 sign-in, the console's own sign-in (the gateway's console
 * service), sign-in asked for on a domain without OAuth2 (stored, never enforced: API-FACTS §12.34), none,
 * not applicable (TCP/UDP), or 'pending' (not known yet).
 */
export type SignIn = 'oauth2' | 'console' | 'not_enforced' | 'none' | 'not_applicable' | 'pending';

export interface RiskInput {
  type: 'http' | 'tcp';
  /** Enabled and within its lifetime. */
  enabled: boolean;
  /** Public and backend ports (TCP/UDP). */
  ports: number[];
  signIn: SignIn;
  allowList: string[];
  blockList: string[];
  nodeProblem: 'offline' | 'disconnected' | null;
}

/** The admin or database port among `ports`, if any. */
export const adminPortOf = (ports: number[]): number | undefined => ports.find((port) => ADMIN_OR_DATABASE_PORTS.has(port));

export const riskFlagsOf = ({ type, enabled, ports, signIn, allowList, blockList, nodeProblem }: RiskInput): RiskFlag[] => {
  if (!enabled) return [];
  const flags: RiskFlag[] = [];
  const open = allowList.length === 0;
  if (type === 'tcp' && open && adminPortOf(ports) !== undefined) flags.push('admin_port_open');
  if (type === 'http' && open && (signIn === 'none' || signIn === 'not_enforced')) flags.push('public_without_sign_in');
  if (signIn === 'not_enforced') flags.push('sign_in_not_enforced');
  // The reference stores an HTTP service's block list but never applies it (API-FACTS §12.35).
  if (type === 'http' && blockList.length > 0) flags.push('block_list_ignored');
  if (nodeProblem === 'offline') flags.push('node_offline');
  if (nodeProblem === 'disconnected') flags.push('node_disconnected');
  return flags;
};

/** A fact the rules wait for: not read yet. */
export const PENDING = 'pending';
export type Pending = typeof PENDING;

/** An IP list as the rules read it: its non-empty entries. */
export const ipList = (value: string[] | null | undefined): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string' && item !== '') : [];

/** The gateway's own console is published as an HTTP service of the local node on 127.0.0.1 (API-FACTS §7.7, §10.3). */
const onLoopback = (service: HttpService): boolean => service.backendHost === '127.0.0.1' || service.backendHost === 'localhost';

/** How a visitor of an HTTP service must identify, given its domain and node (either may be pending). */
export const httpSignInOf = (service: HttpService, domain: Domain | undefined | Pending, node: NodeFacts | undefined | Pending): SignIn => {
  if (onLoopback(service)) {
    // The local node's loopback service is the console, behind its own sign-in: wait for the node.
    if (node === PENDING) return PENDING;
    if (node?.isLocal) return 'console';
  }
  if (!service.requireAuth) return 'none';
  // Sign-in is only enforced when the domain has OAuth2 (API-FACTS §10.6, §12.34).
  if (domain === PENDING) return PENDING;
  return domain?.authentication ? 'oauth2' : 'not_enforced';
};

export interface ServiceRisk {
  signIn: SignIn;
  allowList: string[];
  blockList: string[];
  flags: RiskFlag[];
}

/**
 * A service's protection and risk flags from its record, its domain, its node and its availability
 * (serviceState): the inventory's rows and the service-info dialog both read them here.
 */
export const serviceRiskOf = (
  type: ServiceType,
  service: Service,
  domain: Domain | undefined | Pending,
  node: NodeFacts | undefined | Pending,
  availability: Availability,
): ServiceRisk => {
  const tcp = type === 'tcp' ? (service as TcpService) : null;
  const allowList = ipList(service.allowedIps);
  const blockList = ipList(service.blockedIps);
  const signIn: SignIn = type === 'http' ? httpSignInOf(service as HttpService, domain, node) : 'not_applicable';
  const flags = riskFlagsOf({
    type,
    enabled: availability === 'enabled',
    ports: tcp ? [tcp.port, tcp.backendPort] : [],
    signIn,
    allowList,
    blockList,
    nodeProblem: node === PENDING ? null : nodeProblemOf(node),
  });
  return { signIn, allowList, blockList, flags };
};
