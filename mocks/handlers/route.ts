/**
 * A thin layer over msw's `http`: every route lives under `*\/api` (matches the browser origin and
 * `http://localhost` in Node tests alike) and requires an admin session unless declared public.
 * Like the reference, the token is read from `Authorization: <scheme> <token>`, else from `?token=`
 * (list routes then refuse `token` as an unknown query key, as the reference does).
 */
import { http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { DemoDb } from '../db';
import { issuesToErrors } from './messages';
import { badRequest, unauthorized, validationFailed } from './respond';

export interface RouteContext {
  request: Request;
  params: Record<string, string>;
  url: URL;
}

/** Returning undefined lets the next matching handler answer. */
export type RouteHandler = (ctx: RouteContext) => Response | undefined | Promise<Response | undefined>;

type Method = 'get' | 'post' | 'patch' | 'delete' | 'all';

export const sessionToken = (request: Request): string | null => {
  const header = request.headers.get('authorization');
  const fromHeader = header?.trim().split(/\s+/)[1];
  return fromHeader || new URL(request.url).searchParams.get('token');
};

export const hasSession = (db: DemoDb, request: Request, now = Date.now()): boolean => {
  const token = sessionToken(request);
  if (!token || token === 'None') return false;
  const expiresAt = db.sessions[token];
  return expiresAt !== undefined && expiresAt > now;
};

export type Route = (method: Method, path: string, handler: RouteHandler, options?: { public?: boolean }) => HttpHandler;

export const createRoute =
  (db: DemoDb): Route =>
  (method, path, handler, options = {}) =>
    http[method](`*/api${path}`, async ({ request, params }) => {
      if (!options.public && !hasSession(db, request)) return unauthorized();
      // msw's resolver type wants its own response type; a plain Fetch Response is what it handles.
      return (await handler({ request, params: params as Record<string, string>, url: new URL(request.url) })) as never;
    });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads and validates a JSON body: malformed JSON → 400 with the parser's message (as Express'
 * body-parser does), an empty body counts as `{}`, schema failures → 422 with English messages.
 */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | Response> {
  const text = await request.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch (error) {
      return badRequest((error as Error).message);
    }
  }
  if (!isPlainObject(body)) return validationFailed([{ field: '', message: '"value" must be of type object' }]);
  const result = schema.safeParse(body);
  if (!result.success) return validationFailed(issuesToErrors(result.error.issues));
  return result.data;
}
