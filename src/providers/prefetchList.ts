/**
 * Prefetched under ra-core useGetList's own key and query function, so that the screen finds its rows in
 * the cache. Types only from react-admin and react-query: the sign-in page loads neither.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListResult } from 'react-admin';
import { listQueryKey, type ListPage } from './reactAdminKeys';

export { listQueryKey, type ListPage };

/** How long an answer asked for ahead is not asked for again by another prefetch. */
export const PREFETCH_FRESH_MS = 2_000;

export const prefetchList = async (queryClient: QueryClient, dataProvider: DataProvider, resource: string, page: ListPage): Promise<void> => {
  const queryKey = listQueryKey(resource, page);
  await queryClient.prefetchQuery({
    queryKey,
    // What useGetList keeps of an answer.
    queryFn: ({ signal }): Promise<GetListResult> =>
      dataProvider.getList(resource, { ...page, signal }).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    staleTime: PREFETCH_FRESH_MS,
  });
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.status === 'error' && query.getObserversCount() === 0) queryClient.removeQueries({ queryKey, exact: true });
};

export const hasFreshList = (queryClient: QueryClient, resource: string, page: ListPage): boolean => {
  const query = queryClient.getQueryCache().find({ queryKey: listQueryKey(resource, page), exact: true });
  return query?.state.data !== undefined && !query.isStaleByTime(PREFETCH_FRESH_MS);
};
