/** Boot: <Admin> with providers, resources and routes (SPEC §2 route table); nothing else. */
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

const store = createConsoleStore();

export const App = () => (
  <BrowserRouter>
    <Admin
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
      <Resource name="nodes" list={NodeList}>
        <Route path=":id" element={<NodeDetails />} />
        <Route path=":nodeId/:type/:id/logs" element={<ServiceLogsPage />} />
        {/* react-admin would show the list for any deeper unknown path: SPEC wants the not-found page. */}
        <Route path=":id/*" element={<NotFound />} />
      </Resource>
      <Resource name="domains" list={DomainList}>
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
