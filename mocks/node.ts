/** The demo gateway for Vitest: msw/node over a fresh database. */
import { setupServer } from 'msw/node';
import { createDb, type DemoData } from './db';
import { createHandlers } from './handlers';

export function createTestServer(initial?: DemoData) {
  const db = createDb(initial);
  return { server: setupServer(...createHandlers(db)), db };
}
