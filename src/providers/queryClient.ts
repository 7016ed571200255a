/**
 * The console's query client: react-admin's cache, and the one place where cached data is forgotten.
 * Everything is forgotten the react-query way, by invalidation: react-admin's refresh invalidates every
 * query; its mutations update or invalidate their resource's lists; and, since a change of one record
 * can change any whole list (a deleted node takes its services with it), every settled mutation also
 * invalidates the whole lists (wholeList.ts), which fleet screens and searches run by the console read.
 * The live layer follows the same mutations through this client's MutationCache (consoleClients.ts).
 */
import { MutationCache, QueryClient, type Query } from '@tanstack/react-query';
import { authProvider } from './authProvider';
import { getToken } from './tokenCookie';
import { WHOLE_LIST } from './wholeList';

/** How long a passed authentication check stands before react-admin's next screen asks again. */
export const AUTH_CHECK_TTL_MS = 60_000;

/**
 * The check's staleTime, read when a screen mounts: fresh (Infinity) until AUTH_CHECK_TTL_MS after its
 * answer, then stale (0), so that the next screen asks again. Not a plain AUTH_CHECK_TTL_MS: react-query
 * would then set a timer that marks the answer stale when the time runs out, and every watcher of the
 * check (react-admin's route guards) would render the whole console again for it, a long task on a
 * live page a minute after each check.
 */
const authCheckStaleTime = (query: Query) => (Date.now() - query.state.dataUpdatedAt < AUTH_CHECK_TTL_MS ? Infinity : 0);

const isWholeList = (query: Query) => query.queryKey[1] === WHOLE_LIST;

/**
 * The query client, primed with what the console already knows at start-up. react-admin asks its auth
 * provider through queries that its route guard and resource registry watch, and each answer re-renders
 * the whole console; at start-up that is several renders of everything, one after the other.
 * - The authentication check (['auth', 'checkAuth', {}], here only a look at the token cookie): the
 *   console starts signed in only with a token (main.tsx checked it), so the check starts out as passed
 *   and the layout and first screen render at once instead of after a loading page. react-admin asks
 *   again for every screen it mounts: a passed check now stands for AUTH_CHECK_TTL_MS (a refresh asks
 *   again at once, and a request refused with 401/403/429 still ends the session, authProvider.checkError).
 * - The permissions (['auth', 'getPermissions', {}]): the console has none (authProvider.getPermissions
 *   answers nothing, which react-admin keeps as null), so the resources register once, not twice more
 *   when that answer arrives.
 * - Access (['auth', 'canAccess', …]): the auth provider has no canAccess, so react-admin allows
 *   everything, yet still runs one such query per list screen, rendering the list again when it ends.
 *   These queries start answered (allowed, as react-admin would answer) and never need asking.
 * tests/integration/shell/startup.test.tsx holds these keys to react-admin's: it counts the auth
 * provider's calls and the console's renders at start-up.
 */
export const createQueryClient = (): QueryClient => {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: () => queryClient.invalidateQueries({ predicate: isWholeList }),
    }),
  });
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: authCheckStaleTime });
  queryClient.setQueryData(['auth', 'getPermissions', {}], null);
  if (!authProvider.canAccess) queryClient.setQueryDefaults(['auth', 'canAccess'], { initialData: true, staleTime: Infinity });
  if (getToken()) queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  return queryClient;
};
