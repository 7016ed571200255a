/**
 * What the console remembers of the traffic and status it saw in the node streams. Every
 * figure is one the gateway sent: a rate is the difference of two byte counters over the time between
 * them, and a time nobody watched is a gap (null), never a guess.
 */

import { NODE_STATES, type NodeState } from '../nodeState';

/** A node's state as a timeline shows it: the node's state (nodeState.ts), in the list's own words. */
export type HistoryStatus = NodeState;

export const HISTORY_STATUSES: readonly HistoryStatus[] = NODE_STATES;

/** Times a console was watching, as [from, to] in ms since the epoch, ascending and disjoint. */
export type Coverage = ReadonlyArray<readonly [number, number]>;

/**
 * Bytes per second received (rx) and transmitted (tx) by the node during the step that starts at `t`;
 * null where it is not known: nobody watched, first sample after a gap, or a counter that went back
 * (the node's interface restarted).
 */
export interface RatePoint {
  t: number;
  rx: number | null;
  tx: number | null;
}

/** A throughput series: one point per step from `from` (included) to `to` (excluded). */
export interface ThroughputSeries {
  from: number;
  to: number;
  stepMs: number;
  points: RatePoint[];
  /** The parts of [from, to) the console saw; the chart says "since …, while a console was open". */
  coverage: Coverage;
  /**
   * The window's length as asked ("last hour"); `to - from` is shorter when the history starts later
   * (a node created, or first seen, within it). Absent: `to - from`.
   */
  windowMs?: number;
}

/** A status the node took at `t`. */
export interface StatusChange {
  t: number;
  status: HistoryStatus;
}

export interface StatusHistory {
  from: number;
  to: number;
  /**
   * Ascending. The first change may be earlier than `from` (the status the window opens with). Where
   * coverage has a gap the status is unknown, whatever the change before it said.
   */
  changes: StatusChange[];
  coverage: Coverage;
  /**
   * The window's length as asked ("last hour"); `to - from` is shorter when the history starts later
   * (a node created, or first seen, within it). Absent: `to - from`.
   */
  windowMs?: number;
}

/** The fleet over time: summed throughput of every node seen in a frame, and the online count. */
export interface FleetPoint extends RatePoint {
  /** Nodes online at the last frame of the step; null where no frame came. */
  online: number | null;
  /** Nodes in that frame. */
  total: number | null;
}

export interface FleetSeries {
  from: number;
  to: number;
  stepMs: number;
  points: FleetPoint[];
  coverage: Coverage;
  /**
   * The window's length as asked ("last hour"); `to - from` is shorter when the history starts later
   * (a node created, or first seen, within it). Absent: `to - from`.
   */
  windowMs?: number;
}
