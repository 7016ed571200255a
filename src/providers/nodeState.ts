/**
 * A node's state, as every screen names it (one word each: `app.nodes.status.<state>`): the gateway's
 * status of an enabled peer, or 'disconnected' for a node the operator disabled, which the gateway reports
 * offline or without status (API-FACTS §5.3, §8 rule 1). Offline is an enabled node without a tunnel.
 * Pure and below the screens, so that the live engine's counts, the list's status filter, the history and
 * every screen read the same state from the same facts.
 */

export const NODE_STATES = ['online', 'idle', 'offline', 'disconnected'] as const;

export type NodeState = (typeof NODE_STATES)[number];

export const isNodeState = (value: unknown): value is NodeState => (NODE_STATES as readonly unknown[]).includes(value);

/** What the state is read from: a record, a stream's row or a fleet brief. */
export interface NodeStateFacts {
  isLocal?: unknown;
  enabled?: unknown;
  status?: unknown;
}

/**
 * Null for the local node (no peer of the interface) and for an enabled node sent without a status (the
 * gateway's first seconds after a start or an enable): nothing is shown for either (API-FACTS §8).
 */
export const nodeStateOf = ({ isLocal, enabled, status }: NodeStateFacts): NodeState | null => {
  if (isLocal) return null;
  if (enabled === false) return 'disconnected';
  return status === 'online' || status === 'idle' || status === 'offline' ? status : null;
};

/** The state's one word. */
export const nodeStateLabel = (state: NodeState): string => `app.nodes.status.${state}`;
