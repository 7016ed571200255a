/**
 * ra-core's getQuery without loading react-admin, as the route table belongs to the sign-in page (measured
 * in docs/benchmarks.md, "Forks, and why"); tests/unit/providers/listOpening.test.ts holds it to getQuery.
 */
import type { ListPage } from './prefetchList';
import { readPreference } from './preferences';

type Query = Record<string, unknown>;

/** ra-core's getNumberOrDefault. */
const numberOr = (value: unknown, fallback: number): number => {
  if (value === undefined) return fallback;
  const parsed = typeof value === 'string' ? parseInt(value, 10) : Number(value);
  return Number.isNaN(parsed) ? fallback : parsed;
};

/** ra-core's parseQueryFromLocation: the filter as JSON, dropped when it is not. */
const queryOf = (search: string): Query | undefined => {
  const params = new URLSearchParams(search);
  const query: Query = {};
  for (const [key, value] of params) {
    if (key in query) return undefined;
    query[key] = value;
  }
  if (typeof query.filter === 'string') {
    try {
      query.filter = JSON.parse(query.filter);
    } catch {
      delete query.filter;
    }
  }
  return query;
};

/** ra-core's hasCustomParams. */
const hasCustomParams = (params: Query | undefined): params is Query =>
  Boolean(
    params?.filter &&
      (Object.keys(params.filter).length > 0 || params.order != null || params.page !== 1 || params.perPage != null || params.sort != null),
  );

export const listOpening = (resource: string, search: string, first: ListPage): ListPage | undefined => {
  const fromLocation = queryOf(search);
  if (!fromLocation) return undefined;
  const stored = readPreference<Query>(`${resource}.listParams`);
  const query: Query =
    Object.keys(fromLocation).length > 0 ? { ...fromLocation } : hasCustomParams(stored) ? { ...stored } : { filter: first.filter ?? {} };
  if (!query.sort) {
    query.sort = first.sort?.field;
    query.order = first.sort?.order;
  }
  return {
    pagination: { page: numberOr(query.page ?? 1, 1), perPage: numberOr(query.perPage ?? first.pagination?.perPage, 10) },
    sort: { field: String(query.sort), order: query.order as 'ASC' | 'DESC' },
    filter: { ...(query.filter as object | undefined) },
    meta: first.meta,
  };
};
