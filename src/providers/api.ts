/**
 * The console's client of the gateway: the typed client (apiClient.ts) on the page's origin, with the
 * session's token cookie, and the URLs of the event streams.
 */
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

/** The event-stream operations (EventSource cannot send headers: the token goes in the query). */
export type StreamPath = '/nodes/stream' | '/logs/stream';

/** The URL of an event stream with its contract query (`token` included, empty values left out). */
export const streamUrl = <P extends StreamPath>(path: P, query: QueryOf<P>): string => {
  const search = serializeQuery(query);
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
};
