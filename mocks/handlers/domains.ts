/** /api/domains (API-FACTS §5.4, §7.2). DNS ownership checks and certificates are taken as successful. */
import type { HttpHandler } from 'msw';
import { isHostname } from '../../src/api/schemas/rules';
import type { DomainInput } from '../../src/api/types';
import type { DemoDb } from '../db';
import { sslPairFor } from '../seed';
import { OAUTH2_PORT_RANGE } from '../settings';
import type { DomainRow } from '../types';
import { listBody, readListQuery } from './list-query';
import { duplicate, idRefusal, notFound, validationFailed } from './respond';
import type { Routes } from './route';
import { domainJson } from './serialize';

type DomainBody = Pick<DomainInput, 'domain'> & Partial<DomainInput>;

/** The reference's structure check for domains whose validation is skipped (API-FACTS §5.4). */
const DOMAIN_STRUCTURE = /^([a-zA-Z0-9-]+\.)+([a-zA-Z]{2,})$/;

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/;

/** The domain validator beyond what openapi.yaml states, in the reference's words. */
const bodyRules = (body: DomainInput): Response | undefined => {
  const invalid = (field: string, message: string) => validationFailed([{ field, message }]);
  if (body.skipValidation === true) {
    if (!DOMAIN_STRUCTURE.test(body.domain)) {
      return invalid('domain', `"domain" with value "${body.domain}" fails to match the domain structure pattern`);
    }
    if (body.ssl === 'certbot') return invalid('ssl', 'This field must be one of [self-signed, null]');
  } else if (!isHostname(body.domain)) {
    return invalid('domain', 'This field must contain a valid domain name');
  }
  const emails = body.allowedEmails ?? [];
  if (body.authentication !== true) {
    return emails.length === 0 ? undefined : invalid('allowedEmails', '"allowedEmails" must contain less than or equal to 0 items');
  }
  const bad = emails.findIndex((email) => !EMAIL.test(email));
  if (bad >= 0) return invalid(`allowedEmails.${bad}`, 'This field must be a valid email');
  const repeated = emails.findIndex((email, i) => emails.indexOf(email) !== i);
  return repeated >= 0 ? invalid(`allowedEmails.${repeated}`, '"allowedEmails[' + repeated + ']" contains a duplicate value') : undefined;
};

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

export const domainHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => {
  const domainAt = (id: string) => idRefusal(id) ?? db.find('domains', Number(id)) ?? notFound('Domain not found!');

  return [
    routes.get('/domains', ({ request, response }) => {
      const query = readListQuery(new URL(request.url));
      const body = listBody(db.domains, query, { searchable: (row) => [row.domain], toJson: domainJson, entity: 'Domain' });
      return body instanceof Response ? body : response(200).json(body);
    }),

    routes.post('/domains', async ({ request, response }) => {
      const body = await request.json();
      const refused = bodyRules(body);
      if (refused) return refused;
      if (findDomain(db, body.domain)) return duplicate('domain');
      const row = createDomain(db, body);
      // The reference answers the raw saved object: internal sslPair, oauth2ServicePort and oauth2Config
      // included, and `authentication` and `allowedEmails` only as the request sent them.
      const { authentication, allowedEmails } = body;
      return response(200).json({
        ...row,
        ...(authentication !== undefined ? { authentication } : {}),
        ...(allowedEmails !== undefined ? { allowedEmails } : {}),
      });
    }),

    routes.get('/domains/{id}', ({ params, response }) => {
      const row = domainAt(params.id);
      return row instanceof Response ? row : response(200).json(domainJson(row));
    }),

    routes.patch('/domains/{id}', async ({ request, params, response }) => {
      const body = await request.json();
      const refused = bodyRules(body);
      if (refused) return refused;
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
      return response(200).json(domainJson(updated!));
    }),

    // Services that still name the domain are left alone, as on the reference.
    routes.delete('/domains/{id}', ({ params, response }) => {
      const row = domainAt(params.id);
      if (row instanceof Response) return row;
      db.remove('domains', row.id);
      return response(200).json('Deleted!');
    }),
  ];
};
