/** The demo gateway for Vitest: msw/node over a fresh database, its answers checked against openapi.yaml. */
import { setupServer } from 'msw/node';
import { createContractChecks } from './contract/checks';
import { createDb, type DemoData } from './db';
import { createHandlers } from './handlers';

export function createTestServer(initial?: DemoData) {
  const db = createDb(initial);
  return { server: setupServer(...createHandlers(db, createContractChecks())), db };
}
