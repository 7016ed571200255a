/** Checks and effects shared by HTTP and TCP service writes (API-FACTS §5.5, §10.3, §10.5, §10.7, §10.8). */
import { M } from '../../src/api/schemas/message';
import { isHostname, isIpOrCidr, skipAuthRouteErrors } from '../../src/api/schemas/rules';
import type { DemoDb } from '../db';
import { nodeRuntime } from '../runtime';
import { APP_PORT } from '../settings';
import type { HttpServiceRow, NodeRow } from '../types';
import { createDomain, findDomain } from './domains';
import { badRequest, validationFailed } from './respond';

const invalid = (field: string, message: string) => validationFailed([{ field, message }]);

/** The reference's texts for skip-auth lines (API-FACTS §10.7). */
const SKIP_AUTH_TEXTS: Record<string, (line: number, text: string) => string> = {
  [M.skipAuthPrefix]: (line, text) => `Line ${line} should not contain HTTP method or operator prefix: "${text}"`,
  [M.skipAuthForbidden]: (line, text) => `Line ${line} contains forbidden characters: "${text}"`,
  [M.skipAuthRegex]: (line, text) => `Line ${line} is not a valid regular expression: "${text}"`,
  [M.skipAuthStart]: (line, text) => `Line ${line} must start with '/' or '^': "${text}"`,
  [M.skipAuthWhitespace]: (line, text) => `Line ${line} contains whitespace and is not valid: "${text}"`,
};

export interface ServiceBody {
  domain?: string | null;
  backendHost?: string | null;
  allowedIps?: string[] | null;
  blockedIps?: string[] | null;
  requireAuth?: boolean | null;
  skipAuthRoutes?: string | null;
}

/**
 * The service validators beyond what openapi.yaml states (API-FACTS §5.5), in the reference's words:
 * a domain the gateway does not know must be a domain name, the backend is not the gateway itself,
 * IP lists hold IPs or CIDR ranges, sign-in needs a domain, skip-auth lines follow §10.7.
 */
export const serviceBodyRules = (db: DemoDb, body: ServiceBody, forbiddenHosts: string[]): Response | undefined => {
  if (body.domain && !findDomain(db, body.domain) && !isHostname(body.domain)) {
    return invalid('domain', 'This field must contain a valid domain name');
  }
  if (body.backendHost && forbiddenHosts.includes(body.backendHost.trim().toLowerCase())) {
    return invalid('backendHost', 'This field contains an invalid value');
  }
  for (const field of ['allowedIps', 'blockedIps'] as const) {
    const index = (body[field] ?? []).findIndex((entry) => !isIpOrCidr(entry));
    if (index >= 0) {
      return invalid(`${field}.${index}`, `"${field}[${index}]" must be a valid ip address with a optional CIDR`);
    }
  }
  if (body.requireAuth === true && (body.domain === '' || body.domain === null)) {
    return invalid('requireAuth', 'This field must be one of [false, null]');
  }
  if (body.requireAuth === true && body.skipAuthRoutes) {
    const [first] = skipAuthRouteErrors(body.skipAuthRoutes);
    if (first) return invalid('skipAuthRoutes', SKIP_AUTH_TEXTS[first.key](first.line, first.text));
  }
  return undefined;
};

/** Port 9 (discard) stands for a backend that does not answer: the reference then refuses to expose it. */
export const UNREACHABLE_PORT = 9;

/**
 * What the reference answers for a service id that does not exist: the TypeError of the first property
 * it reads from the missing row, as a 400 (`node` for HTTP writes, `backendProto` for the backend
 * check, `identifier` for every TCP write).
 */
export const serviceMissing = (property: 'node' | 'backendProto' | 'identifier' = 'node'): Response =>
  badRequest(`Cannot read properties of null (reading '${property}')`);

/** Regular nodes are reached through their tunnel IP; gateways and the local node use `backendHost`. */
export const backendTarget = (node: NodeRow, backendHost: string | null | undefined): string =>
  (node.isGateway || node.isLocal) && backendHost ? backendHost : node.address;

/**
 * The simulated TCP connect to the backend (3 s on the reference): through the node's tunnel, so it
 * fails while the node is offline (disabled, or never connected), and always on port 9.
 */
export const unreachable = (node: NodeRow, backendHost: string | null | undefined, port: number): Response | undefined => {
  const tunnelDown = !node.isLocal && nodeRuntime(node).status === 'offline';
  return port === UNREACHABLE_PORT || tunnelDown
    ? validationFailed([{ field: 'backendPort', message: `Unable to connect to port ${port} in ${backendTarget(node, backendHost)}` }])
    : undefined;
};

/** The local node can only proxy to itself on the console's own port. */
export const localhostOnLocalNode = (node: NodeRow, backendHost: string | null | undefined, port: number): Response | undefined => {
  const host = (backendHost || 'localhost').toLowerCase();
  return node.isLocal && (host === 'localhost' || host === '127.0.0.1') && port !== APP_PORT
    ? validationFailed([{ field: 'backendHost', message: 'Cannot use localhost as backendHost for local node.' }])
    : undefined;
};

/** A domain named by a service: known → kept; unknown (but valid) → created self-signed, as the reference does. */
export const ensureDomain = (db: DemoDb, domain: string | null | undefined): string | null => {
  if (!domain) return null;
  const known = findDomain(db, domain);
  return known ? known.domain : createDomain(db, { domain, ssl: 'self-signed' }).domain;
};

const TTL_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `ttl` ("30s", "10m", "2h", "1d") on create → `expiresAt`. */
export const expiresAtFromTtl = (ttl: string | null | undefined, now = Date.now()): string | null => {
  const match = ttl ? /^(\d+)\s*([smhd])$/.exec(ttl) : null;
  return match ? new Date(now + Number(match[1]) * TTL_UNITS[match[2]]).toISOString() : null;
};

/**
 * The reference's minute cron, applied lazily: services past their `expiresAt` get disabled the way
 * Disable Access does it, so an HTTP service forgets its expiry while a TCP service keeps it (and is
 * disabled again if someone enables it; API-FACTS §10.8, §12.22).
 */
export const disableExpiredServices = (db: DemoDb, now = Date.now()): void => {
  const lapsed = (service: { enabled: boolean; expiresAt: string | null }) =>
    service.enabled && service.expiresAt !== null && Date.parse(service.expiresAt) <= now;
  db.httpServices.filter(lapsed).forEach((service) => db.update('httpServices', service.id, { enabled: false, expiresAt: null }));
  db.tcpServices.filter(lapsed).forEach((service) => db.update('tcpServices', service.id, { enabled: false }));
};

/** The console's own service (seeded, API-FACTS §7.7): it refuses deletion and ignores disabling. */
export const isWiredoorApp = (db: DemoDb, service: HttpServiceRow): boolean =>
  db.find('nodes', service.nodeId)?.isLocal === true && service.backendHost === '127.0.0.1';
