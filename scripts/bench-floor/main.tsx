/**
 * The stack floor for bench:load --floor and bench:nodes --floor: the least a console on the chosen stack (React 19,
 * react-admin 5 with ra-i18n-polyglot, MUI, react-router, react-query) needs for the journeys the
 * benchmarks time. react-admin's own sign-in page, a "Welcome" home, a nodes list of 10 rows whose
 * names link to the node, read from the gateway's paged /api/nodes and kept live as upstream's is: the
 * page's node stream (API-FACTS §6.1) a frame a second, its status, handshake and byte counters written
 * into the rows (LIVE_MODE); a node's page (react-admin's Show of /api/nodes/{id}) and a domains list
 * whose domains link to https://<domain>. No console code, no history, no code splitting. Its figures
 * beside the upstream Vue console's tell what the stack alone costs.
 */
import { StrictMode, useEffect, useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route } from 'react-router-dom';
import { Admin, DataTable, List, Login, Resource, Show, SimpleShowLayout, TextField, useListContext, type AuthProvider, type DataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Card, CardContent, Typography } from '@mui/material';

type Node = {
  id: number;
  name: string;
  address: string;
  isGateway: boolean;
  status?: string;
  latestHandshakeTimestamp?: number | null;
  transferRx?: number | null;
  transferTx?: number | null;
};

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
  async getOne(resource: string, { id }: { id: string | number }) {
    return { data: await call(`/api/${resource}/${encodeURIComponent(id)}`) };
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

type LiveFields = Pick<Node, 'status' | 'latestHandshakeTimestamp' | 'transferRx' | 'transferTx'>;

/**
 * How a frame reaches the rows. 'text' (default, the floor): the least React can do, each live cell
 * writing its own text node, no render. 'cache' (VITE_FLOOR_LIVE=cache at build): merged into the list's
 * react-query cache, which re-renders the rows, as react-admin lists update (bench:nodes at 10,000 nodes,
 * 4x CPU, 20 s: 633 ms of Chromium's ScriptDuration against 43 ms for 'text').
 */
const LIVE_MODE: 'cache' | 'text' = import.meta.env.VITE_FLOOR_LIVE === 'cache' ? 'cache' : 'text';
const liveFields = new Map<number, LiveFields>();
const cellWriters = new Map<number, Set<() => void>>();

/** The shown page's node stream, a frame a second. */
const LivePage = () => {
  const { page, perPage } = useListContext();
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(`/api/nodes/stream?token=${encodeURIComponent(token() ?? '')}&page=${page}&limit=${perPage}`);
    source.onmessage = (event) => {
      const frame: Node[] = JSON.parse(event.data);
      const live = new Map(frame.map(({ id, status, latestHandshakeTimestamp, transferRx, transferTx }) => [id, { status, latestHandshakeTimestamp, transferRx, transferTx }]));
      if (LIVE_MODE === 'text') {
        for (const [id, fields] of live) {
          liveFields.set(id, fields);
          cellWriters.get(id)?.forEach((write) => write());
        }
        return;
      }
      queryClient.setQueriesData<{ data: Node[]; total: number }>({ queryKey: ['nodes', 'getList'] }, (list) =>
        list && { ...list, data: list.data.map((node) => (live.has(node.id) ? { ...node, ...live.get(node.id) } : node)) },
      );
    };
    return () => source.close();
  }, [page, perPage, queryClient]);
  return null;
};

/** A live field's text: rendered from the record ('cache'), or written by the stream into its own text node ('text'). */
const LiveText = <K extends keyof LiveFields>({ node, field, format }: { node: Node; field: K; format: (value: Node[K]) => string }) => {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (LIVE_MODE !== 'text') return undefined;
    const write = () => {
      const text = format(liveFields.get(node.id)?.[field] ?? node[field]);
      if (ref.current && ref.current.textContent !== text) ref.current.textContent = text;
    };
    const writers = cellWriters.get(node.id) ?? new Set();
    cellWriters.set(node.id, writers.add(write));
    return () => void writers.delete(write);
  }, [node, field, format]);
  return <span ref={ref}>{format(node[field])}</span>;
};

const kilobytes = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const kb = (bytes?: number | null): string => (bytes == null ? '' : kilobytes.format(bytes / 1024));
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });
const when = (ms?: number | null): string => (ms ? dateTime.format(ms) : 'Never');
const statusText = (status?: string): string => status ?? '';

const NodeList = () => (
  <List>
    <LivePage />
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col<Node> source="status" render={(node) => <LiveText node={node} field="status" format={statusText} />} />
      <DataTable.Col<Node> source="name" render={(node) => <Link to={`/nodes/${node.id}`}>{node.name}</Link>} />
      <DataTable.Col source="address" />
      <DataTable.Col<Node> source="latestHandshakeTimestamp" label="Latest handshake" render={(node) => <LiveText node={node} field="latestHandshakeTimestamp" format={when} />} />
      <DataTable.Col<Node> source="transferRx" label="Received (KB)" render={(node) => <LiveText node={node} field="transferRx" format={kb} />} />
      <DataTable.Col<Node> source="transferTx" label="Transmitted (KB)" render={(node) => <LiveText node={node} field="transferTx" format={kb} />} />
    </DataTable>
  </List>
);

/** At /nodes/<id>, as both consoles have it (react-admin's own show route is /nodes/<id>/show). */
const NodeShow = () => (
  <Show resource="nodes">
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="address" />
    </SimpleShowLayout>
  </Show>
);

type Domain = { id: number; domain: string; ssl?: string | null };

const DomainList = () => (
  <List>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col<Domain> source="domain" render={(domain) => <a href={`https://${domain.domain}`}>{domain.domain}</a>} />
      <DataTable.Col source="ssl" label="SSL" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Paths as both consoles have them (/nodes), not react-admin's default hash router. */}
    <BrowserRouter>
      <Admin authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} dashboard={Home} loginPage={SignIn} requireAuth disableTelemetry>
        <Resource name="nodes" list={NodeList} options={{ label: 'Client / Nodes' }}>
          <Route path=":id" element={<NodeShow />} />
        </Resource>
        <Resource name="domains" list={DomainList} />
      </Admin>
    </BrowserRouter>
  </StrictMode>,
);
