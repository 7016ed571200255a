/**
 * A list page or a record asked for ahead (providers/prefetchList.ts) lands under react-admin's own key
 * with what react-admin keeps of an answer, is asked for once for a press and its click, and is asked
 * for again after PREFETCH_FRESH_MS.
 */
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { hasFreshRecord, listQueryKey, PREFETCH_FRESH_MS, prefetchList, prefetchRecord, recordQueryKey } from '../../../src/providers/prefetchList';
import { signIn, useServer } from './support';

const { server, seen } = useServer();

const PAGE = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const rows = [{ id: 1, name: 'homelab-nas' }];

beforeEach(() => {
  signIn();
  server.use(
    http.get('*/api/nodes', () => HttpResponse.json({ data: rows, page: 1, limit: 10, total: 1 })),
    http.get('*/api/nodes/:id', ({ params }) => HttpResponse.json({ ...rows[0], id: Number(params.id) })),
  );
});
afterEach(() => vi.useRealTimers());

describe('prefetchList', () => {
  it("puts the page under react-admin's key, as useGetList keeps it", async () => {
    const queryClient = new QueryClient();
    await prefetchList(queryClient, createDataProvider(queryClient), 'nodes', PAGE);
    expect(queryClient.getQueryData(['nodes', 'getList', { ...PAGE, meta: undefined }])).toEqual({ data: rows, total: 1, pageInfo: undefined, meta: undefined });
    expect(listQueryKey('nodes', PAGE)).toEqual(['nodes', 'getList', { ...PAGE, meta: undefined }]);
  });

  it('leaves nothing behind when it fails: the screen asks itself, and reports the failure', async () => {
    server.use(http.get('*/api/nodes', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const queryClient = new QueryClient();
    await prefetchList(queryClient, createDataProvider(queryClient), 'nodes', PAGE);
    expect(seen).toHaveLength(1);
    expect(queryClient.getQueryCache().find({ queryKey: listQueryKey('nodes', PAGE) })).toBeUndefined();
  });

  it('asks once for a press and its click, and again once the answer is older than PREFETCH_FRESH_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const queryClient = new QueryClient();
    const dataProvider = createDataProvider(queryClient);
    await Promise.all([prefetchList(queryClient, dataProvider, 'nodes', PAGE), prefetchList(queryClient, dataProvider, 'nodes', PAGE)]);
    await prefetchList(queryClient, dataProvider, 'nodes', PAGE);
    expect(seen).toHaveLength(1);
    vi.setSystemTime(Date.now() + PREFETCH_FRESH_MS + 1);
    await prefetchList(queryClient, dataProvider, 'nodes', PAGE);
    expect(seen).toHaveLength(2);
  });

  it("puts a record under react-admin's key, as useGetOne keeps it, fresh for PREFETCH_FRESH_MS", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const queryClient = new QueryClient();
    await prefetchRecord(queryClient, createDataProvider(queryClient), 'nodes', 1);
    expect(queryClient.getQueryData(['nodes', 'getOne', { id: '1', meta: undefined }])).toMatchObject({ id: 1, name: 'homelab-nas' });
    expect(recordQueryKey('nodes', 1)).toEqual(['nodes', 'getOne', { id: '1', meta: undefined }]);
    expect(hasFreshRecord(queryClient, 'nodes', 1)).toBe(true);
    vi.setSystemTime(Date.now() + PREFETCH_FRESH_MS + 1);
    expect(hasFreshRecord(queryClient, 'nodes', 1)).toBe(false);
  });
});
