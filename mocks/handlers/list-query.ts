/**
 * List conventions of API-FACTS §3: paging only when `limit` is given (else a bare array),
 * `orderBy=<column>,<asc|desc>` on a stored column (any other is the database's error), filters.
 * The query's keys and types were already checked against openapi.yaml by the route layer. `search`
 * is this console's extension (a case-insensitive substring match on names, domains and addresses);
 * a real gateway refuses it.
 */
import type { HttpResponse } from 'msw';
import type { ErrorBody } from '../../src/api/types';
import { badRequest } from './respond';

export interface ListQuery {
  page: number;
  limit?: number;
  orderBy?: { column: string; descending: boolean };
  type?: 'nodes' | 'gateways';
  nodeId?: number;
  domain?: string;
  search?: string;
}

const number = (value: string | null): number | undefined => (value === null ? undefined : Number(value));

export function readListQuery(url: URL): ListQuery {
  const params = url.searchParams;
  const order = /^(.*),(asc|desc)$/.exec(params.get('orderBy') ?? '');
  const type = params.get('type');
  const search = params.get('search')?.trim().toLowerCase();
  return {
    page: Math.max(1, Math.floor(number(params.get('page')) ?? 1)),
    limit: number(params.get('limit')),
    orderBy: order ? { column: order[1], descending: order[2] === 'desc' } : undefined,
    type: type === 'nodes' || type === 'gateways' ? type : undefined,
    nodeId: number(params.get('nodeId')),
    domain: params.get('domain') ?? undefined,
    search: search || undefined,
  };
}

export interface ListOptions<T, J> {
  /** Texts the `search` parameter is matched against. */
  searchable: (row: T) => (string | null | undefined)[];
  /** Serialises one row of the answered page (only the page is serialised: lists may hold 10,000 rows). */
  toJson: (row: T) => J;
  /** The reference's entity name, which its database errors name columns by (`Node.nope`). */
  entity: string;
}

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return a < b ? -1 : 1;
};

/**
 * Applies search, order and paging to already-filtered rows. An unknown `orderBy` column is the
 * reference's SQL error (400); only stored columns can be sorted (not the live status or traffic).
 */
export function selectRows<T extends object>(
  rows: T[],
  query: ListQuery,
  searchable: ListOptions<T, unknown>['searchable'],
  entity = '',
): { rows: T[]; total: number } | HttpResponse<ErrorBody> {
  let result = rows;
  const { search, orderBy, limit } = query;
  if (search) {
    result = result.filter((row) => searchable(row).some((text) => text?.toLowerCase().includes(search)));
  }
  if (orderBy) {
    const { column, descending } = orderBy;
    if (result.length > 0 && !(column in result[0])) return badRequest(`SQLITE_ERROR: no such column: ${entity ? `${entity}.` : ''}${column}`);
    const key = column as keyof T;
    result = [...result].sort((a, b) => (descending ? -1 : 1) * compare(a[key], b[key]));
  }
  if (!limit) return { rows: result, total: result.length };
  const start = (query.page - 1) * limit;
  return { rows: result.slice(start, start + limit), total: result.length };
}

/** A list answer like the reference's: `{data, page, limit, total}` with `limit`, else a bare array. */
export function listBody<T extends object, J>(
  rows: T[],
  query: ListQuery,
  options: ListOptions<T, J>,
): { data: J[]; page: number; limit: number; total: number } | J[] | HttpResponse<ErrorBody> {
  const selected = selectRows(rows, query, options.searchable, options.entity);
  if (selected instanceof Response) return selected;
  const data = selected.rows.map(options.toJson);
  return query.limit ? { data, page: query.page, limit: query.limit, total: selected.total } : data;
}
