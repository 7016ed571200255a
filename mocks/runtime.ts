/**
 * Live WireGuard figures of a node, computed from its id and the clock so that they move every second
 * without any timer or stored state. Rules follow API-FACTS §7.1 and §8:
 * offline = disabled or never handshaked; online = handshake < 180 s and ping answered; else idle.
 * A node whose tunnel never came up (a new one) stays offline with no handshake and no traffic.
 * Byte counters are the integral of the node's rate since its interface session began: between two
 * frames they grow by what that rate sends over the interval, and a change of status (idle to online)
 * changes their slope, never their value. They fall only when the session restarts (once a day).
 */
import type { Node } from '../src/api/types';
import { hashInt } from './random';
import type { NodeRow } from './types';

export type NodeStatus = NonNullable<Node['status']>;

/** The NodeInfo fields of API-FACTS §7.1, as the contract names them. */
export type NodeRuntime = Required<Pick<Node, 'status' | 'latestHandshakeTimestamp' | 'transferRx' | 'transferTx'>> &
  Pick<Node, 'clientIp' | 'lastPingTs' | 'reachable' | 'latency'>;

type Profile = 'online' | 'idle' | 'flaky';

// Of the nodes that have connected: mostly online; `flaky` drops off every other 5 minutes so that the
// demo shows a status change and a tunnel that stops carrying traffic: the gateway's ping goes unanswered
// and, by its rules (a peer that shook hands is offline only once disabled), it calls the node idle.
const PROFILES: readonly Profile[] = ['online', 'online', 'idle', 'online', 'online', 'online', 'online', 'flaky', 'online', 'idle'];

export const nodeProfile = (node: Pick<NodeRow, 'id'>): Profile => PROFILES[node.id % PROFILES.length];

/** One node in a hundred (the demo's warehouse-gateway) is behind a slow link: its pings take 350 to 600 ms. */
const slowLink = (node: Pick<NodeRow, 'id'>) => node.id % 100 === 11;

/** The ping's own timeout (`-W 3`): what the gateway reports as the latency of an unanswered ping. */
const PING_TIMEOUT_MS = 3_000;

const DAY_S = 86400;
/** `flaky` nodes change status at each multiple of this (seconds since the epoch). */
const FLAKY_PERIOD_S = 300;
/** A tunnel that came up less than this ago is online whatever its usual habits. */
const FRESH_TUNNEL_S = 900;
/** The rate wobbles by this fraction around its mean, once a minute: a whole number of times per flaky period. */
const WOBBLE = 0.3;
const WOBBLE_PERIOD_S = 60;

/** Bytes per second received (rx) and transmitted (tx). */
export interface TrafficRates {
  rx: number;
  tx: number;
}

/** An idle peer's keepalives. */
const IDLE_RATES: TrafficRates = { rx: 2, tx: 1 };

const onlineRates = (seed: number): TrafficRates => {
  const rx = 200 + (seed % 40_000);
  return { rx, tx: rx * (0.2 + (seed % 7) / 5) };
};

type Activity = 'online' | 'idle';

/** Online or idle at `tS` (seconds), for a peer whose tunnel came up at `connectedS`. */
const activityAt = (profile: Profile, tS: number, connectedS: number): Activity => {
  if (tS - connectedS < FRESH_TUNNEL_S) return 'online';
  if (profile === 'flaky') return Math.floor(tS / FLAKY_PERIOD_S) % 2 === 0 ? 'online' : 'idle';
  return profile;
};

/**
 * Bytes a constant mean `rate` moves over [fromS, toS], its wobble included: the integral of
 * rate · (1 + WOBBLE · sin(2π t / 60 + phase)), which is exactly rate × seconds over whole minutes.
 */
const steadyBytes = (rate: number, fromS: number, toS: number, phase: number): number => {
  const omega = (2 * Math.PI) / WOBBLE_PERIOD_S;
  return rate * (toS - fromS + (WOBBLE / omega) * (Math.cos(omega * fromS + phase) - Math.cos(omega * toS + phase)));
};

/** Even integers in [0, m), m ≥ 0. */
const evensBelow = (m: number) => Math.floor((m + 1) / 2);

interface Direction {
  online: number;
  idle: number;
  phase: number;
}

/**
 * Bytes one direction of a peer moved over [fromS, toS]: the integral of its rate, whatever its status
 * did meanwhile. So a counter grows between two frames by what the rate sends over the interval, and a
 * change of status changes its slope, never its value. In closed form: a flaky peer's whole periods
 * (the wobble sums to nothing over each) are counted, not walked.
 */
const bytesBetween = (profile: Profile, direction: Direction, fromS: number, toS: number, connectedS: number): number => {
  if (toS <= fromS) return 0;
  const rate = (activity: Activity) => (activity === 'online' ? direction.online : direction.idle);
  const steady = (a: number, b: number) => steadyBytes(rate(activityAt(profile, a, connectedS)), a, b, direction.phase);
  const freshEnd = connectedS + FRESH_TUNNEL_S;
  if (fromS < freshEnd) return steady(fromS, Math.min(toS, freshEnd)) + (toS > freshEnd ? bytesBetween(profile, direction, freshEnd, toS, connectedS) : 0);
  if (profile !== 'flaky') return steady(fromS, toS);
  const firstEnd = Math.min(toS, (Math.floor(fromS / FLAKY_PERIOD_S) + 1) * FLAKY_PERIOD_S);
  const lastStart = Math.max(firstEnd, Math.floor(toS / FLAKY_PERIOD_S) * FLAKY_PERIOD_S);
  const first = Math.round(firstEnd / FLAKY_PERIOD_S);
  const whole = Math.round((lastStart - firstEnd) / FLAKY_PERIOD_S);
  const onlinePeriods = evensBelow(first + whole) - evensBelow(first);
  const periods = FLAKY_PERIOD_S * (onlinePeriods * direction.online + (whole - onlinePeriods) * direction.idle);
  return steady(fromS, firstEnd) + periods + (lastStart < toS ? steady(lastStart, toS) : 0);
};

/** When the peer's interface session began: it restarts once a day (at its own time of day), or began when the tunnel first came up. */
const sessionStart = (seed: number, nowS: number, connectedS: number) => {
  const shift = seed % 21_600;
  return Math.max(connectedS, Math.floor((nowS + shift) / DAY_S) * DAY_S - shift);
};

/** A byte counter: a few bytes already there for a daily session (none when it began with the tunnel), plus what its rate moved since. */
const counter = (profile: Profile, direction: Direction, carried: number, nowS: number, startS: number, connectedS: number): number =>
  Math.floor((startS > connectedS ? carried : 0) + bytesBetween(profile, direction, startS, nowS, connectedS));

/** The mean rates a peer moves at `now` (ms) by its profile, before the wobble; what its counters grow by over whole minutes. */
export const nodeTrafficRates = (node: Pick<NodeRow, 'id' | 'firstHandshakeAt'>, now = Date.now()): TrafficRates => {
  if (node.firstHandshakeAt === null || node.firstHandshakeAt > now) return { rx: 0, tx: 0 };
  return activityAt(nodeProfile(node), now / 1000, node.firstHandshakeAt / 1000) === 'online' ? onlineRates(hashInt(node.id)) : IDLE_RATES;
};

const clientIpFor = (seed: number): string =>
  seed % 3 === 0 ? `198.51.100.${(seed % 250) + 2}` : `203.0.113.${(seed % 240) + 12}`;

/** Whether the node's tunnel carries traffic at `now`: not offline, nor dropped off (a flaky node's idle turns). */
export const tunnelCarries = (node: NodeRow, now = Date.now()): boolean => {
  if (node.isLocal) return true;
  const runtime = nodeRuntime(node, now);
  return runtime.status === 'online' || (runtime.status === 'idle' && nodeProfile(node) !== 'flaky');
};

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
  const profile = nodeProfile(node);
  const startS = sessionStart(seed, nowS, connectedS);
  const online = onlineRates(seed);
  const rx = counter(profile, { online: online.rx, idle: IDLE_RATES.rx, phase: ((seed % 60) / 60) * 2 * Math.PI }, seed % 5_000_000, nowS, startS, connectedS);
  const tx = counter(profile, { online: online.tx, idle: IDLE_RATES.tx, phase: (((seed >>> 3) % 60) / 60) * 2 * Math.PI }, (seed >>> 3) % 5_000_000, nowS, startS, connectedS);
  const phase = seed % 600;
  if (activityAt(profile, nowS, connectedS) === 'online') {
    // WireGuard re-handshakes every 2 minutes on an active tunnel.
    const handshakeS = Math.max(Math.floor(connectedS), Math.floor(nowS - ((nowS + phase) % 120)));
    return {
      status: 'online',
      clientIp: clientIpFor(seed),
      latestHandshakeTimestamp: handshakeS * 1000,
      transferRx: rx,
      transferTx: tx,
      lastPingTs: Math.floor(now / 5000) * 5000,
      reachable: true,
      latency: Math.round(((slowLink(node) ? 350 + (seed % 100) + 150 * Math.abs(Math.sin(nowS / 50)) : 4 + (seed % 60)) + 3 * Math.abs(Math.sin(nowS / 5))) * 1000) / 1000,
    };
  }
  if (profile === 'flaky') {
    // Dropped off: the last answered ping was when the drop began; every ping since times out.
    return {
      status: 'idle',
      clientIp: clientIpFor(seed),
      latestHandshakeTimestamp: Math.floor(nowS / FLAKY_PERIOD_S) * FLAKY_PERIOD_S * 1000 - 60_000,
      transferRx: rx,
      transferTx: tx,
      lastPingTs: Math.floor(nowS / FLAKY_PERIOD_S) * FLAKY_PERIOD_S * 1000,
      reachable: false,
      latency: PING_TIMEOUT_MS + (seed % 20),
    };
  }
  // Idle: the last handshake is 200 to 800 s old; keepalives still trickle a few bytes.
  const handshakeS = Math.floor((nowS - 200 - phase) / 600) * 600 + phase;
  return {
    status: 'idle',
    clientIp: clientIpFor(seed),
    latestHandshakeTimestamp: handshakeS * 1000,
    transferRx: rx,
    transferTx: tx,
    lastPingTs: handshakeS * 1000,
    reachable: false,
    latency: null,
  };
}
