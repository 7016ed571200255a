/**
 * Property-based tests of the SPEC §5 rules (hostname, IPv4, IP-or-CIDR, port, skip-auth routes):
 * valid and invalid inputs by construction must be classified as such by the rules, by the zod form
 * schemas, and by the zod resolver the form modals use (i.e. what the forms show, on which field).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import fc from 'fast-check';
import { isIP as nodeIsIP, isIPv4 as nodeIsIPv4 } from 'node:net';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  M,
  domainFormSchema,
  httpServiceFormSchema,
  isHostname,
  isIP,
  isIPv4,
  isIpOrCidr,
  isPort,
  nodeFormSchema,
  parseVmsg,
  skipAuthRouteErrors,
  tcpServiceFormSchema,
} from '../../../src/api/schemas';
import {
  invalidHostname,
  invalidIPv4,
  invalidIPv6,
  invalidIpOrCidr,
  invalidPort,
  invalidRouteLine,
  invalidRoutes,
  validHostname,
  validIPv4,
  validIPv6,
  validIpOrCidr,
  validPort,
  validRouteLine,
  validRoutes,
  type RouteDefect,
} from './arbitraries';

const RUNS = { numRuns: 300 };

/** What a form modal would show: the zod resolver's error messages by field path. */
const formErrors = async (schema: Parameters<typeof zodResolver>[0], values: FieldValues): Promise<FieldErrors> => {
  const resolve = zodResolver(schema as never);
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return errors;
};

const messageAt = (errors: FieldErrors, path: string): string | undefined => {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
};

const DEFECT_KEY: Record<RouteDefect, string> = {
  prefix: M.skipAuthPrefix,
  forbidden: M.skipAuthForbidden,
  regex: M.skipAuthRegex,
  start: M.skipAuthStart,
  whitespace: M.skipAuthWhitespace,
};

const httpBase = { name: 'web', domain: 'app.example.com', pathLocation: '/', backendProto: 'http', backendPort: 80 };
const tcpBase = { name: 'db', proto: 'tcp', backendPort: 5432 };

describe('hostname rule', () => {
  it('accepts every hostname with a 2+ letter TLD, in the domain and both service forms', async () => {
    await fc.assert(
      fc.asyncProperty(validHostname, async (host) => {
        expect(isHostname(host)).toBe(true);
        expect(messageAt(await formErrors(domainFormSchema, { domain: host, ssl: 'self-signed' }), 'domain')).toBeUndefined();
        expect(messageAt(await formErrors(httpServiceFormSchema, { ...httpBase, domain: host }), 'domain')).toBeUndefined();
        expect(messageAt(await formErrors(tcpServiceFormSchema, { ...tcpBase, domain: host }), 'domain')).toBeUndefined();
      }),
      RUNS,
    );
  });

  it("refuses malformed names with 'The domain must be in a valid format' on the domain field", async () => {
    await fc.assert(
      fc.asyncProperty(invalidHostname, async ({ value }) => {
        expect(isHostname(value)).toBe(false);
        expect(messageAt(await formErrors(domainFormSchema, { domain: value, ssl: 'self-signed' }), 'domain')).toBe(M.domainFormat);
        expect(messageAt(await formErrors(httpServiceFormSchema, { ...httpBase, domain: value }), 'domain')).toBe(M.domainFormat);
        expect(messageAt(await formErrors(tcpServiceFormSchema, { ...tcpBase, domain: value }), 'domain')).toBe(M.domainFormat);
      }),
      RUNS,
    );
  });

  it("says 'The domain field is required' for an empty domain, and services may omit it", async () => {
    for (const empty of ['', '   ', null, undefined]) {
      expect(messageAt(await formErrors(domainFormSchema, { domain: empty }), 'domain')).toBe(M.domainRequired);
      expect(messageAt(await formErrors(tcpServiceFormSchema, { ...tcpBase, domain: empty }), 'domain')).toBeUndefined();
    }
  });
});

describe('Require Authentication needs a valid domain', () => {
  it('is accepted with any valid domain and refused without one or with a malformed one', async () => {
    await fc.assert(
      fc.asyncProperty(validHostname, invalidHostname, async (good, { value: bad }) => {
        const base = { name: 'web', pathLocation: '/', requireAuth: true };
        expect((await formErrors(httpServiceFormSchema, { ...base, domain: good })).requireAuth).toBeUndefined();
        expect(messageAt(await formErrors(httpServiceFormSchema, { ...base, domain: bad }), 'requireAuth')).toBe(M.requireAuthDomain);
        expect(messageAt(await formErrors(httpServiceFormSchema, { ...base, domain: '' }), 'requireAuth')).toBe(M.requireAuthDomain);
      }),
      { numRuns: 100 },
    );
  });
});

describe('IPv4 rule', () => {
  it('accepts dotted quads, as node:net does, for the node address', async () => {
    await fc.assert(
      fc.asyncProperty(validIPv4, async (ip) => {
        expect(isIPv4(ip)).toBe(true);
        expect(nodeIsIPv4(ip)).toBe(true);
        expect(messageAt(await formErrors(nodeFormSchema, { name: 'n', address: ip }), 'address')).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('refuses anything else (bad octets, leading zeros, wrong counts, a prefix length)', async () => {
    await fc.assert(
      fc.asyncProperty(invalidIPv4, async ({ value }) => {
        expect(isIPv4(value)).toBe(false);
        expect(nodeIsIPv4(value)).toBe(false);
        expect(messageAt(await formErrors(nodeFormSchema, { name: 'n', address: value }), 'address')).toBe(M.ipv4);
      }),
      RUNS,
    );
  });
});

describe('IP-or-CIDR rule', () => {
  it('agrees with node:net on IPv6 addresses', () => {
    fc.assert(
      fc.property(validIPv6, (ip) => {
        expect(isIP(ip)).toBe(true);
        expect(nodeIsIP(ip)).toBe(6);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(invalidIPv6, ({ value }) => {
        expect(isIP(value)).toBe(false);
        expect(nodeIsIP(value)).toBe(0);
      }),
      RUNS,
    );
  });

  it('accepts IPs and in-range prefixes in the allowed and blocked lists of both service forms', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(validIpOrCidr, { minLength: 1, maxLength: 4 }), async (ips) => {
        ips.forEach((ip) => expect(isIpOrCidr(ip)).toBe(true));
        const http = await formErrors(httpServiceFormSchema, { ...httpBase, allowedIps: ips, blockedIps: ips });
        const tcp = await formErrors(tcpServiceFormSchema, { ...tcpBase, allowedIps: ips, blockedIps: ips });
        expect(http.allowedIps ?? http.blockedIps).toBeUndefined();
        expect(tcp.allowedIps ?? tcp.blockedIps).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('refuses a bad entry with its message on that entry only', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(validIpOrCidr, { maxLength: 3 }),
        invalidIpOrCidr,
        fc.constantFrom('allowedIps', 'blockedIps'),
        async (good, { value }, list) => {
          expect(isIpOrCidr(value)).toBe(false);
          const entries = [...good, value];
          const at = good.length;
          for (const [schema, base] of [
            [httpServiceFormSchema, httpBase],
            [tcpServiceFormSchema, tcpBase],
          ] as const) {
            const errors = await formErrors(schema, { ...base, [list]: entries });
            expect(messageAt(errors, `${list}.${at}`)).toBe(M.ipOrCidr);
            good.forEach((_, index) => expect(messageAt(errors, `${list}.${index}`)).toBeUndefined());
          }
        },
      ),
      RUNS,
    );
  });
});

describe('port rule', () => {
  it('accepts 1-65535 for backend and public ports', async () => {
    await fc.assert(
      fc.asyncProperty(validPort, async (port) => {
        expect(isPort(port)).toBe(true);
        const tcp = await formErrors(tcpServiceFormSchema, { ...tcpBase, backendPort: port, port });
        expect(tcp.backendPort ?? tcp.port).toBeUndefined();
        expect((await formErrors(httpServiceFormSchema, { ...httpBase, backendPort: port })).backendPort).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('refuses zero, negatives, fractions and numbers above 65535 with the port message', async () => {
    await fc.assert(
      fc.asyncProperty(invalidPort, async (port) => {
        expect(isPort(port)).toBe(false);
        const tcp = await formErrors(tcpServiceFormSchema, { ...tcpBase, backendPort: port, port });
        expect(messageAt(tcp, 'backendPort')).toBe(M.port);
        expect(messageAt(tcp, 'port')).toBe(M.port);
        expect(messageAt(await formErrors(httpServiceFormSchema, { ...httpBase, backendPort: port }), 'backendPort')).toBe(M.port);
      }),
      RUNS,
    );
  });

  it('requires the TCP backend port but not the public one nor the HTTP backend port', async () => {
    for (const empty of [null, undefined]) {
      const tcp = await formErrors(tcpServiceFormSchema, { ...tcpBase, backendPort: empty, port: empty });
      expect(messageAt(tcp, 'backendPort')).toBe(M.required);
      expect(tcp.port).toBeUndefined();
      expect((await formErrors(httpServiceFormSchema, { ...httpBase, backendPort: empty })).backendPort).toBeUndefined();
    }
  });
});

describe('skip-auth routes rule', () => {
  it('accepts valid rules, blank lines and padding', async () => {
    await fc.assert(
      fc.asyncProperty(validRoutes, async (text) => {
        expect(skipAuthRouteErrors(text)).toEqual([]);
        const errors = await formErrors(httpServiceFormSchema, { ...httpBase, requireAuth: true, skipAuthRoutes: text });
        expect(errors.skipAuthRoutes).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('classifies each kind of bad line', () => {
    fc.assert(
      fc.property(invalidRouteLine, validRouteLine, ({ line, defect }, good) => {
        expect(skipAuthRouteErrors(good)).toEqual([]);
        expect(skipAuthRouteErrors(line)).toEqual([{ key: DEFECT_KEY[defect], line: 1, text: line.trim() }]);
      }),
      RUNS,
    );
  });

  it('names the first bad line by its number among non-blank lines, in the form too', async () => {
    await fc.assert(
      fc.asyncProperty(invalidRoutes, async ({ text, line, content, defect }) => {
        const [first] = skipAuthRouteErrors(text);
        expect(first).toEqual({ key: DEFECT_KEY[defect], line, text: content });
        const errors = await formErrors(httpServiceFormSchema, { ...httpBase, requireAuth: true, skipAuthRoutes: text });
        expect(parseVmsg(messageAt(errors, 'skipAuthRoutes') ?? '')).toEqual({
          key: DEFECT_KEY[defect],
          args: { line, text: content },
        });
      }),
      RUNS,
    );
  });

  it('ignores the routes while Require Authentication is off', async () => {
    await fc.assert(
      fc.asyncProperty(invalidRoutes, async ({ text }) => {
        const errors = await formErrors(httpServiceFormSchema, { ...httpBase, requireAuth: false, skipAuthRoutes: text });
        expect(errors.skipAuthRoutes).toBeUndefined();
      }),
      { numRuns: 100 },
    );
  });
});
