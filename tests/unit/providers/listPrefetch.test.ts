/** A list page asked for ahead of its screen (providers/listPrefetch.ts): given once, only the same page, only while fresh. */
import { describe, expect, it, vi } from 'vitest';
import { forgetPrefetchedLists, PREFETCH_TTL_MS, prefetchList, takePrefetchedList } from '../../../src/providers/listPrefetch';

const PAGE = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const answer = { data: [{ id: 1 }], total: 1 };

describe('list pages asked for ahead', () => {
  it('gives the answer to the same page once', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer));
    prefetchList('nodes', PAGE, fetch, 1_000);
    prefetchList('nodes', PAGE, fetch, 1_001);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(takePrefetchedList('nodes', { ...PAGE, meta: undefined }, 1_500)).resolves.toBe(answer);
    expect(takePrefetchedList('nodes', PAGE, 1_600)).toBeUndefined();
  });

  it('keeps it from another page, another sort, filter or resource', () => {
    prefetchList('nodes', PAGE, () => Promise.resolve(answer), 1_000);
    expect(takePrefetchedList('nodes', { ...PAGE, pagination: { page: 2, perPage: 10 } }, 1_100)).toBeUndefined();
    expect(takePrefetchedList('nodes', { ...PAGE, sort: { field: 'name', order: 'ASC' } }, 1_100)).toBeUndefined();
    expect(takePrefetchedList('nodes', { ...PAGE, filter: { q: 'nas' } }, 1_100)).toBeUndefined();
    expect(takePrefetchedList('domains', PAGE, 1_100)).toBeUndefined();
    forgetPrefetchedLists();
  });

  it('does not give an answer older than its time to live, and asks again after it', () => {
    const fetch = vi.fn(() => Promise.resolve(answer));
    prefetchList('nodes', PAGE, fetch, 1_000);
    expect(takePrefetchedList('nodes', PAGE, 1_000 + PREFETCH_TTL_MS)).toBeUndefined();
    prefetchList('nodes', PAGE, fetch, 1_000);
    prefetchList('nodes', PAGE, fetch, 1_000 + PREFETCH_TTL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    forgetPrefetchedLists();
  });

  it('forgets every answer after a change, and a failure nobody takes is nobody\'s business', async () => {
    prefetchList('nodes', PAGE, () => Promise.reject(new Error('down')), 1_000);
    forgetPrefetchedLists();
    expect(takePrefetchedList('nodes', PAGE, 1_001)).toBeUndefined();
    // No unhandled rejection: the test run would fail on one.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
