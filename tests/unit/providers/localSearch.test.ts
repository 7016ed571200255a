/**
 * Search and filters the gateway cannot do: on a gateway that refuses `search` (the reference), and
 * for a node's live status, the data provider fetches the whole list through the paged API (within a
 * cap), filters and pages it itself, and says so in the answer's meta.
 */
import { http, HttpResponse } from 'msw';
import type { SortPayload } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { createDataProvider, type ConsoleDataProvider } from '../../../src/providers/dataProvider';
import { createQueryClient } from '../../../src/providers/queryClient';
import { WHOLE_LIST_CAP, WHOLE_LIST_PAGE } from '../../../src/providers/wholeList';
import { signIn, useServer } from './support';

const { server, seen } = useServer();

/** The console's query client (where the whole lists are kept) and its data provider, new for each test. */
let queryClient: QueryClient;
let dataProvider: ConsoleDataProvider;

beforeEach(() => {
  signIn();
  queryClient = createQueryClient();
  dataProvider = createDataProvider(queryClient);
});

/** A change made as the console makes it: a mutation of the console's query client. */
const change = (run: () => Promise<unknown>) => new MutationObserver(queryClient, { mutationFn: run }).mutate();

const STATUSES = ['online', 'idle', 'offline'] as const;
const fleet = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: index % 7 === 0 ? `edge-${index + 1}` : `node-${index + 1}`,
    address: `10.0.${Math.floor((index + 1) / 250)}.${((index + 1) % 250) + 2}`,
    status: STATUSES[index % 3],
  }));

const refusal = () =>
  HttpResponse.json({ message: 'Validation failed', errors: { query: [{ field: 'search', message: '"search" is not allowed' }] } }, { status: 422 });

/** A list route like the reference's: paged by `limit`/`page`, ordered by `orderBy`, no search. */
const referenceList = (rows: Record<string, unknown>[]) => ({ request }: { request: Request }) => {
  const params = new URL(request.url).searchParams;
  if (params.has('search')) return refusal();
  const limit = Number(params.get('limit'));
  const page = Number(params.get('page') ?? 1);
  const order = params.get('orderBy')?.split(',');
  const sorted = order
    ? [...rows].sort((a, b) => String(a[order[0]]).localeCompare(String(b[order[0]])) * (order[1] === 'desc' ? -1 : 1))
    : rows;
  return HttpResponse.json({ data: sorted.slice((page - 1) * limit, page * limit), page, limit, total: rows.length });
};

const listNodes = (filter: Record<string, unknown>, page = 1, perPage = 10, sort: SortPayload = { field: 'id', order: 'ASC' }) =>
  dataProvider.getList('nodes', { pagination: { page, perPage }, sort, filter });

const nodeRequests = () => seen.filter((request) => request.path === '/api/nodes').map((request) => Object.fromEntries(request.url.searchParams));

describe('search on a gateway without search', () => {
  it('fetches the whole list page by page, matches names and addresses, and pages the matches', async () => {
    const rows = fleet(2_500);
    server.use(http.get('*/api/nodes', referenceList(rows)));
    const result = await listNodes({ q: 'EDGE' }, 2);
    const matching = rows.filter((row) => row.name.startsWith('edge-'));
    expect(result.total).toBe(matching.length);
    expect(result.data.map((row) => row.id)).toEqual(matching.slice(10, 20).map((row) => row.id));
    expect(result.meta).toEqual({ searchedLocally: true, wholeList: { fetched: 2_500, total: 2_500 } });
    expect(nodeRequests()).toEqual([
      { page: '2', limit: '10', search: 'EDGE' },
      { page: '1', limit: String(WHOLE_LIST_PAGE) },
      { page: '2', limit: String(WHOLE_LIST_PAGE) },
      { page: '3', limit: String(WHOLE_LIST_PAGE) },
    ]);

    // By address too; the gateway is not asked to search again.
    seen.length = 0;
    const byAddress = await listNodes({ q: '10.0.1.2' });
    const byAddressAll = rows.filter((row) => row.address.includes('10.0.1.2'));
    expect(byAddress.total).toBe(byAddressAll.length);
    expect(byAddress.data.map((row) => row.address)).toEqual(byAddressAll.slice(0, 10).map((row) => row.address));
    expect(nodeRequests().some((query) => 'search' in query)).toBe(false);
  });

  it('keeps the server-side type filter and order while fetching the whole list', async () => {
    const rows = fleet(30);
    server.use(http.get('*/api/nodes', referenceList(rows)));
    const result = await listNodes({ q: 'edge', type: 'gateways' }, 1, 10, { field: 'name', order: 'DESC' });
    expect(nodeRequests().at(-1)).toEqual({ page: '1', limit: String(WHOLE_LIST_PAGE), type: 'gateways', orderBy: 'name,desc' });
    expect(result.data.map((row) => row.name)).toEqual(['edge-8', 'edge-29', 'edge-22', 'edge-15', 'edge-1']);
  });

  it('stops at the cap and says how much of the list it searched', async () => {
    const total = WHOLE_LIST_CAP + 1_234;
    server.use(
      http.get('*/api/nodes', ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.has('search')) return refusal();
        const limit = Number(params.get('limit'));
        const page = Number(params.get('page'));
        const ids = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => (page - 1) * limit + i + 1);
        return HttpResponse.json({ data: ids.map((id) => ({ id, name: `n${id}` })), page, limit, total });
      }),
    );
    const result = await listNodes({ q: 'n1' });
    expect(nodeRequests()).toHaveLength(1 + WHOLE_LIST_CAP / WHOLE_LIST_PAGE);
    expect(result.meta).toEqual({ searchedLocally: true, wholeList: { fetched: WHOLE_LIST_CAP, total } });
  });

  it('answers the next keystrokes from the list it fetched, and fetches it again after a change', async () => {
    server.use(
      http.get('*/api/nodes', referenceList(fleet(40))),
      http.patch('*/api/nodes/:id/disable', ({ params }) => HttpResponse.json({ id: Number(params.id), name: 'x', enabled: false })),
    );
    await listNodes({ q: 'e' });
    await listNodes({ q: 'ed' });
    await listNodes({ q: 'edg' });
    expect(nodeRequests()).toHaveLength(2);
    await change(() => dataProvider.setNodeEnabled(3, false));
    await listNodes({ q: 'edge' });
    expect(nodeRequests()).toHaveLength(3);
    // react-admin's refresh (invalidating every query) forgets it too.
    await queryClient.invalidateQueries();
    await listNodes({ q: 'edge' });
    expect(nodeRequests()).toHaveLength(4);
  });

  it('reads a list again when the screen comes back to it from another filter, not the copy kept for keystrokes', async () => {
    const rows = fleet(40);
    server.use(http.get('*/api/nodes', referenceList(rows)));
    await listNodes({ q: 'edge' });
    await listNodes({ q: 'edge', type: 'gateways' });
    expect(nodeRequests()).toHaveLength(3);
    // Another operator adds a node meanwhile: View All again shows it at once.
    rows.push({ id: 41, name: 'edge-new', address: '10.0.0.43', status: 'offline' });
    const again = await listNodes({ q: 'edge' });
    expect(nodeRequests()).toHaveLength(4);
    expect(again.data.map((row) => row.name)).toContain('edge-new');
    // The next keystrokes and pages of that same list still use the copy just read.
    await listNodes({ q: 'edge-' });
    await listNodes({ q: 'edge-' }, 2);
    expect(nodeRequests()).toHaveLength(4);
  });

  it("searches a node's services by itself: their nested list has no search parameter", async () => {
    const services = [
      { id: 1, nodeId: 4, name: 'grafana', domain: 'metrics.example.com' },
      { id: 2, nodeId: 4, name: 'api', domain: 'example.com' },
      { id: 3, nodeId: 4, name: 'prometheus', domain: 'metrics.example.com' },
    ];
    server.use(http.get('*/api/services/4/http', referenceList(services)));
    const result = await dataProvider.getList('http_services', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'metrics', nodeId: 4 },
    });
    expect(result.data.map((row) => row.name)).toEqual(['grafana', 'prometheus']);
    expect(seen.every((request) => !request.url.searchParams.has('search'))).toBe(true);
  });

  it('a gateway with search is asked to search, and nothing more', async () => {
    server.use(http.get('*/api/domains', () => HttpResponse.json({ data: [{ id: 1, domain: 'a.example.com' }], page: 1, limit: 10, total: 1 })));
    const result = await dataProvider.getList('domains', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'a.ex' } });
    expect(seen.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([{ page: '1', limit: '10', search: 'a.ex' }]);
    expect(result.meta).toBeUndefined();
  });
});

describe('status filter', () => {
  it('filters the whole fleet by live status (one or several), never asking the gateway to', async () => {
    const rows = fleet(25);
    server.use(http.get('*/api/nodes', referenceList(rows)));
    const online = await listNodes({ status: 'online' });
    expect(online.total).toBe(rows.filter((row) => row.status === 'online').length);
    expect(online.data.every((row) => row.status === 'online')).toBe(true);
    const both = await listNodes({ status: ['idle', 'offline'], q: 'edge' });
    expect(both.data.map((row) => row.name)).toEqual(rows.filter((row) => row.status !== 'online' && row.name.startsWith('edge')).map((row) => row.name));
    expect(nodeRequests().every((query) => !('status' in query) && !('search' in query))).toBe(true);
  });

  it("reads a disabled node's row as disconnected, whatever status the gateway gave it, and the local node as none", async () => {
    const rows = [
      { id: 1, name: 'local', isLocal: true, enabled: true, status: 'offline' },
      { id: 2, name: 'tunnel-down', enabled: true, status: 'offline' },
      { id: 3, name: 'disabled-offline', enabled: false, status: 'offline' },
      // The reference's raw row of a disabled node: no status (API-FACTS §5.3).
      { id: 4, name: 'disabled-raw', enabled: false },
      { id: 5, name: 'no-status-yet', enabled: true },
    ];
    server.use(http.get('*/api/nodes', referenceList(rows)));
    expect((await listNodes({ status: 'offline' })).data.map((row) => row.name)).toEqual(['tunnel-down']);
    expect((await listNodes({ status: 'disconnected' })).data.map((row) => row.name)).toEqual(['disabled-offline', 'disabled-raw']);
  });

  it('ignores a status that is not one (the list stays whole and server-paged)', async () => {
    server.use(http.get('*/api/nodes', referenceList(fleet(12))));
    const result = await listNodes({ status: 'sleeping' });
    expect(result.total).toBe(12);
    expect(nodeRequests()).toEqual([{ page: '1', limit: '10' }]);
  });
});
