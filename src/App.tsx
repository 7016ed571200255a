/** Boot: <Admin> with providers, resources and routes (SPEC §2 route table); nothing else. */
import { QueryClient, type Query } from '@tanstack/react-query';
import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { NotFound } from './auth/NotFound';
import { DomainList } from './domains';
import { ExposurePage } from './exposure';
import { HomePage } from './home';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { createConsoleStore } from './layout/store';
import { darkTheme, lightTheme } from './layout/themes';
import { DomainLogsPage, ServiceLogsPage } from './logs';
import { NodeDetails, NodeList } from './nodes';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { getToken } from './providers/tokenCookie';

export { prefetchScreenData } from './screenData';

const store = createConsoleStore();

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

/**
 * react-admin's query cache, primed with what the console already knows at start-up. react-admin asks
 * its auth provider through queries that its route guard and resource registry watch, and each answer
 * re-renders the whole console; at start-up that is several renders of everything, one after the other.
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
 *   These queries now start answered (allowed, as react-admin would answer) and never need asking.
 */
export const createQueryClient = (): QueryClient => {
  const queryClient = new QueryClient();
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: authCheckStaleTime });
  queryClient.setQueryData(['auth', 'getPermissions', {}], null);
  if (!authProvider.canAccess) queryClient.setQueryDefaults(['auth', 'canAccess'], { initialData: true, staleTime: Infinity });
  if (getToken()) queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  return queryClient;
};

/**
 * The lists' resource names, as translation keys: react-admin computes a list's default title at each of
 * its renders, and without a label it derives one from the resource's name with the inflection library
 * (rule after rule of regular expressions, a few milliseconds per render of a list at 4x CPU).
 */
const RESOURCE_LABEL = {
  nodes: { label: 'resources.nodes.name' },
  domains: { label: 'resources.domains.name' },
};

/** `queryClient`: one made ahead by createQueryClient (main.tsx fills it with the first screen's data). */
export const App = ({ queryClient: given }: { queryClient?: QueryClient }) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <BrowserRouter useTransitions={false}>
      <Admin
        queryClient={queryClient}
        title="app.name"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={Layout}
        notification={Notification}
        loginPage={LoginPage}
        dashboard={HomePage}
        catchAll={NotFound}
        theme={lightTheme}
        darkTheme={darkTheme}
        requireAuth
        disableTelemetry
      >
        <Resource name="nodes" list={NodeList} options={RESOURCE_LABEL.nodes}>
          <Route path=":id" element={<NodeDetails />} />
          <Route path=":nodeId/:type/:id/logs" element={<ServiceLogsPage />} />
          {/* react-admin would show the list for any deeper unknown path: SPEC wants the not-found page. */}
          <Route path=":id/*" element={<NotFound />} />
        </Resource>
        <Resource name="domains" list={DomainList} options={RESOURCE_LABEL.domains}>
          <Route path=":domain/logs" element={<DomainLogsPage />} />
          <Route path=":id/*" element={<NotFound />} />
        </Resource>
        <CustomRoutes>
          <Route path="/exposure" element={<ExposurePage />} />
        </CustomRoutes>
        <Resource name="pats" />
        <Resource name="http_services" />
        <Resource name="tcp_services" />
      </Admin>
    </BrowserRouter>
  );
};
