/**
 * The one place cached data is forgotten: a change to one record can change any whole list (a deleted
 * node takes its services), so every settled mutation invalidates the whole lists.
 */
import { MutationCache, QueryClient, type Query } from '@tanstack/react-query';
import { authProvider } from './authProvider';
import { CAN_ACCESS_PREFIX, CHECK_AUTH_KEY, CHECK_AUTH_PREFIX, PERMISSIONS_KEY } from './reactAdminKeys';
import { getToken } from './tokenCookie';
import { WHOLE_LIST } from './wholeList';

/** How long a passed authentication check stands before react-admin's next screen asks again. */
export const AUTH_CHECK_TTL_MS = 60_000;

/** A plain number would make react-query set a timer that re-renders every route guard when it fires. */
const authCheckStaleTime = (query: Query) => (Date.now() - query.state.dataUpdatedAt < AUTH_CHECK_TTL_MS ? Infinity : 0);

const isWholeList = (query: Query) => query.queryKey[1] === WHOLE_LIST;

/**
 * Primed with the auth answers known at start-up, because each one re-renders the whole console;
 * tests/integration/shell/startup.test.tsx holds these keys to react-admin's.
 */
export const createQueryClient = (): QueryClient => {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: () => queryClient.invalidateQueries({ predicate: isWholeList }),
    }),
  });
  queryClient.setQueryDefaults([...CHECK_AUTH_PREFIX], { staleTime: authCheckStaleTime });
  queryClient.setQueryData([...PERMISSIONS_KEY], null);
  if (!authProvider.canAccess) queryClient.setQueryDefaults([...CAN_ACCESS_PREFIX], { initialData: true, staleTime: Infinity });
  if (getToken()) queryClient.setQueryData([...CHECK_AUTH_KEY], true);
  return queryClient;
};
