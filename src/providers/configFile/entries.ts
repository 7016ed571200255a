/**
 * A gateway's records as the file's entries: what export writes and what a plan compares the file
 * with. Only the fields a file holds are taken (no id, no key, no token, no live figure).
 */
import type { Domain, HttpService, Node, TcpService } from '../../api/types';
import { CONFIG_FILE_VERSION, type ConfigFile, type DomainEntry, type HttpEntry, type NodeEntry, type TcpEntry } from './schema';
import type { GatewayState } from './gatewayState';

/** A lifetime's end that has not come yet; a past one is no lifetime (the service is or will be disabled). */
export const liveEnd = (expiresAt: string | null | undefined, now: number): string | null => {
  if (!expiresAt) return null;
  const time = Date.parse(expiresAt);
  // Whole seconds: the gateway takes a lifetime in seconds (`ttl`).
  return Number.isFinite(time) && time > now ? new Date(Math.round(time / 1000) * 1000).toISOString() : null;
};

const text = (value: string | null | undefined): string | null => (value == null || value.trim() === '' ? null : value);

export const domainEntryOf = (record: Domain): DomainEntry => ({
  domain: record.domain.toLowerCase(),
  ssl: record.ssl,
  skipValidation: record.skipValidation,
  authentication: record.authentication,
  allowedEmails: record.allowedEmails ?? [],
});

export const httpEntryOf = (record: HttpService, now: number): HttpEntry => ({
  name: record.name,
  domain: text(record.domain)?.toLowerCase() ?? null,
  pathLocation: record.pathLocation,
  backendProto: record.backendProto,
  backendHost: text(record.backendHost),
  backendPort: record.backendPort,
  allowedIps: record.allowedIps ?? [],
  blockedIps: record.blockedIps ?? [],
  requireAuth: record.requireAuth,
  skipAuthRoutes: text(record.skipAuthRoutes),
  enabled: record.enabled,
  expiresAt: liveEnd(record.expiresAt, now),
});

export const tcpEntryOf = (record: TcpService, now: number): TcpEntry => ({
  name: record.name,
  domain: text(record.domain)?.toLowerCase() ?? null,
  proto: record.proto,
  backendHost: text(record.backendHost),
  backendPort: record.backendPort,
  port: record.port,
  ssl: record.ssl,
  allowedIps: record.allowedIps ?? [],
  blockedIps: record.blockedIps ?? [],
  enabled: record.enabled,
  expiresAt: liveEnd(record.expiresAt, now),
});

export const nodeEntryOf = (record: Node, http: HttpEntry[], tcp: TcpEntry[]): NodeEntry => ({
  name: record.name,
  address: record.address,
  dns: text(record.dns),
  keepalive: record.keepalive,
  allowInternet: record.allowInternet,
  gatewayNetworks: record.isGateway ? (record.gatewayNetworks ?? []).map(({ interface: name, subnet }) => ({ interface: name, subnet })) : [],
  enabled: record.enabled,
  http,
  tcp,
});

const byName = <T extends { name: string }>(left: T, right: T) => left.name.localeCompare(right.name);

/** The file describing what `state` holds, in a stable order (a diff in git shows real changes only). */
export const exportConfig = (state: GatewayState, now = Date.now()): ConfigFile => ({
  version: CONFIG_FILE_VERSION,
  domains: state.domains.map(domainEntryOf).sort((left, right) => left.domain.localeCompare(right.domain)),
  nodes: state.nodes
    .map((node) =>
      nodeEntryOf(
        node,
        state.http.filter((service) => service.nodeId === node.id).map((service) => httpEntryOf(service, now)).sort(byName),
        state.tcp.filter((service) => service.nodeId === node.id).map((service) => tcpEntryOf(service, now)).sort(byName),
      ),
    )
    .sort(byName),
});
