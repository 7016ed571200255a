/**
 * Demo controls under /api/__demo (not part of the gateway's contract, no session needed so that test
 * harnesses and benchmarks can drive them): reset, settings, and injected faults.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { DemoDb } from '../db';
import { seedManyNodes } from '../seed';
import { errorJson, json } from './respond';
import { parseBody, type Route } from './route';

const settingsSchema = z
  .object({
    logRate: z.number().min(0).max(100_000).optional(),
    /** Total number of nodes wanted: the demo is reseeded, then topped up with generated nodes. */
    nodeCount: z.number().int().min(0).max(100_000).optional(),
    vpnHost: z.string().min(1).optional(),
    tcpPortRange: z.tuple([z.number().int().min(1), z.number().int().max(65535)]).optional(),
  })
  .strict();

const faultSchema = z
  .object({
    /** Regular expression tested against the request's path and query, e.g. "^/api/nodes(\\?|$)". */
    path: z.string().min(1),
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

export const demoHandlers = (db: DemoDb, route: Route): HttpHandler[] => {
  const faults: Fault[] = [];
  const settingsJson = () => ({ ...db.settings, nodeCount: db.nodes.length });

  return [
    // Runs before every other /api handler; returns nothing (falls through) unless a fault matches.
    http.all(API_PATH, ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/__demo/')) return undefined;
      const fault = faults.find((candidate) => candidate.pattern.test(url.pathname + url.search));
      if (!fault) return undefined;
      if (fault.times !== undefined && --fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      if (fault.status === 429) return new HttpResponse('Rate Limit exceeded', { status: 429, headers: { 'content-type': 'text/plain' } });
      return errorJson(fault.status, fault.message ?? 'Injected fault') as never;
    }),

    route('post', '/__demo/reset', () => {
      db.reset({ keepSessions: true });
      return json(settingsJson());
    }, { public: true }),

    route('get', '/__demo/settings', () => json(settingsJson()), { public: true }),

    route('post', '/__demo/settings', async ({ request }) => {
      const body = await parseBody(request, settingsSchema);
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
    }, { public: true }),

    route('post', '/__demo/fault', async ({ request }) => {
      const body = await parseBody(request, faultSchema);
      if (body instanceof Response) return body;
      let pattern: RegExp;
      try {
        pattern = new RegExp(body.path);
      } catch (error) {
        return errorJson(400, (error as Error).message);
      }
      faults.push({ ...body, pattern });
      return json({ faults: faults.length });
    }, { public: true }),

    route('delete', '/__demo/fault', () => {
      faults.splice(0, faults.length);
      return json({ faults: 0 });
    }, { public: true }),
  ];
};
