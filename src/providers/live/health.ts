/**
 * A service's health as a live topic: following it asks the engine to check the service's backend
 * (HTTP) about once a minute while its node is online, and to say how its node's tunnel does; asking
 * again checks it as soon as the once-a-minute bound allows. Shared by the engine and the main thread.
 */
import type { ServiceType } from '../../api/types';
import type { BackendCheck } from '../serviceCheck/types';

/** At most one check of a service per minute per console, asked-for ones included: the gateway's load. */
export const MIN_CHECK_INTERVAL_MS = 60_000;

/** What the engine needs of a service to check it: the ping's path, and what says whether to. */
export interface HealthTarget {
  type: ServiceType;
  id: number;
  nodeId: number;
  path: string;
  enabled: boolean;
  /** The lifetime's end (ms), if any. */
  expiresAt: number | null;
  /** Behind a gateway node the gateway's check asks the node itself, not this host: not testable. */
  backendHost: string | null;
}

/** Why the engine does not check a service on schedule now; `waiting`: its node's state is not known yet. */
export type HealthPause = 'tcp' | 'disabled' | 'node' | 'untestable' | 'waiting';

/** The node's tunnel over the last minutes, from the gateway's ping as fleet frames carried it. */
export interface TunnelHealth {
  /** Mean latency of the answered pings (ms), null when none answered. */
  ms: number | null;
  /** Pings seen, and how many went unanswered. */
  pings: number;
  lost: number;
  slow: boolean;
}

export interface ServiceHealth {
  /** The last check of its backend by this console, null before the first. */
  last: BackendCheck | null;
  /** Failed checks in a row up to `last`, and when the first of them was made. */
  failures: number;
  failingSince: number | null;
  /** The last attempt could not be made (the gateway refused it, a lost connection): its reason, and when. */
  refused: { text: string } | { key: string } | null;
  refusedAt: number | null;
  checking: boolean;
  paused: HealthPause | null;
  /** When it is checked next (ms), and how often. */
  next: number | null;
  intervalMs: number;
  tunnel: TunnelHealth | null;
}

export const NO_HEALTH: ServiceHealth = { last: null, failures: 0, failingSince: null, refused: null, refusedAt: null, checking: false, paused: null, next: null, intervalMs: 60_000, tunnel: null };

type Described = { id: number | string; nodeId: number | string; enabled?: boolean; expiresAt?: string | null; backendHost?: string | null; pathLocation?: string | null };

/** A service's target, from its record as screens hold it. */
export const healthTargetOf = (type: ServiceType, service: Described): HealthTarget => {
  const expiresAt = service.expiresAt ? Date.parse(service.expiresAt) : Number.NaN;
  return {
    type,
    id: Number(service.id),
    nodeId: Number(service.nodeId),
    path: (type === 'http' && service.pathLocation) || '/',
    enabled: service.enabled !== false,
    expiresAt: Number.isNaN(expiresAt) ? null : expiresAt,
    backendHost: service.backendHost ?? null,
  };
};

/** A new name for a changed record, as its checks would otherwise follow stale facts. */
export const healthTopicName = (target: HealthTarget): string =>
  `health:${target.type}:${target.id}:${target.nodeId}:${target.path}:${target.enabled}:${target.expiresAt}:${target.backendHost ?? ''}`;
