/**
 * List conventions of API-FACTS §3: strictly validated query keys, paging only when `limit` is given
 * (else a bare array), `orderBy=<column>,<asc|desc>`. `search` is this console's extension: a
 * case-insensitive substring match on names, domains and addresses.
 */
import { M } from '../../src/api/schemas/message';
import { notAllowed, renderMessage } from './messages';
import { badRequest, json, validationFailed } from './respond';

export type ListKey = 'type' | 'nodeId' | 'domain';

export interface ListQuery {
  page: number;
  limit?: number;
  orderBy?: { column: string; descending: boolean };
  type?: 'nodes' | 'gateways';
  nodeId?: number;
  domain?: string;
  search?: string;
}

const COMMON_KEYS = ['limit', 'page', 'orderBy', 'search'];

const queryError = (field: string, message: string) => validationFailed([{ field, message }], 'query');

const numberParam = (value: string): number | undefined => {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
};

/** Validates the list query; a failure is the 422 Response to send. */
export function parseListQuery(url: URL, extraKeys: ListKey[] = []): ListQuery | Response {
  const allowed = new Set<string>([...COMMON_KEYS, ...extraKeys]);
  const query: ListQuery = { page: 1 };
  for (const [key, value] of url.searchParams) {
    if (!allowed.has(key)) return queryError(key, notAllowed(key));
    if (key === 'limit' || key === 'page' || key === 'nodeId') {
      const n = numberParam(value);
      if (n === undefined) return queryError(key, renderMessage(M.number));
      if (key === 'page') query.page = Math.max(1, Math.floor(n) || 1);
      else query[key] = n;
    } else if (key === 'orderBy') {
      const match = /^(.*),(asc|desc)$/.exec(value);
      if (!match) return queryError(key, `"orderBy" with value "${value}" fails to match the required pattern: /,(asc|desc)$/`);
      query.orderBy = { column: match[1], descending: match[2] === 'desc' };
    } else if (key === 'type') {
      if (value !== 'nodes' && value !== 'gateways') return queryError(key, 'This field must be one of [nodes, gateways]');
      query.type = value;
    } else if (key === 'domain') {
      query.domain = value;
    } else if (key === 'search') {
      query.search = value.trim().toLowerCase();
    }
  }
  return query;
}

export interface ListOptions<T> {
  /** Texts the `search` parameter is matched against. */
  searchable: (row: T) => (string | null | undefined)[];
  /** Serialises one row of the answered page (only the page is serialised: lists may hold 10,000 rows). */
  toJson: (row: T) => unknown;
}

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return a < b ? -1 : 1;
};

/**
 * Applies search, order and paging to already-filtered rows. An unknown `orderBy` column is the
 * reference's SQL error (400).
 */
export function selectRows<T extends object>(
  rows: T[],
  query: ListQuery,
  searchable: ListOptions<T>['searchable'],
): { rows: T[]; total: number } | Response {
  let result = rows;
  const { search, orderBy, limit } = query;
  if (search) {
    result = result.filter((row) => searchable(row).some((text) => text?.toLowerCase().includes(search)));
  }
  if (orderBy) {
    const { column, descending } = orderBy;
    if (result.length > 0 && !(column in result[0])) return badRequest(`SQLITE_ERROR: no such column: ${column}`);
    const key = column as keyof T;
    result = [...result].sort((a, b) => (descending ? -1 : 1) * compare(a[key], b[key]));
  }
  if (!limit) return { rows: result, total: result.length };
  const start = (query.page - 1) * limit;
  return { rows: result.slice(start, start + limit), total: result.length };
}

/** Answers a list like the reference: `{data, page, limit, total}` with `limit`, else a bare array. */
export function listResponse<T extends object>(rows: T[], query: ListQuery, options: ListOptions<T>): Response {
  const selected = selectRows(rows, query, options.searchable);
  if (selected instanceof Response) return selected;
  const data = selected.rows.map(options.toJson);
  return json(query.limit ? { data, page: query.page, limit: query.limit, total: selected.total } : data);
}
