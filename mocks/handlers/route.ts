/**
 * The demo gateway's routes, typed by the contract's generated `paths` (openapi-msw): a handler exists
 * only for a path and method of openapi.yaml, reads that operation's path parameters and body types,
 * and answers success with `response(200).json(...)`, which must match the operation's answer type.
 * Around every handler, as on the reference: the admin session (token from `Authorization`, else
 * `?token=`), then the request checked against openapi.yaml (unknown query and body keys refused with
 * the reference's 422), and in tests the answer checked against openapi.yaml too.
 */
import { type HttpHandler } from 'msw';
import { createOpenApiHttp, type ResponseResolver } from 'openapi-msw';
import type { paths } from '../../src/api/types';
import type { DemoDb } from '../db';
import type { ContractChecks } from '../contract/checks';
import type { MessageStyle } from '../contract/messages';
import { checkRequest, takesJsonBody, type Method } from '../contract/validator';
import { badRequest, forbidden, unauthorized, validationFailed } from './respond';

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

/**
 * A node access token (the reference's header-less JWT `payload.signature` with `type: "client"`, as
 * the demo issues them): signed by the gateway but not an admin's, so admin routes answer 403.
 */
const isNodeToken = (token: string): boolean => {
  const parts = token.split('.');
  if (parts.length !== 2) return false;
  try {
    const payload = JSON.parse(atob(parts[0].replace(/-/g, '+').replace(/_/g, '/'))) as { type?: unknown };
    return payload.type === 'client';
  } catch {
    return false;
  }
};

/** Why a request is refused before anything else (401 no valid session, 403 a node's token), or undefined. */
const sessionRefusal = (db: DemoDb, request: Request): Response | undefined => {
  if (hasSession(db, request)) return undefined;
  const token = sessionToken(request);
  return token && isNodeToken(token) ? forbidden() : unauthorized();
};

export interface RouteOptions {
  /** No session needed (sign-in). */
  public?: boolean;
  /** Stock Joi texts instead of the reference's custom ones (the login validator). */
  messages?: MessageStyle;
}

type PathsFor<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never;
}[keyof paths];

type Register<M extends Method> = <P extends PathsFor<M>>(
  path: P,
  resolver: ResponseResolver<paths, P, M>,
  options?: RouteOptions,
) => HttpHandler;

export interface Routes {
  get: Register<'get'>;
  post: Register<'post'>;
  patch: Register<'patch'>;
  delete: Register<'delete'>;
  /** The contract checks of this gateway (tests), for event-stream frames. */
  checks?: ContractChecks;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * body-parser's strict mode: a body that does not start with `{` or `[` is refused with the message
 * JSON.parse gives for it (its `createStrictSyntaxError`), e.g. `Unexpected token 'n', "null" is not valid JSON`.
 */
const strictViolation = (text: string, first: string): string => {
  const index = text.indexOf(first);
  const partial = text.substring(0, index) + '#'.repeat(text.length - index);
  try {
    JSON.parse(partial);
    return 'strict violation';
  } catch (error) {
    return (error as Error).message.replace(/#+/g, (placeholder) => text.substring(index, index + placeholder.length));
  }
};

/** Body parsing as Express' JSON parser does it: malformed JSON is a 400 with the parser's message. */
const readJsonBody = async (request: Request): Promise<{ body: unknown } | Response> => {
  const text = await request.clone().text();
  if (text.trim() === '') return { body: {} };
  const first = /^[ \t\n\r]*([^ \t\n\r])/.exec(text)?.[1];
  if (first !== undefined && first !== '{' && first !== '[') return badRequest(strictViolation(text, first));
  try {
    return { body: JSON.parse(text) };
  } catch (error) {
    return badRequest((error as Error).message);
  }
};

/** The reference's answer to a request that breaks the contract, or undefined. */
const refusal = async (method: Method, path: string, request: Request, style?: MessageStyle): Promise<Response | undefined> => {
  let body: unknown;
  if (takesJsonBody(method, path)) {
    const read = await readJsonBody(request);
    if (read instanceof Response) return read;
    if (!isPlainObject(read.body)) {
      // Joi's object.base: the reference's own text, or stock Joi's on the login body.
      const message = style === 'stock' ? '"value" must be of type object' : 'This field must be of type object';
      return validationFailed([{ field: '', message }]);
    }
    body = read.body;
  }
  const problem = checkRequest(method, path, { query: new URL(request.url).searchParams, body }, style);
  return problem ? validationFailed([problem.error], problem.segment) : undefined;
};

export const createRoutes = (db: DemoDb, checks?: ContractChecks): Routes => {
  const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });
  const register =
    <M extends Method>(method: M): Register<M> =>
    (path, resolver, options = {}) => {
      // openapi-msw's factories are typed per method; the wrapper below is the same for all of them.
      const factory = http[method] as unknown as (path: string, resolver: (info: never) => unknown) => HttpHandler;
      return factory(path, async (info: Parameters<typeof resolver>[0]) => {
        const { request } = info;
        const refusedSession = options.public ? undefined : sessionRefusal(db, request);
        if (refusedSession) return refusedSession;
        // A gateway without the console's search extension (the reference): its list validators refuse the key.
        if (db.settings.search === false && path !== '/nodes/stream' && new URL(request.url).searchParams.has('search')) {
          return validationFailed([{ field: 'search', message: '"search" is not allowed' }], 'query');
        }
        const refused = await refusal(method, path, request, options.messages);
        if (refused) return refused;
        const answer = await resolver(info);
        if (checks && answer instanceof Response) await checks.answer(method, path, answer);
        return answer;
      });
    };
  return { get: register('get'), post: register('post'), patch: register('patch'), delete: register('delete'), checks };
};
