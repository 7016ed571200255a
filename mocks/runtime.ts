/**
 * Live WireGuard figures of a node, computed from its id and the clock so that they move every second
 * without any timer or stored state. Rules follow API-FACTS §7.1 and §8:
 * offline = disabled or never handshaked; online = handshake < 180 s and ping answered; else idle.
 */
import { hashInt } from './random';
import type { NodeRow } from './types';

export type NodeStatus = 'online' | 'idle' | 'offline';

export interface NodeRuntime {
  status: NodeStatus;
  clientIp: string | null;
  latestHandshakeTimestamp: number | null;
  transferRx: number | null;
  transferTx: number | null;
  lastPingTs?: number | null;
  reachable?: boolean;
  latency?: number | null;
}

type Profile = 'online' | 'idle' | 'offline' | 'flaky';

// Mostly online; `flaky` alternates online/idle every 5 minutes so the demo shows a status change.
const PROFILES: readonly Profile[] = ['online', 'online', 'idle', 'online', 'online', 'offline', 'online', 'flaky', 'online', 'idle'];

export const nodeProfile = (node: Pick<NodeRow, 'id'>): Profile => PROFILES[node.id % PROFILES.length];

const DAY_S = 86400;

/** Bytes since the interface session started (sessions restart daily), always increasing within a day. */
const counter = (seed: number, rate: number, nowS: number): number => {
  const sessionStart = Math.floor(nowS / DAY_S) * DAY_S - (seed % 21600);
  const elapsed = nowS - sessionStart;
  // rate·t + a slow wobble whose derivative never exceeds rate: the counter never goes backwards.
  return Math.floor((seed % 5_000_000) + rate * elapsed + ((rate * 6) / Math.PI) * Math.sin(elapsed / 12));
};

const clientIpFor = (seed: number): string =>
  seed % 3 === 0 ? `198.51.100.${(seed % 250) + 2}` : `203.0.113.${(seed % 240) + 12}`;

/** Runtime fields of a node at `now` (ms), or null for the local node, which has none. */
export function nodeRuntime(node: NodeRow, now = Date.now()): NodeRuntime | null {
  if (node.isLocal) return null;
  if (!node.enabled) {
    return { status: 'offline', clientIp: null, latestHandshakeTimestamp: null, transferRx: null, transferTx: null };
  }
  const seed = hashInt(node.id);
  const nowS = now / 1000;
  let profile = nodeProfile(node);
  if (profile === 'flaky') profile = Math.floor(nowS / 300) % 2 === 0 ? 'online' : 'idle';
  if (profile === 'offline') {
    // The peer is configured but has never completed a handshake.
    return { status: 'offline', clientIp: null, latestHandshakeTimestamp: 0, transferRx: 0, transferTx: 0 };
  }
  const phase = seed % 600;
  if (profile === 'online') {
    // WireGuard re-handshakes every 2 minutes on an active tunnel.
    const handshakeS = Math.floor(nowS - ((nowS + phase) % 120));
    const rxRate = 200 + (seed % 40_000);
    return {
      status: 'online',
      clientIp: clientIpFor(seed),
      latestHandshakeTimestamp: handshakeS * 1000,
      transferRx: counter(seed, rxRate, nowS),
      transferTx: counter(seed >>> 3, rxRate * (0.2 + (seed % 7) / 5), nowS),
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
    transferRx: counter(seed, 2, nowS),
    transferTx: counter(seed >>> 3, 1, nowS),
    lastPingTs: handshakeS * 1000,
    reachable: false,
    latency: null,
  };
}
