/**
 * The whole fleet, live: one node-list stream without paging, shared by every screen that shows
 * fleet-wide figures (the nodes list's status counts, the home page, the exposure inventory). Without
 * `limit` the reference re-reads every node on each tick (API-FACTS §6.1), so new, edited and deleted
 * nodes show up without reopening it. Opened by the first subscriber, closed a moment after the last
 * one leaves (a route change does not reconnect it), reopened when the session's token changed.
 *
 * A frame holds every node: above FLEET_LIVE_CAP nodes, reading one each second would cost more than
 * the figures are worth, so the stream is then sampled: one frame, closed, reopened FLEET_SAMPLE_MS later.
 * A stream the browser gave up on (an error answer: EventSource does not retry those) is reopened
 * after FLEET_RETRY_MS; meanwhile the snapshot says it is not live.
 */
import type { Node } from '../api/types';
import { recordFleetFrame } from './history';
import { openNodeListStream } from './streams';
import { getToken } from './tokenCookie';

/** Nodes up to which the fleet is followed every second. */
export const FLEET_LIVE_CAP = 2_000;

/** How often a larger fleet is read again. */
export const FLEET_SAMPLE_MS = 15_000;

/** How long after a failed stream it is opened again. */
export const FLEET_RETRY_MS = 5_000;

/** How long the stream stays open after its last subscriber left. */
const LINGER_MS = 3_000;

export interface FleetSnapshot {
  /** Every node as of the last frame; null before the first one. */
  nodes: Node[] | null;
  /** 'live': a frame every second; 'sampled': the fleet is above FLEET_LIVE_CAP. */
  pace: 'live' | 'sampled';
  /** False once the stream failed, until a frame arrives again: `nodes` are then the last known. */
  connected: boolean;
}

const EMPTY: FleetSnapshot = { nodes: null, pace: 'live', connected: true };

type Listener = () => void;

class FleetStream {
  private snapshot: FleetSnapshot = EMPTY;
  private statuses: Map<unknown, Node['status']> | null = null;
  private listeners = new Set<Listener>();
  private errorHandlers = new Set<() => void>();
  private close: (() => void) | null = null;
  private token: string | null = null;
  private reopen: ReturnType<typeof setTimeout> | undefined;
  private linger: ReturnType<typeof setTimeout> | undefined;

  get = (): FleetSnapshot => this.snapshot;

  /** A node's status in the last frame, if the fleet is followed and the node was in it. */
  statusOf = (id: unknown): Node['status'] | undefined => {
    if (!this.snapshot.nodes) return undefined;
    this.statuses ??= new Map(this.snapshot.nodes.map((node) => [node.id, node.status ?? 'offline']));
    return this.statuses.get(id);
  };

  /** Follows the fleet; `onError` runs on each stream error (the caller's session check). */
  subscribe = (listener: Listener, onError?: () => void): (() => void) => {
    this.listeners.add(listener);
    if (onError) this.errorHandlers.add(onError);
    clearTimeout(this.linger);
    // A stream opened for an earlier session (signed out and in again within the linger) is not this one's.
    if (this.token !== getToken()) this.stop(true);
    if (!this.close && this.reopen === undefined) this.open();
    return () => {
      this.listeners.delete(listener);
      if (onError) this.errorHandlers.delete(onError);
      if (this.listeners.size === 0) this.linger = setTimeout(() => this.stop(true), LINGER_MS);
    };
  };

  /** Closes the stream and forgets the fleet at once (tests, sign-out). */
  reset = (): void => {
    clearTimeout(this.linger);
    this.stop(true);
  };

  private publish = (snapshot: FleetSnapshot): void => {
    this.snapshot = snapshot;
    this.statuses = null;
    this.listeners.forEach((listener) => listener());
  };

  private later = (delay: number): void => {
    this.close?.();
    this.close = null;
    this.reopen = setTimeout(this.open, delay);
  };

  private open = (): void => {
    this.reopen = undefined;
    this.token = getToken();
    this.close = openNodeListStream(
      {},
      (rows) => {
        const nodes = rows as unknown as Node[];
        const pace = nodes.length > FLEET_LIVE_CAP ? 'sampled' : 'live';
        if (pace === 'sampled') this.later(FLEET_SAMPLE_MS);
        recordFleetFrame(nodes, pace === 'sampled' ? FLEET_SAMPLE_MS : 1000);
        this.publish({ nodes, pace, connected: true });
      },
      (closed) => {
        if (closed) this.later(FLEET_RETRY_MS);
        this.publish({ ...this.snapshot, connected: false });
        this.errorHandlers.forEach((handler) => handler());
      },
    );
  };

  /** Closes the stream; `forget` drops the last frame too (nobody follows the fleet any more). */
  private stop = (forget: boolean): void => {
    clearTimeout(this.reopen);
    this.reopen = undefined;
    this.close?.();
    this.close = null;
    if (forget) {
      this.snapshot = EMPTY;
      this.statuses = null;
    }
  };
}

export const fleetStream = new FleetStream();
