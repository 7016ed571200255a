/** Checks and effects shared by HTTP and TCP service writes (API-FACTS §5.5, §10.3, §10.5, §10.8). */
import type { DemoDb } from '../db';
import { APP_PORT } from '../settings';
import type { HttpServiceRow, NodeRow } from '../types';
import { createDomain, findDomain } from './domains';
import { badRequest, validationFailed } from './respond';

/** Port 9 (discard) stands for a backend that does not answer: the reference then refuses to expose it. */
export const UNREACHABLE_PORT = 9;

/** What the reference answers for a write to a service id that does not exist (a TypeError, as 400). */
export const serviceMissing = (): Response => badRequest("Cannot read properties of null (reading 'node')");

/** Regular nodes are reached through their tunnel IP; gateways and the local node use `backendHost`. */
export const backendTarget = (node: NodeRow, backendHost: string | null | undefined): string =>
  (node.isGateway || node.isLocal) && backendHost ? backendHost : node.address;

/** The simulated TCP connect to the backend. */
export const unreachable = (node: NodeRow, backendHost: string | null | undefined, port: number): Response | undefined =>
  port === UNREACHABLE_PORT
    ? validationFailed([{ field: 'backendPort', message: `Unable to connect to port ${port} in ${backendTarget(node, backendHost)}` }])
    : undefined;

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

/** The reference's minute cron, applied lazily: services past their `expiresAt` get disabled. */
export const disableExpiredServices = (db: DemoDb, now = Date.now()): void => {
  for (const table of ['httpServices', 'tcpServices'] as const) {
    db[table]
      .filter((service) => service.enabled && service.expiresAt && Date.parse(service.expiresAt) <= now)
      .forEach((service) => db.update(table, service.id, { enabled: false }));
  }
};

/** The console's own service (seeded, API-FACTS §7.7): it refuses deletion and ignores disabling. */
export const isWiredoorApp = (db: DemoDb, service: HttpServiceRow): boolean =>
  db.find('nodes', service.nodeId)?.isLocal === true && service.backendHost === '127.0.0.1';
