/** /api/nodes/:id/pats (API-FACTS §2.3, §5.3): personal access tokens of a node. */
import type { HttpHandler } from 'msw';
import { patInputSchema } from '../../src/api/schemas/token';
import type { DemoDb } from '../db';
import { randomBytes, textToBase64Url, toBase64Url } from '../random';
import type { PatRow } from '../types';
import { listResponse, parseListQuery } from './list-query';
import { badRequest, json, jsonString, notFound } from './respond';
import { parseBody, type Route } from './route';

/** Saves a token and returns it with its one-time secret (`payload.signature`, the reference's header-less JWT). */
export const createPat = (db: DemoDb, fields: Pick<PatRow, 'name' | 'nodeId' | 'expireAt'>): PatRow & { token: string } => {
  const pat = db.insert('pats', { ...fields, revoked: false });
  const payload = textToBase64Url(JSON.stringify({ id: pat.id, type: 'client', iat: Math.floor(Date.now() / 1000) }));
  return { ...pat, token: `${payload}.${toBase64Url(randomBytes(32))}` };
};

export const patHandlers = (db: DemoDb, route: Route): HttpHandler[] => [
  route('get', '/nodes/:id/pats', ({ url, params }) => {
    const query = parseListQuery(url, ['nodeId']);
    if (query instanceof Response) return query;
    // The path's node id wins over a `nodeId` query value; an unknown node just has no tokens.
    const nodeId = Number(params.id);
    return listResponse(db.pats.filter((pat) => pat.nodeId === nodeId), query, {
      searchable: (pat) => [pat.name],
      toJson: (pat) => pat,
    });
  }),

  route('post', '/nodes/:id/pats', async ({ request, params }) => {
    const body = await parseBody(request, patInputSchema);
    if (body instanceof Response) return body;
    const node = db.find('nodes', Number(params.id));
    if (!node) return notFound('Node not found!');
    if (node.isLocal) return badRequest("Local node can't have access tokens");
    return json(createPat(db, { name: body.name, nodeId: node.id, expireAt: body.expireAt ?? null }));
  }),

  route('patch', '/nodes/:id/pats/:patId/revoke', ({ params }) => {
    const pat = db.update('pats', Number(params.patId), { revoked: true });
    // The reference's save of a missing row turns into a failing INSERT.
    if (!pat) return badRequest('SQLITE_CONSTRAINT: NOT NULL constraint failed: personal-access-tokens.name');
    // Only what was saved, not the whole token (no name), like the reference.
    return json({ id: pat.id, revoked: true, updated_at: pat.updated_at });
  }),

  // "Deleted!" even when the token does not exist; the node id of the path is not checked.
  route('delete', '/nodes/:id/pats/:patId', ({ params }) => {
    db.remove('pats', Number(params.patId));
    return jsonString('Deleted!');
  }),
];
