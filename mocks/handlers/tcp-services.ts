/** POST and PATCH of TCP/UDP services (API-FACTS §5.5 TCP body, §10.2 port assignment). */
import type { HttpHandler } from 'msw';
import type { TcpServiceInput } from '../../src/api/types';
import type { DemoDb } from '../db';
import type { TcpServiceRow } from '../types';
import { badRequest, duplicate, notFound, validationFailed } from './respond';
import type { Routes } from './route';
import { tcpServiceJson } from './serialize';
import { ensureDomain, expiresAtFromTtl, serviceBodyRules, serviceMissing, unreachable } from './service-rules';

type TcpBody = TcpServiceInput;

const portError = (message: string) => validationFailed([{ field: 'port', message }]);

/** TCP backends may not be the gateway itself (the reference's Joi `invalid`). */
const FORBIDDEN_HOSTS = ['localhost', '127.0.0.1'];

/** The reference's Joi rules beyond openapi.yaml: the shared service rules, and ports within the range. */
const bodyRules = (db: DemoDb, body: TcpBody): Response | undefined => {
  const invalid = serviceBodyRules(db, body, FORBIDDEN_HOSTS);
  if (invalid) return invalid;
  const [min, max] = db.settings.tcpPortRange;
  if (body.port != null && body.port < min) return portError(`This field must be greater than or equal to ${min}`);
  if (body.port != null && body.port > max) return portError(`This field must be less than or equal to ${max}`);
  return undefined;
};

/**
 * Lowest port of the range not held by any saved service. (The reference probes for listeners
 * instead, so a disabled service's port can be picked twice; here it cannot.)
 */
const freePort = (db: DemoDb): number | undefined => {
  const used = new Set(db.tcpServices.map((service) => service.port));
  const [min, max] = db.settings.tcpPortRange;
  for (let port = min; port <= max; port += 1) if (!used.has(port)) return port;
  return undefined;
};

/**
 * Unique indexes: (`backendHost`, `backendPort`, `nodeId`), which never fires for a null host, then
 * `port`: the reference's database reports the backend's first when both are taken.
 */
const uniqueness = (db: DemoDb, row: Pick<TcpServiceRow, 'port' | 'backendHost' | 'backendPort' | 'nodeId'>, selfId?: number) => {
  const others = db.tcpServices.filter((service) => service.id !== selfId);
  const sameBackend = (s: TcpServiceRow) =>
    row.backendHost !== null && s.backendHost === row.backendHost && s.backendPort === row.backendPort && s.nodeId === row.nodeId;
  if (others.some(sameBackend)) return duplicate('backendPort', 'backendHost', 'nodeId');
  return others.some((service) => service.port === row.port) ? duplicate('port') : undefined;
};

const fieldsFrom = (body: TcpBody): Partial<TcpServiceRow> => {
  const fields: Partial<TcpServiceRow> = { name: body.name, backendPort: body.backendPort };
  if (body.domain !== undefined) fields.domain = body.domain || null;
  if (body.proto != null) fields.proto = body.proto;
  if (body.backendHost !== undefined) fields.backendHost = body.backendHost || null;
  if (body.port != null) fields.port = body.port;
  if (body.ssl != null) fields.ssl = body.ssl;
  if (body.allowedIps !== undefined) fields.allowedIps = body.allowedIps;
  if (body.blockedIps !== undefined) fields.blockedIps = body.blockedIps;
  return fields;
};

export const tcpServiceWriteHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => [
  routes.post('/services/{nodeId}/tcp', async ({ request, params, response }) => {
    const body = await request.json();
    const invalid = bodyRules(db, body);
    if (invalid) return invalid;
    const node = db.find('nodes', Number(params.nodeId));
    // A missing node: the backend probe (proto "tcp") looks it up first; otherwise the insert fails.
    if (!node) return body.proto === 'tcp' ? notFound('Node not found!') : badRequest('SQLITE_CONSTRAINT: FOREIGN KEY constraint failed');
    // The reference only probes the backend when `proto` is explicitly "tcp" (UDP cannot be probed).
    const refused = body.proto === 'tcp' ? unreachable(node, body.backendHost, body.backendPort) : undefined;
    if (refused) return refused;
    const fields = fieldsFrom(body);
    const port = fields.port ?? freePort(db);
    if (port === undefined) {
      const [min, max] = db.settings.tcpPortRange;
      return portError(`No ports available in range from ${min} to ${max} to expose your service.`);
    }
    const conflict = uniqueness(db, { port, backendHost: fields.backendHost ?? null, backendPort: body.backendPort, nodeId: node.id });
    if (conflict) return conflict;
    const service = db.insert('tcpServices', {
      proto: 'tcp', backendHost: null, ssl: false, allowedIps: null, blockedIps: null,
      ...fields,
      name: body.name,
      backendPort: body.backendPort,
      port,
      domain: ensureDomain(db, fields.domain),
      nodeId: node.id,
      enabled: true,
      expiresAt: expiresAtFromTtl(body.ttl),
    });
    return response(200).json(tcpServiceJson(db, service, true));
  }),

  routes.patch('/services/{nodeId}/tcp/{id}', async ({ request, params, response }) => {
    const body = await request.json();
    const invalid = bodyRules(db, body);
    if (invalid) return invalid;
    const service = db.find('tcpServices', Number(params.id));
    if (!service) return serviceMissing('identifier');
    const node = db.find('nodes', service.nodeId);
    if (node && body.backendHost !== undefined && body.proto === 'tcp') {
      const refused = unreachable(node, body.backendHost, body.backendPort);
      if (refused) return refused;
    }
    const fields = fieldsFrom(body);
    const conflict = uniqueness(db, { ...service, ...fields }, service.id);
    if (conflict) return conflict;
    if (fields.domain !== undefined) fields.domain = ensureDomain(db, fields.domain);
    return response(200).json(tcpServiceJson(db, db.update('tcpServices', service.id, fields)!, true));
  }),
];
