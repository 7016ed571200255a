/** POST and PATCH of HTTP services (API-FACTS §5.5, HTTP service body). */
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { httpServiceInputSchema } from '../../src/api/schemas/service';
import type { DemoDb } from '../db';
import type { HttpServiceRow } from '../types';
import { duplicate, json, notFound } from './respond';
import { parseBody, type Route } from './route';
import { httpServiceJson } from './serialize';
import {
  ensureDomain,
  expiresAtFromTtl,
  isWiredoorApp,
  localhostOnLocalNode,
  serviceMissing,
  unreachable,
} from './service-rules';

type HttpBody = z.output<typeof httpServiceInputSchema>;

/**
 * The (domain, pathLocation) unique index. Unlike the reference (where NULL domains never collide),
 * domain-less services collide too: a second domain-less `/` would replace the console's own route.
 */
const takenPath = (db: DemoDb, domain: string | null, path: string, selfId?: number): boolean =>
  db.httpServices.some(
    (service) =>
      service.id !== selfId &&
      (service.domain ?? '').toLowerCase() === (domain ?? '').toLowerCase() &&
      service.pathLocation === path,
  );

/** Row fields set by a body; absent keys are left out so that PATCH keeps them. */
const fieldsFrom = (body: HttpBody): Partial<HttpServiceRow> => {
  const fields: Partial<HttpServiceRow> = { name: body.name };
  if (body.domain !== undefined) fields.domain = body.domain || null;
  if (body.pathLocation) fields.pathLocation = body.pathLocation;
  if (body.backendProto != null) fields.backendProto = body.backendProto;
  if (body.backendHost !== undefined) fields.backendHost = body.backendHost || null;
  if (body.backendPort != null) fields.backendPort = body.backendPort;
  if (body.allowedIps !== undefined) fields.allowedIps = body.allowedIps;
  if (body.blockedIps !== undefined) fields.blockedIps = body.blockedIps;
  if (body.requireAuth !== undefined) fields.requireAuth = body.requireAuth ?? false;
  if (body.skipAuthRoutes !== undefined) fields.skipAuthRoutes = body.skipAuthRoutes || null;
  return fields;
};

/** Wiredoor_APP: only these fields of an update are applied; the rest is silently dropped. */
const wiredoorAppFields = ({ domain, allowedIps, blockedIps, requireAuth }: Partial<HttpServiceRow>): Partial<HttpServiceRow> =>
  Object.fromEntries(Object.entries({ domain, allowedIps, blockedIps, requireAuth }).filter(([, v]) => v !== undefined));

export const httpServiceWriteHandlers = (db: DemoDb, route: Route): HttpHandler[] => [
  route('post', '/services/:nodeId/http', async ({ request, params }) => {
    const body = await parseBody(request, httpServiceInputSchema);
    if (body instanceof Response) return body;
    const node = db.find('nodes', Number(params.nodeId));
    if (!node) return notFound('Node not found!');
    const fields = fieldsFrom(body);
    const port = fields.backendPort ?? 80;
    const refused = localhostOnLocalNode(node, fields.backendHost, port) ?? unreachable(node, fields.backendHost, port);
    if (refused) return refused;
    const path = fields.pathLocation ?? '/';
    if (takenPath(db, fields.domain ?? null, path)) return duplicate('domain', 'pathLocation');
    const service = db.insert('httpServices', {
      backendHost: null, backendProto: 'http', requireAuth: false, skipAuthRoutes: null,
      allowedIps: null, blockedIps: null,
      ...fields,
      name: body.name,
      pathLocation: path,
      backendPort: port,
      domain: ensureDomain(db, fields.domain),
      nodeId: node.id,
      enabled: true,
      expiresAt: expiresAtFromTtl(body.ttl),
    });
    return json(httpServiceJson(db, service, true));
  }),

  // `ttl` is accepted but ignored on update, as on the reference.
  route('patch', '/services/:nodeId/http/:serviceId', async ({ request, params }) => {
    const body = await parseBody(request, httpServiceInputSchema);
    if (body instanceof Response) return body;
    const service = db.find('httpServices', Number(params.serviceId));
    if (!service) return serviceMissing();
    const node = db.find('nodes', service.nodeId);
    let fields = fieldsFrom(body);
    if (isWiredoorApp(db, service)) fields = wiredoorAppFields(fields);
    else if (node && body.backendHost !== undefined && body.backendPort != null) {
      // The reference re-checks the backend only when both host and port are sent.
      const refused = localhostOnLocalNode(node, body.backendHost, body.backendPort) ?? unreachable(node, body.backendHost, body.backendPort);
      if (refused) return refused;
    }
    const domain = fields.domain !== undefined ? fields.domain : service.domain;
    if (takenPath(db, domain, fields.pathLocation ?? service.pathLocation, service.id)) return duplicate('domain', 'pathLocation');
    if (fields.domain !== undefined) fields.domain = ensureDomain(db, fields.domain);
    return json(httpServiceJson(db, db.update('httpServices', service.id, fields)!, true));
  }),
];
