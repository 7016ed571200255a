/**
 * Rows of the demo gateway's tables, shaped like the reference server's database (API-FACTS §7) and
 * derived from the contract's record types, so that a field renamed in openapi.yaml is renamed here too.
 * Timestamps are ISO strings so that a snapshot is plain JSON.
 */

import type { Domain, HttpService, Node, PersonalAccessToken, TcpService } from '../src/api/types';

export type { GatewayNetwork } from '../src/api/types';

/** The live fields the reference computes from WireGuard and its ping loop (NodeInfo, API-FACTS §7.1). */
export type NodeRuntimeKey = 'status' | 'clientIp' | 'latestHandshakeTimestamp' | 'transferRx' | 'transferTx' | 'lastPingTs' | 'reachable' | 'latency';

/** A contract record with every optional column present (a database row always has them). */
type Row<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

export type NodeRow = Row<Omit<Node, NodeRuntimeKey>> & {
  /** Key material: stored like the reference does, never serialised except where the reference leaks it. */
  privateKey: string;
  publicKey: string;
  preSharedKey: string;
  /**
   * Demo only: when the peer first completed a WireGuard handshake (ms since the epoch), or null for a
   * node that has never connected (a new node, until its tunnel comes up).
   */
  firstHandshakeAt: number | null;
};

export type DomainRow = Row<Omit<Domain, 'authentication' | 'allowedEmails'>> & {
  sslPair: { fullchain: string; privkey: string } | null;
  /** Port of the domain's oauth2-proxy; `authentication` is computed from it. */
  oauth2ServicePort: number | null;
  oauth2Config: { allowedEmails: string[] } | null;
};

/** `publicAccess` is computed and `node` joined when answering; `ssl` is never stored for HTTP. */
export type HttpServiceRow = Row<Omit<HttpService, 'publicAccess' | 'node' | 'ssl'>> & {
  /**
   * Demo only: how the simulated backend behind it misbehaves: it never answers (the gateway's check
   * gives up after its 3 s) or it answers 500. Never serialised.
   */
  backendFault?: 'timeout' | 'error' | null;
};

export type TcpServiceRow = Row<Omit<TcpService, 'publicAccess' | 'node'>>;

export type PatRow = Row<PersonalAccessToken>;

export interface DemoSettings {
  /** Generated log lines per second on every open log stream. */
  logRate: number;
  /** Public host of the gateway: used in publicAccess URLs and the WireGuard Endpoint. */
  vpnHost: string;
  /** TCP_SERVICES_PORT_RANGE, inclusive. */
  tcpPortRange: [number, number];
  /**
   * Whether lists take the console's `search` extension; false answers it as the reference server
   * does (422 `"search" is not allowed`), so the console's own search can be seen at work.
   */
  search: boolean;
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
  /**
   * Times (ms) of failed logins per client address (the first X-Forwarded-For entry, `local` without
   * one), for the login rate limit, which the reference keeps per client address too.
   */
  loginFailures: Record<string, number[]>;
  /** Last id used per table (ids are never reused, like SQLite AUTOINCREMENT). */
  seq: Record<TableName, number>;
  settings: DemoSettings;
}
