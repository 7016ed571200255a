/** /api/nodes/:id/pats (API-FACTS §2.3, §5.3): personal access tokens of a node. */
import type { HttpHandler } from 'msw';
import type { PersonalAccessTokenCreated } from '../../src/api/types';
import type { DemoDb } from '../db';
import { randomBytes, textToBase64Url, toBase64Url } from '../random';
import type { PatRow } from '../types';
import { listBody, readListQuery } from './list-query';
import { badRequest, notFound } from './respond';
import type { Routes } from './route';

/** Saves a token and returns it with its one-time secret (`payload.signature`, the reference's header-less JWT). */
export const createPat = (db: DemoDb, fields: Pick<PatRow, 'name' | 'nodeId' | 'expireAt'>): PersonalAccessTokenCreated => {
  const pat = db.insert('pats', { ...fields, revoked: false });
  const payload = textToBase64Url(JSON.stringify({ id: pat.id, type: 'client', iat: Math.floor(Date.now() / 1000) }));
  return { ...pat, token: `${payload}.${toBase64Url(randomBytes(32))}` };
};

export const patHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => [
  routes.get('/nodes/{id}/pats', ({ request, params, response }) => {
    // The path's node id is the filter; an unknown node just has no tokens.
    const nodeId = Number(params.id);
    const query = readListQuery(new URL(request.url));
    const body = listBody(db.pats.filter((pat) => pat.nodeId === nodeId), query, { searchable: (pat) => [pat.name], toJson: (pat) => pat, entity: 'PersonalAccessToken' });
    return body instanceof Response ? body : response(200).json(body);
  }),

  routes.post('/nodes/{id}/pats', async ({ request, params, response }) => {
    const body = await request.json();
    const node = db.find('nodes', Number(params.id));
    if (!node) return notFound('Node not found!');
    // The local node takes tokens too on the reference (the console never offers it).
    return response(200).json(createPat(db, { name: body.name, nodeId: node.id, expireAt: body.expireAt ?? null }));
  }),

  routes.patch('/nodes/{id}/pats/{patId}/revoke', ({ params, response }) => {
    const pat = db.update('pats', Number(params.patId), { revoked: true });
    // The reference's save of a missing row turns into a failing INSERT.
    if (!pat) return badRequest('SQLITE_CONSTRAINT: NOT NULL constraint failed: personal-access-tokens.name');
    // Only what was saved, not the whole token (no name), like the reference, whose answer also says
    // `expireAt: null` whatever the token's expiry (the stored expiry is kept).
    return response(200).json({ id: pat.id, revoked: true, expireAt: null, updated_at: pat.updated_at });
  }),

  // "Deleted!" even when the token does not exist; the node id of the path is not checked.
  routes.delete('/nodes/{id}/pats/{patId}', ({ params, response }) => {
    db.remove('pats', Number(params.patId));
    return response(200).json('Deleted!');
  }),
];
