/**
 * The fleet overview (home) and the exposure inventory on the real gateway. No peer ever connects
 * here, so every enabled node is offline: the inventory says so of the services created on one, with
 * the protection and risk flags their records call for, follows the node when it is disconnected, and
 * disables a service from its row (read back through the API). The home figures are held to what the
 * API says at the same moment (computed here, as other suites share the gateway) and follow changes
 * made through the API: a node, a gateway, a service, a domain and an expiring token added, then removed.
 */
import { expect, it } from 'vitest';
import { toastWith } from '../e2e/browser';
import { ADMIN_OR_DATABASE_PORTS } from '../../src/services/riskFlags';
import { describeOnGateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

/** The first render of a screen on this small, shared machine may take a while. */
const FIRST_RENDER = { timeout: 30_000 };
/** The home page reads services, domains and tokens again when the set of nodes changes; allow for the fleet stream's next tick and those reads. */
const FOLLOWS = { timeout: 45_000 };

interface NodeRow {
  id: number;
  name: string;
  enabled: boolean;
  isGateway: boolean;
  isLocal: boolean;
  status?: 'online' | 'idle' | 'offline' | null;
}

interface ServiceRow {
  id: number;
  nodeId: number;
  name: string;
  enabled: boolean;
  expiresAt: string | null;
  allowedIps: string[] | null;
  blockedIps: string[] | null;
  publicAccess?: string;
  // HTTP
  domain?: string | null;
  requireAuth?: boolean;
  backendHost?: string | null;
  // TCP
  port?: number;
  backendPort?: number;
}

interface DomainRow {
  id: number;
  domain: string;
  authentication?: boolean;
}

interface TokenRow {
  id: number;
  name: string;
  revoked?: boolean;
  expireAt?: string | null;
}

interface Paged<T> {
  data: T[];
  total: number;
}

/**
 * An API client for reading a whole fleet: a new sign-in (a client address of its own) every 50 calls,
 * so that a fleet of any size is read within the gateway's 60 requests a minute per address.
 */
const fleetReader = () => {
  let client: GatewayApi | null = null;
  let calls = 0;
  return async <T>(apiPath: string): Promise<T> => {
    if (!client || calls >= 50) {
      client = await signInApi();
      calls = 0;
    }
    calls += 1;
    return client.ok<T>('GET', apiPath);
  };
};

const everyRow = async <T>(read: <R>(apiPath: string) => Promise<R>, apiPath: string): Promise<T[]> => {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read<Paged<T>>(`${apiPath}${apiPath.includes('?') ? '&' : '?'}page=${page}&limit=1000`);
    rows.push(...answer.data);
    if (answer.data.length < 1000 || rows.length >= answer.total) return rows;
  }
};

const FIGURES = ['online', 'idle', 'offline', 'disconnected', 'gateways', 'domains', 'services_enabled', 'services_disabled', 'flagged', 'tokens_expiring'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

interface Fleet {
  figures: Figures;
  /** Enabled peers that are offline yet have a service publishing. */
  offlineWithServices: number;
  /** Active tokens expiring within 7 days, soonest first: `nodeId-tokenId`. */
  expiringTokens: string[];
}

const DAY = 24 * 3_600_000;
const list = (value: string[] | null | undefined) => (value ?? []).filter((item) => item !== '');

/**
 * What the home figures must say, from the API: peers (every node but the gateway's own) by state (a
 * disabled one is disconnected, whatever status the gateway gives it) and kind; domains; services publishing (enabled, lifetime not over) or not; those with a risk flag by
 * README's rules (on this gateway every enabled peer is offline or disconnected, so every service
 * publishing on a peer has one); active tokens of the peers that end within 7 days.
 */
const fleetFromApi = async (): Promise<Fleet> => {
  const read = fleetReader();
  const nodes = (await everyRow<NodeRow>(read, '/nodes'));
  const domains = (await everyRow<DomainRow>(read, '/domains'));
  const http = (await everyRow<ServiceRow>(read, '/services/http'));
  const tcp = (await everyRow<ServiceRow>(read, '/services/tcp'));
  const now = Date.now();
  const peers = nodes.filter((node) => !node.isLocal);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const domainsByName = new Map(domains.map((domain) => [domain.domain, domain]));
  const publishing = (service: ServiceRow) => service.enabled && !(service.expiresAt && Date.parse(service.expiresAt) <= now);
  const nodeDown = (service: ServiceRow) => {
    const node = byId.get(service.nodeId);
    return Boolean(node && !node.isLocal && (!node.enabled || (node.status ?? 'offline') === 'offline'));
  };
  const httpFlagged = (service: ServiceRow) => {
    const node = byId.get(service.nodeId);
    const console = Boolean(node?.isLocal) && (service.backendHost === '127.0.0.1' || service.backendHost === 'localhost');
    const oauth2 = Boolean(service.domain && domainsByName.get(service.domain)?.authentication);
    const signIn = console ? 'console' : !service.requireAuth ? 'none' : oauth2 ? 'oauth2' : 'not_enforced';
    return (list(service.allowedIps).length === 0 && (signIn === 'none' || signIn === 'not_enforced')) || signIn === 'not_enforced' || list(service.blockedIps).length > 0;
  };
  const tcpFlagged = (service: ServiceRow) =>
    list(service.allowedIps).length === 0 && [service.port, service.backendPort].some((port) => port !== undefined && ADMIN_OR_DATABASE_PORTS.has(port));
  const flagged =
    http.filter((service) => publishing(service) && (nodeDown(service) || httpFlagged(service))).length +
    tcp.filter((service) => publishing(service) && (nodeDown(service) || tcpFlagged(service))).length;

  const tokens: Array<{ key: string; at: number }> = [];
  // The console reads the tokens of the first 200 peers by id.
  for (const peer of [...peers].sort((a, b) => a.id - b.id).slice(0, 200)) {
    for (const token of (await everyRow<TokenRow>(read, `/nodes/${peer.id}/pats`))) {
      const at = token.expireAt ? Date.parse(token.expireAt) : Number.NaN;
      if (!token.revoked && !Number.isNaN(at) && at >= now && at - now <= 7 * DAY) tokens.push({ key: `${peer.id}-${token.id}`, at });
    }
  }
  const services = [...http, ...tcp];
  const offlineWithServices = new Set(
    services.filter((service) => publishing(service) && byId.get(service.nodeId)?.enabled && !byId.get(service.nodeId)?.isLocal && nodeDown(service)).map((service) => service.nodeId),
  ).size;
  return {
    offlineWithServices,
    figures: {
      online: peers.filter((node) => node.enabled && node.status === 'online').length,
      idle: peers.filter((node) => node.enabled && node.status === 'idle').length,
      offline: peers.filter((node) => node.enabled && node.status === 'offline').length,
      disconnected: peers.filter((node) => !node.enabled).length,
      gateways: peers.filter((node) => node.isGateway).length,
      domains: domains.length,
      services_enabled: services.filter(publishing).length,
      services_disabled: services.filter((service) => !publishing(service)).length,
      flagged,
      tokens_expiring: tokens.length,
    },
    expiringTokens: tokens.sort((a, b) => a.at - b.at).map((token) => token.key),
  };
};

const main = () => page.getByRole('main');

/** The home figures as the page shows them (null while one is not known yet). */
const shownFigures = async (): Promise<Record<string, number | null>> => {
  const figures = page.getByRole('list', { name: 'Fleet figures' });
  const entries = await Promise.all(
    FIGURES.map(async (key) => {
      const text = await figures.locator(`[data-figure="${key}"]`).innerText();
      const value = /^\s*(\d+)/.exec(text);
      return [key, value ? Number(value[1]) : null] as const;
    }),
  );
  return Object.fromEntries(entries);
};

const subnet = () => `172.${16 + Math.floor(Math.random() * 16)}.${Math.floor(Math.random() * 256)}.0/24`;

describeOnGateway('the fleet overview on the real gateway', () => {
  it('shows the figures the API gives, and follows nodes, services, domains and tokens added and removed through it', async () => {
    const api = await signInApi();
    const prefix = uniqueName('h4-home');
    const nodeA = await api.ok<NodeRow>('POST', '/nodes', { name: `${prefix}-a` });
    let nodeB: NodeRow | null = null;
    let domain: DomainRow | null = null;
    try {
      const before = await fleetFromApi();
      // On this gateway no peer connects: nothing is online or idle, and the new node is offline.
      expect(before.figures.online + before.figures.idle).toBe(0);
      expect(before.figures.offline).toBeGreaterThanOrEqual(1);

      await signInToConsole(page, '/');
      await page.getByText('Live from the node stream').waitFor(FIRST_RENDER);
      await expect.poll(shownFigures, FIRST_RENDER).toEqual(before.figures);

      // Through the API: a service published on node A, a domain, a token of A ending in 3 days, and a new gateway.
      const service = await api.ok<ServiceRow>('POST', `/services/${nodeA.id}/http`, { name: `${prefix}-web`, pathLocation: `/${prefix}`, backendPort: 8080 });
      domain = await api.ok<DomainRow>('POST', '/domains', { domain: `${prefix}.example.com`, ssl: 'self-signed', skipValidation: true });
      const token = await api.ok<TokenRow>('POST', `/nodes/${nodeA.id}/pats`, { name: `${prefix}-ci`, expireAt: new Date(Date.now() + 3 * DAY).toISOString() });
      nodeB = await api.ok<NodeRow>('POST', '/nodes', { name: `${prefix}-b`, isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: subnet() }] });

      const after = await fleetFromApi();
      expect(after.figures).toEqual({
        ...before.figures,
        offline: before.figures.offline + 1,
        gateways: before.figures.gateways + 1,
        domains: before.figures.domains + 1,
        services_enabled: before.figures.services_enabled + 1,
        flagged: before.figures.flagged + 1,
        tokens_expiring: before.figures.tokens_expiring + 1,
      });
      await expect.poll(shownFigures, FOLLOWS).toEqual(after.figures);
      // Needs attention names the token (when it is among the five ending first) and node A, offline with its service.
      const attention = page.getByRole('list', { name: 'Needs attention' });
      if (after.expiringTokens.indexOf(`${nodeA.id}-${token.id}`) < 5) {
        await attention.locator(`[data-attention="token-${nodeA.id}-${token.id}"]`).getByRole('link', { name: `Token ${token.name}` }).waitFor();
      }
      if (after.offlineWithServices <= 5) {
        await attention.locator(`[data-attention="offline-${nodeA.id}"]`).getByText('Offline, still exposes 1 enabled service').waitFor();
      }
      expect(service.enabled).toBe(true);

      // Removed through the API (node A's services go with it): the figures follow. The domain goes
      // first: the page reads domains again when the set of nodes changes (else within 30 s).
      await api.ok('DELETE', `/domains/${domain.id}`);
      await api.ok('DELETE', `/nodes/${nodeB.id}`);
      await api.ok('DELETE', `/nodes/${nodeA.id}`);
      nodeB = null;
      domain = null;
      // Node A was there before the page opened: one offline node fewer than at first.
      const removed = await fleetFromApi();
      expect(removed.figures).toEqual({ ...before.figures, offline: before.figures.offline - 1 });
      await expect.poll(shownFigures, FOLLOWS).toEqual(removed.figures);

      // Each figure leads to the list it counts: Gateways to the nodes list filtered by type.
      await page.getByRole('list', { name: 'Fleet figures' }).getByRole('link', { name: `${removed.figures.gateways} Gateways` }).click();
      await page.waitForURL((url) => url.pathname === '/nodes' && JSON.parse(url.searchParams.get('filter') ?? '{}').type === 'gateways');
      await expect
        .poll(() => main().getByRole('group', { name: 'Filter by node type' }).getByRole('button', { name: 'Gateways', exact: true }).getAttribute('aria-pressed'))
        .toBe('true');
    } finally {
      if (nodeB) await api.call('DELETE', `/nodes/${nodeB.id}`);
      await api.call('DELETE', `/nodes/${nodeA.id}`);
      if (domain) await api.call('DELETE', `/domains/${domain.id}`);
    }
  });
});

describeOnGateway('the exposure inventory on the real gateway', () => {
  it('lists the services of an offline node with their protection and flags, follows it when disconnected, and disables one from its row', async () => {
    const api = await signInApi();
    const nodeName = uniqueName('h4-exp');
    const node = await api.ok<NodeRow>('POST', '/nodes', { name: nodeName });
    const services: Array<{ type: 'http' | 'tcp'; id: number }> = [];
    const expose = async (type: 'http' | 'tcp', body: Record<string, unknown>) => {
      const created = await api.ok<ServiceRow>('POST', `/services/${node.id}/${type}`, body);
      services.push({ type, id: created.id });
      return created;
    };
    try {
      const open = await expose('http', { name: 'open-web', pathLocation: `/${nodeName}-open`, backendPort: 8080 });
      const listed = await expose('http', {
        name: 'listed-web',
        pathLocation: `/${nodeName}-listed`,
        backendPort: 8080,
        allowedIps: ['198.51.100.0/24'],
        blockedIps: ['203.0.113.9'],
      });
      const database = await expose('tcp', { name: 'pg', backendPort: 5432 });
      const off = await expose('http', { name: 'off-web', pathLocation: `/${nodeName}-off`, backendPort: 8080 });
      await api.ok('PATCH', `/services/${node.id}/http/${off.id}/disable`);
      // The node has never shaken hands: the gateway calls it offline.
      expect((await api.ok<NodeRow>('GET', `/nodes/${node.id}`)).status).toBe('offline');

      await signInToConsole(page, '/exposure');
      await page.getByRole('heading', { level: 1, name: 'Exposure inventory' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search endpoints' }).fill(nodeName);
      await page.waitForURL((url) => url.searchParams.get('q') === nodeName);
      await page.getByRole('status').getByText('4 endpoints shown').waitFor(FIRST_RENDER);

      const row = (name: string) => main().getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
      const flags = (name: string) => row(name).locator('[data-flag]').allInnerTexts();
      const protection = (name: string) => row(name).getByRole('list', { name: 'Protection' }).getByRole('listitem').allInnerTexts();
      const nodeState = (name: string) => row(name).locator('[data-node-state]').innerText();

      // What the gateway holds for each, as the inventory words it.
      await expect.poll(() => flags('open-web'), FIRST_RENDER).toEqual(['Public without sign-in or allow list', 'Enabled on an offline node']);
      expect(await protection('open-web')).toEqual(['No sign-in', 'No IP allow list', "TLS: the gateway's default certificate"]);
      expect(await row('open-web').getByRole('link', { name: open.publicAccess! }).getAttribute('href')).toBe(open.publicAccess);
      expect(await nodeState('open-web')).toBe('Offline');
      expect(await row('open-web').getByRole('link', { name: nodeName, exact: true }).getAttribute('href')).toBe(`/nodes/${node.id}`);

      expect(await flags('listed-web')).toEqual(['IP block list not applied', 'Enabled on an offline node']);
      expect(await protection('listed-web')).toEqual([
        'No sign-in',
        'IP allow list: 198.51.100.0/24',
        'IP block list, not applied: 203.0.113.9',
        "TLS: the gateway's default certificate",
      ]);

      expect(database.port).toBeGreaterThan(0);
      expect(await flags('pg')).toEqual(['Admin or database port open to all: Port 5432 (PostgreSQL)', 'Enabled on an offline node']);
      expect(await protection('pg')).toEqual(['No sign-in (TCP/UDP)', 'No IP allow list', 'No TLS at the gateway']);
      await row('pg').getByText(database.publicAccess!.replace(/^tcp:\/\//, ''), { exact: true }).waitFor();

      expect(await flags('off-web')).toEqual([]);
      await row('off-web').getByText('Not public', { exact: true }).waitFor();
      await row('off-web').getByText('Disabled', { exact: true }).waitFor();

      // Disable Access from the inventory's own row menu: the gateway holds it disabled, the row says so.
      await page.getByRole('button', { name: 'More actions for open-web', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Disable Access', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Disable Public Access' });
      await confirm.getByRole('button', { name: 'Yes, disable public access!' }).click();
      await toastWith(page, 'Service disabled from public access successfully!').waitFor(FIRST_RENDER);
      expect((await api.ok<ServiceRow>('GET', `/services/${node.id}/http/${open.id}`)).enabled).toBe(false);
      await row('open-web').getByText('Not public', { exact: true }).waitFor(FIRST_RENDER);
      expect(await flags('open-web')).toEqual([]);

      // The node is disconnected through the API: the fleet stream brings it, the rows follow.
      await api.ok('PATCH', `/nodes/${node.id}/disable`);
      await expect.poll(() => nodeState('pg'), FIRST_RENDER).toBe('Disconnected');
      expect(await flags('pg')).toEqual(['Admin or database port open to all: Port 5432 (PostgreSQL)', 'Enabled on a disconnected node']);
      expect(await flags('listed-web')).toEqual(['IP block list not applied', 'Enabled on a disconnected node']);

      // Filtered by that flag (kept in the address): exactly the two services still published.
      await page.getByRole('combobox', { name: 'Risk flag' }).click();
      await page.getByRole('option', { name: 'Enabled on a disconnected node' }).click();
      await page.waitForURL((url) => url.searchParams.get('flag') === 'node_disconnected');
      await page.getByRole('status').getByText('2 endpoints shown').waitFor(FIRST_RENDER);
      expect((await main().locator('tbody tr').allInnerTexts()).map((text) => text.split('\n')[0]).sort()).toEqual(['listed-web', 'pg']);
      expect(listed.enabled && database.enabled).toBe(true);
    } finally {
      // TCP services first: deleting a node leaves its TCP listeners (and their public ports) taken on the gateway.
      for (const service of services.filter((item) => item.type === 'tcp')) await api.call('DELETE', `/services/${node.id}/tcp/${service.id}`);
      await api.call('DELETE', `/nodes/${node.id}`);
    }
  });
});
