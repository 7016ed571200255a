/**
 * The stack floor for bench:load --floor: the least a console on the chosen stack (React 19,
 * react-admin 5 with ra-i18n-polyglot, MUI, react-router, react-query) needs for the journey the
 * benchmark times. react-admin's own sign-in page, a "Welcome" home, and a nodes list of 10 rows whose
 * names link to the node, read from the gateway's paged /api/nodes. No console code, no live updates,
 * no code splitting. Its figures beside the upstream Vue console's tell what the stack alone costs.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import { Admin, DataTable, List, Login, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Card, CardContent, Typography } from '@mui/material';

type Node = { id: number; name: string; address: string; isGateway: boolean };

const token = () => document.cookie.split('; ').find((part) => part.startsWith('token='))?.slice(6);

const call = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token() ?? ''}`, ...init.headers },
  });
  if (!response.ok) throw Object.assign(new Error(response.statusText), { status: response.status });
  return response.json();
};

const authProvider: AuthProvider = {
  async login({ username, password }) {
    const { token: value } = await call('/api/auth/login', { method: 'POST', body: JSON.stringify({ username, password }) });
    document.cookie = `token=${value}; Path=/; SameSite=Strict`;
    const redirectTo = localStorage.getItem('redirect') ?? '/';
    localStorage.removeItem('redirect');
    return { redirectTo };
  },
  async logout() {
    document.cookie = 'token=; Path=/; Max-Age=0';
  },
  async checkAuth() {
    if (!token()) throw new Error('signed out');
  },
  async checkError(error) {
    if (error?.status === 401) throw error;
  },
};

const dataProvider = {
  async getList(resource: string, { pagination }: { pagination?: { page: number; perPage: number } }) {
    const { page = 1, perPage = 10 } = pagination ?? {};
    const body = await call(`/api/${resource}?page=${page}&limit=${perPage}`);
    return { data: body.data, total: body.total };
  },
} as unknown as DataProvider;

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

// No background picture: react-admin's default is fetched from the Internet.
const SignIn = () => <Login backgroundImage="" />;

const Home = () => (
  <Card>
    <CardContent>
      <Typography variant="h5" component="h1">
        Welcome
      </Typography>
    </CardContent>
  </Card>
);

const NodeList = () => (
  <List>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col<Node> source="name" render={(node) => <Link to={`/nodes/${node.id}`}>{node.name}</Link>} />
      <DataTable.Col source="address" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Paths as both consoles have them (/nodes), not react-admin's default hash router. */}
    <BrowserRouter>
      <Admin authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} dashboard={Home} loginPage={SignIn} requireAuth disableTelemetry>
        <Resource name="nodes" list={NodeList} options={{ label: 'Client / Nodes' }} />
      </Admin>
    </BrowserRouter>
  </StrictMode>,
);
