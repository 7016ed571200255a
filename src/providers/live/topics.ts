/** Every live fact a screen can follow, as a topic (react-admin's realtime shape), and its snapshot; shared by the engine and the main thread. */
import type { Node, NodeStatus } from '../../api/types';
import { healthTopicName, type HealthTarget, type ServiceHealth } from './health';

/** The live fields of a node row (status, handshake, traffic; `enabled` too, as a row's state reads it with its status). */
export const RUNTIME_KEYS = ['status', 'enabled', 'clientIp', 'latestHandshakeTimestamp', 'transferRx', 'transferTx'] as const;

export type NodeRuntime = Partial<Pick<Node, (typeof RUNTIME_KEYS)[number]>>;

export type FleetType = 'nodes' | 'gateways';

/** Peers by state (nodeStateOf) and by kind, the local node apart. */
export interface FleetCounts {
  online: number;
  idle: number;
  offline: number;
  disconnected: number;
  peers: number;
  gateways: number;
}

export type CountsByType = Record<'all' | FleetType, FleetCounts>;

/** `pace`: 'sampled' when the fleet is larger than a page and read at intervals; `connected`: false from a failure to the next frame (the figures are the last known). */
export interface FleetSnapshot {
  counts: CountsByType | null;
  pace: 'live' | 'sampled';
  at: number | null;
  intervalMs: number;
  connected: boolean;
}

export const NO_FLEET: FleetSnapshot = { counts: null, pace: 'live', at: null, intervalMs: 1000, connected: true };

/** What fleet-wide screens need of a node: the exposure inventory, the home page's attention list. */
export interface NodeBrief {
  id: number;
  name: string;
  status: NodeStatus | undefined;
  enabled: boolean;
  isLocal: boolean;
}

/** The changes of the fleet's index since the last ones sent (`reset`: these are all of them). */
export interface IndexChanges {
  reset: boolean;
  set: NodeBrief[];
  removed: number[];
}

/** `nodeSet` changes when a node joins or leaves the fleet, not when a brief changes. */
export interface FleetIndex {
  nodes: ReadonlyMap<number, NodeBrief> | null;
  nodeSet: number;
}

/** A node details screen's stream: its last values, and whether it closed on an error (SPEC §4). */
export interface NodeLive {
  runtime: NodeRuntime | null;
  stopped: boolean;
}

/** The node list stream's query (SPEC §7) for a page the gateway served. */
export interface PageQuery {
  page: number;
  limit: number;
  type?: FleetType;
  search?: string;
  orderBy?: string;
}

export type TopicSpec =
  | { kind: 'fleet'; name: 'fleet' }
  | { kind: 'fleet-index'; name: 'fleet-index' }
  | { kind: 'members'; name: string; statuses: string[]; type?: FleetType }
  | { kind: 'node'; name: string; id: number }
  /** `query`: the gateway's page, null for rows the console searched or filtered itself. */
  | { kind: 'page'; name: string; query: PageQuery | null; ids: number[] }
  | { kind: 'history'; name: string; scope: string; day: boolean }
  /** A service's health: following it has its backend checked (health.ts). */
  | { kind: 'health'; name: string; service: HealthTarget };

/** What a topic's snapshot is, by kind; `members` and `history` are versions: of a status filter's members (the first frame's is the baseline), of the scope's history. */
export interface Snapshots {
  fleet: FleetSnapshot;
  'fleet-index': FleetIndex;
  members: number;
  node: NodeLive;
  /** The live fields of the page's rows that frames sent since it was followed, by id. */
  page: ReadonlyMap<number, NodeRuntime>;
  history: number;
  health: ServiceHealth;
}

export type Topic<K extends TopicSpec['kind'] = TopicSpec['kind']> = Extract<TopicSpec, { kind: K }>;

/** What identifies listed records: a change here means a stream's snapshot is stale (the gateway's frames are taken when it opens). */
const recordsKey = (records: readonly Record<string, unknown>[]): string =>
  records.map((row) => [row.id, row.name, row.enabled, row.isGateway, row.updated_at, JSON.stringify(row.gatewayNetworks ?? null)].join('\u0001')).join('\u0002');

type Listed = Record<string, unknown> & { id: unknown };

/** The topics screens follow; a node's and a page's are new for new records, as their streams' snapshots would be stale. */
export const topics = {
  fleet: (): Topic<'fleet'> => ({ kind: 'fleet', name: 'fleet' }),
  fleetIndex: (): Topic<'fleet-index'> => ({ kind: 'fleet-index', name: 'fleet-index' }),
  members: (statuses: string[], type?: FleetType): Topic<'members'> => ({ kind: 'members', name: `members:${statuses.join()}|${type ?? ''}`, statuses, type }),
  node: (record: Listed): Topic<'node'> => ({ kind: 'node', name: `node:${recordsKey([record])}`, id: Number(record.id) }),
  page: (query: PageQuery | null, rows: readonly Listed[]): Topic<'page'> => ({ kind: 'page', name: `page:${JSON.stringify(query)}:${recordsKey(rows)}`, query, ids: rows.map((row) => Number(row.id)) }),
  history: (scope: string, day: boolean): Topic<'history'> => ({ kind: 'history', name: `history:${scope}:${day ? 'day' : 'hour'}`, scope, day }),
  health: (service: HealthTarget): Topic<'health'> => ({ kind: 'health', name: healthTopicName(service), service }),
};

/** The runtime fields a frame carries (absent keys stay absent, so the record's values show). */
export const pickRuntime = (row: Record<string, unknown>): NodeRuntime => {
  const runtime: Record<string, unknown> = {};
  for (const key of RUNTIME_KEYS) if (key in row) runtime[key] = row[key];
  return runtime as NodeRuntime;
};

export const sameRuntime = (a: NodeRuntime | undefined, b: NodeRuntime): boolean => a !== undefined && RUNTIME_KEYS.every((key) => a[key] === b[key]);
