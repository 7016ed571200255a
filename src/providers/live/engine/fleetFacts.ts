/** What a fleet frame tells beyond its rows: counts, briefs and a status filter's members. */
import type { NodeStatus } from '../../../api/types';
import { nodeStateOf } from '../../nodeState';
import type { CountsByType, FleetCounts, FleetType, IndexChanges, NodeBrief } from '../topics';
import type { Rows } from './feeds';

const NODE_STATUSES: readonly unknown[] = ['online', 'idle', 'offline'];

const noCounts = (): FleetCounts => ({ online: 0, idle: 0, offline: 0, disconnected: 0, peers: 0, gateways: 0 });

/** Peers by state, in the whole fleet and per node type; a peer sent without a status is counted in none, as its row shows none. */
export const countsOf = (rows: Rows): CountsByType => {
  const counts: CountsByType = { all: noCounts(), nodes: noCounts(), gateways: noCounts() };
  for (const row of rows) {
    if (row.isLocal) continue;
    const state = nodeStateOf(row);
    const kind = row.isGateway === true ? counts.gateways : row.isGateway === false ? counts.nodes : null;
    for (const tally of kind ? [counts.all, kind] : [counts.all]) {
      tally.peers += 1;
      if (row.isGateway) tally.gateways += 1;
      if (state) tally[state] += 1;
    }
  }
  return counts;
};

const briefOf = (row: Rows[number]): NodeBrief => ({
  id: Number(row.id),
  name: String(row.name ?? ''),
  status: NODE_STATUSES.includes(row.status) ? (row.status as NodeStatus) : undefined,
  enabled: row.enabled !== false,
  isLocal: Boolean(row.isLocal),
});

const sameBrief = (a: NodeBrief | undefined, b: NodeBrief): boolean =>
  a !== undefined && a.name === b.name && a.status === b.status && a.enabled === b.enabled && a.isLocal === b.isLocal;

/** The briefs that changed since `previous` (all of them when it is null); undefined when none did. */
export const indexChanges = (rows: Rows, previous: Map<number, NodeBrief> | null): { briefs: Map<number, NodeBrief>; changes?: IndexChanges } => {
  const briefs = new Map<number, NodeBrief>();
  const set: NodeBrief[] = [];
  for (const row of rows) {
    const brief = briefOf(row);
    briefs.set(brief.id, brief);
    if (!sameBrief(previous?.get(brief.id), brief)) set.push(brief);
  }
  const removed = previous ? [...previous.keys()].filter((id) => !briefs.has(id)) : [];
  const changed = !previous || set.length > 0 || removed.length > 0;
  return { briefs, ...(changed && { changes: { reset: !previous, set, removed } }) };
};

/** The members of a state filter (within a node type) in a frame, as one string: they changed when it did. */
export const membersOf = (rows: Rows, states: readonly string[], type?: FleetType): string => {
  const wanted = new Set<unknown>(states);
  const ids: unknown[] = [];
  for (const row of rows) {
    if ((type === 'nodes' && row.isGateway) || (type === 'gateways' && !row.isGateway)) continue;
    if (wanted.has(nodeStateOf(row))) ids.push(row.id);
  }
  return ids.join(',');
};
