/**
 * Rows of the demo gateway's tables, shaped like the reference server's database (API-FACTS §7).
 * Timestamps are ISO strings so that a snapshot is plain JSON.
 */

export interface GatewayNetwork {
  interface: string;
  subnet: string;
}

export interface NodeRow {
  id: number;
  name: string;
  address: string;
  dns: string | null;
  keepalive: number;
  gatewayNetwork: string | null;
  gatewayNetworks: GatewayNetwork[] | null;
  wgInterface: string;
  allowInternet: boolean;
  advanced: boolean;
  enabled: boolean;
  isGateway: boolean;
  isLocal: boolean;
  /** Key material: stored like the reference does, never serialised except where the reference leaks it. */
  privateKey: string;
  publicKey: string;
  preSharedKey: string;
  created_at: string;
  updated_at: string;
}

export interface DomainRow {
  id: number;
  domain: string;
  ssl: 'self-signed' | 'certbot';
  skipValidation: boolean;
  sslPair: { fullchain: string; privkey: string } | null;
  /** Port of the domain's oauth2-proxy; `authentication` is computed from it. */
  oauth2ServicePort: number | null;
  oauth2Config: { allowedEmails: string[] } | null;
  created_at: string;
  updated_at: string;
}

export interface HttpServiceRow {
  id: number;
  name: string;
  domain: string | null;
  pathLocation: string;
  backendHost: string | null;
  backendPort: number;
  backendProto: 'http' | 'https';
  nodeId: number;
  enabled: boolean;
  requireAuth: boolean;
  skipAuthRoutes: string | null;
  allowedIps: string[] | null;
  blockedIps: string[] | null;
  expiresAt: string | null;
  created_at: string;
  updated_at: string;
}

export interface TcpServiceRow {
  id: number;
  name: string;
  domain: string | null;
  proto: 'tcp' | 'udp';
  backendHost: string | null;
  backendPort: number;
  port: number;
  ssl: boolean;
  nodeId: number;
  enabled: boolean;
  allowedIps: string[] | null;
  blockedIps: string[] | null;
  expiresAt: string | null;
  created_at: string;
  updated_at: string;
}

export interface PatRow {
  id: number;
  name: string;
  expireAt: string | null;
  revoked: boolean;
  nodeId: number;
  created_at: string;
  updated_at: string;
}

export interface DemoSettings {
  /** Generated log lines per second on every open log stream. */
  logRate: number;
  /** Public host of the gateway: used in publicAccess URLs and the WireGuard Endpoint. */
  vpnHost: string;
  /** TCP_SERVICES_PORT_RANGE, inclusive. */
  tcpPortRange: [number, number];
}

export interface Tables {
  nodes: NodeRow[];
  domains: DomainRow[];
  httpServices: HttpServiceRow[];
  tcpServices: TcpServiceRow[];
  pats: PatRow[];
}

export type TableName = keyof Tables;
export type RowOf<T extends TableName> = Tables[T][number];

/** Everything the demo gateway remembers; `snapshot()` returns this as plain JSON. */
export interface DemoData extends Tables {
  version: number;
  /** Issued admin tokens and their expiry (ms since the epoch). */
  sessions: Record<string, number>;
  /** Times (ms) of failed logins, for the login rate limit. */
  loginFailures: number[];
  /** Last id used per table (ids are never reused, like SQLite AUTOINCREMENT). */
  seq: Record<TableName, number>;
  settings: DemoSettings;
}
