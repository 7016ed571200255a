/**
 * Shared helpers for the provider tests: an msw/node server that records every request it sees,
 * a signed-in state, and a recorder for the raw strings written to document.cookie.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface SeenRequest {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  credentials: RequestCredentials;
  text: Promise<string>;
}

/** Starts a server for the calling test file and returns it with the list of requests it received. */
export const useServer = () => {
  const server = setupServer();
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      url,
      path: url.pathname,
      headers: request.headers,
      credentials: request.credentials,
      text: request.clone().text(),
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
  return { server, seen };
};

/** The JSON body a recorded request carried (undefined when it had none). */
export const bodyOf = async (request: SeenRequest): Promise<unknown> => {
  const text = await request.text;
  return text === '' ? undefined : JSON.parse(text);
};

export const signIn = (token = 'tok-123') => {
  document.cookie = `token=${encodeURIComponent(token)}; Path=/`;
  return token;
};

/** Records every raw string assigned to document.cookie (attributes such as SameSite are not readable back). */
export const recordCookieWrites = () => {
  let proto: object | null = Object.getPrototypeOf(document);
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto);
  }
  if (!descriptor?.get || !descriptor.set) throw new Error('document.cookie accessor not found');
  const { get, set } = descriptor;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(document);
    },
    set(value: string) {
      writes.push(value);
      set.call(document, value);
    },
  });
  return {
    writes,
    restore: () => {
      delete (document as unknown as { cookie?: string }).cookie;
    },
  };
};

/** Goes to a path of the jsdom page without a navigation. */
export const visit = (path: string) => window.history.pushState({}, '', path);
