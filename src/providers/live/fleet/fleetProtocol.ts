/**
 * Messages between the main thread and the fleet's host (a worker, or the same code on the main thread
 * where workers do not exist). The host holds the fleet; the main thread gets only what screens show.
 */
import type { NodeStatus } from '../../../api/types';
import type { ScopeUpdate } from '../../history/historyRecorder';
import type { FrameRow } from '../../history/samples';

/** Peers by status and by kind, the local node apart. */
export interface FleetCounts {
  online: number;
  idle: number;
  offline: number;
  /** Peers (the local node is not one): nodes and gateways. */
  peers: number;
  gateways: number;
}

export type FleetType = 'nodes' | 'gateways';

/** The counts of the whole fleet and of each node type. */
export type CountsByType = Record<'all' | FleetType, FleetCounts>;

/** What fleet-wide screens need of a node: the exposure inventory, the home page's attention list. */
export interface NodeBrief {
  id: number;
  name: string;
  status: NodeStatus | undefined;
  enabled: boolean;
  isLocal: boolean;
}

/** Briefs that changed since the last ones sent (`reset`: these are all of them). */
export interface IndexChanges {
  reset: boolean;
  set: NodeBrief[];
  removed: number[];
}

/** The members of a status filter (within a node type): told when they change. */
export interface MembershipQuery {
  key: string;
  statuses: string[];
  type?: FleetType;
}

/** What the screens on the main thread read now. */
export interface FleetInterest {
  /** The brief of every node (fleetIndex). */
  index: boolean;
  /** Nodes whose live fields a list shows. */
  rows: unknown[];
  /** Nodes whose history a screen draws. */
  history: unknown[];
  memberships: MembershipQuery[];
  /**
   * A list reads local pages of a sampled fleet (a search or status filter): keep the next frames'
   * rows for them. A sampled fleet's rows are otherwise dropped once the frame is reduced.
   */
  pages?: boolean;
}

export const NO_INTEREST: FleetInterest = { index: false, rows: [], history: [], memberships: [] };

/** A node's id and the live fields of a list row (status, handshake, traffic). */
export type RuntimeRow = Record<string, unknown> & { id: unknown };

/** What an interest or a frame gives beyond the counts. */
export interface FleetUpdate {
  index?: IndexChanges;
  rows?: RuntimeRow[];
  /** Keys of the memberships whose members changed. */
  changed?: string[];
}

/** A page of the nodes list searched or filtered by the console itself (a gateway without search, a status filter). */
export interface LocalPageQuery {
  /** Matched as the contract's `search`: a case-insensitive part of the name or address. */
  term: string;
  statuses: string[] | null;
  type?: FleetType;
  /** The gateway's `orderBy` (`name,desc`); none: the gateway's own order. */
  orderBy?: string;
  page: number;
  limit: number;
}

export interface LocalPage {
  /** The page's rows, whole (key material stripped). */
  data: Record<string, unknown>[];
  /** Rows matched. */
  total: number;
  /** Rows looked at: the fleet, within the node type. */
  fetched: number;
}

export type FleetCommand =
  /**
   * Opens the stream at `url` (the token in its query, as streams.ts builds it); `openedAt`, when the
   * main thread asked, comes back with its frames (one from a stream replaced meanwhile is older).
   */
  | { type: 'open'; url: string; openedAt?: number }
  /** Closes the stream, keeping the last frame. */
  | { type: 'close' }
  /** Closes the stream and forgets the last frame. */
  | { type: 'forget' }
  | { type: 'interest'; interest: FleetInterest }
  /** Each id's status in the last frame. */
  | { type: 'statuses'; request: number; ids: unknown[] }
  /** A page of the last frame's nodes matching a search or status filter. */
  | { type: 'page'; request: number; query: LocalPageQuery }
  /** Rows of a node stream the main thread reads, for the history (`fine`: 1 s steps too). */
  | { type: 'record'; rows: FrameRow[]; fine: boolean; paceMs: number; at: number }
  /** The history was forgotten (sign-out), or is to be written now (the tab is hidden). */
  | { type: 'forget-history' }
  | { type: 'flush-history' };

export type FleetEvent =
  | {
      type: 'frame';
      /** When the frame arrived, and when its stream was opened (the `open` command's `openedAt`). */
      at: number;
      openedAt: number;
      /** Nodes in the frame. */
      total: number;
      live: boolean;
      intervalMs: number;
      counts: CountsByType;
      update: FleetUpdate;
      /** The host holds this frame's rows (local pages, the index): a live fleet, or a screen reads them. */
      held: boolean;
    }
  /** What a new interest asks for, from the last frame. */
  | { type: 'update'; update: FleetUpdate }
  /** What the host recorded of the scopes screens draw: all of a node's when a screen starts drawing it, then what frames change. */
  | { type: 'history'; updates: ScopeUpdate[] }
  | { type: 'statuses'; request: number; statuses: (NodeStatus | undefined)[] }
  | ({ type: 'page'; request: number } & LocalPage)
  /** `closed`: the browser gave up on the stream (an error answer). */
  | { type: 'error'; closed: boolean }
  | { type: 'unreadable' };
