/** POST and PATCH of HTTP services (API-FACTS §5.5, HTTP service body). */
import type { HttpHandler } from 'msw';
import type { HttpServiceInput } from '../../src/api/types';
import type { DemoDb } from '../db';
import type { HttpServiceRow } from '../types';
import { badRequest, duplicate, notFound, validationFailed } from './respond';
import type { Routes } from './route';
import { httpServiceJson } from './serialize';
import {
  ensureDomain,
  expiresAtFromTtl,
  isWiredoorApp,
  localhostOnLocalNode,
  serviceBodyRules,
  serviceMissing,
  unreachable,
} from './service-rules';

type HttpBody = HttpServiceInput;

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

/**
 * Sign-in needs a domain whose OAuth2 login it uses. The reference's validator lets a body without
 * `domain` through, then looks the domain up with an undefined name, which matches any domain row:
 * a 400 TypeError on a gateway without domains, else a service saved with a sign-in nothing enforces.
 * The demo refuses it as the rule means to (the console's form never sends it).
 */
const signInWithoutDomain = (requireAuth: boolean | null | undefined, domain: string | null | undefined) =>
  requireAuth === true && !domain ? validationFailed([{ field: 'requireAuth', message: 'This field must be one of [false, null]' }]) : undefined;

/** HTTP backends may not be named `localhost` (the reference's Joi `invalid`). */
const FORBIDDEN_HOSTS = ['localhost'];

export const httpServiceWriteHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => [
  routes.post('/services/{nodeId}/http', async ({ request, params, response }) => {
    const body = await request.json();
    const invalid = serviceBodyRules(db, body, FORBIDDEN_HOSTS) ?? signInWithoutDomain(body.requireAuth, body.domain);
    if (invalid) return invalid;
    // The reference probes the backend with the port as sent: without one, Node's socket refuses at once.
    if (body.backendPort == null) return badRequest('The "options" or "port" or "path" argument must be specified');
    const node = db.find('nodes', Number(params.nodeId));
    if (!node) return notFound('Node not found!');
    const fields = fieldsFrom(body);
    const port = body.backendPort;
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
    return response(200).json(httpServiceJson(db, service, true));
  }),

  // `ttl` is accepted but ignored on update, as on the reference.
  routes.patch('/services/{nodeId}/http/{id}', async ({ request, params, response }) => {
    const body = await request.json();
    const invalid = serviceBodyRules(db, body, FORBIDDEN_HOSTS);
    if (invalid) return invalid;
    const service = db.find('httpServices', Number(params.id));
    if (!service) return serviceMissing();
    const noDomain = signInWithoutDomain(body.requireAuth, body.domain === undefined ? service.domain : body.domain);
    if (noDomain) return noDomain;
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
    return response(200).json(httpServiceJson(db, db.update('httpServices', service.id, fields)!, true));
  }),
];
