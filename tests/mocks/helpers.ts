/** Shared set-up for the demo gateway tests: one msw/node server per file, fresh data per test. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mocks/credentials';
import { createTestServer } from '../../mocks/node';

export const BASE = 'http://localhost/api';

export function useDemoGateway() {
  const { server, db } = createTestServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => db.reset());
  afterAll(() => server.close());

  const login = async (): Promise<string> => {
    const response = await fetch(`${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { token: string }).token;
  };

  /** A request with a fresh admin session; `body` is sent as JSON. */
  const api = async (method: string, path: string, body?: unknown): Promise<Response> => {
    const token = await login();
    return fetch(`${BASE}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };

  return { db, login, api };
}

export interface Frame {
  event?: string;
  data: string;
}

/**
 * Opens an event stream (calling `onOpen` once the answer's headers arrived) and returns its first
 * `count` frames as they arrive, then aborts the request (which is what stops the gateway's timers).
 */
export async function readFrames(
  url: string,
  count: number,
  onOpen?: () => void,
): Promise<{ response: Response; frames: Frame[] }> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  onOpen?.();
  const frames: Frame[] = [];
  if (!response.body) return { response, frames };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    while (frames.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1 && frames.length < count) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
        frames.push(event ? { event, data } : { data });
      }
    }
  } finally {
    controller.abort();
    await reader.cancel().catch(() => undefined);
  }
  return { response, frames };
}
