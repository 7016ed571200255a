/** Builds the demo's initial data from seed-records.ts, and bulk nodes for benchmarks. */
import { seededRandom } from './random';
import { seedDomains, seedHttpServices, seedNodes, seedPats, seedTcpServices } from './seed-records';
import { DB_VERSION, OAUTH2_PORT_RANGE, defaultSettings } from './settings';
import type { DemoData, DomainRow, HttpServiceRow, NodeRow, PatRow, TcpServiceRow } from './types';
import { fakeKeyPair } from './wireguard';

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();

export const sslPairFor = (domain: string, ssl: DomainRow['ssl']): DomainRow['sslPair'] =>
  ssl === 'certbot'
    ? { fullchain: `/etc/letsencrypt/live/${domain}/fullchain.pem`, privkey: `/etc/letsencrypt/live/${domain}/privkey.pem` }
    : { fullchain: `/etc/nginx/ssl/${domain}/fullchain.pem`, privkey: `/etc/nginx/ssl/${domain}/privkey.pem` };

/** A node row with the reference's database defaults; its tunnel has never come up. */
export const nodeDefaults = (): Omit<NodeRow, 'id' | 'name' | 'address' | 'privateKey' | 'publicKey' | 'preSharedKey' | 'created_at' | 'updated_at'> => ({
  dns: null,
  keepalive: 25,
  gatewayNetwork: null,
  gatewayNetworks: null,
  wgInterface: 'wg0',
  allowInternet: false,
  advanced: false,
  enabled: true,
  isGateway: false,
  isLocal: false,
  firstHandshakeAt: null,
});

/** Seeded and generated fleets: one node in ten was configured but has never connected. */
/** Every tenth node from the fifth on has never connected: its tunnel was never brought up. */
export const neverConnected = (id: number) => id % 10 === 5;

export function seedData(now = Date.now()): DemoData {
  const rand = seededRandom(42);
  const stamps = (ageDays: number) => ({ created_at: iso(now - ageDays * DAY_MS), updated_at: iso(now - ageDays * DAY_MS) });

  const nodes: NodeRow[] = seedNodes.map(({ ageDays, ...seed }, i) => {
    const keys = seed.isLocal ? { privateKey: '', publicKey: '', preSharedKey: '' } : fakeKeyPair(rand);
    const firstHandshakeAt = neverConnected(i + 1) ? null : now - ageDays * DAY_MS + 60_000;
    return { id: i + 1, name: '', address: '', ...nodeDefaults(), ...keys, firstHandshakeAt, ...seed, ...stamps(ageDays) };
  });

  let oauthPort = OAUTH2_PORT_RANGE[0];
  const domains: DomainRow[] = seedDomains.map(({ ageDays, allowedEmails, ...seed }, i) => {
    const domain = seed.domain ?? '';
    const ssl = seed.ssl ?? 'self-signed';
    const oauth = allowedEmails !== undefined && allowedEmails !== null;
    return {
      id: i + 1, domain, ssl, skipValidation: false, sslPair: sslPairFor(domain, ssl),
      oauth2ServicePort: oauth ? oauthPort++ : null,
      oauth2Config: oauth ? { allowedEmails } : null,
      ...seed, ...stamps(ageDays),
    };
  });

  const expiresAt = (hours: number | undefined) => (hours === undefined ? null : iso(now + hours * HOUR_MS));

  const httpServices: HttpServiceRow[] = seedHttpServices.map(({ ageDays, expiresInHours, ...seed }, i) => ({
    id: i + 1, name: '', domain: null, pathLocation: '/', backendHost: null, backendPort: 80, backendProto: 'http',
    nodeId: 1, enabled: true, requireAuth: false, skipAuthRoutes: null, allowedIps: null, blockedIps: null,
    backendFault: null, expiresAt: expiresAt(expiresInHours), ...seed, ...stamps(ageDays),
  }));

  const tcpServices: TcpServiceRow[] = seedTcpServices.map(({ ageDays, expiresInHours, ...seed }, i) => ({
    id: i + 1, name: '', domain: null, proto: 'tcp', backendHost: null, backendPort: 1, port: 0, ssl: false,
    nodeId: 1, enabled: true, allowedIps: null, blockedIps: null, expiresAt: expiresAt(expiresInHours),
    ...seed, ...stamps(ageDays),
  }));

  const pats: PatRow[] = seedPats.map(({ ageDays, expireInDays, ...seed }, i) => ({
    id: i + 1, name: '', nodeId: 1, revoked: false,
    expireAt: expireInDays === undefined ? null : iso(now + expireInDays * DAY_MS),
    ...seed, ...stamps(ageDays),
  }));

  return {
    version: DB_VERSION,
    nodes, domains, httpServices, tcpServices, pats,
    sessions: {},
    loginFailures: {},
    seq: { nodes: nodes.length, domains: domains.length, httpServices: httpServices.length, tcpServices: tcpServices.length, pats: pats.length },
    settings: defaultSettings(),
  };
}
