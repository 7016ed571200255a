/**
 * The whole fleet, live: one node-list stream without paging, shared by every screen that shows
 * fleet-wide figures (the nodes list's status counts, the home page, the exposure inventory). Without
 * `limit` the reference re-reads every node on each tick (API-FACTS §6.1), so new, edited and deleted
 * nodes show up without reopening it. Opened by the first subscriber, closed a moment after the last
 * one leaves (a route change does not reconnect it).
 *
 * A frame holds every node: above FLEET_LIVE_CAP nodes, reading one each second would cost more than
 * the figures are worth, so the stream is then sampled: one frame, closed, reopened FLEET_SAMPLE_MS later.
 */
import type { Node } from '../api/types';
import { openNodeListStream } from './streams';

/** Nodes up to which the fleet is followed every second. */
export const FLEET_LIVE_CAP = 2_000;

/** How often a larger fleet is read again. */
export const FLEET_SAMPLE_MS = 15_000;

/** How long the stream stays open after its last subscriber left. */
const LINGER_MS = 3_000;

export interface FleetSnapshot {
  /** Every node as of the last frame; null before the first one. */
  nodes: Node[] | null;
  /** 'live': a frame every second; 'sampled': the fleet is above FLEET_LIVE_CAP. */
  pace: 'live' | 'sampled';
}

type Listener = () => void;

class FleetStream {
  private snapshot: FleetSnapshot = { nodes: null, pace: 'live' };
  private statuses: Map<unknown, Node['status']> | null = null;
  private listeners = new Set<Listener>();
  private errorHandlers = new Set<() => void>();
  private close: (() => void) | null = null;
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
    if (!this.close && this.reopen === undefined) this.open();
    return () => {
      this.listeners.delete(listener);
      if (onError) this.errorHandlers.delete(onError);
      if (this.listeners.size === 0) this.linger = setTimeout(() => this.stop(true), LINGER_MS);
    };
  };

  /** Test hook: closes the stream and forgets the fleet at once, without lingering. */
  reset = (): void => {
    clearTimeout(this.linger);
    this.stop(true);
  };

  /** Reads the fleet again now (after a change made from this console, when sampled). */
  refresh = (): void => {
    if (this.listeners.size === 0 || this.snapshot.pace === 'live') return;
    this.stop(false);
    this.open();
  };

  private open = (): void => {
    this.reopen = undefined;
    this.close = openNodeListStream(
      {},
      (rows) => {
        const nodes = rows as unknown as Node[];
        const pace = nodes.length > FLEET_LIVE_CAP ? 'sampled' : 'live';
        this.snapshot = { nodes, pace };
        this.statuses = null;
        if (pace === 'sampled') {
          this.close?.();
          this.close = null;
          this.reopen = setTimeout(this.open, FLEET_SAMPLE_MS);
        }
        this.listeners.forEach((listener) => listener());
      },
      () => this.errorHandlers.forEach((handler) => handler()),
    );
  };

  /** Closes the stream; `forget` drops the last frame too (nobody follows the fleet any more). */
  private stop = (forget: boolean): void => {
    clearTimeout(this.reopen);
    this.reopen = undefined;
    this.close?.();
    this.close = null;
    if (forget) {
      this.snapshot = { nodes: null, pace: 'live' };
      this.statuses = null;
    }
  };
}

export const fleetStream = new FleetStream();
