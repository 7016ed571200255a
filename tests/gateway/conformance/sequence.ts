/**
 * The scripted sequence of the conformance check: every operation of openapi.yaml with valid and
 * invalid bodies, unknown query and body keys, missing records, the local node's protections, paging
 * edges and the event streams' first frames. Each step is sent to both gateways; a step that creates
 * a record captures its id (and address) from each gateway's own answer, and later steps refer to it
 * by name (`v.A` is node A's id on the gateway at hand).
 *
 * Names are unique per run (the real gateway is shared with other suites and keeps what they made).
 */
import type { Side } from './gateways';

export type Vars = Record<string, string | number | undefined>;

export interface StepContext {
  v: Vars;
  side: Side;
}

type Dynamic<T> = T | ((c: StepContext) => T);

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Step {
  name: string;
  /** The operation of openapi.yaml (`METHOD /path/{param}`); absent for a request that no operation describes. */
  op?: string;
  method: HttpMethod;
  /** Under /api, with the query. */
  path: Dynamic<string>;
  /** A JSON body. */
  body?: Dynamic<unknown>;
  /** A raw body sent as is (malformed JSON). */
  raw?: string;
  /** admin (default): the signed-in client's bearer token; query: the same as `?token=`; pat: a node access token. */
  auth?: 'admin' | 'none' | 'forged' | 'pat' | 'query';
  /** Sent from a client address of its own, this many times (a rate limit): every status is compared, and the last answer. */
  freshClient?: number;
  /** An event stream: read this many frames (within waitMs). */
  frames?: number;
  waitMs?: number;
  /**
   * Read the stream as a browser does, compressed (Accept-Encoding: gzip, br): the reference then holds
   * back what it writes without a flush. Otherwise streams are asked for uncompressed, to compare what
   * the gateways send rather than when the compression lets it through.
   */
  compressed?: boolean;
  /** The frames' data compared exactly (fixed texts) instead of by shape. */
  exactFrames?: boolean;
  /** A success compared exactly instead of by shape. */
  exact?: boolean;
  /** A text answer compared as a wg-quick file's sections and keys. */
  ini?: boolean;
  /** Response headers whose values are compared (after placeholders); `present` only: their presence. */
  headers?: string[];
  presentHeaders?: string[];
  /** Values the answer gives this gateway (ids, addresses), for later steps. Only read from a 200. */
  capture?: (json: never, c: StepContext) => Vars;
  /** Both gateways must answer this status, or the run stops (creations later steps depend on). */
  must?: number;
  /** A set-up call made on one gateway only: not compared, not an operation of the contract. */
  only?: Side;
}

export interface Names {
  run: string;
  nodeA: string;
  nodeB: string;
  gateway: string;
  domain1: string;
  domain2: string;
}

export const namesFor = (run: string): Names => ({
  run,
  nodeA: `${run}-a`,
  nodeB: `${run}-b`,
  gateway: `${run}-gw`,
  domain1: `${run}-1.example.com`,
  domain2: `${run}-2.example.com`,
});

/** Captured values quoted in messages (e.g. "Unable to connect to port 9 in <address>"): compared by name. */
export const placeholdersOf = (v: Vars): [string, string][] =>
  Object.entries(v)
    .filter((entry): entry is [string, string] => entry[0].endsWith('.address') && typeof entry[1] === 'string')
    .sort((a, b) => b[1].length - a[1].length);

const MISSING = 999999;
/** The public TCP ports both gateways offer: the reference's TCP_SERVICES_PORT_RANGE as CI sets it (the demo's is wider). */
const TCP_PORTS = [32760, 32761, 32762, 32763, 32764, 32765, 32766, 32767];
const LIST = 'page=1&limit=5';
const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

type Json = Record<string, unknown> & { id: number; data: { id: number; isLocal?: boolean; backendHost?: string | null }[] };

export const sequence = (n: Names): Step[] => {
  const node = (extra: Record<string, unknown> = {}) => ({ name: `${n.run}-x`, ...extra });
  const domain = (name: string, extra: Record<string, unknown> = {}) => ({ domain: name, ssl: 'self-signed', skipValidation: true, ...extra });
  const http = (extra: Record<string, unknown>) => ({ name: `${n.run}-web`, ...extra });
  const tcp = (extra: Record<string, unknown>) => ({ name: `${n.run}-db`, ...extra });
  const credentials = ({ v }: StepContext) => ({ username: v.username, password: v.password });
  const searchMode = (search: boolean): Step => ({
    name: `demo: search ${search ? 'taken' : 'refused'}`,
    only: 'demo',
    method: 'POST',
    path: '/__demo/settings',
    body: { search },
  });

  return [
    // ------------------------------------------------------------------ sign-in and sessions
    // The login limiter's headers come with every answer (the sign-in page warns from X-RateLimit-Remaining).
    {
      name: 'sign-in',
      op: 'POST /auth/login',
      method: 'POST',
      path: '/auth/login',
      body: credentials,
      auth: 'none',
      freshClient: 1,
      presentHeaders: ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
    },
    {
      name: 'sign-in: wrong password',
      op: 'POST /auth/login',
      method: 'POST',
      path: '/auth/login',
      body: (c: StepContext) => ({ ...credentials(c), password: 'not-the-password' }),
      auth: 'none',
      freshClient: 1,
      presentHeaders: ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
    },
    { name: 'sign-in: no password', op: 'POST /auth/login', method: 'POST', path: '/auth/login', body: (c: StepContext) => ({ username: c.v.username }), auth: 'none', freshClient: 1 },
    { name: 'sign-in: empty password', op: 'POST /auth/login', method: 'POST', path: '/auth/login', body: (c: StepContext) => ({ ...credentials(c), password: '' }), auth: 'none', freshClient: 1 },
    { name: 'sign-in: unknown key', op: 'POST /auth/login', method: 'POST', path: '/auth/login', body: (c: StepContext) => ({ ...credentials(c), remember: true }), auth: 'none', freshClient: 1 },
    { name: 'sign-in: malformed JSON', op: 'POST /auth/login', method: 'POST', path: '/auth/login', raw: '{bad', auth: 'none', freshClient: 1 },
    { name: 'sign-in: body not an object', op: 'POST /auth/login', method: 'POST', path: '/auth/login', body: [], auth: 'none', freshClient: 1 },
    {
      name: 'sign-in: sixth attempt in ten minutes',
      op: 'POST /auth/login',
      method: 'POST',
      path: '/auth/login',
      body: (c: StepContext) => ({ ...credentials(c), password: 'not-the-password' }),
      auth: 'none',
      freshClient: 6,
      presentHeaders: ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
    },
    { name: 'session: no token', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}`, auth: 'none' },
    { name: 'session: forged token', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}`, auth: 'forged' },
    { name: 'unknown route', method: 'GET', path: '/no-such-route' },
    { name: 'unknown method on a known path', method: 'POST', path: '/nodes/1/disable' },

    // ------------------------------------------------------------------ nodes
    {
      name: 'nodes: list',
      op: 'GET /nodes',
      method: 'GET',
      path: '/nodes?page=1&limit=5&orderBy=id,asc',
      capture: (json: Json) => ({ local: json.data.find((row) => row.isLocal)?.id }),
      must: 200,
    },
    {
      name: 'nodes: create',
      op: 'POST /nodes',
      method: 'POST',
      path: '/nodes',
      body: { name: n.nodeA },
      capture: (json: Json) => ({ A: json.id, 'A.address': json.address as string, patToken: json.token as string }),
      must: 200,
    },
    {
      name: 'nodes: create a gateway',
      op: 'POST /nodes',
      method: 'POST',
      path: '/nodes',
      body: {
        name: n.gateway, isGateway: true, advanced: true, dns: '1.1.1.1', keepalive: 15, allowInternet: true,
        gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.77.0/24' }],
      },
      capture: (json: Json) => ({ G: json.id, 'G.address': json.address as string }),
      must: 200,
    },
    {
      name: 'nodes: create the node that exposes services',
      op: 'POST /nodes',
      method: 'POST',
      path: '/nodes',
      body: { name: n.nodeB },
      capture: (json: Json) => ({ B: json.id, 'B.address': json.address as string }),
      must: 200,
    },
    // The demo exposes services only through a node whose tunnel is up; the real one here simulates backends for every enabled node.
    { name: 'demo: node B connects', only: 'demo', method: 'POST', path: ({ v }) => `/__demo/nodes/${v.B}/connect` },
    { name: 'session: node access token', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}`, auth: 'pat' },
    { name: 'nodes: list of gateways', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}&type=gateways` },
    { name: 'nodes: list, newest first', op: 'GET /nodes', method: 'GET', path: '/nodes?page=1&limit=3&orderBy=id,desc' },
    { name: 'nodes: list ordered by name', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}&orderBy=name,desc` },
    { name: 'nodes: page past the end', op: 'GET /nodes', method: 'GET', path: '/nodes?page=9999&limit=5' },
    { name: 'nodes: limit 1', op: 'GET /nodes', method: 'GET', path: '/nodes?page=2&limit=1' },
    { name: 'nodes: limit 0', op: 'GET /nodes', method: 'GET', path: '/nodes?page=1&limit=0' },
    { name: 'nodes: without limit', op: 'GET /nodes', method: 'GET', path: '/nodes' },
    { name: 'nodes: page 0', op: 'GET /nodes', method: 'GET', path: '/nodes?page=0&limit=5' },
    { name: 'nodes: negative page and limit', op: 'GET /nodes', method: 'GET', path: '/nodes?page=-1&limit=-5' },
    { name: 'nodes: fractional limit', op: 'GET /nodes', method: 'GET', path: '/nodes?page=1&limit=1.5' },
    { name: 'nodes: limit not a number', op: 'GET /nodes', method: 'GET', path: '/nodes?page=1&limit=abc' },
    { name: 'nodes: empty limit', op: 'GET /nodes', method: 'GET', path: '/nodes?page=1&limit=' },
    { name: 'nodes: unknown query key', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}&foo=1` },
    { name: 'nodes: token in the query of a list', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}`, auth: 'query' },
    { name: 'nodes: unknown type', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}&type=clients` },
    { name: 'nodes: orderBy without direction', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}&orderBy=name` },
    { name: 'nodes: orderBy an unknown column', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}&orderBy=nope,asc` },
    { name: 'nodes: search (demo taking it)', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}&search=${n.run}` },
    searchMode(false),
    { name: 'nodes: search (demo refusing it)', op: 'GET /nodes', method: 'GET', path: `/nodes?${LIST}&search=${n.run}` },
    { name: 'domains: search (demo refusing it)', op: 'GET /domains', method: 'GET', path: `/domains?${LIST}&search=example` },
    { name: 'http: search (demo refusing it)', op: 'GET /services/http', method: 'GET', path: `/services/http?${LIST}&search=web` },
    searchMode(true),
    { name: 'nodes: get one', op: 'GET /nodes/{id}', method: 'GET', path: ({ v }) => `/nodes/${v.A}` },
    { name: 'nodes: get the local node', op: 'GET /nodes/{id}', method: 'GET', path: ({ v }) => `/nodes/${v.local}` },
    { name: 'nodes: get a gateway', op: 'GET /nodes/{id}', method: 'GET', path: ({ v }) => `/nodes/${v.G}` },
    { name: 'nodes: get a missing one', op: 'GET /nodes/{id}', method: 'GET', path: `/nodes/${MISSING}` },
    { name: 'nodes: get with a non-numeric id', op: 'GET /nodes/{id}', method: 'GET', path: '/nodes/abc' },
    { name: 'nodes: create without a name', op: 'POST /nodes', method: 'POST', path: '/nodes', body: {} },
    { name: 'nodes: create with an unknown key', op: 'POST /nodes', method: 'POST', path: '/nodes', body: node({ status: 'online' }) },
    { name: 'nodes: keepalive out of range', op: 'POST /nodes', method: 'POST', path: '/nodes', body: node({ keepalive: 500 }) },
    { name: 'nodes: keepalive not a number', op: 'POST /nodes', method: 'POST', path: '/nodes', body: node({ keepalive: 'often' }) },
    { name: 'nodes: address with a CIDR', op: 'POST /nodes', method: 'POST', path: '/nodes', body: node({ address: '10.0.0.0/24' }) },
    { name: 'nodes: DNS not an IP', op: 'POST /nodes', method: 'POST', path: '/nodes', body: node({ dns: 'dns.example.com' }) },
    { name: 'nodes: gateway without networks', op: 'POST /nodes', method: 'POST', path: '/nodes', body: node({ isGateway: true }) },
    {
      name: 'nodes: gateway subnet without CIDR',
      op: 'POST /nodes',
      method: 'POST',
      path: '/nodes',
      body: node({ isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0' }] }),
    },
    {
      name: 'nodes: gateway interface repeated',
      op: 'POST /nodes',
      method: 'POST',
      path: '/nodes',
      body: node({ isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }, { interface: 'eth0', subnet: '192.168.2.0/24' }] }),
    },
    {
      name: 'nodes: networks on a node that is not a gateway',
      op: 'POST /nodes',
      method: 'POST',
      path: '/nodes',
      body: node({ gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }] }),
    },
    { name: 'nodes: address taken', op: 'POST /nodes', method: 'POST', path: '/nodes', body: ({ v }: StepContext) => node({ address: v['A.address'] }) },
    { name: 'nodes: malformed JSON', op: 'POST /nodes', method: 'POST', path: '/nodes', raw: '{"name":' },
    { name: 'nodes: body not an object', op: 'POST /nodes', method: 'POST', path: '/nodes', body: [] },
    { name: 'nodes: body null', op: 'POST /nodes', method: 'POST', path: '/nodes', raw: 'null' },
    {
      name: 'nodes: update',
      op: 'PATCH /nodes/{id}',
      method: 'PATCH',
      path: ({ v }) => `/nodes/${v.A}`,
      body: { name: n.nodeA, keepalive: 30, dns: '1.1.1.1', allowInternet: true, advanced: true },
    },
    { name: 'nodes: update without a name', op: 'PATCH /nodes/{id}', method: 'PATCH', path: ({ v }) => `/nodes/${v.A}`, body: {} },
    { name: 'nodes: update with a read-only key', op: 'PATCH /nodes/{id}', method: 'PATCH', path: ({ v }) => `/nodes/${v.A}`, body: { name: n.nodeA, enabled: false } },
    { name: 'nodes: update a missing one', op: 'PATCH /nodes/{id}', method: 'PATCH', path: `/nodes/${MISSING}`, body: node() },
    { name: 'nodes: update the local node', op: 'PATCH /nodes/{id}', method: 'PATCH', path: ({ v }) => `/nodes/${v.local}`, body: node() },
    { name: 'nodes: disable', op: 'PATCH /nodes/{id}/disable', method: 'PATCH', path: ({ v }) => `/nodes/${v.A}/disable` },
    { name: 'nodes: get a disabled node', op: 'GET /nodes/{id}', method: 'GET', path: ({ v }) => `/nodes/${v.A}` },
    { name: 'nodes: list with a disabled node', op: 'GET /nodes', method: 'GET', path: '/nodes?page=1&limit=3&orderBy=id,desc' },
    { name: 'nodes: disable the local node', op: 'PATCH /nodes/{id}/disable', method: 'PATCH', path: ({ v }) => `/nodes/${v.local}/disable` },
    { name: 'nodes: disable a missing one', op: 'PATCH /nodes/{id}/disable', method: 'PATCH', path: `/nodes/${MISSING}/disable` },
    {
      name: 'node stream: a disabled node',
      op: 'GET /nodes/stream',
      method: 'GET',
      path: ({ v }) => `/nodes/stream?id=${v.A}`,
      auth: 'query',
      frames: 1,
    },
    { name: 'nodes: enable', op: 'PATCH /nodes/{id}/enable', method: 'PATCH', path: ({ v }) => `/nodes/${v.A}/enable` },
    { name: 'nodes: enable the local node', op: 'PATCH /nodes/{id}/enable', method: 'PATCH', path: ({ v }) => `/nodes/${v.local}/enable` },
    { name: 'nodes: enable a missing one', op: 'PATCH /nodes/{id}/enable', method: 'PATCH', path: `/nodes/${MISSING}/enable` },
    {
      name: 'nodes: download the configuration',
      op: 'GET /nodes/{id}/download',
      method: 'GET',
      path: ({ v }) => `/nodes/${v.A}/download`,
      ini: true,
      headers: ['content-disposition'],
    },
    {
      name: "nodes: download a gateway's configuration",
      op: 'GET /nodes/{id}/download',
      method: 'GET',
      path: ({ v }) => `/nodes/${v.G}/download`,
      ini: true,
      headers: ['content-disposition'],
    },
    { name: "nodes: download the local node's configuration", op: 'GET /nodes/{id}/download', method: 'GET', path: ({ v }) => `/nodes/${v.local}/download` },
    { name: "nodes: download a missing node's configuration", op: 'GET /nodes/{id}/download', method: 'GET', path: `/nodes/${MISSING}/download` },

    // ------------------------------------------------------------------ node streams
    { name: 'node stream: a page', op: 'GET /nodes/stream', method: 'GET', path: '/nodes/stream?page=1&limit=3&orderBy=id,desc', auth: 'query', frames: 1 },
    {
      name: 'node stream: a page, compressed',
      op: 'GET /nodes/stream',
      method: 'GET',
      path: '/nodes/stream?page=1&limit=3&orderBy=id,desc',
      auth: 'query',
      frames: 1,
      compressed: true,
    },
    { name: 'node stream: one node', op: 'GET /nodes/stream', method: 'GET', path: ({ v }) => `/nodes/stream?id=${v.A}`, auth: 'query', frames: 1 },
    { name: 'node stream: the local node', op: 'GET /nodes/stream', method: 'GET', path: ({ v }) => `/nodes/stream?id=${v.local}`, auth: 'query', frames: 1 },
    { name: 'node stream: the whole fleet', op: 'GET /nodes/stream', method: 'GET', path: '/nodes/stream', auth: 'query', frames: 1 },
    { name: 'node stream: a missing node', op: 'GET /nodes/stream', method: 'GET', path: `/nodes/stream?id=${MISSING}`, auth: 'query', frames: 1, waitMs: 3000 },
    { name: 'node stream: no token', op: 'GET /nodes/stream', method: 'GET', path: '/nodes/stream?page=1&limit=5', auth: 'none', frames: 1 },
    {
      name: 'node stream: node access token',
      op: 'GET /nodes/stream',
      method: 'GET',
      path: ({ v }) => `/nodes/stream?page=1&limit=5&token=${v.patToken}`,
      auth: 'none',
      frames: 1,
    },

    // ------------------------------------------------------------------ access tokens
    {
      name: 'tokens: list',
      op: 'GET /nodes/{id}/pats',
      method: 'GET',
      path: ({ v }) => `/nodes/${v.A}/pats?${LIST}`,
      capture: (json: Json) => ({ 'A.defaultToken': json.data[0]?.id }),
    },
    {
      name: 'tokens: create',
      op: 'POST /nodes/{id}/pats',
      method: 'POST',
      path: ({ v }) => `/nodes/${v.A}/pats`,
      body: { name: `${n.run}-cli` },
      capture: (json: Json) => ({ P1: json.id }),
      must: 200,
    },
    {
      name: 'tokens: create with an expiry',
      op: 'POST /nodes/{id}/pats',
      method: 'POST',
      path: ({ v }) => `/nodes/${v.A}/pats`,
      body: { name: `${n.run}-ci`, expireAt: future },
      capture: (json: Json) => ({ P2: json.id }),
      must: 200,
    },
    { name: 'tokens: create without a name', op: 'POST /nodes/{id}/pats', method: 'POST', path: ({ v }) => `/nodes/${v.A}/pats`, body: {} },
    { name: 'tokens: expiry not a string', op: 'POST /nodes/{id}/pats', method: 'POST', path: ({ v }) => `/nodes/${v.A}/pats`, body: { name: 'x', expireAt: 5 } },
    {
      name: 'tokens: expiry not a date',
      op: 'POST /nodes/{id}/pats',
      method: 'POST',
      path: ({ v }) => `/nodes/${v.A}/pats`,
      body: { name: `${n.run}-soon`, expireAt: 'soon' },
      capture: (json: Json) => ({ P3: json.id }),
    },
    { name: 'tokens: unknown key', op: 'POST /nodes/{id}/pats', method: 'POST', path: ({ v }) => `/nodes/${v.A}/pats`, body: { name: 'x', revoked: false } },
    { name: 'tokens: create on a missing node', op: 'POST /nodes/{id}/pats', method: 'POST', path: `/nodes/${MISSING}/pats`, body: { name: 'x' } },
    {
      name: 'tokens: create on the local node',
      op: 'POST /nodes/{id}/pats',
      method: 'POST',
      path: ({ v }) => `/nodes/${v.local}/pats`,
      body: { name: `${n.run}-local` },
      capture: (json: Json) => ({ PL: json.id }),
    },
    { name: "tokens: delete the local node's token", op: 'DELETE /nodes/{id}/pats/{patId}', method: 'DELETE', path: ({ v }) => `/nodes/${v.local}/pats/${v.PL}`, exact: true },
    { name: 'tokens: list, unknown query key', op: 'GET /nodes/{id}/pats', method: 'GET', path: ({ v }) => `/nodes/${v.A}/pats?${LIST}&foo=1` },
    { name: 'tokens: list, orderBy an unknown column', op: 'GET /nodes/{id}/pats', method: 'GET', path: ({ v }) => `/nodes/${v.A}/pats?${LIST}&orderBy=nope,asc` },
    { name: 'tokens: list of a missing node', op: 'GET /nodes/{id}/pats', method: 'GET', path: `/nodes/${MISSING}/pats?${LIST}`, exact: true },
    { name: 'tokens: list after creating', op: 'GET /nodes/{id}/pats', method: 'GET', path: ({ v }) => `/nodes/${v.A}/pats?page=1&limit=3&orderBy=id,desc` },
    { name: 'tokens: revoke', op: 'PATCH /nodes/{id}/pats/{patId}/revoke', method: 'PATCH', path: ({ v }) => `/nodes/${v.A}/pats/${v.P2}/revoke` },
    { name: 'tokens: revoke a missing one', op: 'PATCH /nodes/{id}/pats/{patId}/revoke', method: 'PATCH', path: ({ v }) => `/nodes/${v.A}/pats/${MISSING}/revoke` },
    { name: 'tokens: delete', op: 'DELETE /nodes/{id}/pats/{patId}', method: 'DELETE', path: ({ v }) => `/nodes/${v.A}/pats/${v.P1}`, exact: true },
    { name: 'tokens: delete a missing one', op: 'DELETE /nodes/{id}/pats/{patId}', method: 'DELETE', path: ({ v }) => `/nodes/${v.A}/pats/${MISSING}`, exact: true },

    // ------------------------------------------------------------------ domains
    { name: 'domains: list', op: 'GET /domains', method: 'GET', path: `/domains?${LIST}` },
    {
      name: 'domains: create, self-signed',
      op: 'POST /domains',
      method: 'POST',
      path: '/domains',
      body: domain(n.domain1),
      capture: (json: Json) => ({ D1: json.id }),
      must: 200,
    },
    {
      name: 'domains: create with OAuth2',
      op: 'POST /domains',
      method: 'POST',
      path: '/domains',
      body: domain(n.domain2, { authentication: true, allowedEmails: ['ops@example.com', 'dev@example.com'] }),
      capture: (json: Json) => ({ D2: json.id }),
      must: 200,
    },
    { name: 'domains: list, newest first', op: 'GET /domains', method: 'GET', path: '/domains?page=1&limit=2&orderBy=id,desc' },
    { name: 'domains: list without limit', op: 'GET /domains', method: 'GET', path: '/domains' },
    { name: 'domains: limit 0', op: 'GET /domains', method: 'GET', path: '/domains?limit=0' },
    { name: 'domains: unknown query key', op: 'GET /domains', method: 'GET', path: `/domains?${LIST}&foo=1` },
    { name: 'domains: orderBy without direction', op: 'GET /domains', method: 'GET', path: `/domains?${LIST}&orderBy=domain` },
    { name: 'domains: orderBy an unknown column', op: 'GET /domains', method: 'GET', path: `/domains?${LIST}&orderBy=nope,asc` },
    { name: 'domains: create a duplicate', op: 'POST /domains', method: 'POST', path: '/domains', body: domain(n.domain1) },
    { name: 'domains: create without a domain', op: 'POST /domains', method: 'POST', path: '/domains', body: {} },
    { name: 'domains: malformed name', op: 'POST /domains', method: 'POST', path: '/domains', body: domain('not_a_domain') },
    { name: 'domains: certbot with validation skipped', op: 'POST /domains', method: 'POST', path: '/domains', body: domain(`${n.run}-3.example.com`, { ssl: 'certbot' }) },
    { name: 'domains: empty ssl', op: 'POST /domains', method: 'POST', path: '/domains', body: domain(`${n.run}-3.example.com`, { ssl: '' }) },
    {
      name: 'domains: an allowed e-mail that is not one',
      op: 'POST /domains',
      method: 'POST',
      path: '/domains',
      body: domain(`${n.run}-3.example.com`, { authentication: true, allowedEmails: ['ops'] }),
    },
    {
      name: 'domains: allowed e-mails without OAuth2',
      op: 'POST /domains',
      method: 'POST',
      path: '/domains',
      body: domain(`${n.run}-3.example.com`, { authentication: false, allowedEmails: ['ops@example.com'] }),
    },
    { name: 'domains: unknown key', op: 'POST /domains', method: 'POST', path: '/domains', body: domain(`${n.run}-3.example.com`, { sslPair: null }) },
    { name: 'domains: get one', op: 'GET /domains/{id}', method: 'GET', path: ({ v }) => `/domains/${v.D1}` },
    { name: 'domains: get one with OAuth2', op: 'GET /domains/{id}', method: 'GET', path: ({ v }) => `/domains/${v.D2}` },
    { name: 'domains: get a missing one', op: 'GET /domains/{id}', method: 'GET', path: `/domains/${MISSING}` },
    { name: 'domains: get with a non-numeric id', op: 'GET /domains/{id}', method: 'GET', path: '/domains/abc' },
    {
      name: 'domains: update',
      op: 'PATCH /domains/{id}',
      method: 'PATCH',
      path: ({ v }) => `/domains/${v.D2}`,
      body: domain(n.domain2, { authentication: true, allowedEmails: ['ops@example.com'] }),
    },
    { name: 'domains: rename', op: 'PATCH /domains/{id}', method: 'PATCH', path: ({ v }) => `/domains/${v.D1}`, body: domain(`${n.run}-9.example.com`) },
    { name: 'domains: update without a domain', op: 'PATCH /domains/{id}', method: 'PATCH', path: ({ v }) => `/domains/${v.D1}`, body: {} },
    { name: 'domains: update a missing one', op: 'PATCH /domains/{id}', method: 'PATCH', path: `/domains/${MISSING}`, body: domain(`${n.run}-9.example.com`) },
    {
      name: 'domains: OAuth2 turned off',
      op: 'PATCH /domains/{id}',
      method: 'PATCH',
      path: ({ v }) => `/domains/${v.D2}`,
      body: domain(n.domain2, { authentication: false }),
    },

    // ------------------------------------------------------------------ HTTP services
    {
      name: 'http: create',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/http`,
      body: http({ domain: n.domain1, pathLocation: '/app', backendPort: 8080 }),
      capture: (json: Json) => ({ H: json.id }),
      must: 200,
    },
    { name: 'http: without domain or path', op: 'POST /services/{nodeId}/http', method: 'POST', path: ({ v }) => `/services/${v.B}/http`, body: http({}) },
    { name: 'http: path not absolute', op: 'POST /services/{nodeId}/http', method: 'POST', path: ({ v }) => `/services/${v.B}/http`, body: http({ pathLocation: 'app' }) },
    {
      name: 'http: port out of range',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/http`,
      body: http({ pathLocation: '/x', backendPort: 70000 }),
    },
    {
      name: 'http: port not a whole number',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/http`,
      body: http({ pathLocation: '/x', backendPort: 80.5 }),
    },
    { name: 'http: unknown key', op: 'POST /services/{nodeId}/http', method: 'POST', path: ({ v }) => `/services/${v.B}/http`, body: http({ pathLocation: '/x', enabled: true }) },
    {
      name: 'http: backend not answering',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/http`,
      body: http({ pathLocation: '/x', backendPort: 9 }),
    },
    {
      name: 'http: on a missing node',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: `/services/${MISSING}/http`,
      body: http({ pathLocation: '/x', backendPort: 8080 }),
    },
    {
      name: 'http: localhost on the local node',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.local}/http`,
      body: http({ pathLocation: '/x', backendHost: 'localhost' }),
    },
    {
      name: 'http: 127.0.0.1 on the local node',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.local}/http`,
      body: http({ pathLocation: '/x', backendHost: '127.0.0.1', backendPort: 8080 }),
    },
    {
      name: 'http: same domain and path',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/http`,
      body: http({ domain: n.domain1, pathLocation: '/app', backendPort: 8080 }),
    },
    {
      name: 'http: sign-in required without a domain',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/http`,
      body: http({ pathLocation: '/x', requireAuth: true, backendPort: 8080 }),
    },
    { name: 'http: without a backend port', op: 'POST /services/{nodeId}/http', method: 'POST', path: ({ v }) => `/services/${v.B}/http`, body: http({ pathLocation: '/x' }) },
    {
      name: 'http: skip-auth line not a path',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/http`,
      body: http({ domain: n.domain2, pathLocation: '/x', requireAuth: true, skipAuthRoutes: '/ok\nhealth' }),
    },
    {
      name: 'http: allowed IP not an IP',
      op: 'POST /services/{nodeId}/http',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/http`,
      body: http({ pathLocation: '/x', allowedIps: ['10.0.0.0/8', 'office'] }),
    },
    { name: 'http: bad ttl', op: 'POST /services/{nodeId}/http', method: 'POST', path: ({ v }) => `/services/${v.B}/http`, body: http({ pathLocation: '/x', ttl: 'soon' }) },
    { name: 'http: list of a node', op: 'GET /services/{nodeId}/http', method: 'GET', path: ({ v }) => `/services/${v.B}/http?${LIST}` },
    {
      name: 'http: list of the local node',
      op: 'GET /services/{nodeId}/http',
      method: 'GET',
      path: ({ v }) => `/services/${v.local}/http?page=1&limit=50`,
      capture: (json: Json) => ({ app: json.data.find((row) => row.backendHost === '127.0.0.1')?.id }),
    },
    { name: 'http: list of a node, unknown query key', op: 'GET /services/{nodeId}/http', method: 'GET', path: ({ v }) => `/services/${v.B}/http?${LIST}&foo=1` },
    { name: 'http: list of a node by domain', op: 'GET /services/{nodeId}/http', method: 'GET', path: ({ v }) => `/services/${v.B}/http?${LIST}&domain=${n.domain1}` },
    { name: 'http: list of a node, orderBy an unknown column', op: 'GET /services/{nodeId}/http', method: 'GET', path: ({ v }) => `/services/${v.B}/http?${LIST}&orderBy=nope,asc` },
    { name: 'http: list by domain', op: 'GET /services/http', method: 'GET', path: `/services/http?${LIST}&domain=${n.domain1}` },
    { name: 'http: list by node', op: 'GET /services/http', method: 'GET', path: ({ v }) => `/services/http?${LIST}&nodeId=${v.B}` },
    { name: 'http: list, nodeId not a number', op: 'GET /services/http', method: 'GET', path: `/services/http?${LIST}&nodeId=b` },
    { name: 'http: list, unknown query key', op: 'GET /services/http', method: 'GET', path: `/services/http?${LIST}&foo=1` },
    { name: 'http: get one', op: 'GET /services/{nodeId}/http/{id}', method: 'GET', path: ({ v }) => `/services/${v.B}/http/${v.H}` },
    { name: 'http: get a missing one', op: 'GET /services/{nodeId}/http/{id}', method: 'GET', path: ({ v }) => `/services/${v.B}/http/${MISSING}` },
    {
      name: 'http: update',
      op: 'PATCH /services/{nodeId}/http/{id}',
      method: 'PATCH',
      path: ({ v }) => `/services/${v.B}/http/${v.H}`,
      body: http({ domain: n.domain1, pathLocation: '/app', backendPort: 8080, allowedIps: ['10.0.0.0/8'] }),
    },
    {
      name: 'http: update to sign-in without a domain',
      op: 'PATCH /services/{nodeId}/http/{id}',
      method: 'PATCH',
      path: ({ v }) => `/services/${v.B}/http/${v.H}`,
      body: http({ pathLocation: '/app', requireAuth: true }),
    },
    { name: 'http: update without a name', op: 'PATCH /services/{nodeId}/http/{id}', method: 'PATCH', path: ({ v }) => `/services/${v.B}/http/${v.H}`, body: { pathLocation: '/app' } },
    {
      name: 'http: update a missing one',
      op: 'PATCH /services/{nodeId}/http/{id}',
      method: 'PATCH',
      path: ({ v }) => `/services/${v.B}/http/${MISSING}`,
      body: http({ pathLocation: '/x' }),
    },
    { name: 'http: disable', op: 'PATCH /services/{nodeId}/http/{id}/disable', method: 'PATCH', path: ({ v }) => `/services/${v.B}/http/${v.H}/disable` },
    { name: 'http: disable a missing one', op: 'PATCH /services/{nodeId}/http/{id}/disable', method: 'PATCH', path: ({ v }) => `/services/${v.B}/http/${MISSING}/disable` },
    { name: "http: disable the console's own service", op: 'PATCH /services/{nodeId}/http/{id}/disable', method: 'PATCH', path: ({ v }) => `/services/${v.local}/http/${v.app}/disable` },
    { name: 'http: enable', op: 'PATCH /services/{nodeId}/http/{id}/enable', method: 'PATCH', path: ({ v }) => `/services/${v.B}/http/${v.H}/enable` },
    { name: 'http: enable a missing one', op: 'PATCH /services/{nodeId}/http/{id}/enable', method: 'PATCH', path: ({ v }) => `/services/${v.B}/http/${MISSING}/enable` },
    { name: 'http: backend check', op: 'GET /services/{nodeId}/http/{id}/ping', method: 'GET', path: ({ v }) => `/services/${v.B}/http/${v.H}/ping?path=/` },
    { name: 'http: backend check without a path', op: 'GET /services/{nodeId}/http/{id}/ping', method: 'GET', path: ({ v }) => `/services/${v.B}/http/${v.H}/ping` },
    {
      name: 'http: backend check of another host',
      op: 'GET /services/{nodeId}/http/{id}/ping',
      method: 'GET',
      path: ({ v }) => `/services/${v.B}/http/${v.H}/ping?path=//example.com/`,
    },
    { name: 'http: backend check of a missing service', op: 'GET /services/{nodeId}/http/{id}/ping', method: 'GET', path: ({ v }) => `/services/${v.B}/http/${MISSING}/ping` },
    { name: "http: delete the console's own service", op: 'DELETE /services/{nodeId}/http/{id}', method: 'DELETE', path: ({ v }) => `/services/${v.local}/http/${v.app}` },
    { name: 'http: delete a missing one', op: 'DELETE /services/{nodeId}/http/{id}', method: 'DELETE', path: ({ v }) => `/services/${v.B}/http/${MISSING}` },

    // ------------------------------------------------------------------ TCP services
    {
      // The public port is chosen here, not left to the gateway: the reference's automatic choice can pick a
      // port a disabled service holds and then fail (API-FACTS §10.2), whatever other suites left behind.
      name: 'tcp: list',
      op: 'GET /services/tcp',
      method: 'GET',
      path: '/services/tcp?page=1&limit=100',
      capture: (json: { data: { port: number }[] }) => {
        const used = new Set(json.data.map((service) => service.port));
        return { freePort: TCP_PORTS.find((port) => !used.has(port)) };
      },
    },
    {
      name: 'tcp: create',
      op: 'POST /services/{nodeId}/tcp',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/tcp`,
      body: ({ v }: StepContext) => tcp({ proto: 'tcp', backendPort: 5432, port: v.freePort }),
      capture: (json: Json) => ({ T: json.id }),
      must: 200,
    },
    { name: 'tcp: without backendPort', op: 'POST /services/{nodeId}/tcp', method: 'POST', path: ({ v }) => `/services/${v.B}/tcp`, body: tcp({}) },
    { name: 'tcp: port below the range', op: 'POST /services/{nodeId}/tcp', method: 'POST', path: ({ v }) => `/services/${v.B}/tcp`, body: tcp({ backendPort: 5433, port: 80 }) },
    {
      name: 'tcp: the gateway itself as backend',
      op: 'POST /services/{nodeId}/tcp',
      method: 'POST',
      path: ({ v }) => `/services/${v.B}/tcp`,
      body: tcp({ proto: 'tcp', backendPort: 5433, backendHost: '127.0.0.1' }),
    },
    { name: 'tcp: backend not answering', op: 'POST /services/{nodeId}/tcp', method: 'POST', path: ({ v }) => `/services/${v.B}/tcp`, body: tcp({ proto: 'tcp', backendPort: 9 }) },
    { name: 'tcp: on a missing node', op: 'POST /services/{nodeId}/tcp', method: 'POST', path: `/services/${MISSING}/tcp`, body: tcp({ backendPort: 5432 }) },
    {
      name: 'tcp: on a missing node, probing the backend',
      op: 'POST /services/{nodeId}/tcp',
      method: 'POST',
      path: `/services/${MISSING}/tcp`,
      body: tcp({ proto: 'tcp', backendPort: 5432 }),
    },
    { name: 'tcp: unknown key', op: 'POST /services/{nodeId}/tcp', method: 'POST', path: ({ v }) => `/services/${v.B}/tcp`, body: tcp({ backendPort: 5433, publicAccess: 'x' }) },
    { name: 'tcp: list of a node', op: 'GET /services/{nodeId}/tcp', method: 'GET', path: ({ v }) => `/services/${v.B}/tcp?${LIST}` },
    { name: 'tcp: list of a node, unknown query key', op: 'GET /services/{nodeId}/tcp', method: 'GET', path: ({ v }) => `/services/${v.B}/tcp?${LIST}&foo=1` },
    { name: 'tcp: list by node', op: 'GET /services/tcp', method: 'GET', path: ({ v }) => `/services/tcp?${LIST}&nodeId=${v.B}` },
    { name: 'tcp: list, unknown query key', op: 'GET /services/tcp', method: 'GET', path: `/services/tcp?${LIST}&foo=1` },
    { name: 'tcp: list, orderBy an unknown column', op: 'GET /services/tcp', method: 'GET', path: `/services/tcp?${LIST}&orderBy=nope,asc` },
    { name: 'tcp: get one', op: 'GET /services/{nodeId}/tcp/{id}', method: 'GET', path: ({ v }) => `/services/${v.B}/tcp/${v.T}` },
    { name: 'tcp: get a missing one', op: 'GET /services/{nodeId}/tcp/{id}', method: 'GET', path: ({ v }) => `/services/${v.B}/tcp/${MISSING}` },
    {
      name: 'tcp: update',
      op: 'PATCH /services/{nodeId}/tcp/{id}',
      method: 'PATCH',
      path: ({ v }) => `/services/${v.B}/tcp/${v.T}`,
      body: tcp({ backendPort: 5432, blockedIps: ['203.0.113.0/24'] }),
    },
    { name: 'tcp: update without backendPort', op: 'PATCH /services/{nodeId}/tcp/{id}', method: 'PATCH', path: ({ v }) => `/services/${v.B}/tcp/${v.T}`, body: tcp({}) },
    { name: 'tcp: update a missing one', op: 'PATCH /services/{nodeId}/tcp/{id}', method: 'PATCH', path: ({ v }) => `/services/${v.B}/tcp/${MISSING}`, body: tcp({ backendPort: 5432 }) },
    { name: 'tcp: disable', op: 'PATCH /services/{nodeId}/tcp/{id}/disable', method: 'PATCH', path: ({ v }) => `/services/${v.B}/tcp/${v.T}/disable` },
    { name: 'tcp: disable a missing one', op: 'PATCH /services/{nodeId}/tcp/{id}/disable', method: 'PATCH', path: ({ v }) => `/services/${v.B}/tcp/${MISSING}/disable` },
    { name: 'tcp: enable', op: 'PATCH /services/{nodeId}/tcp/{id}/enable', method: 'PATCH', path: ({ v }) => `/services/${v.B}/tcp/${v.T}/enable` },
    { name: 'tcp: enable a missing one', op: 'PATCH /services/{nodeId}/tcp/{id}/enable', method: 'PATCH', path: ({ v }) => `/services/${v.B}/tcp/${MISSING}/enable` },
    { name: 'tcp: delete a missing one', op: 'DELETE /services/{nodeId}/tcp/{id}', method: 'DELETE', path: ({ v }) => `/services/${v.B}/tcp/${MISSING}` },

    // ------------------------------------------------------------------ log streams
    { name: 'log stream: a domain', op: 'GET /logs/stream', method: 'GET', path: `/logs/stream?domain=${n.domain1}`, auth: 'query', frames: 1, exactFrames: true },
    {
      name: 'log stream: a domain, compressed',
      op: 'GET /logs/stream',
      method: 'GET',
      path: `/logs/stream?domain=${n.domain1}`,
      auth: 'query',
      frames: 1,
      waitMs: 2500,
      exactFrames: true,
      compressed: true,
    },
    {
      name: 'log stream: a domain without a log',
      op: 'GET /logs/stream',
      method: 'GET',
      path: `/logs/stream?domain=${n.run}-nolog.example.com`,
      auth: 'query',
      frames: 2,
    },
    { name: 'log stream: an HTTP service', op: 'GET /logs/stream', method: 'GET', path: ({ v }) => `/logs/stream?type=http&id=${v.H}`, auth: 'query', frames: 1, exactFrames: true },
    { name: 'log stream: a TCP service', op: 'GET /logs/stream', method: 'GET', path: ({ v }) => `/logs/stream?type=tcp&id=${v.T}`, auth: 'query', frames: 2 },
    {
      name: 'log stream: a missing service',
      op: 'GET /logs/stream',
      method: 'GET',
      path: `/logs/stream?type=http&id=${MISSING}`,
      auth: 'query',
      frames: 2,
      waitMs: 2500,
      exactFrames: true,
    },
    { name: 'log stream: no token', op: 'GET /logs/stream', method: 'GET', path: `/logs/stream?domain=${n.domain1}`, auth: 'none', frames: 1 },

    // ------------------------------------------------------------------ deletions
    { name: 'tcp: delete', op: 'DELETE /services/{nodeId}/tcp/{id}', method: 'DELETE', path: ({ v }) => `/services/${v.B}/tcp/${v.T}`, exact: true },
    { name: 'http: delete', op: 'DELETE /services/{nodeId}/http/{id}', method: 'DELETE', path: ({ v }) => `/services/${v.B}/http/${v.H}`, exact: true },
    { name: 'tokens: delete the revoked one', op: 'DELETE /nodes/{id}/pats/{patId}', method: 'DELETE', path: ({ v }) => `/nodes/${v.A}/pats/${v.P2}`, exact: true },
    { name: 'nodes: delete the local node', op: 'DELETE /nodes/{id}', method: 'DELETE', path: ({ v }) => `/nodes/${v.local}` },
    { name: 'nodes: delete a missing one', op: 'DELETE /nodes/{id}', method: 'DELETE', path: `/nodes/${MISSING}` },
    { name: 'nodes: delete', op: 'DELETE /nodes/{id}', method: 'DELETE', path: ({ v }) => `/nodes/${v.A}`, exact: true },
    { name: 'nodes: delete a gateway', op: 'DELETE /nodes/{id}', method: 'DELETE', path: ({ v }) => `/nodes/${v.G}`, exact: true },
    { name: 'nodes: delete the node that exposed services', op: 'DELETE /nodes/{id}', method: 'DELETE', path: ({ v }) => `/nodes/${v.B}`, exact: true },
    { name: 'nodes: get a deleted one', op: 'GET /nodes/{id}', method: 'GET', path: ({ v }) => `/nodes/${v.A}` },
    { name: 'domains: delete', op: 'DELETE /domains/{id}', method: 'DELETE', path: ({ v }) => `/domains/${v.D1}`, exact: true },
    { name: 'domains: delete the OAuth2 one', op: 'DELETE /domains/{id}', method: 'DELETE', path: ({ v }) => `/domains/${v.D2}`, exact: true },
    { name: 'domains: delete a missing one', op: 'DELETE /domains/{id}', method: 'DELETE', path: `/domains/${MISSING}` },
  ];
};
