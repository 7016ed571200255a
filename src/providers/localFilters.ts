/**
 * Search matches as openapi.yaml's `search` parameter describes it, so that a gateway with search and one
 * without show the same rows.
 */
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

export const NODE_STATUSES = ['online', 'idle', 'offline'] as const;

export const statusFilter = (value: unknown): Set<string> | null => {
  const values = (Array.isArray(value) ? value : [value]).filter((item): item is string =>
    (NODE_STATUSES as readonly unknown[]).includes(item),
  );
  return values.length ? new Set(values) : null;
};

/** A row's status as the gateway read it (a disabled node's row has none: offline); the local node is no peer and matches no status. */
export const hasStatus = (row: ConsoleRecord, statuses: Set<string>): boolean => {
  const { status, isLocal } = row as { status?: unknown; isLocal?: unknown };
  if (isLocal) return false;
  return statuses.has(typeof status === 'string' ? status : 'offline');
};
