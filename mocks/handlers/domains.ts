/** /api/domains (API-FACTS §5.4, §7.2). DNS ownership checks and certificates are taken as successful. */
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { domainInputSchema } from '../../src/api/schemas/domain';
import type { DemoDb } from '../db';
import { sslPairFor } from '../seed';
import { OAUTH2_PORT_RANGE } from '../settings';
import type { DomainRow } from '../types';
import { listResponse, parseListQuery } from './list-query';
import { duplicate, json, jsonString, notFound, validationFailed } from './respond';
import { parseBody, type Route } from './route';
import { domainJson } from './serialize';

type DomainBody = z.output<typeof domainInputSchema>;

export const findDomain = (db: DemoDb, name: string): DomainRow | undefined =>
  db.domains.find((row) => row.domain.toLowerCase() === name.toLowerCase());

/** Lowest free oauth2-proxy port (unlike the reference, ports already stored are really excluded). */
const allocateOauthPort = (db: DemoDb): number => {
  const used = new Set(db.domains.map((row) => row.oauth2ServicePort));
  let port = OAUTH2_PORT_RANGE[0];
  while (used.has(port) && port < OAUTH2_PORT_RANGE[1]) port += 1;
  return port;
};

/** Saves a new domain; also used when a service names an unknown domain (auto-created, self-signed). */
export const createDomain = (db: DemoDb, body: DomainBody): DomainRow => {
  const ssl = body.ssl ?? 'self-signed';
  const auth = body.authentication === true;
  return db.insert('domains', {
    domain: body.domain,
    ssl,
    skipValidation: body.skipValidation ?? false,
    sslPair: sslPairFor(body.domain, ssl),
    oauth2ServicePort: auth ? allocateOauthPort(db) : null,
    oauth2Config: auth ? { allowedEmails: body.allowedEmails ?? [] } : null,
  });
};

/** Authentication switched on or off by a PATCH; absent means unchanged. */
const authenticationPatch = (db: DemoDb, row: DomainRow, body: DomainBody): Partial<DomainRow> => {
  if (body.authentication === true) {
    return {
      oauth2ServicePort: row.oauth2ServicePort ?? allocateOauthPort(db),
      oauth2Config: { allowedEmails: body.allowedEmails ?? [] },
    };
  }
  if (body.authentication === false) {
    // Like the reference: services of the domain stop requiring authentication.
    db.httpServices
      .filter((service) => service.domain?.toLowerCase() === row.domain.toLowerCase() && service.requireAuth)
      .forEach((service) => db.update('httpServices', service.id, { requireAuth: false }));
    return { oauth2ServicePort: null, oauth2Config: null };
  }
  return {};
};

export const domainHandlers = (db: DemoDb, route: Route): HttpHandler[] => {
  const domainAt = (id: string): DomainRow | Response => db.find('domains', Number(id)) ?? notFound('Domain not found!');

  return [
    route('get', '/domains', ({ url }) => {
      const query = parseListQuery(url);
      if (query instanceof Response) return query;
      return listResponse(db.domains, query, { searchable: (row) => [row.domain], toJson: domainJson });
    }),

    route('post', '/domains', async ({ request }) => {
      const body = await parseBody(request, domainInputSchema);
      if (body instanceof Response) return body;
      if (findDomain(db, body.domain)) return duplicate('domain');
      const row = createDomain(db, body);
      // The reference answers the raw saved object: internal sslPair, oauth2ServicePort and oauth2Config included.
      return json({ ...row, authentication: body.authentication ?? false, allowedEmails: body.allowedEmails ?? null });
    }),

    route('get', '/domains/:id', ({ params }) => {
      const row = domainAt(params.id);
      return row instanceof Response ? row : json(domainJson(row));
    }),

    route('patch', '/domains/:id', async ({ request, params }) => {
      const body = await parseBody(request, domainInputSchema);
      if (body instanceof Response) return body;
      const row = domainAt(params.id);
      if (row instanceof Response) return row;
      if (body.domain.toLowerCase() !== row.domain.toLowerCase()) {
        return validationFailed([
          { field: 'domain', message: "Domain names can't be changed. Add a new one and delete this one instead." },
        ]);
      }
      const ssl = body.ssl ?? row.ssl;
      const updated = db.update('domains', row.id, {
        ssl,
        sslPair: sslPairFor(row.domain, ssl),
        ...(body.skipValidation != null ? { skipValidation: body.skipValidation } : {}),
        ...authenticationPatch(db, row, body),
      });
      return json(domainJson(updated!));
    }),

    // Services that still name the domain are left alone, as on the reference.
    route('delete', '/domains/:id', ({ params }) => {
      const row = domainAt(params.id);
      if (row instanceof Response) return row;
      db.remove('domains', row.id);
      return jsonString('Deleted!');
    }),
  ];
};
