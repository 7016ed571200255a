/**
 * How often the fleet is read. An unpaged frame carries every node and costs the reference a read of its
 * database and WireGuard's dump (API-FACTS §6.1), so above FLEET_LIVE_CAP nodes the stream is sampled at an
 * interval proportional to the fleet, which keeps what one console asks of the gateway flat; the floor
 * spares a mid-sized fleet a new connection every second or two, the ceiling bounds how old figures get.
 */

/** Nodes up to which the fleet is followed every second: the largest page a list shows. */
export const FLEET_LIVE_CAP = 100;

export const FLEET_LIVE_MS = 1_000;
export const FLEET_SAMPLE_MIN_MS = 5_000;
export const FLEET_SAMPLE_PER_NODE_MS = 3;
export const FLEET_SAMPLE_MAX_MS = 300_000;

/** How long after a failed stream it is opened again. */
export const FLEET_RETRY_MS = 5_000;

export interface FleetPace {
  /** True: the stream stays open, a frame a second; false: one frame, then closed until `intervalMs` later. */
  live: boolean;
  intervalMs: number;
}

export const fleetPaceFor = (nodes: number): FleetPace =>
  nodes <= FLEET_LIVE_CAP
    ? { live: true, intervalMs: FLEET_LIVE_MS }
    : { live: false, intervalMs: Math.min(FLEET_SAMPLE_MAX_MS, Math.max(FLEET_SAMPLE_MIN_MS, nodes * FLEET_SAMPLE_PER_NODE_MS)) };
