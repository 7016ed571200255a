/** Fleet-wide figures from the fleet stream's nodes: by status and by kind, the local node apart. */
import type { Node, NodeStatus } from '../api/types';

export interface FleetCounts {
  online: number;
  idle: number;
  offline: number;
  /** Peers (the local node is not one): nodes and gateways. */
  peers: number;
  gateways: number;
}

/** The counts of `nodes`, restricted to one kind when `type` is 'nodes' or 'gateways'. */
export const fleetCounts = (nodes: readonly Node[], type?: 'nodes' | 'gateways'): FleetCounts => {
  const counts: FleetCounts = { online: 0, idle: 0, offline: 0, peers: 0, gateways: 0 };
  for (const node of nodes) {
    if (node.isLocal) continue;
    if (type && node.isGateway !== (type === 'gateways')) continue;
    counts.peers += 1;
    if (node.isGateway) counts.gateways += 1;
    const status: NodeStatus | undefined = node.status ?? undefined;
    // A peer without a status (a raw row of a disabled node) is not connected.
    counts[status ?? 'offline'] += 1;
  }
  return counts;
};
