/**
 * A list page or a record prefetched under ra-core useGetList's or useGetOne's own key and query function,
 * so that the screen finds it in the cache. Types only from react-admin and react-query: the sign-in page
 * loads neither.
 */
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { DataProvider, GetListResult, RaRecord } from 'react-admin';
import { listQueryKey, recordQueryKey, type ListPage } from './reactAdminKeys';

export { listQueryKey, recordQueryKey, type ListPage };

/** How long an answer asked for ahead is not asked for again by another prefetch. */
export const PREFETCH_FRESH_MS = 2_000;

/** A failure leaves nothing behind: the screen asks itself, and reports it. */
const prefetch = async <T>(queryClient: QueryClient, queryKey: QueryKey, queryFn: QueryFunction<T>): Promise<void> => {
  await queryClient.prefetchQuery({ queryKey, queryFn, staleTime: PREFETCH_FRESH_MS });
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.status === 'error' && query.getObserversCount() === 0) queryClient.removeQueries({ queryKey, exact: true });
};

const isFresh = (queryClient: QueryClient, queryKey: QueryKey): boolean => {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  return query?.state.data !== undefined && !query.isStaleByTime(PREFETCH_FRESH_MS);
};

export const prefetchList = (queryClient: QueryClient, dataProvider: DataProvider, resource: string, page: ListPage): Promise<void> =>
  // What useGetList keeps of an answer.
  prefetch(queryClient, listQueryKey(resource, page), ({ signal }): Promise<GetListResult> =>
    dataProvider.getList(resource, { ...page, signal }).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  );

export const hasFreshList = (queryClient: QueryClient, resource: string, page: ListPage): boolean =>
  isFresh(queryClient, listQueryKey(resource, page));

/** The record as useGetOne asks for it (a show page's `id`, a number for a node) and keeps it: its data. */
export const prefetchRecord = (queryClient: QueryClient, dataProvider: DataProvider, resource: string, id: number): Promise<void> =>
  prefetch(queryClient, recordQueryKey(resource, id), ({ signal }): Promise<RaRecord> =>
    dataProvider.getOne(resource, { id, signal }).then(({ data }) => data),
  );

export const hasFreshRecord = (queryClient: QueryClient, resource: string, id: number): boolean =>
  isFresh(queryClient, recordQueryKey(resource, id));
