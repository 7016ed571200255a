/**
 * Demo controls under /api/__demo (not part of the gateway's contract, no session needed so that test
 * harnesses and benchmarks can drive them): reset, settings, and injected faults.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { DemoDb } from '../db';
import { seedManyNodes } from '../seed-fleet';
import { errorJson, notFound, validationFailed } from './respond';
import { openStreams } from './event-stream';

const settingsSchema = z
  .object({
    logRate: z.number().min(0).max(100_000).optional(),
    /** Total number of nodes wanted: the demo is reseeded, then topped up with generated nodes. */
    nodeCount: z.number().int().min(0).max(100_000).optional(),
    vpnHost: z.string().min(1).optional(),
    tcpPortRange: z.tuple([z.number().int().min(1), z.number().int().max(65535)]).optional(),
    /** false: lists refuse `search` as the reference server does. */
    search: z.boolean().optional(),
  })
  .strict();

const faultSchema = z
  .object({
    /** Regular expression tested against the request's path and query, e.g. "^/api/nodes(\\?|$)". */
    path: z.string().min(1),
    /** Only requests of this method (any when absent). */
    method: z.enum(['GET', 'POST', 'PATCH', 'DELETE']).optional(),
    status: z.number().int().min(400).max(599),
    /** How many matching requests fail; absent = until cleared. */
    times: z.number().int().min(1).optional(),
    message: z.string().optional(),
  })
  .strict();

interface Fault extends z.infer<typeof faultSchema> {
  pattern: RegExp;
}

const API_PATH = /^[a-z]+:\/\/[^/]+\/api\//i;

const json = (body: unknown) => HttpResponse.json(body as object);

/** A demo control's JSON body checked by its own schema (these routes are not part of the contract). */
const readBody = async <S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | Response> => {
  const text = await request.text();
  let body: unknown = {};
  try {
    if (text.trim() !== '') body = JSON.parse(text);
  } catch (error) {
    return errorJson(400, (error as Error).message);
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? parsed.data
    : validationFailed(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
};

/** Demo controls live under /api/__demo: no session, as test harnesses and benchmarks drive them. */
const control = {
  get: (path: string, resolver: Parameters<typeof http.get>[1]) => http.get(`*/api/__demo${path}`, resolver),
  post: (path: string, resolver: Parameters<typeof http.post>[1]) => http.post(`*/api/__demo${path}`, resolver),
  delete: (path: string, resolver: Parameters<typeof http.delete>[1]) => http.delete(`*/api/__demo${path}`, resolver),
};

export const demoHandlers = (db: DemoDb): HttpHandler[] => {
  const faults: Fault[] = [];
  const settingsJson = () => ({ ...db.settings, nodeCount: db.nodes.length });

  return [
    // Runs before every other /api handler; returns nothing (falls through) unless a fault matches.
    http.all(API_PATH, ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/__demo/')) return undefined;
      const fault = faults.find(
        (candidate) => candidate.pattern.test(url.pathname + url.search) && (!candidate.method || candidate.method === request.method),
      );
      if (!fault) return undefined;
      if (fault.times !== undefined && --fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      if (fault.status === 429) return new HttpResponse('Rate Limit exceeded', { status: 429, headers: { 'content-type': 'text/plain' } });
      return errorJson(fault.status, fault.message ?? 'Injected fault') as never;
    }),

    control.post('/reset', () => {
      db.reset({ keepSessions: true });
      return json(settingsJson());
    }),

    control.get('/settings', () => json(settingsJson())),

    // The event streams open now, by path and query: how many connections each screen holds.
    control.get('/streams', () => json(openStreams())),

    control.post('/settings', async ({ request }) => {
      const body = await readBody(request, settingsSchema);
      if (body instanceof Response) return body;
      const { nodeCount, ...settings } = body;
      const merged = { ...db.settings, ...settings };
      if (nodeCount !== undefined) {
        db.reset({ keepSessions: true });
        seedManyNodes(db, Math.max(0, nodeCount - db.nodes.length));
      }
      Object.assign(db.settings, merged);
      db.commit();
      return json(settingsJson());
    }),

    // The node's tunnel comes up, as when its owner imports the configuration: it handshakes from now on.
    control.post('/nodes/:id/connect', ({ params }) => {
      const node = db.find('nodes', Number(params.id));
      if (!node) return notFound('Node not found!');
      db.update('nodes', node.id, { firstHandshakeAt: node.firstHandshakeAt ?? Date.now() });
      return json({ id: node.id, connected: true });
    }),

    control.post('/fault', async ({ request }) => {
      const body = await readBody(request, faultSchema);
      if (body instanceof Response) return body;
      let pattern: RegExp;
      try {
        pattern = new RegExp(body.path);
      } catch (error) {
        return errorJson(400, (error as Error).message);
      }
      faults.push({ ...body, pattern });
      return json({ faults: faults.length });
    }),

    control.delete('/fault', () => {
      faults.splice(0, faults.length);
      return json({ faults: 0 });
    }),
  ];
};
