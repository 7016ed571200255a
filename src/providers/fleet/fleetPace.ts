/**
 * How often the fleet is read. A frame of the node stream without `limit` carries every node, and the
 * reference builds it by reading every node from its database and WireGuard's dump (API-FACTS §6.1):
 * its cost to the gateway, to the network and to the browser grows with the fleet.
 *
 * Up to FLEET_LIVE_CAP nodes (the largest page a list shows) the stream stays open, a frame a second.
 * Above, it is sampled: one frame, the stream closed, opened again FLEET_SAMPLE_PER_NODE_MS per node
 * later, at least FLEET_SAMPLE_MIN_MS and at most FLEET_SAMPLE_MAX_MS. An interval proportional to the
 * fleet keeps what one open console asks of the gateway flat, whatever the fleet: about one node row
 * every 3 ms (333 rows a second, the work of a live stream over a 333-node fleet). The floor keeps a
 * fleet of a few hundred nodes from costing a connection (its authentication, a database read) every
 * second or two; the ceiling keeps figures at most 5 minutes old (100,000 nodes).
 *
 * With the demo's rows (about 490 bytes a node in a frame, uncompressed JSON) that is, for one open console:
 *   - 1,000 nodes: a frame every 5 s, 12 a minute of 489 KB: 5.9 MB a minute (followed live: 29 MB);
 *   - 10,000 nodes: a frame every 30 s, 2 a minute of 4.9 MB: 9.8 MB a minute (live: 295 MB; sampled
 *     every 15 s, as before: 19.6 MB).
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
