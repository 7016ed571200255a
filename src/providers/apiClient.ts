/**
 * The typed client over openapi.yaml's `paths`, free of browser settings so that the console and the
 * command line (`npm run config`) share it.
 */
import createClient from 'openapi-fetch';
import type { AnswerOf, CallInit, Method, PathsWith } from '../api/operations';
import type { paths } from '../api/types';
import { ApiError, fileNameFrom, networkError, toHttpError, unreadableAnswer } from './httpErrors';
import { stripSecrets } from './sanitize';

type Scalar = string | number | boolean | null | undefined;

/** Query string without empty or undefined parameters (the reference server rejects some). */
export const serializeQuery = (query: unknown): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, Scalar][]) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  return params.toString();
};

export interface ApiSettings {
  /** Absolute URL of the API, e.g. `https://gw.example.com/api`. */
  baseUrl: string;
  token: () => string | null | undefined;
  headers?: Record<string, string>;
}

type Parse = 'json' | 'blob';

export const createApi = ({ baseUrl, token, headers }: ApiSettings) => {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    headers: { Accept: 'application/json', ...headers },
    querySerializer: serializeQuery,
    // Looked up at call time: test servers and the demo's service worker replace fetch after start-up.
    fetch: (request) => globalThis.fetch(request),
  });

  client.use({
    onRequest({ request }) {
      const current = token();
      if (current) request.headers.set('Authorization', `Bearer ${current}`);
      return request;
    },
  });

  const send = async <P extends PathsWith<M>, M extends Method>(method: M, path: P, init: CallInit<P, M>, parseAs: Parse) => {
    let status = 0;
    const seeStatus = { onResponse: ({ response }: { response: Response }) => void (status = response.status) };
    try {
      // openapi-fetch's own signature is generic over the init object; ours (CallInit) is exact.
      const request = client.request as (method: M, path: P, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      const { data, error, response } = await request(method, path, {
        params: { path: init.path, query: init.query },
        body: init.body,
        signal: init.signal,
        parseAs,
        middleware: [seeStatus],
      });
      if (!response.ok) throw toHttpError(response.status, error ?? null, response.headers);
      return { data, response };
    } catch (error) {
      if ((error as Error).name === 'AbortError' || error instanceof ApiError) throw error;
      // A body that is not the JSON it claims to be (an HTML page from a proxy, an answer cut short).
      if (error instanceof SyntaxError) throw unreadableAnswer(status);
      throw networkError();
    }
  };

  /** Where the wire's JSON takes its contract type, without key material. */
  const call = async <M extends Method, P extends PathsWith<M>>(method: M, path: P, init: CallInit<P, M>): Promise<AnswerOf<P, M>> => {
    const { data, response } = await send(method, path, init, 'json');
    // An empty success is only an answer where the contract declares one (204); otherwise it is unreadable.
    if (data === undefined && response.status !== 204) throw unreadableAnswer(response.status);
    return stripSecrets(data ?? null) as AnswerOf<P, M>;
  };

  return {
    get: <P extends PathsWith<'get'>>(path: P, init: CallInit<P, 'get'>) => call('get', path, init),
    post: <P extends PathsWith<'post'>>(path: P, init: CallInit<P, 'post'>) => call('post', path, init),
    patch: <P extends PathsWith<'patch'>>(path: P, init: CallInit<P, 'patch'>) => call('patch', path, init),
    delete: <P extends PathsWith<'delete'>>(path: P, init: CallInit<P, 'delete'>) => call('delete', path, init),

    download: async <P extends PathsWith<'get'>>(path: P, init: CallInit<P, 'get'>): Promise<{ blob: Blob; fileName: string }> => {
      const { data, response } = await send('get', path, init, 'blob');
      // `parseAs: 'blob'` made it a Blob (not necessarily this realm's Blob class, hence no instanceof).
      return { blob: (data ?? new Blob([])) as Blob, fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
    },
  };
};

export type Api = ReturnType<typeof createApi>;
