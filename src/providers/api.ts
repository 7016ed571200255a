/** The typed client as the browser console uses it: the page's origin and the token cookie. */
import type { QueryOf } from '../api/operations';
import { API_BASE } from '../config';
import { createApi, serializeQuery } from './apiClient';
import { getToken } from './tokenCookie';

export { serializeQuery };

export const api = createApi({
  // Absolute, as a browser resolves '/api/…' against the page (Node's Request, in tests, needs it).
  baseUrl: new URL(API_BASE, globalThis.location?.href ?? 'http://localhost').href,
  token: getToken,
});

export type StreamPath = '/nodes/stream' | '/logs/stream';

export const streamUrl = <P extends StreamPath>(path: P, query: QueryOf<P>): string => {
  const search = serializeQuery(query);
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
};
