/**
 * What a service's public access really is, from its record, its node and the clock: enabled,
 * disabled, or disabled because its lifetime ran out; and whether its node can carry traffic at all.
 * Rows, badges and the Info dialog all say the same thing because they all read it here.
 */
import type { Node, Service } from '../api/types';
import { nodeStateOf } from '../providers/nodeState';

export type Availability = 'enabled' | 'disabled' | 'expired';

/** Why the node cannot carry the service's traffic: its state (nodeState.ts) is disconnected (disabled) or offline (no tunnel). */
export type NodeProblem = 'disconnected' | 'offline';

export interface ServiceState {
  availability: Availability;
  nodeProblem: NodeProblem | null;
  /** Enabled, within its lifetime, on a node that is not known to be down. */
  reachable: boolean;
  /** When the lifetime ends (ms), if the service has one. */
  expiresAt: number | null;
}

/** The service's `expiresAt` in ms, or null (none, or unreadable). */
export const expiryOf = (service: Pick<Service, 'expiresAt'>): number | null => {
  const time = service.expiresAt ? Date.parse(service.expiresAt) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/** What the state needs of a node: a full record, or a fleet stream's brief one. */
export type NodeFacts = Pick<Node, 'isLocal' | 'enabled' | 'status'>;

export const nodeProblemOf = (node: NodeFacts | undefined): NodeProblem | null => {
  const state = node ? nodeStateOf(node) : null;
  return state === 'disconnected' || state === 'offline' ? state : null;
};

/**
 * A service past its `expiresAt` counts as expired even while its record still says enabled: the
 * gateway disables it when the lifetime ends (within the minute), and a TCP service enabled again
 * after its expiry keeps the past date and is disabled again (API-FACTS §10.8, §12.22).
 */
export const serviceState = (service: Pick<Service, 'enabled' | 'expiresAt'>, node: NodeFacts | undefined, now: number): ServiceState => {
  const expiresAt = expiryOf(service);
  const availability: Availability = expiresAt !== null && expiresAt <= now ? 'expired' : service.enabled ? 'enabled' : 'disabled';
  const nodeProblem = nodeProblemOf(node);
  return { availability, nodeProblem, reachable: availability === 'enabled' && nodeProblem === null, expiresAt };
};
