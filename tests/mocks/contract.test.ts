// @vitest-environment node
/**
 * The demo gateway answers to openapi.yaml, not to the console: requests are refused as the reference
 * refuses them when they break the contract, and an answer (or stream frame) that breaks the contract
 * is caught by the checks every test runs with.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mocks/credentials';
import { createContractChecks } from '../../mocks/contract/checks';
import { createDb } from '../../mocks/db';
import { createHandlers } from '../../mocks/handlers';
import { BASE, readFrames } from './helpers';

// A gateway of its own whose contract problems are collected here (not by the shared test set-up).
const problems: string[] = [];
const db = createDb();
const server = setupServer(...createHandlers(db, createContractChecks((problem) => problems.push(problem))));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  db.reset();
  problems.length = 0;
});
afterAll(() => server.close());

const token = async () => {
  const response = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
};

const call = async (method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${await token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('requests that break openapi.yaml are refused like the reference refuses them', () => {
  it('an unknown body key: 422 on the body, nothing saved', async () => {
    const before = db.domains.length;
    const response = await call('POST', '/domains', { domain: 'new.example.com', ssl: 'self-signed', owner: 'me' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Validation failed', errors: { body: [{ field: 'owner', message: '"owner" is not allowed' }] } });
    expect(db.domains.length).toBe(before);
  });

  it('an unknown query key on a list: 422 on the query', async () => {
    const response = await call('GET', '/domains?page=1&limit=10&sort=domain');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Validation failed', errors: { query: [{ field: 'sort', message: '"sort" is not allowed' }] } });
  });

  it('a value of the wrong type, out of range or against a pattern: the reference\'s texts', async () => {
    const cases: [unknown, { field: string; message: string }][] = [
      [{ name: 'n', keepalive: 'often' }, { field: 'keepalive', message: 'This field must be a number' }],
      [{ name: 'n', keepalive: 300 }, { field: 'keepalive', message: 'This field must be less than or equal to 120' }],
      [{ name: 'n', allowInternet: 'yes' }, { field: 'allowInternet', message: 'This field must be a boolean' }],
      [{ name: '' }, { field: 'name', message: 'This field is not allowed to be empty' }],
      [{ dns: '1.1.1.1' }, { field: 'name', message: 'This field is required' }],
    ];
    for (const [body, error] of cases) {
      const response = await call('POST', '/nodes', body);
      expect(response.status).toBe(422);
      expect((await response.json()).errors.body).toEqual([error]);
    }
    const path = await call('POST', '/services/2/http', { name: 'web', pathLocation: 'no-slash' });
    expect((await path.json()).errors.body).toEqual([
      { field: 'pathLocation', message: 'Path Location must be an absolute URL path containing only letters, numbers, "/", ".", "_", "~", and "-"' },
    ]);
    const neither = await call('POST', '/services/2/http', { name: 'web' });
    expect((await neither.json()).errors.body).toEqual([{ field: '', message: '"value" must contain at least one of [domain, pathLocation]' }]);
  });

  it('malformed JSON is a 400 with the parser\'s message, a non-object body a 422 (a JSON scalar a 400, as body-parser\'s strict mode)', async () => {
    const malformed = await fetch(`${BASE}/domains`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: '{"domain":',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).status).toBe('error');
    const list = await call('POST', '/domains', ['x']);
    expect((await list.json()).errors.body).toEqual([{ field: '', message: 'This field must be of type object' }]);
    const scalar = await fetch(`${BASE}/domains`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: ' null',
    });
    expect(scalar.status).toBe(400);
    expect(await scalar.json()).toEqual({ status: 'error', message: 'Unexpected token \'n\', " null" is not valid JSON' });
  });

  it('the answers of all that keep the contract (no problem recorded)', () => {
    expect(problems).toEqual([]);
  });
});

describe('answers that break openapi.yaml are caught', () => {
  it('a record with a field of the wrong type', async () => {
    (db.nodes[1] as unknown as { name: number }).name = 42;
    expect((await call('GET', '/nodes/2')).status).toBe(200);
    expect(problems).toEqual([expect.stringMatching(/^GET \/nodes\/\{id\} → 200: .*\/name must be string/)]);
  });

  it('a record missing a required field, in a list', async () => {
    delete (db.domains[0] as unknown as { ssl?: string }).ssl;
    await call('GET', '/domains?page=1&limit=10');
    expect(problems).toEqual([expect.stringMatching(/^GET \/domains → 200: .*ssl/)]);
  });

  it('a live status the contract does not know, in a stream frame', async () => {
    (db.nodes[1] as unknown as { enabled: string }).enabled = 'sometimes';
    const { frames } = await readFrames(`${BASE}/nodes/stream?id=2&token=${await token()}`, 1);
    expect(frames).toHaveLength(1);
    expect(problems).toEqual([expect.stringMatching(/^GET \/nodes\/stream frame: .*enabled must be boolean/)]);
  });
});
