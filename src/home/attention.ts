/**
 * What needs an operator's attention, from the exposure rows (services joined with their node's live
 * state), the fleet's tokens and the services' health: nodes offline or disconnected that still have
 * enabled services, tokens that stop working within TOKEN_SOON_MS, services whose lifetime ends within
 * SERVICE_SOON_MS, enabled backends whose last check failed, and nodes whose tunnel is slow.
 * Pure, so the home page's list and its tests read the same rules.
 */
import type { PersonalAccessToken } from '../api/types';
import type { ExposureRow, NodeBrief } from '../exposure';
import { healthKey, type ServiceHealth } from '../providers/live';
import { tokenStatus } from '../tokens';

export const TOKEN_SOON_MS = 7 * 24 * 3_600_000;
export const SERVICE_SOON_MS = 24 * 3_600_000;

export interface NodeAttention {
  nodeId: number;
  nodeName: string;
  /** Enabled services on the node. */
  services: number;
}

export interface TokenAttention {
  token: PersonalAccessToken;
  nodeName: string;
  expiresAt: number;
}

export interface ServiceAttention {
  row: ExposureRow;
  expiresAt: number;
}

export interface BackendAttention {
  row: ExposureRow;
  since: number;
  outcome: 'timeout' | 'error';
}

export interface TunnelAttention extends NodeAttention {
  /** The mean latency of the gateway's answered pings over the last minutes. */
  ms: number;
}

export interface Attention {
  offlineNodes: NodeAttention[];
  disconnectedNodes: NodeAttention[];
  expiringTokens: TokenAttention[];
  expiringServices: ServiceAttention[];
  failingBackends: BackendAttention[];
  slowTunnels: TunnelAttention[];
}

const nodesWith = (rows: ExposureRow[], state: 'offline' | 'disconnected'): NodeAttention[] => {
  const byNode = new Map<number, NodeAttention>();
  for (const row of rows) {
    if (row.availability !== 'enabled' || row.nodeState !== state) continue;
    const entry = byNode.get(row.nodeId) ?? { nodeId: row.nodeId, nodeName: row.nodeName, services: 0 };
    entry.services += 1;
    byNode.set(row.nodeId, entry);
  }
  return [...byNode.values()].sort((a, b) => b.services - a.services || a.nodeName.localeCompare(b.nodeName));
};

/** Active tokens whose expiry is within the window (SPEC §4 status: revoked, then expired, then active). */
export const expiringTokens = (
  tokens: PersonalAccessToken[],
  nodes: ReadonlyMap<number, NodeBrief> | null,
  now: number,
): TokenAttention[] =>
  tokens
    .flatMap((token) => {
      const expiresAt = token.expireAt ? Date.parse(token.expireAt) : Number.NaN;
      if (Number.isNaN(expiresAt) || tokenStatus(token, now) !== 'active' || expiresAt - now > TOKEN_SOON_MS) return [];
      return [{ token, nodeName: nodes?.get(token.nodeId)?.name ?? '', expiresAt }];
    })
    .sort((a, b) => a.expiresAt - b.expiresAt);

/** Enabled HTTP services whose last check failed, while their node is online (else the node is the news). */
const failingBackends = (rows: ExposureRow[], health: ReadonlyMap<string, ServiceHealth>): BackendAttention[] =>
  rows
    .flatMap((row) => {
      const last = health.get(healthKey({ type: row.type, id: Number(row.service.id) }));
      if (row.availability !== 'enabled' || !last?.last || last.last.outcome === 'ok' || last.paused) return [];
      return [{ row, since: last.failingSince ?? last.last.t, outcome: last.last.outcome }];
    })
    .sort((a, b) => a.since - b.since);

const slowTunnels = (rows: ExposureRow[], health: ReadonlyMap<string, ServiceHealth>): TunnelAttention[] => {
  const byNode = new Map<number, TunnelAttention>();
  for (const row of rows) {
    const tunnel = health.get(healthKey({ type: row.type, id: Number(row.service.id) }))?.tunnel;
    if (row.availability !== 'enabled' || !tunnel?.slow) continue;
    const entry = byNode.get(row.nodeId) ?? { nodeId: row.nodeId, nodeName: row.nodeName, services: 0, ms: tunnel.ms ?? 0 };
    entry.services += 1;
    byNode.set(row.nodeId, entry);
  }
  return [...byNode.values()].sort((a, b) => b.ms - a.ms);
};

export const attentionOf = (
  rows: ExposureRow[],
  tokens: PersonalAccessToken[] | null,
  nodes: ReadonlyMap<number, NodeBrief> | null,
  now: number,
  health: ReadonlyMap<string, ServiceHealth> = new Map(),
): Attention => ({
  offlineNodes: nodesWith(rows, 'offline'),
  disconnectedNodes: nodesWith(rows, 'disconnected'),
  expiringTokens: expiringTokens(tokens ?? [], nodes, now),
  expiringServices: rows
    .filter((row) => row.availability === 'enabled' && row.expiresAt !== null && row.expiresAt - now <= SERVICE_SOON_MS)
    .map((row) => ({ row, expiresAt: row.expiresAt! }))
    .sort((a, b) => a.expiresAt - b.expiresAt),
  failingBackends: failingBackends(rows, health),
  slowTunnels: slowTunnels(rows, health),
});
