/**
 * The demo's story: a homelab and a small office behind one gateway. Records omit what seed.ts fills in
 * (ids, keys, timestamps, defaults). Ids follow array order, starting at 1.
 */
import type { DomainRow, HttpServiceRow, NodeRow, PatRow, TcpServiceRow } from './types';

type Seed<T> = Partial<T> & { ageDays: number };

export const seedNodes: Seed<NodeRow>[] = [
  // 1: the gateway server itself (API-FACTS §7.7).
  { name: 'Wiredoor_Local', address: 'localhost', wgInterface: '', isLocal: true, ageDays: 120 },
  { name: 'homelab-nas', address: '10.0.0.2', dns: '1.1.1.1', ageDays: 118 },
  {
    name: 'office-gateway', address: '10.0.0.3', isGateway: true, advanced: true,
    gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }], ageDays: 110,
  },
  {
    name: 'k8s-cluster-gw', address: '10.0.0.4', isGateway: true, advanced: true, dns: '10.96.0.10',
    gatewayNetworks: [
      { interface: 'eth0', subnet: '10.20.0.0/16' },
      { interface: 'eth1', subnet: '10.30.0.0/16' },
    ],
    ageDays: 95,
  },
  { name: 'raspberry-pi-garage', address: '10.0.0.5', keepalive: 15, advanced: true, ageDays: 90 },
  { name: 'dev-laptop', address: '10.0.0.6', allowInternet: true, dns: '1.1.1.1, 9.9.9.9', ageDays: 80 },
  { name: 'media-server', address: '10.0.0.7', ageDays: 70 },
  { name: 'backup-server', address: '10.0.0.8', enabled: false, ageDays: 64 },
  { name: 'home-assistant', address: '10.0.0.9', ageDays: 50 },
  { name: 'staging-vm', address: '10.0.0.10', enabled: false, allowInternet: true, ageDays: 41 },
  {
    name: 'warehouse-gateway', address: '10.0.0.11', isGateway: true,
    gatewayNetworks: [{ interface: 'eth0', subnet: '172.16.10.0/24' }], ageDays: 30,
  },
  { name: 'iot-hub', address: '10.0.0.12', keepalive: 0, advanced: true, ageDays: 21 },
  { name: 'ci-runner', address: '10.0.0.13', allowInternet: true, ageDays: 7 },
];

export const seedDomains: Seed<DomainRow & { allowedEmails: string[] | null }>[] = [
  { domain: 'app.example.com', ssl: 'certbot', allowedEmails: ['alice@example.com', 'bob@example.com'], ageDays: 100 },
  { domain: 'grafana.example.com', ssl: 'certbot', ageDays: 92 },
  // OAuth2 with no address list: anyone the identity provider accepts may pass.
  { domain: 'home.example.net', ssl: 'self-signed', allowedEmails: [], ageDays: 88 },
  { domain: 'nas.home.arpa', ssl: 'self-signed', skipValidation: true, ageDays: 60 },
  { domain: 'mqtt.example.com', ssl: 'certbot', ageDays: 20 },
  { domain: 'media.example.net', ssl: 'self-signed', ageDays: 65 },
  { domain: 'status.example.org', ssl: 'certbot', ageDays: 6 },
];

export const WIREDOOR_APP_SKIP_AUTH = '/api/nodes\n/api/config\n^/api/(auth|cli)/.*';

/** `expiresInHours`: a lifetime (`ttl`) given at creation; < 0 means it has run out. */
type ServiceSeed<T> = Seed<T> & { expiresInHours?: number };

export const seedHttpServices: ServiceSeed<HttpServiceRow>[] = [
  // 1: how the console itself is published (API-FACTS §7.7).
  { name: 'Wiredoor_APP', nodeId: 1, backendHost: '127.0.0.1', backendPort: 3000, skipAuthRoutes: WIREDOOR_APP_SKIP_AUTH, ageDays: 120 },
  { name: 'nas-web', nodeId: 2, domain: 'home.example.net', backendPort: 5000, requireAuth: true, allowedIps: ['192.168.1.0/24', '203.0.113.0/24'], ageDays: 87 },
  { name: 'grafana', nodeId: 4, domain: 'grafana.example.com', backendHost: '10.20.0.15', backendPort: 3000, ageDays: 90 },
  { name: 'app-frontend', nodeId: 6, domain: 'app.example.com', backendPort: 8080, requireAuth: true, skipAuthRoutes: '/health\n^/public/.*', ageDays: 79 },
  { name: 'app-api', nodeId: 6, domain: 'app.example.com', pathLocation: '/api', backendPort: 8081, requireAuth: true, ageDays: 79 },
  { name: 'home-assistant', nodeId: 9, domain: 'home.example.net', pathLocation: '/ha', backendPort: 8123, enabled: false, ageDays: 48 },
  { name: 'jellyfin', nodeId: 7, domain: 'media.example.net', backendPort: 8096, blockedIps: ['198.51.100.23', '198.51.100.0/28'], ageDays: 64 },
  { name: 'staging-web', nodeId: 10, pathLocation: '/staging', backendPort: 80, enabled: false, ageDays: 40 },
  { name: 'printer-ui', nodeId: 3, domain: 'nas.home.arpa', pathLocation: '/printer', backendProto: 'https', backendHost: '192.168.1.50', backendPort: 443, allowedIps: ['192.168.1.0/24'], ageDays: 58 },
  // Its backend hangs: the gateway's check gives up after 3 s.
  { name: 'status-page', nodeId: 13, domain: 'status.example.org', backendPort: 80, backendFault: 'timeout', ageDays: 5 },
  // A preview published for a few hours (its build is broken: it answers 500), and a service left enabled
  // on a node that was disconnected since.
  { name: 'nightly-preview', nodeId: 13, domain: 'status.example.org', pathLocation: '/preview', backendPort: 4173, backendFault: 'error', expiresInHours: 6, ageDays: 0.1 },
  { name: 'restic-rest', nodeId: 8, pathLocation: '/restic', backendPort: 8000, ageDays: 63 },
];

// Port 32765 is left free so that the next automatic port is visibly "the lowest free one", and 32768 after it.
export const seedTcpServices: ServiceSeed<TcpServiceRow>[] = [
  { name: 'mqtt-broker', nodeId: 12, domain: 'mqtt.example.com', backendPort: 1883, port: 32760, ssl: true, ageDays: 20 },
  { name: 'ssh-office', nodeId: 3, backendHost: '192.168.1.10', backendPort: 22, port: 32761, allowedIps: ['203.0.113.0/24'], ageDays: 100 },
  { name: 'postgres-staging', nodeId: 10, backendPort: 5432, port: 32762, enabled: false, ageDays: 40 },
  { name: 'minecraft', nodeId: 7, backendPort: 25565, port: 32763, ageDays: 33 },
  { name: 'dns-resolver', nodeId: 6, proto: 'udp', backendPort: 53, port: 32764, ageDays: 29 },
  { name: 'syslog', nodeId: 11, proto: 'udp', backendHost: '172.16.10.5', backendPort: 514, port: 32766, enabled: false, ageDays: 25 },
  { name: 'rdp-lab', nodeId: 4, backendHost: '10.30.0.20', backendPort: 3389, port: 32767, blockedIps: ['198.51.100.0/24'], ageDays: 12 },
  // Its lifetime ran out two days ago: disabled by the gateway, which keeps a TCP service's expiry.
  { name: 'support-vnc', nodeId: 9, backendPort: 5900, port: 32770, enabled: false, expiresInHours: -50, ageDays: 3 },
  // The exposure inventory's risks: a database open to every address, and a UDP service (no backend
  // check on creation) on a node whose tunnel never came up.
  { name: 'erp-database', nodeId: 11, backendHost: '172.16.10.20', backendPort: 5432, port: 32771, ageDays: 15 },
  { name: 'garage-sensors', nodeId: 5, proto: 'udp', backendPort: 5683, port: 32772, ageDays: 2 },
];

/** `expireInDays` < 0 means already expired. */
export const seedPats: (Seed<PatRow> & { expireInDays?: number })[] = [
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((nodeId) => ({ name: 'default', nodeId, ageDays: 120 - nodeId * 8 })),
  { name: 'backup-script', nodeId: 2, revoked: true, ageDays: 60 },
  { name: 'ansible', nodeId: 3, expireInDays: -14, ageDays: 45 },
  { name: 'ci-deploy', nodeId: 4, expireInDays: 200, ageDays: 30 },
  { name: 'laptop-cli', nodeId: 6, ageDays: 70 },
  { name: 'old-laptop', nodeId: 6, revoked: true, ageDays: 66 },
  { name: 'temp-access', nodeId: 6, expireInDays: -3, ageDays: 10 },
  { name: 'github-actions', nodeId: 6, expireInDays: 365, ageDays: 9 },
  { name: 'support-session', nodeId: 6, expireInDays: -1, ageDays: 2 },
  // Runs out within the week: the home page's "needs attention" names it.
  { name: 'contractor-cli', nodeId: 11, expireInDays: 3, ageDays: 4 },
];
