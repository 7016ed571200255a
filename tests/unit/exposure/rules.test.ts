// @vitest-environment node
/**
 * The exposure inventory's rules, one by one: risk flags, the join of a service with its domain and
 * node, the CSV writer (quoting, formula neutralising), and the home page's attention windows.
 */
import { describe, expect, it } from 'vitest';
import type { Domain, HttpService, PersonalAccessToken, TcpService } from '../../../src/api/types';
import { csvField, neutraliseFormula, toCsv } from '../../../src/exposure/csv';
import { exposureRow } from '../../../src/exposure/exposureRow';
import { ADMIN_OR_DATABASE_PORTS, riskFlagsOf, type RiskInput } from '../../../src/services/riskFlags';
import type { NodeBrief } from '../../../src/providers/live';
import { attentionOf, expiringTokens, SERVICE_SOON_MS, TOKEN_SOON_MS } from '../../../src/home/attention';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const stamps = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };

const http = (over: Partial<HttpService> = {}): HttpService => ({
  id: 1, nodeId: 2, name: 'web', domain: 'app.example.com', pathLocation: '/', backendProto: 'http', backendPort: 80,
  requireAuth: false, enabled: true, publicAccess: 'https://app.example.com/', allowedIps: null, blockedIps: null, ...stamps, ...over,
});
const tcp = (over: Partial<TcpService> = {}): TcpService => ({
  id: 1, nodeId: 2, name: 'db', proto: 'tcp', backendPort: 5432, port: 32760, ssl: false, enabled: true,
  publicAccess: 'tcp://203.0.113.10:32760', allowedIps: null, blockedIps: null, ...stamps, ...over,
});
const domain = (over: Partial<Domain> = {}): Domain => ({
  id: 1, domain: 'app.example.com', ssl: 'certbot', skipValidation: false, authentication: true, allowedEmails: [], ...stamps, ...over,
});
const node = (over: Partial<NodeBrief> = {}): NodeBrief => ({ id: 2, name: 'nas', status: 'online', enabled: true, isLocal: false, ...over });
const domains = (...list: Domain[]) => new Map(list.map((entry) => [entry.domain, entry]));

const base: RiskInput = { type: 'tcp', enabled: true, ports: [32760, 5432], signIn: 'not_applicable', allowList: [], blockList: [], nodeProblem: null };

describe('risk flags', () => {
  it('flags an admin or database port open to all, on the public or the backend port, until an allow list closes it', () => {
    expect(riskFlagsOf(base)).toEqual(['admin_port_open']);
    expect(riskFlagsOf({ ...base, ports: [22, 8080] })).toEqual(['admin_port_open']);
    expect(riskFlagsOf({ ...base, ports: [32760, 8080] })).toEqual([]);
    expect(riskFlagsOf({ ...base, allowList: ['10.0.0.0/8'] })).toEqual([]);
    // A block list does not close the door to everyone else.
    expect(riskFlagsOf({ ...base, blockList: ['198.51.100.0/24'] })).toEqual(['admin_port_open']);
    for (const port of [22, 23, 3389, 5900, 3306, 5432, 1433, 1521, 27017, 6379, 9200, 11211, 2375, 2376, 5984, 9042, 8086]) {
      expect(ADMIN_OR_DATABASE_PORTS.has(port)).toBe(true);
    }
  });

  it('flags an HTTP service with neither enforced sign-in nor allow list, and sign-in that is not enforced', () => {
    const web: RiskInput = { ...base, type: 'http', ports: [], signIn: 'none' };
    expect(riskFlagsOf(web)).toEqual(['public_without_sign_in']);
    expect(riskFlagsOf({ ...web, signIn: 'oauth2' })).toEqual([]);
    expect(riskFlagsOf({ ...web, signIn: 'console' })).toEqual([]);
    expect(riskFlagsOf({ ...web, allowList: ['192.168.1.0/24'] })).toEqual([]);
    expect(riskFlagsOf({ ...web, signIn: 'not_enforced' })).toEqual(['public_without_sign_in', 'sign_in_not_enforced']);
    expect(riskFlagsOf({ ...web, signIn: 'oauth2', blockList: ['1.2.3.4'] })).toEqual(['block_list_ignored']);
  });

  it('flags an enabled service on an offline or disconnected node, and nothing on a service that is not public', () => {
    expect(riskFlagsOf({ ...base, ports: [1883], nodeProblem: 'offline' })).toEqual(['node_offline']);
    expect(riskFlagsOf({ ...base, ports: [1883], nodeProblem: 'disconnected' })).toEqual(['node_disconnected']);
    expect(riskFlagsOf({ ...base, enabled: false, nodeProblem: 'offline' })).toEqual([]);
  });
});

describe('exposure row', () => {
  it('reads sign-in from the domain: OAuth2 only when the domain has it', () => {
    expect(exposureRow('http', http({ requireAuth: true }), domains(domain()), node(), NOW).signIn).toBe('oauth2');
    const unenforced = exposureRow('http', http({ requireAuth: true }), domains(domain({ authentication: false })), node(), NOW);
    expect(unenforced.signIn).toBe('not_enforced');
    expect(unenforced.flags).toEqual(['public_without_sign_in', 'sign_in_not_enforced']);
    expect(exposureRow('http', http(), domains(domain()), node(), NOW).signIn).toBe('none');
  });

  it("knows the gateway's own console service by its local node and loopback backend", () => {
    const console = http({ domain: null, backendHost: '127.0.0.1', backendPort: 3000, publicAccess: 'https://203.0.113.10/' });
    const row = exposureRow('http', console, domains(), node({ id: 1, isLocal: true, status: undefined }), NOW);
    expect(row.signIn).toBe('console');
    expect(row.nodeState).toBe('local');
    expect(row.tls).toBe('gateway_default');
    expect(row.flags).toEqual([]);
  });

  it('gives endpoints, certificates and node states', () => {
    const db = exposureRow('tcp', tcp({ proto: 'udp', ssl: false }), domains(), node({ enabled: false, status: 'offline' }), NOW);
    expect(db).toMatchObject({ id: 'tcp-1', kind: 'UDP', endpoint: '203.0.113.10:32760', tls: 'none', nodeState: 'disconnected' });
    expect(db.flags).toEqual(['admin_port_open', 'node_disconnected']);
    expect(exposureRow('tcp', tcp({ ssl: true, domain: null }), domains(), node(), NOW).tls).toBe('self-signed');
    expect(exposureRow('tcp', tcp({ ssl: true, domain: 'app.example.com' }), domains(domain()), node(), NOW).tls).toBe('certbot');
    expect(exposureRow('http', http({ domain: 'gone.example.com' }), domains(), node(), NOW).tls).toBe('unknown_domain');
    expect(exposureRow('http', http(), domains(domain()), undefined, NOW)).toMatchObject({ nodeState: 'unknown', nodeName: '', flags: ['public_without_sign_in'] });
    // An enabled node sent without a status (the gateway's first seconds after an enable): no state shown, nor flagged down.
    expect(exposureRow('http', http(), domains(domain()), node({ status: undefined }), NOW)).toMatchObject({ nodeState: 'unknown', flags: ['public_without_sign_in'] });
    // Without the contract's publicAccess, the address is built from the domain and path.
    expect(exposureRow('http', http({ publicAccess: '', pathLocation: '/api' }), domains(), node(), NOW).endpoint).toBe('https://app.example.com/api');
  });

  it('counts a service past its lifetime as expired, whatever its record says', () => {
    const lapsed = exposureRow('tcp', tcp({ expiresAt: new Date(NOW - 1000).toISOString() }), domains(), node(), NOW);
    expect(lapsed.availability).toBe('expired');
    expect(lapsed.flags).toEqual([]);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(32760)).toBe('32760');
    expect(toCsv(['a', 'b'], [['1', 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('keeps a value a spreadsheet would run as a formula as text', () => {
    for (const hostile of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(hostile)).toBe(`'${hostile}`);
    }
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(neutraliseFormula('web=1')).toBe('web=1');
  });
});

describe('attention windows', () => {
  const token = (over: Partial<PersonalAccessToken>): PersonalAccessToken => ({ id: 1, name: 't', revoked: false, nodeId: 2, expireAt: null, ...stamps, ...over });
  const at = (ms: number) => new Date(NOW + ms).toISOString();
  const nodes = new Map([[2, node()]]);

  it('lists active tokens expiring within 7 days, soonest first; not revoked, expired or far ones', () => {
    const tokens = [
      token({ id: 1, name: 'late', expireAt: at(TOKEN_SOON_MS - 1000) }),
      token({ id: 2, name: 'soon', expireAt: at(3600_000) }),
      token({ id: 3, name: 'far', expireAt: at(TOKEN_SOON_MS + 1000) }),
      token({ id: 4, name: 'revoked', revoked: true, expireAt: at(3600_000) }),
      token({ id: 5, name: 'expired', expireAt: at(-1000) }),
      token({ id: 6, name: 'never' }),
    ];
    expect(expiringTokens(tokens, nodes, NOW).map((entry) => [entry.token.name, entry.nodeName])).toEqual([
      ['soon', 'nas'],
      ['late', 'nas'],
    ]);
  });

  it('lists services ending within 24 hours and nodes down with enabled services', () => {
    const rows = [
      exposureRow('http', http({ id: 1, expiresAt: at(SERVICE_SOON_MS - 1000) }), domains(), node(), NOW),
      exposureRow('http', http({ id: 2, expiresAt: at(SERVICE_SOON_MS + 60_000) }), domains(), node(), NOW),
      exposureRow('tcp', tcp({ id: 3, nodeId: 5 }), domains(), node({ id: 5, name: 'garage', status: 'offline' }), NOW),
      exposureRow('tcp', tcp({ id: 4, nodeId: 6, enabled: false }), domains(), node({ id: 6, name: 'lab', status: 'offline' }), NOW),
    ];
    const attention = attentionOf(rows, [], nodes, NOW);
    expect(attention.expiringServices.map((entry) => entry.row.id)).toEqual(['http-1']);
    expect(attention.offlineNodes).toEqual([{ nodeId: 5, nodeName: 'garage', services: 1 }]);
    expect(attention.disconnectedNodes).toEqual([]);
  });
});
