/** What the console remembers of the node streams: every figure is one the gateway sent, and a time nobody watched is a gap (null), never a guess. */
import type { NodeState } from '../nodeState';

/** Times a console was watching, as [from, to] in ms since the epoch, ascending and disjoint. */
export type Coverage = ReadonlyArray<readonly [number, number]>;

/** Bytes per second received and transmitted during the step that starts at `t`; null where not known. */
export interface RatePoint {
  t: number;
  rx: number | null;
  tx: number | null;
}

/** What a chart draws: [from, to), the parts of it the console saw ("since …, while a console was open"). */
interface Window {
  from: number;
  to: number;
  coverage: Coverage;
  /** The window's length as asked ("last hour"); `to - from` is shorter when the history starts later (a node created, or first seen, within it). */
  windowMs?: number;
}

/** One point per step from `from` (included) to `to` (excluded). */
export interface ThroughputSeries extends Window {
  stepMs: number;
  points: RatePoint[];
}

export interface StatusChange {
  t: number;
  status: NodeState;
}

export interface StatusHistory extends Window {
  /** Ascending; the first may be earlier than `from` (the status the window opens with). A gap in the coverage is unknown, whatever the change before it said. */
  changes: StatusChange[];
}

/** The fleet over time: summed throughput of every node seen in a frame; nodes online and in all at the step's last frame (null where none came). */
export interface FleetPoint extends RatePoint {
  online: number | null;
  total: number | null;
}

export interface FleetSeries extends Window {
  stepMs: number;
  points: FleetPoint[];
}
