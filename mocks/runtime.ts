/**
 * Live WireGuard figures of a node, computed from its id and the clock so that they move every second
 * without any timer or stored state. Rules follow API-FACTS §7.1 and §8:
 * offline = disabled or never handshaked; online = handshake < 180 s and ping answered; else idle.
 * A node whose tunnel never came up (a new one) stays offline with no handshake and no traffic.
 */
import type { Node } from '../src/api/types';
import { hashInt } from './random';
import type { NodeRow } from './types';

export type NodeStatus = NonNullable<Node['status']>;

/** The NodeInfo fields of API-FACTS §7.1, as the contract names them. */
export type NodeRuntime = Required<Pick<Node, 'status' | 'latestHandshakeTimestamp' | 'transferRx' | 'transferTx'>> &
  Pick<Node, 'clientIp' | 'lastPingTs' | 'reachable' | 'latency'>;

type Profile = 'online' | 'idle' | 'flaky';

// Of the nodes that have connected: mostly online; `flaky` alternates online/idle every 5 minutes so the
// demo shows a status change.
const PROFILES: readonly Profile[] = ['online', 'online', 'idle', 'online', 'online', 'online', 'online', 'flaky', 'online', 'idle'];

export const nodeProfile = (node: Pick<NodeRow, 'id'>): Profile => PROFILES[node.id % PROFILES.length];

const DAY_S = 86400;

/**
 * Bytes since the interface session started (sessions restart daily, or began when the peer first
 * connected), always increasing within a session.
 */
const counter = (seed: number, rate: number, nowS: number, connectedS: number): number => {
  const dailyStart = Math.floor(nowS / DAY_S) * DAY_S - (seed % 21600);
  const fresh = connectedS > dailyStart;
  const elapsed = nowS - (fresh ? connectedS : dailyStart);
  // rate·t + a slow wobble whose derivative never exceeds rate: the counter never goes backwards.
  const wobble = ((rate * 6) / Math.PI) * Math.sin(elapsed / 12);
  return Math.max(0, Math.floor((fresh ? 0 : seed % 5_000_000) + rate * elapsed + wobble));
};

const clientIpFor = (seed: number): string =>
  seed % 3 === 0 ? `198.51.100.${(seed % 250) + 2}` : `203.0.113.${(seed % 240) + 12}`;

/**
 * Runtime fields of a node at `now` (ms), as the reference's lists compute them from `wg show dump`.
 * The local node and a disabled node are no peer of the interface: offline, all figures null. A peer
 * that never connected has no endpoint, so no `clientIp` key at all (as the reference answers it).
 */
export function nodeRuntime(node: NodeRow, now = Date.now()): NodeRuntime {
  if (node.isLocal || !node.enabled) {
    return { status: 'offline', clientIp: null, latestHandshakeTimestamp: null, transferRx: null, transferTx: null };
  }
  if (node.firstHandshakeAt === null || node.firstHandshakeAt > now) {
    // A peer that has never connected: configured, no handshake, no traffic.
    return { status: 'offline', latestHandshakeTimestamp: 0, transferRx: 0, transferTx: 0 };
  }
  const seed = hashInt(node.id);
  const nowS = now / 1000;
  const connectedS = node.firstHandshakeAt / 1000;
  let profile = nodeProfile(node);
  if (profile === 'flaky') profile = Math.floor(nowS / 300) % 2 === 0 ? 'online' : 'idle';
  // A tunnel that came up in the last minutes is online whatever its usual habits.
  if (nowS - connectedS < 900) profile = 'online';
  const phase = seed % 600;
  if (profile === 'online') {
    // WireGuard re-handshakes every 2 minutes on an active tunnel.
    const handshakeS = Math.max(Math.floor(connectedS), Math.floor(nowS - ((nowS + phase) % 120)));
    const rxRate = 200 + (seed % 40_000);
    return {
      status: 'online',
      clientIp: clientIpFor(seed),
      latestHandshakeTimestamp: handshakeS * 1000,
      transferRx: counter(seed, rxRate, nowS, connectedS),
      transferTx: counter(seed >>> 3, rxRate * (0.2 + (seed % 7) / 5), nowS, connectedS),
      lastPingTs: Math.floor(now / 5000) * 5000,
      reachable: true,
      latency: Math.round((4 + (seed % 60) + 3 * Math.abs(Math.sin(nowS / 5))) * 1000) / 1000,
    };
  }
  // Idle: the last handshake is 200 to 800 s old; keepalives still trickle a few bytes.
  const handshakeS = Math.floor((nowS - 200 - phase) / 600) * 600 + phase;
  return {
    status: 'idle',
    clientIp: clientIpFor(seed),
    latestHandshakeTimestamp: handshakeS * 1000,
    transferRx: counter(seed, 2, nowS, connectedS),
    transferTx: counter(seed >>> 3, 1, nowS, connectedS),
    lastPingTs: handshakeS * 1000,
    reachable: false,
    latency: null,
  };
}
