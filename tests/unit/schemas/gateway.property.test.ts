/**
 * The demo gateway agrees with the forms: generated valid inputs are accepted by POSTs through the msw
 * server and generated invalid ones answered with a 422 whose entry sits on the same field, with the
 * same text the form shows (the form's message key rendered by the console's i18nProvider).
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { M, parseVmsg, vmsg } from '../../../src/api/schemas';
import { i18nProvider } from '../../../src/providers/i18nProvider';
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

/** The text a form shows for a schema message (a key, or a key with arguments). */
const shown = (message: string) => {
  const { key, args } = parseVmsg(message);
  return i18nProvider.translate(key, args) as string;
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

const ROUTE_KEY: Record<RouteDefect, string> = {
  prefix: M.skipAuthPrefix,
  forbidden: M.skipAuthForbidden,
  regex: M.skipAuthRegex,
  start: M.skipAuthStart,
  whitespace: M.skipAuthWhitespace,
};

describe('the demo gateway agrees with the forms', () => {
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
        const format = { field: 'domain', message: shown(M.domainFormat) };
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
        expect(node.errors).toEqual([{ field: 'address', message: shown(M.ipv4) }]);
      }),
      RUNS,
    );
  });

  it('on IP-or-CIDR lists, entry by entry', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(validIpOrCidr, { minLength: 1, maxLength: 4 }), async (ips) => {
        const http = await post('/services/2/http', { name: 'web', pathLocation: `/p${next()}`, allowedIps: ips, blockedIps: ips });
        expect(http.status).toBe(200);
        const tcp = await postTcp({ allowedIps: ips, blockedIps: ips });
        expect(tcp.status).toBe(200);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(fc.array(validIpOrCidr, { maxLength: 3 }), invalidIpOrCidr, async (good, { value }) => {
        const entries = [...good, value];
        const expected = { field: `blockedIps.${good.length}`, message: shown(M.ipOrCidr) };
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
        const message = shown(M.port);
        expect((await post('/services/2/tcp', { name: 'db', proto: 'udp', backendPort: port })).errors).toEqual([
          { field: 'backendPort', message },
        ]);
        expect((await post('/services/2/tcp', { name: 'db', proto: 'udp', backendPort: 2000, port })).errors).toEqual([
          { field: 'port', message },
        ]);
        expect((await post('/services/2/http', { name: 'web', pathLocation: '/p', backendPort: port })).errors).toEqual([
          { field: 'backendPort', message },
        ]);
      }),
      RUNS,
    );
    expect((await post('/services/2/tcp', { name: 'db', proto: 'udp' })).errors).toEqual([
      { field: 'backendPort', message: shown(M.required) },
    ]);
  });

  it('on skip-auth routes, naming the same line with the same text', async () => {
    const base = { name: 'web', domain: 'app.example.com', requireAuth: true };
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
          { field: 'skipAuthRoutes', message: shown(vmsg(ROUTE_KEY[defect], { line, text: content })) },
        ]);
      }),
      RUNS,
    );
  });
});
