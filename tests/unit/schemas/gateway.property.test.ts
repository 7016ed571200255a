/**
 * The demo gateway classifies inputs as the forms do, in the reference server's own words: generated
 * valid inputs are accepted by POSTs through the msw server, and generated invalid ones answered with a
 * 422 whose one entry sits on the field the form marks, with the text the reference gives (API-FACTS
 * §4.2, §5, §10.7), not the console's (the demo does not use the console's schemas or catalogue).
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest, useDemoServer } from '../../integration/helpers/renderAdmin';
import {
  invalidHostname,
  invalidIPv4,
  invalidIpOrCidr,
  invalidPort,
  invalidRoutes,
  validHostname,
  validIPv4,
  validIpOrCidr,
  validPort,
  validRoutes,
  type RouteDefect,
} from './arbitraries';

const demo = useDemoServer();
let token = '';
beforeEach(async () => {
  token = await signInForTest();
});

const RUNS = { numRuns: 100 };

interface FieldError {
  field: string;
  message: string;
}

const post = async (path: string, body: unknown): Promise<{ status: number; errors: FieldError[] }> => {
  const response = await fetch(`http://localhost/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: { body?: FieldError[] } };
  return { status: response.status, errors: response.status === 422 ? (json.errors?.body ?? []) : [] };
};

/** The reference server's texts (API-FACTS §4.2 and §10.7). */
const REFERENCE = {
  domain: 'This field must contain a valid domain name',
  address: '"address" must be a valid ip address of one of the following versions [ipv4] with a forbidden CIDR',
  ipEntry: (field: string, index: number) => `"${field}[${index}]" must be a valid ip address with a optional CIDR`,
  required: 'This field is required',
  /** A backend port is Joi's port() on the reference: one text for every invalid number. */
  backendPort: '"backendPort" must be a valid port',
  /** The public TCP port is a ranged number. */
  port: (value: number) =>
    !Number.isInteger(value)
      ? 'This field must be an integer'
      : value < 1
        ? 'This field must be greater than or equal to 1'
        : 'This field must be less than or equal to 65535',
};

const DUPLICATE = /^Record already exists with the same value in /;

/** Unique names and paths, so that valid inputs never collide with each other. */
let sequence = 0;
const next = () => (sequence += 1);

/** Creates a UDP service (no backend probe) and frees its public port again: the demo range holds 40. */
const postTcp = async (body: Record<string, unknown>) => {
  const name = `t${next()}`;
  const answer = await post('/services/2/tcp', { name, proto: 'udp', backendPort: 2000, ...body });
  demo.db.removeWhere('tcpServices', (service) => service.name === name);
  return answer;
};

const ROUTE_TEXT: Record<RouteDefect, (line: number, text: string) => string> = {
  prefix: (line, text) => `Line ${line} should not contain HTTP method or operator prefix: "${text}"`,
  forbidden: (line, text) => `Line ${line} contains forbidden characters: "${text}"`,
  regex: (line, text) => `Line ${line} is not a valid regular expression: "${text}"`,
  start: (line, text) => `Line ${line} must start with '/' or '^': "${text}"`,
  whitespace: (line, text) => `Line ${line} contains whitespace and is not valid: "${text}"`,
};

describe('the demo gateway classifies inputs like the forms, in the reference server\'s words', () => {
  it('on hostnames (domains and service domains)', async () => {
    await fc.assert(
      fc.asyncProperty(validHostname, async (host) => {
        const domain = await post('/domains', { domain: host, ssl: 'self-signed' });
        // Accepted, or refused only because a generated name repeats one already saved.
        expect(domain.status === 200 || domain.errors.every((e) => e.field === 'domain' && DUPLICATE.test(e.message))).toBe(true);
        const tcp = await postTcp({ domain: host });
        expect(tcp.status).toBe(200);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(invalidHostname, async ({ value }) => {
        const format = { field: 'domain', message: REFERENCE.domain };
        expect((await post('/domains', { domain: value, ssl: 'self-signed' })).errors).toContainEqual(format);
        expect((await post('/services/2/tcp', { name: 'x', proto: 'udp', backendPort: 2000, domain: value })).errors).toContainEqual(format);
        expect(
          (await post('/services/2/http', { name: 'x', pathLocation: '/x', domain: value })).errors,
        ).toContainEqual(format);
      }),
      RUNS,
    );
  });

  it('on plain IPv4 addresses (node address)', async () => {
    await fc.assert(
      fc.asyncProperty(validIPv4, async (ip) => {
        const node = await post('/nodes', { name: `n${next()}`, address: ip });
        expect(node.status === 200 || node.errors.every((e) => e.field === 'address' && DUPLICATE.test(e.message))).toBe(true);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(invalidIPv4, async ({ value }) => {
        const node = await post('/nodes', { name: 'n', address: value });
        expect(node.errors).toEqual([{ field: 'address', message: REFERENCE.address }]);
      }),
      RUNS,
    );
  });

  it('on IP-or-CIDR lists, entry by entry', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(validIpOrCidr, { minLength: 1, maxLength: 4 }), async (ips) => {
        const http = await post('/services/2/http', { name: 'web', pathLocation: `/p${next()}`, backendPort: 80, allowedIps: ips, blockedIps: ips });
        expect(http.status).toBe(200);
        const tcp = await postTcp({ allowedIps: ips, blockedIps: ips });
        expect(tcp.status).toBe(200);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(fc.array(validIpOrCidr, { maxLength: 3 }), invalidIpOrCidr, async (good, { value }) => {
        const entries = [...good, value];
        const expected = { field: `blockedIps.${good.length}`, message: REFERENCE.ipEntry('blockedIps', good.length) };
        expect((await post('/services/2/http', { name: 'web', pathLocation: '/ip', blockedIps: entries })).errors).toEqual([expected]);
        expect(
          (await post('/services/2/tcp', { name: 'db', proto: 'udp', backendPort: 2000, blockedIps: entries })).errors,
        ).toEqual([expected]);
      }),
      RUNS,
    );
  });

  it('on ports', async () => {
    await fc.assert(
      fc.asyncProperty(validPort.filter((port) => port !== 9), async (port) => {
        expect((await postTcp({ backendPort: port })).status).toBe(200);
        const http = await post('/services/2/http', { name: 'web', pathLocation: `/p${next()}`, backendPort: port });
        expect(http.status).toBe(200);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(invalidPort, async (port) => {
        expect((await post('/services/2/tcp', { name: 'db', proto: 'udp', backendPort: port })).errors).toEqual([
          { field: 'backendPort', message: REFERENCE.backendPort },
        ]);
        expect((await post('/services/2/tcp', { name: 'db', proto: 'udp', backendPort: 2000, port })).errors).toEqual([
          { field: 'port', message: REFERENCE.port(port) },
        ]);
        expect((await post('/services/2/http', { name: 'web', pathLocation: '/p', backendPort: port })).errors).toEqual([
          { field: 'backendPort', message: REFERENCE.backendPort },
        ]);
      }),
      RUNS,
    );
    expect((await post('/services/2/tcp', { name: 'db', proto: 'udp' })).errors).toEqual([
      { field: 'backendPort', message: REFERENCE.required },
    ]);
  });

  it('on skip-auth routes, naming the same line with the same text', async () => {
    const base = { name: 'web', domain: 'app.example.com', requireAuth: true, backendPort: 80 };
    await fc.assert(
      fc.asyncProperty(validRoutes, async (text) => {
        expect((await post('/services/2/http', { ...base, pathLocation: `/p${next()}`, skipAuthRoutes: text })).status).toBe(200);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(invalidRoutes, async ({ text, line, content, defect }) => {
        const answer = await post('/services/2/http', { ...base, pathLocation: '/p', skipAuthRoutes: text });
        expect(answer.errors).toEqual([
          { field: 'skipAuthRoutes', message: ROUTE_TEXT[defect](line, content) },
        ]);
      }),
      RUNS,
    );
  });
});
