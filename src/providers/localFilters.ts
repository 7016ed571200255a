/**
 * Search matches as openapi.yaml's `search` parameter describes it, so that a gateway with search and one
 * without show the same rows.
 */
import { isNodeState, nodeStateOf, type NodeState } from './nodeState';
import type { ConsoleRecord } from './resources';

type Texts = (row: Record<string, unknown>) => unknown[];

/** The fields `search` looks at, per resource (openapi.yaml, parameter Search). */
const SEARCHED: Record<string, Texts> = {
  nodes: (row) => [row.name, row.address],
  domains: (row) => [row.domain],
  http_services: (row) => [row.name, row.domain],
  tcp_services: (row) => [row.name, row.domain],
  pats: (row) => [row.name],
};

export const matchesSearch = (resource: string, row: ConsoleRecord, term: string): boolean => {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  const texts = SEARCHED[resource]?.(row as unknown as Record<string, unknown>) ?? [];
  return texts.some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
};

/** The nodes list's `status` filter: the node states (nodeState.ts) it names, or null for none. */
export const statusFilter = (value: unknown): Set<NodeState> | null => {
  const values = (Array.isArray(value) ? value : [value]).filter(isNodeState);
  return values.length ? new Set(values) : null;
};

/** A row's state as the gateway's row tells it (a disabled node is disconnected); the local node matches no state. */
export const hasStatus = (row: ConsoleRecord, states: ReadonlySet<NodeState>): boolean => {
  const state = nodeStateOf(row as Record<string, unknown>);
  return state !== null && states.has(state);
};
