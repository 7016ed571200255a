/**
 * A list page asked for ahead (listPrefetch.ts), put in react-admin's query cache before its screen
 * renders. Taken by the screen's own call, the answer reaches the screen only after a first rendering
 * without rows, and rows arrive in a second rendering of the whole list: at 4x CPU, two long tasks of
 * about 300 ms each where one is needed. Found in the cache, the page renders with its rows at once.
 * The answer stands as fresh for PREFETCH_TTL_MS (no second call for the same page as the screen
 * mounts); any later answer for that page goes stale as react-admin's always do.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { GetListParams, GetListResult } from 'react-admin';
import { claimPrefetchedList, PREFETCH_TTL_MS } from './listPrefetch';

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** react-admin's key for a list page (ra-core's useGetList). */
export const listQueryKey = (resource: string, { pagination, sort, filter, meta }: ListParams) =>
  [resource, 'getList', { pagination, sort, filter, meta }] as const;

/** The queries given an answer asked for ahead, and when. */
const seededAt = new WeakMap<Query, number>();

const seededStaleTime = (query: Query): number => {
  const at = seededAt.get(query);
  return at === query.state.dataUpdatedAt && Date.now() - at < PREFETCH_TTL_MS ? Infinity : 0;
};

/**
 * Once `answer` (asked for ahead for this page) arrives, puts it in `queryClient`'s cache (over a copy
 * kept from an earlier visit), unless a screen has taken it meanwhile (its own call then has it) or
 * shows that page already (it asks for it itself). Resolves when done or given up; never rejects (a
 * failed answer is the screen's to report).
 */
export const seedListQuery = async (queryClient: QueryClient, resource: string, params: ListParams, answer: Promise<GetListResult>): Promise<void> => {
  const result = await answer.catch(() => undefined);
  if (!result || !claimPrefetchedList(resource, params, answer)) return;
  const queryKey = listQueryKey(resource, params);
  const shown = queryClient.getQueryCache().find({ queryKey, exact: true });
  // Active: a screen shows that page (a closed palette's disabled search for the same page does not).
  if (shown && (shown.isActive() || shown.state.fetchStatus === 'fetching')) return;
  queryClient.setQueryDefaults([resource, 'getList'], { staleTime: seededStaleTime });
  const { data, total, pageInfo, meta } = result;
  queryClient.setQueryData(queryKey, { data, total, pageInfo, meta });
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query) seededAt.set(query, query.state.dataUpdatedAt);
};
