/**
 * Every refusal a Wiredoor gateway gives a form (node, domain, HTTP and TCP service, token), as
 * collected from the real gateway: the request, what the gateway answers (status, field, its own
 * words) and the sentence the form shows instead, in English and French.
 *
 * tests/gateway/refusals.gateway.ts sends each one to a real gateway (the one under test, and two it
 * starts itself for the refusals that depend on a gateway's settings: no DNS, no OAuth2 set-up, a
 * failing Let's Encrypt, a small VPN subnet, one public port); tests/mocks/refusals.test.ts sends the
 * ones the demo gateway can give to it; tests/unit/providers/gatewayRefusals.test.ts maps the words
 * recorded here without any gateway.
 *
 * `{name}` in a text stands for a value of the run (`{B.address}`: node B's address on that gateway).
 */
import { SENTENCES as S, type Sentence } from './sentences';

export type Vars = Record<string, string | number>;

/** The gateways the cases need: the one under test, or one started with the settings that cause the refusal. */
export type GatewayKind = 'shared' | 'unverified' | 'certbotFails';

export type Resource = 'nodes' | 'pats' | 'domains' | 'http_services' | 'tcp_services';

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

export interface SetupStep {
  call: (v: Vars) => Call;
  /** Values for later calls, from the answer. */
  capture?: (answer: never, v: Vars) => Vars;
  /** A demo control (its tunnels): sent to the demo gateway only. */
  demoOnly?: boolean;
}

export interface RefusalCase {
  name: string;
  on: GatewayKind;
  /** The resource of the form that meets it (which 400 and 404 answers of a save the console knows). */
  resource: Resource;
  call: (v: Vars) => Call;
  status: 400 | 404 | 422;
  /** A 422's entries (field and the gateway's words), or a 400's or 404's message (a pattern where it quotes a command's output). */
  said: { field: string; message: string }[] | string | ((v: Vars) => RegExp);
  /** What the form shows, per field (`root`: above the fields). */
  shows: Record<string, Sentence>;
  /** Why the demo gateway does not give this one (it then is not sent to it). */
  notOnDemo?: string;
}

const one = (field: string, message: string) => [{ field, message }];

/** Replaces `{name}` with the run's value. */
export const fill = (text: string, v: Vars): string => text.replace(/\{([A-Za-z0-9_.]+)\}/g, (whole, key: string) => (key in v ? String(v[key]) : whole));

// ---------------------------------------------------------------------------------------------- set-ups

const listIds = (json: { data: { id: number; isLocal?: boolean; port?: number }[] }) => json.data;

/** Public TCP ports of the gateway's range that no service holds, for the services a set-up makes. */
const freePorts = (json: { data: { port: number }[] }, v: Vars): Vars => {
  const used = new Set(json.data.map((service) => service.port));
  const free: number[] = [];
  for (let port = Number(v['range.min']); port <= Number(v['range.max']) && free.length < 2; port += 1) if (!used.has(port)) free.push(port);
  if (free.length < 2) throw new Error(`fewer than 2 public TCP ports free in ${v['range.min']}-${v['range.max']}`);
  return { free1: free[0], free2: free[1] };
};

export const SETUPS: Record<GatewayKind, SetupStep[]> = {
  shared: [
    { call: () => ({ method: 'GET', path: '/nodes?page=1&limit=5&orderBy=id,asc' }), capture: (json: never) => ({ local: listIds(json).find((row) => row.isLocal)!.id }) },
    { call: (v) => ({ method: 'POST', path: '/nodes', body: { name: `${v.run}-a` } }), capture: (json: { id: number; address: string }) => ({ A: json.id, 'A.address': json.address }) },
    { call: (v) => ({ method: 'POST', path: '/nodes', body: { name: `${v.run}-b` } }), capture: (json: { id: number; address: string }) => ({ B: json.id, 'B.address': json.address }) },
    // The demo exposes services only through a node whose tunnel is up; the real gateway here simulates every enabled node's backends.
    { call: (v) => ({ method: 'POST', path: `/__demo/nodes/${v.B}/connect` }), demoOnly: true },
    {
      call: (v) => ({
        method: 'POST',
        path: '/nodes',
        body: { name: `${v.run}-gw`, isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.91.0/24' }] },
      }),
      capture: (json: { id: number }) => ({ G: json.id }),
    },
    {
      call: (v) => ({ method: 'POST', path: '/domains', body: { domain: v.domain1, ssl: 'self-signed', skipValidation: true } }),
      capture: (json: { id: number }) => ({ D1: json.id }),
    },
    {
      call: (v) => ({ method: 'POST', path: `/services/${v.B}/http`, body: { name: `${v.run}-web`, domain: v.domain1, pathLocation: '/app', backendPort: 8080 } }),
      capture: (json: { id: number }) => ({ H: json.id }),
    },
    { call: () => ({ method: 'GET', path: '/services/tcp?page=1&limit=100' }), capture: freePorts as (json: never, v: Vars) => Vars },
    {
      call: (v) => ({ method: 'POST', path: `/services/${v.B}/tcp`, body: { name: `${v.run}-db`, proto: 'tcp', backendPort: 5432, port: v.free1 } }),
      capture: (json: { id: number; port: number }) => ({ T: json.id, 'T.port': json.port }),
    },
    {
      call: (v) => ({
        method: 'POST',
        path: `/services/${v.G}/tcp`,
        body: { name: `${v.run}-dns`, proto: 'udp', backendHost: '192.168.91.10', backendPort: 53, port: v.free2 },
      }),
      capture: (json: { id: number; port: number }) => ({ U: json.id, 'U.port': json.port }),
    },
  ],
  // No DNS (no domain points here), no OAuth2 set-up, a VPN subnet of five addresses.
  unverified: [
    { call: (v) => ({ method: 'POST', path: '/nodes', body: { name: `${v.run}-b` } }), capture: (json: { id: number }) => ({ B: json.id }) },
    { call: (v) => ({ method: 'POST', path: '/domains', body: { domain: v.domain1, ssl: 'self-signed', skipValidation: true } }), capture: (json: { id: number }) => ({ D1: json.id }) },
    ...[1, 2, 3, 4].map((index): SetupStep => ({ call: (v) => ({ method: 'POST', path: '/nodes', body: { name: `${v.run}-fill-${index}` } }) })),
  ],
  // Every domain points here, Let's Encrypt fails, one public TCP port.
  certbotFails: [
    { call: (v) => ({ method: 'POST', path: '/nodes', body: { name: `${v.run}-b` } }), capture: (json: { id: number }) => ({ B: json.id }) },
    { call: (v) => ({ method: 'POST', path: '/domains', body: { domain: v.domain1, ssl: 'self-signed', skipValidation: true } }), capture: (json: { id: number }) => ({ D1: json.id }) },
    { call: (v) => ({ method: 'POST', path: `/services/${v.B}/tcp`, body: { name: `${v.run}-db`, proto: 'tcp', backendPort: 5432 } }) },
  ],
};

// ---------------------------------------------------------------------------------------------- cases

const node = (v: Vars, extra: Record<string, unknown> = {}) => ({ name: `${v.run}-x`, ...extra });
const createNode = (extra: Record<string, unknown>) => (v: Vars): Call => ({ method: 'POST', path: '/nodes', body: node(v, extra) });
const domain = (name: string, extra: Record<string, unknown> = {}) => ({ domain: name, ssl: 'self-signed', skipValidation: true, ...extra });
const createDomain = (body: (v: Vars) => Record<string, unknown>) => (v: Vars): Call => ({ method: 'POST', path: '/domains', body: body(v) });
const http = (extra: Record<string, unknown>) => (v: Vars): Call => ({ method: 'POST', path: `/services/${v.B}/http`, body: { name: `${v.run}-web2`, ...extra } });
const tcp = (extra: Record<string, unknown>) => (v: Vars): Call => ({ method: 'POST', path: `/services/${v.B}/tcp`, body: { name: `${v.run}-db2`, ...extra } });
const token = (body: Record<string, unknown>) => (v: Vars): Call => ({ method: 'POST', path: `/nodes/${v.A}/pats`, body });

const REQUIRED = 'This field is required';
const EMPTY = 'This field is not allowed to be empty';
const NOT_TEXT = 'This field must be a valid string';
const DNS = '"DNS Servers" failed custom validation because "value" must be a valid ip address of one of the following versions [ipv4, ipv6] with a forbidden CIDR';
const MISSING = 999999;

const NODES: RefusalCase[] = [
  { name: 'node: no name', on: 'shared', resource: 'nodes', call: () => ({ method: 'POST', path: '/nodes', body: {} }), status: 422, said: one('name', REQUIRED), shows: { name: S.required } },
  { name: 'node: empty name', on: 'shared', resource: 'nodes', call: createNode({ name: '' }), status: 422, said: one('name', EMPTY), shows: { name: S.required } },
  { name: 'node: name not text', on: 'shared', resource: 'nodes', call: createNode({ name: 5 }), status: 422, said: one('name', NOT_TEXT), shows: { name: S.notText } },
  { name: 'node: DNS server not an IP', on: 'shared', resource: 'nodes', call: createNode({ dns: 'not-an-ip, 1.1.1.1' }), status: 422, said: one('dns', DNS), shows: { dns: S.dns } },
  { name: 'node: DNS server with a prefix', on: 'shared', resource: 'nodes', call: createNode({ dns: '1.1.1.0/24' }), status: 422, said: one('dns', DNS), shows: { dns: S.dns } },
  { name: 'node: DNS servers not text', on: 'shared', resource: 'nodes', call: createNode({ dns: 5 }), status: 422, said: one('dns', NOT_TEXT), shows: { dns: S.notText } },
  { name: 'node: keepalive above 120', on: 'shared', resource: 'nodes', call: createNode({ keepalive: 500 }), status: 422, said: one('keepalive', 'This field must be less than or equal to 120'), shows: { keepalive: S.atMost120 } },
  { name: 'node: keepalive below 0', on: 'shared', resource: 'nodes', call: createNode({ keepalive: -1 }), status: 422, said: one('keepalive', 'This field must be greater than or equal to 0'), shows: { keepalive: S.atLeast0 } },
  { name: 'node: keepalive not a number', on: 'shared', resource: 'nodes', call: createNode({ keepalive: 'often' }), status: 422, said: one('keepalive', 'This field must be a number'), shows: { keepalive: S.number } },
  { name: 'node: keepalive not whole', on: 'shared', resource: 'nodes', call: createNode({ keepalive: 1.5 }), status: 422, said: one('keepalive', 'This field must be an integer'), shows: { keepalive: S.integer } },
  {
    name: 'node: address with a prefix',
    on: 'shared',
    resource: 'nodes',
    call: createNode({ address: '10.0.0.0/24' }),
    status: 422,
    said: one('address', '"address" must be a valid ip address of one of the following versions [ipv4] with a forbidden CIDR'),
    shows: { address: S.ipv4 },
  },
  {
    name: 'node: address taken',
    on: 'shared',
    resource: 'nodes',
    call: (v) => ({ method: 'POST', path: '/nodes', body: node(v, { address: v['A.address'] }) }),
    status: 422,
    said: one('address', 'Record already exists with the same value in address'),
    shows: { address: S.addressTaken },
  },
  {
    name: 'node: address taken, on an edit',
    on: 'shared',
    resource: 'nodes',
    call: (v) => ({ method: 'PATCH', path: `/nodes/${v.B}`, body: { name: `${v.run}-b`, address: v['A.address'] } }),
    status: 422,
    said: one('address', 'Record already exists with the same value in address'),
    shows: { address: S.addressTaken },
  },
  { name: 'node: gateway without networks', on: 'shared', resource: 'nodes', call: createNode({ isGateway: true }), status: 422, said: one('gatewayNetworks', REQUIRED), shows: { gatewayNetworks: S.required } },
  {
    name: 'node: subnet without prefix',
    on: 'shared',
    resource: 'nodes',
    call: createNode({ isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0' }] }),
    status: 422,
    said: one('gatewayNetworks.0.subnet', '"gatewayNetworks[0].subnet" must be a valid ip address with a required CIDR'),
    shows: { 'gatewayNetworks.0.subnet': S.cidr },
  },
  {
    name: 'node: second subnet not one',
    on: 'shared',
    resource: 'nodes',
    call: createNode({ isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }, { interface: 'eth1', subnet: 'x' }] }),
    status: 422,
    said: one('gatewayNetworks.1.subnet', '"gatewayNetworks[1].subnet" must be a valid ip address with a required CIDR'),
    shows: { 'gatewayNetworks.1.subnet': S.cidr },
  },
  {
    name: 'node: empty subnet',
    on: 'shared',
    resource: 'nodes',
    call: createNode({ isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '' }] }),
    status: 422,
    said: one('gatewayNetworks.0.subnet', EMPTY),
    shows: { 'gatewayNetworks.0.subnet': S.required },
  },
  {
    name: 'node: empty interface',
    on: 'shared',
    resource: 'nodes',
    call: createNode({ isGateway: true, gatewayNetworks: [{ interface: '', subnet: '192.168.1.0/24' }] }),
    status: 422,
    said: one('gatewayNetworks.0.interface', EMPTY),
    shows: { 'gatewayNetworks.0.interface': S.required },
  },
  {
    name: 'node: interface twice',
    on: 'shared',
    resource: 'nodes',
    call: createNode({ isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }, { interface: 'eth0', subnet: '192.168.2.0/24' }] }),
    status: 422,
    said: one('gatewayNetworks', 'Interface "eth0" is duplicated'),
    shows: { gatewayNetworks: S.duplicateInterface },
  },
  {
    name: "node: subnet holding the gateway's address",
    on: 'shared',
    resource: 'nodes',
    call: (v) => ({ method: 'POST', path: '/nodes', body: node(v, { isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: v.gatewaySubnet }] }) }),
    status: 422,
    said: one('gatewayNetworks', "Gateway subnet shouldn't include Wiredoor IP"),
    shows: { gatewayNetworks: S.subnetHasGateway },
  },
  {
    name: 'node: networks on a node that is not a gateway',
    on: 'shared',
    resource: 'nodes',
    call: createNode({ gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }] }),
    status: 422,
    said: one('gatewayNetworks', 'This field must be [null]'),
    shows: { gatewayNetworks: S.networksWithoutGateway },
  },
  { name: 'node: internet neither on nor off', on: 'shared', resource: 'nodes', call: createNode({ allowInternet: 'yes' }), status: 422, said: one('allowInternet', 'This field must be a boolean'), shows: { allowInternet: S.notBoolean } },
  {
    name: "node: the gateway's own node",
    on: 'shared',
    resource: 'nodes',
    call: (v) => ({ method: 'PATCH', path: `/nodes/${v.local}`, body: node(v) }),
    status: 400,
    said: "Local node can't be updated",
    shows: { root: S.localNodeLocked },
  },
  { name: 'node: deleted meanwhile', on: 'shared', resource: 'nodes', call: (v) => ({ method: 'PATCH', path: `/nodes/${MISSING}`, body: node(v) }), status: 404, said: 'Node not found!', shows: { root: S.nodeGone } },
  {
    name: 'node: no address left in the VPN subnet',
    on: 'unverified',
    resource: 'nodes',
    call: createNode({}),
    status: 400,
    said: 'SQLITE_CONSTRAINT: NOT NULL constraint failed: nodes.address',
    shows: { root: S.noFreeAddress },
  },
];

const TOKENS: RefusalCase[] = [
  { name: 'token: no name', on: 'shared', resource: 'pats', call: token({}), status: 422, said: one('name', REQUIRED), shows: { name: S.required } },
  { name: 'token: empty name', on: 'shared', resource: 'pats', call: token({ name: '' }), status: 422, said: one('name', EMPTY), shows: { name: S.required } },
  { name: 'token: expiry not text', on: 'shared', resource: 'pats', call: token({ name: 'x', expireAt: 5 }), status: 422, said: one('expireAt', NOT_TEXT), shows: { expireAt: S.date } },
  {
    name: 'token: node deleted meanwhile',
    on: 'shared',
    resource: 'pats',
    call: () => ({ method: 'POST', path: `/nodes/${MISSING}/pats`, body: { name: 'x' } }),
    status: 404,
    said: 'Node not found!',
    shows: { root: S.nodeGone },
  },
];

const DOMAINS: RefusalCase[] = [
  { name: 'domain: no domain', on: 'shared', resource: 'domains', call: createDomain(() => ({})), status: 422, said: one('domain', REQUIRED), shows: { domain: S.domainRequired } },
  { name: 'domain: empty domain', on: 'shared', resource: 'domains', call: createDomain(() => domain('')), status: 422, said: one('domain', EMPTY), shows: { domain: S.domainRequired } },
  {
    name: 'domain: malformed, validation skipped',
    on: 'shared',
    resource: 'domains',
    call: createDomain(() => domain('not_a_domain')),
    status: 422,
    said: one('domain', '"domain" with value "not_a_domain" fails to match the domain structure pattern'),
    shows: { domain: S.domainFormat },
  },
  {
    name: 'domain: malformed',
    on: 'shared',
    resource: 'domains',
    call: createDomain(() => ({ domain: 'not_a_domain', ssl: 'self-signed' })),
    status: 422,
    said: one('domain', 'This field must contain a valid domain name'),
    shows: { domain: S.domainName },
  },
  {
    name: 'domain: unknown top-level domain',
    on: 'shared',
    resource: 'domains',
    call: createDomain((v) => ({ domain: `${v.run}.notatld`, ssl: 'self-signed' })),
    status: 422,
    said: one('domain', 'This field must contain a valid domain name'),
    shows: { domain: S.domainName },
    notOnDemo: 'the demo checks domain names with the console’s pattern, without the list of top-level domains Joi carries',
  },
  { name: 'domain: twice', on: 'shared', resource: 'domains', call: createDomain((v) => domain(String(v.domain1))), status: 422, said: one('domain', 'Record already exists with the same value in domain'), shows: { domain: S.domainTaken } },
  {
    name: "domain: Let's Encrypt with validation skipped",
    on: 'shared',
    resource: 'domains',
    call: createDomain((v) => domain(`${v.run}-3.example.com`, { ssl: 'certbot' })),
    status: 422,
    said: one('ssl', 'This field must be one of [self-signed, null]'),
    shows: { ssl: S.certbotNeedsValidation },
  },
  {
    name: 'domain: unknown certificate type',
    on: 'shared',
    resource: 'domains',
    call: createDomain((v) => ({ domain: `${v.run}-3.example.com`, ssl: 'letsencrypt' })),
    status: 422,
    said: one('ssl', 'This field must be one of [self-signed, certbot, null]'),
    shows: { ssl: S.sslChoices },
  },
  {
    name: 'domain: an allowed e-mail that is not one',
    on: 'shared',
    resource: 'domains',
    call: createDomain((v) => domain(`${v.run}-3.example.com`, { authentication: true, allowedEmails: ['ops@example.com', 'ops'] })),
    status: 422,
    said: one('allowedEmails.1', 'This field must be a valid email'),
    shows: { 'allowedEmails.1': S.email },
  },
  {
    name: 'domain: an allowed e-mail of an unknown top-level domain',
    on: 'shared',
    resource: 'domains',
    call: createDomain((v) => domain(`${v.run}-3.example.com`, { authentication: true, allowedEmails: ['ops@example.notatld'] })),
    status: 422,
    said: one('allowedEmails.0', 'This field must be a valid email'),
    shows: { 'allowedEmails.0': S.email },
    notOnDemo: 'the demo checks e-mails with the contract’s format, without the list of top-level domains Joi carries',
  },
  {
    name: 'domain: an empty allowed e-mail',
    on: 'shared',
    resource: 'domains',
    call: createDomain((v) => domain(`${v.run}-3.example.com`, { authentication: true, allowedEmails: [''] })),
    status: 422,
    said: one('allowedEmails.0', EMPTY),
    shows: { 'allowedEmails.0': S.required },
  },
  {
    name: 'domain: an allowed e-mail twice',
    on: 'shared',
    resource: 'domains',
    call: createDomain((v) => domain(`${v.run}-3.example.com`, { authentication: true, allowedEmails: ['a@example.com', 'a@example.com'] })),
    status: 422,
    said: one('allowedEmails.1', '"allowedEmails[1]" contains a duplicate value'),
    shows: { 'allowedEmails.1': S.duplicateEmail },
  },
  {
    name: 'domain: allowed e-mails without OAuth2',
    on: 'shared',
    resource: 'domains',
    call: createDomain((v) => domain(`${v.run}-3.example.com`, { authentication: false, allowedEmails: ['ops@example.com'] })),
    status: 422,
    said: one('allowedEmails', '"allowedEmails" must contain less than or equal to 0 items'),
    shows: { allowedEmails: S.emailsWithoutAuth },
  },
  {
    name: 'domain: renamed',
    on: 'shared',
    resource: 'domains',
    call: (v) => ({ method: 'PATCH', path: `/domains/${v.D1}`, body: domain(`${v.run}-9.example.com`) }),
    status: 422,
    said: one('domain', "Domain names can't be changed. Add a new one and delete this one instead."),
    shows: { domain: S.domainRename },
  },
  {
    name: 'domain: deleted meanwhile',
    on: 'shared',
    resource: 'domains',
    call: (v) => ({ method: 'PATCH', path: `/domains/${MISSING}`, body: domain(`${v.run}-9.example.com`) }),
    status: 404,
    said: 'Domain not found!',
    shows: { root: S.domainGone },
  },
  {
    name: 'domain: not pointing to the gateway',
    on: 'unverified',
    resource: 'domains',
    call: createDomain((v) => ({ domain: `${v.run}-2.example.com`, ssl: 'self-signed' })),
    status: 422,
    said: one('domain', 'Domain verification failed. The domain does not point to Wiredoor host.'),
    shows: { domain: S.domainNotPointing },
  },
  {
    name: "domain: not pointing to the gateway, for Let's Encrypt",
    on: 'unverified',
    resource: 'domains',
    call: createDomain((v) => ({ domain: `${v.run}-2.example.com`, ssl: 'certbot' })),
    status: 422,
    said: one('domain', 'Domain verification failed. The domain does not point to Wiredoor host.'),
    shows: { domain: S.domainNotPointing },
  },
  {
    name: 'domain: OAuth2 on a gateway not set up for it',
    on: 'unverified',
    resource: 'domains',
    call: createDomain((v) => domain(`${v.run}-o.example.com`, { authentication: true, allowedEmails: [] })),
    status: 400,
    said: 'OAuth2 authentication cannot be enabled: required environment variables are missing. Please define OAUTH2_PROXY_PROVIDER, OAUTH2_PROXY_CLIENT_ID, and OAUTH2_PROXY_CLIENT_SECRET in your .env file and restart the server.',
    shows: { authentication: S.oauth2NotConfigured },
  },
  {
    name: 'domain: OAuth2 turned on, on a gateway not set up for it',
    on: 'unverified',
    resource: 'domains',
    call: (v) => ({ method: 'PATCH', path: `/domains/${v.D1}`, body: domain(String(v.domain1), { authentication: true, allowedEmails: [] }) }),
    status: 400,
    said: 'OAuth2 authentication cannot be enabled: required environment variables are missing. Please define OAUTH2_PROXY_PROVIDER, OAUTH2_PROXY_CLIENT_ID, and OAUTH2_PROXY_CLIENT_SECRET in your .env file and restart the server.',
    shows: { authentication: S.oauth2NotConfigured },
  },
  {
    name: "domain: Let's Encrypt fails",
    on: 'certbotFails',
    resource: 'domains',
    call: createDomain((v) => ({ domain: `${v.run}-c.example.com`, ssl: 'certbot' })),
    status: 400,
    said: (v) => new RegExp(`^Command failed: certbot certonly .* -d ${String(v.run).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-c\\.example\\.com\\n`),
    shows: { ssl: S.certbotFailed },
  },
  {
    name: "domain: turned to Let's Encrypt, which fails",
    on: 'certbotFails',
    resource: 'domains',
    call: (v) => ({ method: 'PATCH', path: `/domains/${v.D1}`, body: { domain: v.domain1, ssl: 'certbot', skipValidation: false } }),
    status: 400,
    said: () => /^Command failed: certbot certonly /,
    shows: { ssl: S.certbotFailed },
  },
];

const SKIP_AUTH = (routes: string) => http({ domain: '{domain1}', pathLocation: '/s1', backendPort: 8080, requireAuth: true, skipAuthRoutes: routes });

/** `http()` with `{domain1}` in the body filled in. */
const withDomain = (make: (v: Vars) => Call) => (v: Vars): Call => {
  const call = make(v);
  return { ...call, body: JSON.parse(fill(JSON.stringify(call.body), v)) as Record<string, unknown> };
};

const HTTP: RefusalCase[] = [
  { name: 'http: no name', on: 'shared', resource: 'http_services', call: (v) => ({ method: 'POST', path: `/services/${v.B}/http`, body: { pathLocation: '/x', backendPort: 8080 } }), status: 422, said: one('name', REQUIRED), shows: { name: S.required } },
  { name: 'http: empty name', on: 'shared', resource: 'http_services', call: http({ name: '', pathLocation: '/x', backendPort: 8080 }), status: 422, said: one('name', EMPTY), shows: { name: S.required } },
  {
    name: 'http: neither domain nor path',
    on: 'shared',
    resource: 'http_services',
    call: http({ backendPort: 8080 }),
    status: 422,
    said: one('', '"value" must contain at least one of [domain, pathLocation]'),
    shows: { domain: S.domainOrPath, pathLocation: S.domainOrPath },
  },
  { name: 'http: malformed domain', on: 'shared', resource: 'http_services', call: http({ domain: 'not_a_domain', backendPort: 8080 }), status: 422, said: one('domain', 'This field must contain a valid domain name'), shows: { domain: S.domainName } },
  {
    name: 'http: path not absolute',
    on: 'shared',
    resource: 'http_services',
    call: http({ pathLocation: 'app', backendPort: 8080 }),
    status: 422,
    said: one('pathLocation', 'Path Location must be an absolute URL path containing only letters, numbers, "/", ".", "_", "~", and "-"'),
    shows: { pathLocation: S.pathCharacters },
  },
  { name: 'http: empty path', on: 'shared', resource: 'http_services', call: http({ pathLocation: '', backendPort: 8080 }), status: 422, said: one('pathLocation', EMPTY), shows: { pathLocation: S.required } },
  {
    name: 'http: path over 40 characters',
    on: 'shared',
    resource: 'http_services',
    call: http({ pathLocation: `/${'a'.repeat(45)}`, backendPort: 8080 }),
    status: 422,
    said: one('pathLocation', 'This field must be less than or equal to 40 characters long'),
    shows: { pathLocation: S.atMost40Characters },
  },
  {
    name: 'http: path with a space',
    on: 'shared',
    resource: 'http_services',
    call: http({ pathLocation: '/a b', backendPort: 8080 }),
    status: 422,
    said: one('pathLocation', 'Path Location must be an absolute URL path containing only letters, numbers, "/", ".", "_", "~", and "-"'),
    shows: { pathLocation: S.pathCharacters },
  },
  {
    name: 'http: unknown backend protocol',
    on: 'shared',
    resource: 'http_services',
    call: http({ pathLocation: '/x', backendProto: 'ftp', backendPort: 8080 }),
    status: 422,
    said: one('backendProto', 'This field must be one of [http, https, null]'),
    shows: { backendProto: S.httpChoices },
  },
  { name: 'http: localhost as backend', on: 'shared', resource: 'http_services', call: http({ pathLocation: '/x', backendHost: 'localhost', backendPort: 8080 }), status: 422, said: one('backendHost', 'This field contains an invalid value'), shows: { backendHost: S.localhost } },
  { name: 'http: empty backend host', on: 'shared', resource: 'http_services', call: http({ pathLocation: '/x', backendHost: '', backendPort: 8080 }), status: 422, said: one('backendHost', EMPTY), shows: { backendHost: S.required } },
  { name: 'http: port out of range', on: 'shared', resource: 'http_services', call: http({ pathLocation: '/x', backendPort: 70000 }), status: 422, said: one('backendPort', '"backendPort" must be a valid port'), shows: { backendPort: S.port } },
  { name: 'http: port not whole', on: 'shared', resource: 'http_services', call: http({ pathLocation: '/x', backendPort: 80.5 }), status: 422, said: one('backendPort', '"backendPort" must be a valid port'), shows: { backendPort: S.port } },
  { name: 'http: port not a number', on: 'shared', resource: 'http_services', call: http({ pathLocation: '/x', backendPort: 'abc' }), status: 422, said: one('backendPort', 'This field must be a number'), shows: { backendPort: S.number } },
  {
    name: 'http: no backend port',
    on: 'shared',
    resource: 'http_services',
    call: http({ pathLocation: '/x' }),
    status: 400,
    said: 'The "options" or "port" or "path" argument must be specified',
    shows: { backendPort: S.required },
  },
  {
    name: 'http: allowed IP not one',
    on: 'shared',
    resource: 'http_services',
    call: http({ pathLocation: '/x', backendPort: 8080, allowedIps: ['10.0.0.0/8', 'office'] }),
    status: 422,
    said: one('allowedIps.1', '"allowedIps[1]" must be a valid ip address with a optional CIDR'),
    shows: { 'allowedIps.1': S.ipOrCidr },
  },
  {
    name: 'http: blocked IP not one',
    on: 'shared',
    resource: 'http_services',
    call: http({ pathLocation: '/x', backendPort: 8080, blockedIps: ['office'] }),
    status: 422,
    said: one('blockedIps.0', '"blockedIps[0]" must be a valid ip address with a optional CIDR'),
    shows: { 'blockedIps.0': S.ipOrCidr },
  },
  { name: 'http: lifetime not one', on: 'shared', resource: 'http_services', call: http({ pathLocation: '/x', backendPort: 8080, ttl: 'soon' }), status: 422, said: one('ttl', 'TTL must be a string like "30s", "10m", "2h", "1d"'), shows: { ttl: S.ttl } },
  {
    name: 'http: skip-auth line with a method',
    on: 'shared',
    resource: 'http_services',
    call: withDomain(SKIP_AUTH('GET=/x')),
    status: 422,
    said: one('skipAuthRoutes', 'Line 1 should not contain HTTP method or operator prefix: "GET=/x"'),
    shows: { skipAuthRoutes: S.skipAuthPrefix },
  },
  {
    name: 'http: skip-auth line with a semicolon',
    on: 'shared',
    resource: 'http_services',
    call: withDomain(SKIP_AUTH('/ok\n/a;b')),
    status: 422,
    said: one('skipAuthRoutes', 'Line 2 contains forbidden characters: "/a;b"'),
    shows: { skipAuthRoutes: S.skipAuthForbidden },
  },
  {
    name: 'http: skip-auth line not a regular expression',
    on: 'shared',
    resource: 'http_services',
    call: withDomain(SKIP_AUTH('^/(a')),
    status: 422,
    said: one('skipAuthRoutes', 'Line 1 is not a valid regular expression: "^/(a"'),
    shows: { skipAuthRoutes: S.skipAuthRegex },
  },
  {
    name: 'http: skip-auth line not a path',
    on: 'shared',
    resource: 'http_services',
    call: withDomain(SKIP_AUTH('health')),
    status: 422,
    said: one('skipAuthRoutes', 'Line 1 must start with \'/\' or \'^\': "health"'),
    shows: { skipAuthRoutes: S.skipAuthStart },
  },
  {
    name: 'http: skip-auth line with a space',
    on: 'shared',
    resource: 'http_services',
    call: withDomain(SKIP_AUTH('/a b')),
    status: 422,
    said: one('skipAuthRoutes', 'Line 1 contains whitespace and is not valid: "/a b"'),
    shows: { skipAuthRoutes: S.skipAuthWhitespace },
  },
  {
    name: 'http: backend not answering',
    on: 'shared',
    resource: 'http_services',
    call: http({ pathLocation: '/x', backendPort: 9 }),
    status: 422,
    said: one('backendPort', 'Unable to connect to port 9 in {B.address}'),
    shows: { backendPort: S.backendUnreachable('9', '{B.address}') },
  },
  {
    name: "http: 127.0.0.1 on the gateway's own node",
    on: 'shared',
    resource: 'http_services',
    call: (v) => ({ method: 'POST', path: `/services/${v.local}/http`, body: { name: `${v.run}-web2`, pathLocation: '/x', backendHost: '127.0.0.1', backendPort: 8080 } }),
    status: 422,
    said: one('backendHost', 'Cannot use localhost as backendHost for local node.'),
    shows: { backendHost: S.localNodeLocalhost },
  },
  {
    name: "http: no backend host on the gateway's own node",
    on: 'shared',
    resource: 'http_services',
    call: (v) => ({ method: 'POST', path: `/services/${v.local}/http`, body: { name: `${v.run}-web2`, pathLocation: '/x', backendPort: 8080 } }),
    status: 422,
    said: one('backendPort', 'Unable to connect to port 8080 in localhost'),
    shows: { backendPort: S.backendUnreachable('8080', 'localhost') },
  },
  {
    name: 'http: same domain and path',
    on: 'shared',
    resource: 'http_services',
    call: withDomain(http({ domain: '{domain1}', pathLocation: '/app', backendPort: 8080 })),
    status: 422,
    said: [
      { field: 'domain', message: 'Record already exists with the same value in domain, pathLocation' },
      { field: 'pathLocation', message: 'Record already exists with the same value in domain, pathLocation' },
    ],
    shows: { domain: S.domainPathTaken, pathLocation: S.domainPathTaken },
  },
  {
    name: 'http: node deleted meanwhile',
    on: 'shared',
    resource: 'http_services',
    call: (v) => ({ method: 'POST', path: `/services/${MISSING}/http`, body: { name: `${v.run}-web2`, pathLocation: '/x', backendPort: 8080 } }),
    status: 404,
    said: 'Node not found!',
    shows: { root: S.nodeGone },
  },
  {
    name: 'http: deleted meanwhile',
    on: 'shared',
    resource: 'http_services',
    call: (v) => ({ method: 'PATCH', path: `/services/${v.B}/http/${MISSING}`, body: { name: `${v.run}-web2`, pathLocation: '/x' } }),
    status: 400,
    said: "Cannot read properties of null (reading 'node')",
    shows: { root: S.serviceGone },
  },
  {
    name: 'http: a new domain not pointing to the gateway',
    on: 'unverified',
    resource: 'http_services',
    call: (v) => ({ method: 'POST', path: `/services/${v.B}/http`, body: { name: `${v.run}-web2`, domain: `${v.run}-h.example.com`, pathLocation: '/', backendPort: 8080 } }),
    status: 422,
    said: one('domain', 'Domain verification failed. The domain does not point to Wiredoor host.'),
    shows: { domain: S.domainNotPointing },
  },
  {
    name: 'http: a new domain without a certificate',
    on: 'certbotFails',
    resource: 'http_services',
    call: (v) => ({ method: 'POST', path: `/services/${v.B}/http`, body: { name: `${v.run}-web2`, domain: `${v.run}-h.example.com`, pathLocation: '/', backendPort: 8080 } }),
    status: 422,
    said: one('domain', 'Unable to create or use this domain'),
    shows: { domain: S.domainUnusable },
  },
];

const TCP: RefusalCase[] = [
  { name: 'tcp: no name', on: 'shared', resource: 'tcp_services', call: (v) => ({ method: 'POST', path: `/services/${v.B}/tcp`, body: { backendPort: 5433 } }), status: 422, said: one('name', REQUIRED), shows: { name: S.required } },
  { name: 'tcp: no backend port', on: 'shared', resource: 'tcp_services', call: tcp({}), status: 422, said: one('backendPort', REQUIRED), shows: { backendPort: S.required } },
  {
    name: 'tcp: public port below the range',
    on: 'shared',
    resource: 'tcp_services',
    call: tcp({ backendPort: 5433, port: 80 }),
    status: 422,
    said: one('port', 'This field must be greater than or equal to {range.min}'),
    shows: { port: S.portBelow('{range.min}') },
  },
  {
    name: 'tcp: public port above the range',
    on: 'shared',
    resource: 'tcp_services',
    call: tcp({ backendPort: 5433, port: 40000 }),
    status: 422,
    said: one('port', 'This field must be less than or equal to {range.max}'),
    shows: { port: S.portAbove('{range.max}') },
  },
  {
    name: 'tcp: public port taken',
    on: 'shared',
    resource: 'tcp_services',
    call: (v) => ({ method: 'POST', path: `/services/${v.B}/tcp`, body: { name: `${v.run}-db2`, backendPort: 5433, port: v['T.port'] } }),
    status: 422,
    said: one('port', 'Record already exists with the same value in port'),
    shows: { port: S.portTaken },
  },
  { name: 'tcp: unknown protocol', on: 'shared', resource: 'tcp_services', call: tcp({ backendPort: 5433, proto: 'sctp' }), status: 422, said: one('proto', 'This field must be one of [tcp, udp, null]'), shows: { proto: S.tcpChoices } },
  { name: 'tcp: 127.0.0.1 as backend', on: 'shared', resource: 'tcp_services', call: tcp({ proto: 'tcp', backendPort: 5433, backendHost: '127.0.0.1' }), status: 422, said: one('backendHost', 'This field contains an invalid value'), shows: { backendHost: S.localhost } },
  { name: 'tcp: localhost as backend', on: 'shared', resource: 'tcp_services', call: tcp({ proto: 'tcp', backendPort: 5433, backendHost: 'localhost' }), status: 422, said: one('backendHost', 'This field contains an invalid value'), shows: { backendHost: S.localhost } },
  {
    name: 'tcp: backend not answering',
    on: 'shared',
    resource: 'tcp_services',
    call: tcp({ proto: 'tcp', backendPort: 9 }),
    status: 422,
    said: one('backendPort', 'Unable to connect to port 9 in {B.address}'),
    shows: { backendPort: S.backendUnreachable('9', '{B.address}') },
  },
  { name: 'tcp: malformed domain', on: 'shared', resource: 'tcp_services', call: tcp({ domain: 'not_a_domain', backendPort: 5433 }), status: 422, said: one('domain', 'This field must contain a valid domain name'), shows: { domain: S.domainName } },
  { name: 'tcp: SSL neither on nor off', on: 'shared', resource: 'tcp_services', call: tcp({ backendPort: 5433, ssl: 'yes' }), status: 422, said: one('ssl', 'This field must be a boolean'), shows: { ssl: S.notBoolean } },
  {
    name: 'tcp: allowed IP not one',
    on: 'shared',
    resource: 'tcp_services',
    call: tcp({ backendPort: 5433, allowedIps: ['office'] }),
    status: 422,
    said: one('allowedIps.0', '"allowedIps[0]" must be a valid ip address with a optional CIDR'),
    shows: { 'allowedIps.0': S.ipOrCidr },
  },
  { name: 'tcp: lifetime not one', on: 'shared', resource: 'tcp_services', call: tcp({ backendPort: 5433, ttl: '5 weeks' }), status: 422, said: one('ttl', 'TTL must be a string like "30s", "10m", "2h", "1d"'), shows: { ttl: S.ttl } },
  {
    name: 'tcp: same backend host and port on the node',
    on: 'shared',
    resource: 'tcp_services',
    call: (v) => ({
      method: 'POST',
      path: `/services/${v.G}/tcp`,
      // U's own public port: the gateway checks the backend's index first (and no third free port is needed).
      body: { name: `${v.run}-dns2`, proto: 'udp', backendHost: '192.168.91.10', backendPort: 53, port: v['U.port'] },
    }),
    status: 422,
    said: [
      { field: 'backendPort', message: 'Record already exists with the same value in backendPort, backendHost, nodeId' },
      { field: 'backendHost', message: 'Record already exists with the same value in backendPort, backendHost, nodeId' },
      { field: 'nodeId', message: 'Record already exists with the same value in backendPort, backendHost, nodeId' },
    ],
    shows: { backendPort: S.backendTaken, backendHost: S.backendTaken },
  },
  {
    name: 'tcp: node deleted meanwhile',
    on: 'shared',
    resource: 'tcp_services',
    call: (v) => ({ method: 'POST', path: `/services/${MISSING}/tcp`, body: { name: `${v.run}-db2`, proto: 'tcp', backendPort: 5432 } }),
    status: 404,
    said: 'Node not found!',
    shows: { root: S.nodeGone },
  },
  {
    name: 'tcp: deleted meanwhile',
    on: 'shared',
    resource: 'tcp_services',
    call: (v) => ({ method: 'PATCH', path: `/services/${v.B}/tcp/${MISSING}`, body: { name: `${v.run}-db2`, backendPort: 5432 } }),
    status: 400,
    said: "Cannot read properties of null (reading 'identifier')",
    shows: { root: S.serviceGone },
  },
  {
    name: 'tcp: a new domain not pointing to the gateway',
    on: 'unverified',
    resource: 'tcp_services',
    call: (v) => ({ method: 'POST', path: `/services/${v.B}/tcp`, body: { name: `${v.run}-db2`, domain: `${v.run}-t.example.com`, backendPort: 5432 } }),
    status: 422,
    said: one('domain', 'Domain verification failed. The domain does not point to Wiredoor host.'),
    shows: { domain: S.domainNotPointing },
  },
  {
    name: 'tcp: every public port taken',
    on: 'certbotFails',
    resource: 'tcp_services',
    call: (v) => ({ method: 'POST', path: `/services/${v.B}/tcp`, body: { name: `${v.run}-db2`, backendPort: 1883 } }),
    status: 400,
    said: 'No ports avaliable in range from 32790 to 32790 to expose your service.',
    shows: { port: S.noFreePort('32790', '32790') },
  },
];

export const REFUSALS: RefusalCase[] = [...NODES, ...TOKENS, ...DOMAINS, ...HTTP, ...TCP];

/**
 * Refusals the reference's code gives (API-FACTS §5.4, §5.5) that none of the test gateways can be made
 * to give (a DNS provider, a gateway without TCP_SERVICES_PORT_RANGE, which the test harness always
 * sets): mapped from their words alone.
 */
export const UNREACHABLE: { field: string; message: string; shows: Sentence }[] = [
  { field: 'port', message: 'Your servers needs TCP_SERVICES_PORT_RANGE env variable defined.', shows: S.noPortRange },
  { field: 'port', message: 'This field must be less than or equal to 0', shows: S.noPortRange },
  { field: 'domain', message: 'The DNS provider could not create the required DNS record for the domain.', shows: S.dnsProviderFailed },
  {
    field: 'domain',
    message: 'The domain DNS record was created but is not resolving to the server IP yet. Please wait a few minutes and try again.',
    shows: S.dnsRecordPending,
  },
  { field: 'dns', message: 'Each DNS entry must be a valid IP address (IPv4 or IPv6)', shows: S.dns },
  { field: 'name', message: 'Something no gateway has said yet', shows: S.unknown },
];
