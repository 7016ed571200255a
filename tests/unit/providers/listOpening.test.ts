/**
 * The page a list opens on, worked out without react-admin (providers/listOpening.ts), is the one
 * react-admin's list asks for: ra-core's getQuery over the address's query and the remembered params,
 * as useListController turns it into its getList call.
 */
import { getQuery, parseQueryFromLocation } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { NODE_LIST_FIRST_PAGE } from '../../../src/nodes/nodeListFirstPage';
import { listOpening } from '../../../src/providers/listOpening';
import { writePreference } from '../../../src/providers/preferences';

/** What react-admin's list asks for at `search` with `stored` remembered (useListParams, useListController). */
const reactAdminPage = (search: string, stored: object) => {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored,
    filterDefaultValues: undefined,
    sort: NODE_LIST_FIRST_PAGE.sort,
    perPage: NODE_LIST_FIRST_PAGE.pagination.perPage,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
};

const searches = [
  '',
  `?${new URLSearchParams({ filter: JSON.stringify({ status: 'online' }) })}`,
  `?${new URLSearchParams({ filter: JSON.stringify({ q: 'app.example.com' }) })}`,
  '?filter=%7B%22type%22%3A%22gateways%22%7D&page=2&perPage=25&sort=name&order=DESC',
  '?page=3',
  '?perPage=abc',
  '?sort=name',
  '?filter=not-json',
  '?filter=%7B%22q%22%3A%22a+b%22%7D',
];

const remembered = [
  undefined,
  {},
  { filter: {}, page: 1 },
  { filter: {}, sort: 'id', order: 'ASC', page: 1, perPage: 10 },
  { filter: { q: 'nas' }, sort: 'name', order: 'DESC', page: 2, perPage: 50, displayedFilters: {} },
];

afterEach(() => localStorage.clear());

describe('the page a list opens on', () => {
  const cases = remembered.flatMap((stored) => searches.map((search) => [search, stored] as const));
  it.each(cases)('at %j with %j remembered, is the one react-admin asks for', (search, stored) => {
    if (stored !== undefined) writePreference('nodes.listParams', stored);
    expect(listOpening('nodes', search, NODE_LIST_FIRST_PAGE)).toEqual(reactAdminPage(search, stored ?? {}));
  });

  it('is not known ahead when the address repeats a key', () => {
    expect(listOpening('nodes', '?page=2&page=3', NODE_LIST_FIRST_PAGE)).toBeUndefined();
  });
});
