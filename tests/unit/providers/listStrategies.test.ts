/**
 * The ways a list is read (listStrategies.ts), each on its own: the gateway's page and search, the
 * console's own search over the whole list, and a live rows source answering the nodes list. What a
 * gateway said about `search` belongs to one list reader, not to the module.
 */
import { MutationObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsoleClients } from '../../../src/consoleClients';
import { fleetStream } from '../../../src/providers/live/fleetStream';
import { createListReader, type LiveRows, type LiveRowsQuery } from '../../../src/providers/listStrategies';
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

describe('a live rows source', () => {
  const source = (answer: Awaited<ReturnType<LiveRows['localPage']>>) => {
    const asked: LiveRowsQuery[] = [];
    const live: LiveRows = {
      localPage: async (query) => {
        asked.push(query);
        return answer;
      },
      statusesOf: async (ids) => ids.map(() => 'idle'),
    };
    return { live, asked };
  };

  it("answers the nodes list's own searches from the rows it holds, without reading the whole list", async () => {
    server.use(http.get('*/api/nodes', withoutSearch));
    const { live, asked } = source({ data: [rows[0]], total: 1, fetched: 12 });
    const read = createListReader(createQueryClient(), live);
    const answer = await read('nodes', { ...search(''), filter: { status: 'online', type: 'gateways' } });
    expect(asked).toEqual([{ term: '', statuses: ['online'], type: 'gateways', orderBy: undefined, page: 1, limit: 10 }]);
    expect(answer).toEqual({ data: [rows[0]], total: 1, meta: { searchedLocally: true, wholeList: { fetched: 12, total: 12 } } });
    expect(queries()).toEqual([]);
  });

  it('leaves it to the whole list when it holds no rows, and gives its live statuses to the status filter there', async () => {
    server.use(http.get('*/api/nodes', withoutSearch));
    const { live } = source(null);
    const read = createListReader(createQueryClient(), live);
    // The list says online; the live source says idle: the filter follows the live status.
    expect((await read('nodes', { ...search(''), filter: { status: 'online' } })).total).toBe(0);
    expect((await read('nodes', { ...search(''), filter: { status: 'idle' } })).total).toBe(12);
    expect(queries()).toEqual([{ page: '1', limit: '1000' }]);
  });
});

describe('the console as assembled', () => {
  it('tells the live fleet of every change made through the query client, as it settles', async () => {
    const changed = vi.spyOn(fleetStream, 'changed');
    const { queryClient } = createConsoleClients();
    await new MutationObserver(queryClient, { mutationFn: async () => 'done' }).mutate();
    await expect(new MutationObserver(queryClient, { mutationFn: async () => Promise.reject(new Error('refused')) }).mutate()).rejects.toThrow('refused');
    expect(changed).toHaveBeenCalledTimes(2);
    changed.mockRestore();
  });
});
