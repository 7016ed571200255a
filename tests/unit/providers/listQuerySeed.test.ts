/** A list page asked for ahead, put in react-admin's query cache (providers/listQuerySeed.ts). */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPrefetchedLists, PREFETCH_TTL_MS, prefetchList, takePrefetchedList } from '../../../src/providers/listPrefetch';
import { listQueryKey, seedListQuery } from '../../../src/providers/listQuerySeed';

const PAGE = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const answer = { data: [{ id: 1 }], total: 1 };

/** Whether a screen mounting now would ask again (react-query's own staleness, with the cache's defaults). */
const wouldAskAgain = (queryClient: QueryClient) => new QueryObserver(queryClient, { queryKey: listQueryKey('nodes', PAGE) }).getCurrentResult().isStale;

afterEach(() => {
  forgetPrefetchedLists();
  vi.useRealTimers();
});

describe('a list page asked for ahead, in the query cache', () => {
  it('is put where the screen finds it, fresh for the time an answer asked for ahead lives, stale after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = new QueryClient();
    const early = prefetchList('nodes', PAGE, () => Promise.resolve(answer));
    await seedListQuery(queryClient, 'nodes', PAGE, early);
    expect(queryClient.getQueryData(listQueryKey('nodes', PAGE))).toEqual({ data: answer.data, total: 1, pageInfo: undefined, meta: undefined });
    expect(wouldAskAgain(queryClient)).toBe(false);
    // Given once: the screen's own call does not take it a second time.
    expect(takePrefetchedList('nodes', PAGE)).toBeUndefined();
    vi.setSystemTime(Date.now() + PREFETCH_TTL_MS);
    expect(wouldAskAgain(queryClient)).toBe(true);
  });

  it('leaves a later answer of the same page to go stale as usual', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = new QueryClient();
    await seedListQuery(queryClient, 'nodes', PAGE, prefetchList('nodes', PAGE, () => Promise.resolve(answer)));
    vi.setSystemTime(Date.now() + 1);
    queryClient.setQueryData(listQueryKey('nodes', PAGE), { data: [], total: 0 });
    expect(wouldAskAgain(queryClient)).toBe(true);
  });

  it('replaces the copy of that page kept from an earlier visit (the screen shows the new one at once)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(listQueryKey('nodes', PAGE), { data: [{ id: 9 }], total: 1 }, { updatedAt: Date.now() - 60_000 });
    await seedListQuery(queryClient, 'nodes', PAGE, prefetchList('nodes', PAGE, () => Promise.resolve(answer)));
    expect(queryClient.getQueryData(listQueryKey('nodes', PAGE))).toMatchObject({ data: answer.data });
    expect(wouldAskAgain(queryClient)).toBe(false);
  });

  it('leaves a page a screen shows alone (it asks for that page itself)', async () => {
    const queryClient = new QueryClient();
    const shown = { data: [{ id: 9 }], total: 1 };
    queryClient.setQueryData(listQueryKey('nodes', PAGE), shown);
    const screen = new QueryObserver(queryClient, { queryKey: listQueryKey('nodes', PAGE), queryFn: () => Promise.resolve(shown), staleTime: Infinity });
    const unsubscribe = screen.subscribe(() => undefined);
    await seedListQuery(queryClient, 'nodes', PAGE, prefetchList('nodes', PAGE, () => Promise.resolve(answer)));
    unsubscribe();
    expect(queryClient.getQueryData(listQueryKey('nodes', PAGE))).toBe(shown);
  });

  it('is put there even when a disabled query watches that page (the closed palette\'s node search)', async () => {
    const queryClient = new QueryClient();
    const unsubscribe = new QueryObserver(queryClient, { queryKey: listQueryKey('nodes', PAGE), enabled: false }).subscribe(() => undefined);
    await seedListQuery(queryClient, 'nodes', PAGE, prefetchList('nodes', PAGE, () => Promise.resolve(answer)));
    unsubscribe();
    expect(queryClient.getQueryData(listQueryKey('nodes', PAGE))).toMatchObject({ data: answer.data });
  });

  it('is not put there when the screen took it first (its own call has it)', async () => {
    const queryClient = new QueryClient();
    const early = prefetchList('nodes', PAGE, () => Promise.resolve(answer));
    const taken = takePrefetchedList('nodes', PAGE);
    await seedListQuery(queryClient, 'nodes', PAGE, early);
    expect(taken).toBe(early);
    expect(queryClient.getQueryData(listQueryKey('nodes', PAGE))).toBeUndefined();
  });

  it('leaves a failed answer to the screen, which reports it', async () => {
    const queryClient = new QueryClient();
    const failed = prefetchList('nodes', PAGE, () => Promise.reject(new Error('down')));
    await expect(seedListQuery(queryClient, 'nodes', PAGE, failed)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(listQueryKey('nodes', PAGE))).toBeUndefined();
    await expect(takePrefetchedList('nodes', PAGE)).rejects.toThrow('down');
  });
});
