/**
 * What needs an operator's attention, from the exposure rows (services joined with their node's live
 * state) and the fleet's tokens: nodes offline or disconnected that still have enabled services,
 * tokens that stop working within TOKEN_SOON_MS, services whose lifetime ends within SERVICE_SOON_MS.
 * Pure, so the home page's list and its tests read the same rules.
 */
import type { PersonalAccessToken } from '../api/types';
import type { ExposureRow, NodeBrief } from '../exposure';
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

export interface Attention {
  offlineNodes: NodeAttention[];
  disconnectedNodes: NodeAttention[];
  expiringTokens: TokenAttention[];
  expiringServices: ServiceAttention[];
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

export const attentionOf = (
  rows: ExposureRow[],
  tokens: PersonalAccessToken[] | null,
  nodes: ReadonlyMap<number, NodeBrief> | null,
  now: number,
): Attention => ({
  offlineNodes: nodesWith(rows, 'offline'),
  disconnectedNodes: nodesWith(rows, 'disconnected'),
  expiringTokens: expiringTokens(tokens ?? [], nodes, now),
  expiringServices: rows
    .filter((row) => row.availability === 'enabled' && row.expiresAt !== null && row.expiresAt - now <= SERVICE_SOON_MS)
    .map((row) => ({ row, expiresAt: row.expiresAt! }))
    .sort((a, b) => a.expiresAt - b.expiresAt),
});
