import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { DemoControlsContext, type DemoConsole } from './components/DemoControls';
import { lazyScreen } from './components/lazyScreen';
import { NotFound } from './components/NotFound';
import { ScreenPreloaderContext } from './components/screenPreloader';
import { createConsoleSetup, type ConsoleSetup } from './consoleSetup';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { createConsoleStore } from './layout/store';
import { darkTheme, lightTheme } from './layout/themes';
import { authProvider } from './providers/authProvider';
import { createI18nProvider, i18nProvider } from './providers/i18nProvider';
import { routes, underResource } from './routes';

const store = createConsoleStore();

const screens = {
  home: lazyScreen(routes.home.screen),
  nodes: lazyScreen(routes.nodes.screen),
  node: lazyScreen(routes.node.screen),
  serviceLogs: lazyScreen(routes.serviceLogs.screen),
  domains: lazyScreen(routes.domains.screen),
  domainLogs: lazyScreen(routes.domainLogs.screen),
  exposure: lazyScreen(routes.exposure.screen),
  configuration: lazyScreen(routes.configuration.screen),
};

/**
 * Without a label, react-admin derives a list's default title from the resource's name with the
 * inflection library at every render of the list, which is slow.
 */
const RESOURCE_LABEL = {
  nodes: { label: 'resources.nodes.name' },
  domains: { label: 'resources.domains.name' },
};

/** main.tsx passes the setup it asked for the first screen's data with, and the demo's controls in demo builds. */
export const App = ({ setup: given, demo }: { setup?: ConsoleSetup; demo?: DemoConsole }) => {
  const [{ queryClient, dataProvider, preloader }] = useState(() => given ?? createConsoleSetup());
  const [i18n] = useState(() => (demo ? createI18nProvider(demo.messages) : i18nProvider));
  return (
    <BrowserRouter useTransitions={false}>
      <ScreenPreloaderContext.Provider value={preloader}>
        <DemoControlsContext.Provider value={demo?.controls ?? null}>
          <Admin
            queryClient={queryClient}
            title="app.name"
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18n}
            store={store}
            layout={Layout}
            notification={Notification}
            loginPage={LoginPage}
            dashboard={screens.home}
            catchAll={NotFound}
            theme={lightTheme}
            darkTheme={darkTheme}
            requireAuth
            disableTelemetry
          >
            <Resource name="nodes" list={screens.nodes} options={RESOURCE_LABEL.nodes}>
              <Route path={underResource('nodes', routes.node)} element={<screens.node />} />
              <Route path={underResource('nodes', routes.serviceLogs)} element={<screens.serviceLogs />} />
              {/* react-admin would show the list for any deeper unknown path: SPEC wants the not-found page. */}
              <Route path=":id/*" element={<NotFound />} />
            </Resource>
            <Resource name="domains" list={screens.domains} options={RESOURCE_LABEL.domains}>
              <Route path={underResource('domains', routes.domainLogs)} element={<screens.domainLogs />} />
              <Route path=":id/*" element={<NotFound />} />
            </Resource>
            <CustomRoutes>
              <Route path={routes.exposure.path} element={<screens.exposure />} />
              <Route path={routes.configuration.path} element={<screens.configuration />} />
            </CustomRoutes>
            <Resource name="pats" />
            <Resource name="http_services" />
            <Resource name="tcp_services" />
          </Admin>
        </DemoControlsContext.Provider>
      </ScreenPreloaderContext.Provider>
    </BrowserRouter>
  );
};
