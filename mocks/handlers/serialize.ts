/**
 * Rows to JSON the way the reference serialises them (API-FACTS §7): secrets dropped, computed fields
 * added. Each answer is typed as the contract's record, so a field renamed in openapi.yaml breaks here.
 */
import type { Domain, HttpService, Node, TcpService } from '../../src/api/types';
import type { DemoDb } from '../db';
import { nodeRuntime } from '../runtime';
import type { DomainRow, HttpServiceRow, NodeRow, TcpServiceRow } from '../types';

/** The Node entity: everything but the key material and the demo's own bookkeeping. */
export const nodeJson = (node: NodeRow): Node => {
  const { privateKey: _private, publicKey: _public, preSharedKey: _psk, firstHandshakeAt: _first, ...entity } = node;
  return entity;
};

/** NodeInfo: the entity plus live runtime fields (none for the local node). */
export const nodeInfo = (node: NodeRow, now = Date.now()): Node => ({ ...nodeJson(node), ...nodeRuntime(node, now) });

export const domainJson = (domain: DomainRow): Domain => {
  const { sslPair: _pair, oauth2ServicePort, oauth2Config, ...rest } = domain;
  return { ...rest, authentication: oauth2ServicePort !== null, allowedEmails: oauth2Config?.allowedEmails ?? null };
};

const withNode = (db: DemoDb, nodeId: number): { node?: Node } => {
  const node = db.find('nodes', nodeId);
  return node ? { node: nodeJson(node) } : {};
};

/** `https://<domain or VPN host><path>`, URL-normalised like the reference. */
export const httpPublicAccess = (db: DemoDb, service: HttpServiceRow): string =>
  new URL(`https://${service.domain || db.settings.vpnHost}${service.pathLocation || '/'}`).href;

export const tcpPublicAccess = (db: DemoDb, service: TcpServiceRow): string =>
  `${service.proto}://${service.domain || db.settings.vpnHost}:${service.port}`;

/** List rows carry no `node`; single-service answers do. */
export const httpServiceJson = (db: DemoDb, { backendFault: _fault, ...service }: HttpServiceRow, includeNode = false): HttpService => ({
  ...service,
  publicAccess: httpPublicAccess(db, service),
  ...(includeNode ? withNode(db, service.nodeId) : {}),
});

export const tcpServiceJson = (db: DemoDb, service: TcpServiceRow, includeNode = false): TcpService => ({
  ...service,
  publicAccess: tcpPublicAccess(db, service),
  ...(includeNode ? withNode(db, service.nodeId) : {}),
});
