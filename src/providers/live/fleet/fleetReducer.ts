/**
 * A fleet frame reduced to what screens show (counts, changed briefs, live row fields, filter membership,
 * statuses). Pure and synchronous, so it runs in the worker or on the main thread alike.
 */
import type { NodeStatus } from '../../../api/types';
import type { ConsoleRecord } from '../../resources';
import { hasStatus, matchesSearch } from '../../localFilters';
import {
  NO_INTEREST,
  type CountsByType,
  type FleetCounts,
  type FleetInterest,
  type FleetUpdate,
  type IndexChanges,
  type LocalPage,
  type LocalPageQuery,
  type MembershipQuery,
  type NodeBrief,
  type RuntimeRow,
} from './fleetProtocol';

/** A row of a frame: a node as the stream sends it. */
export type FleetRow = Record<string, unknown>;

/** The live fields of a list row (live/nodeStore.ts). */
export const RUNTIME_KEYS = ['status', 'clientIp', 'latestHandshakeTimestamp', 'transferRx', 'transferTx'] as const;

const NODE_STATUSES: readonly unknown[] = ['online', 'idle', 'offline'];

/** A peer without a known status (a raw row of a disabled node) is not connected. */
const statusOf = (row: FleetRow): NodeStatus => (NODE_STATUSES.includes(row.status) ? (row.status as NodeStatus) : 'offline');

const noCounts = (): FleetCounts => ({ online: 0, idle: 0, offline: 0, peers: 0, gateways: 0 });

/** Peers by status, in the whole fleet and per node type (a row without `isGateway` is of neither type). */
export const countsOf = (rows: readonly FleetRow[]): CountsByType => {
  const counts: CountsByType = { all: noCounts(), nodes: noCounts(), gateways: noCounts() };
  for (const row of rows) {
    if (row.isLocal) continue;
    const status = statusOf(row);
    const kind = row.isGateway === true ? counts.gateways : row.isGateway === false ? counts.nodes : null;
    for (const tally of kind ? [counts.all, kind] : [counts.all]) {
      tally.peers += 1;
      if (row.isGateway) tally.gateways += 1;
      tally[status] += 1;
    }
  }
  return counts;
};

export const briefOf = (row: FleetRow): NodeBrief => ({
  id: Number(row.id),
  name: String(row.name ?? ''),
  status: NODE_STATUSES.includes(row.status) ? (row.status as NodeStatus) : undefined,
  enabled: row.enabled !== false,
  isLocal: Boolean(row.isLocal),
});

const sameBrief = (a: NodeBrief | undefined, b: NodeBrief): boolean =>
  a !== undefined && a.name === b.name && a.status === b.status && a.enabled === b.enabled && a.isLocal === b.isLocal;

const runtimeOf = (row: FleetRow): RuntimeRow => {
  const runtime: RuntimeRow = { id: row.id };
  for (const key of RUNTIME_KEYS) if (key in row) runtime[key] = row[key];
  return runtime;
};

/** The members of a status filter in a frame, as one string (they changed when it did). */
const membersOf = (rows: readonly FleetRow[], { statuses, type }: MembershipQuery): string => {
  const wanted = new Set(statuses);
  const ids: unknown[] = [];
  for (const row of rows) {
    if (row.isLocal || (type === 'nodes' && row.isGateway) || (type === 'gateways' && !row.isGateway)) continue;
    if (wanted.has(statusOf(row))) ids.push(row.id);
  }
  return ids.join(',');
};

/** The gateway's order: nulls first, then by value; equal rows keep the fleet's (the gateway's natural) order. */
const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return (a as string | number) < (b as string | number) ? -1 : 1;
};

const hasAny = (update: FleetUpdate) => Boolean(update.index || update.rows?.length || update.changed?.length);

export class FleetReducer {
  private rows: readonly FleetRow[] | null = null;
  private byId = new Map<string, FleetRow>();
  private interest: FleetInterest = NO_INTEREST;
  /** The last frame came from a live stream (a page of nodes at most). */
  private live = true;
  /** The briefs the main thread holds: null while no screen reads the index. */
  private briefs: Map<number, NodeBrief> | null = null;
  /** Each membership's members at the last frame (null: no frame since it was asked for). */
  private members = new Map<string, string | null>();

  /** A new frame: the counts, and what the interest asks for. */
  frame(rows: readonly FleetRow[]): { counts: CountsByType; update: FleetUpdate } {
    this.rows = rows;
    this.byId = new Map(rows.map((row) => [String(row.id), row]));
    const update: FleetUpdate = {};
    const index = this.indexChanges();
    if (index) update.index = index;
    if (this.interest.rows.length) update.rows = this.runtimeRows(this.interest.rows);
    const changed: string[] = [];
    for (const query of this.interest.memberships) {
      const members = membersOf(rows, query);
      const before = this.members.get(query.key);
      // The first frame under a filter is the baseline the list was read with.
      if (before != null && before !== members) changed.push(query.key);
      this.members.set(query.key, members);
    }
    if (changed.length) update.changed = changed;
    return { counts: countsOf(rows), update };
  }

  /**
   * Keeps the frame's rows while something reads them or the fleet is live, else drops them: a sampled
   * fleet's rows are most of what the host would hold. Returns whether it holds them.
   */
  settle(live: boolean): boolean {
    this.live = live;
    this.dropUnread();
    return this.rows !== null;
  }

  /** What screens read changed: what they did not have yet, from the last frame (null: nothing to tell). */
  setInterest(interest: FleetInterest): FleetUpdate | null {
    const before = this.interest;
    this.interest = interest;
    if (!interest.index) this.briefs = null;
    const members = new Map<string, string | null>();
    for (const query of interest.memberships) {
      const known = this.members.get(query.key);
      members.set(query.key, known !== undefined ? known : this.rows && membersOf(this.rows, query));
    }
    this.members = members;
    if (!this.rows) return null;
    const update: FleetUpdate = {};
    if (interest.index && !before.index) update.index = this.indexChanges();
    const known = new Set(before.rows.map(String));
    const added = interest.rows.filter((id) => !known.has(String(id)));
    if (added.length) update.rows = this.runtimeRows(added);
    this.dropUnread();
    return hasAny(update) ? update : null;
  }

  /** Each id's status in the last frame (undefined: no frame held, or not in it). */
  statusesOf(ids: readonly unknown[]): (NodeStatus | undefined)[] {
    return ids.map((id) => {
      const row = this.rows ? this.byId.get(String(id)) : undefined;
      return row ? statusOf(row) : undefined;
    });
  }

  /** A page of the nodes matching a search and status filter within a node type, in the gateway's order (null: no frame yet). */
  pageOf({ term, statuses, type, orderBy, page, limit }: LocalPageQuery): LocalPage | null {
    if (!this.rows) return null;
    const inType = type ? this.rows.filter((row) => row.isGateway === (type === 'gateways')) : [...this.rows];
    const wanted = statuses && new Set(statuses);
    let rows = inType.filter((row) => matchesSearch('nodes', row as unknown as ConsoleRecord, term) && (!wanted || hasStatus(row as unknown as ConsoleRecord, wanted, statusOf(row))));
    const order = /^(.+),(asc|desc)$/.exec(orderBy ?? '');
    if (order) {
      const [, column, direction] = order;
      const sign = direction === 'desc' ? -1 : 1;
      rows = rows.sort((a, b) => sign * compare(a[column], b[column]));
    }
    return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length, fetched: inType.length };
  }

  /** The frame's rows of `ids` (those in it). */
  rowsOf(ids: readonly unknown[]): FleetRow[] {
    const rows: FleetRow[] = [];
    for (const id of ids) {
      const row = this.byId.get(String(id));
      if (row) rows.push(row);
    }
    return rows;
  }

  /** Forgets the last frame (nobody follows the fleet any more); what screens read stays asked for. */
  forget(): void {
    this.rows = null;
    this.byId = new Map();
    this.briefs = null;
    this.members = new Map([...this.members.keys()].map((key) => [key, null]));
  }

  private dropUnread(): void {
    if (this.live || this.interest.index || this.interest.pages) return;
    this.rows = null;
    this.byId = new Map();
  }

  private runtimeRows(ids: readonly unknown[]): RuntimeRow[] {
    return this.rowsOf(ids).map(runtimeOf);
  }

  /** The briefs that changed since the main thread's (all of them the first time); undefined when none did. */
  private indexChanges(): IndexChanges | undefined {
    if (!this.interest.index || !this.rows) return undefined;
    const reset = this.briefs === null;
    const previous = this.briefs ?? new Map<number, NodeBrief>();
    const next = new Map<number, NodeBrief>();
    const set: NodeBrief[] = [];
    for (const row of this.rows) {
      const brief = briefOf(row);
      next.set(brief.id, brief);
      if (!sameBrief(previous.get(brief.id), brief)) set.push(brief);
    }
    const removed = [...previous.keys()].filter((id) => !next.has(id));
    this.briefs = next;
    return reset || set.length || removed.length ? { reset, set, removed } : undefined;
  }
}
