/**
 * The ways a list is read (listStrategies.ts), each on its own: the gateway's page and search, and the
 * console's own search and status filter over the whole list (the one way, whatever the fleet's size: the
 * data provider has no port into the live layer). What a gateway said about `search` belongs to one list
 * reader, not to the module.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createListReader } from '../../../src/providers/listStrategies';
import { createQueryClient } from '../../../src/providers/queryClient';
import { signIn, useServer } from './support';

const { server, seen } = useServer();

beforeEach(() => {
  signIn();
});

const rows = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: index < 2 ? `edge-${index + 1}` : `node-${index + 1}`, address: `10.0.0.${index + 2}`, status: 'online' }));

/** The reference's nodes list: paged, no search. */
const withoutSearch = ({ request }: { request: Request }) => {
  const params = new URL(request.url).searchParams;
  if (params.has('search')) return HttpResponse.json({ message: 'Validation failed', errors: { query: [{ field: 'search', message: '"search" is not allowed' }] } }, { status: 422 });
  const limit = Number(params.get('limit'));
  const page = Number(params.get('page') ?? 1);
  return HttpResponse.json({ data: rows.slice((page - 1) * limit, page * limit), page, limit, total: rows.length });
};

const search = (q: string) => ({ pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: { q } });
const queries = () => seen.filter((request) => request.path === '/api/nodes').map((request) => Object.fromEntries(request.url.searchParams));

describe('the gateway page', () => {
  it('asks the gateway to page and search, and answers its page as it is', async () => {
    server.use(http.get('*/api/nodes', () => HttpResponse.json({ data: rows.slice(0, 2), page: 1, limit: 10, total: 2 })));
    const answer = await createListReader(createQueryClient())('nodes', search('edge'));
    expect(queries()).toEqual([{ page: '1', limit: '10', search: 'edge' }]);
    expect(answer.data.map((row) => row.name)).toEqual(['edge-1', 'edge-2']);
    expect(answer.meta).toBeUndefined();
  });
});

describe("the console's own search", () => {
  it('takes over once the gateway refuses search, and that reader asks no more; another reader asks again', async () => {
    server.use(http.get('*/api/nodes', withoutSearch));
    const read = createListReader(createQueryClient());
    const first = await read('nodes', search('edge'));
    expect(first.data.map((row) => row.name)).toEqual(['edge-1', 'edge-2']);
    expect(first.meta).toEqual({ searchedLocally: true, wholeList: { fetched: 12, total: 12 } });
    expect(queries()[0]).toEqual({ page: '1', limit: '10', search: 'edge' });

    seen.length = 0;
    await read('nodes', search('node-3'));
    expect(queries().some((query) => 'search' in query)).toBe(false);

    seen.length = 0;
    await createListReader(createQueryClient())('nodes', search('edge'));
    expect(queries()[0]).toEqual({ page: '1', limit: '10', search: 'edge' });
  });
});

describe('a status filter, which no gateway applies', () => {
  it('filters the whole list by the statuses its rows carry, read once for the next keystrokes', async () => {
    server.use(http.get('*/api/nodes', withoutSearch));
    const read = createListReader(createQueryClient());
    const statuses = rows.map((row, index) => ({ ...row, status: index % 3 === 0 ? 'idle' : 'online' }));
    server.use(http.get('*/api/nodes', () => HttpResponse.json({ data: statuses, page: 1, limit: 1000, total: statuses.length })));
    expect((await read('nodes', { ...search(''), filter: { status: 'idle' } })).total).toBe(4);
    const online = await read('nodes', { ...search(''), filter: { status: 'online' } });
    expect(online.data.map((row) => row.id)).toEqual([2, 3, 5, 6, 8, 9, 11, 12]);
    expect(online.meta).toEqual({ searchedLocally: true, wholeList: { fetched: 12, total: 12 } });
    expect(queries()).toEqual([{ page: '1', limit: '1000' }]);
  });
});
