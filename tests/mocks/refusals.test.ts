/**
 * Issue 41 point 5, on the demo gateway: it refuses the forms' invalid saves with the real gateway's
 * own answers (the cases of tests/gateway/refusals/cases.ts, collected from a real gateway, which
 * tests/gateway/refusals.gateway.ts sends to one), and the console's forms turn each into its sentence
 * in English and French. Cases the demo cannot give say why in `notOnDemo`; those needing a gateway
 * set up otherwise (no DNS, no OAuth2, a failing Let's Encrypt) are for the real one only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mocks/credentials';
import { createTestServer } from '../../mocks/node';
import { defaultSettings } from '../../mocks/settings';
import { REFUSALS, type Call, type Vars } from '../gateway/refusals/cases';
import { problemsOf, runSetup, startVars, type Answered } from '../gateway/refusals/check';
import { BASE } from './helpers';

const { server } = createTestServer();
let token = '';

const send = async ({ method, path, body }: Call): Promise<Answered> => {
  const demoControl = path.startsWith('/__demo/');
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...(demoControl ? {} : { authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body: parsed };
};

const v: Vars = startVars('rf', defaultSettings().tcpPortRange, defaultSettings().vpnHost);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const login = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
  await runSetup('shared', send, v, { demo: true });
});
afterAll(() => server.close());

const onDemo = REFUSALS.filter((refusal) => refusal.on === 'shared' && !refusal.notOnDemo);

describe('the demo gateway refuses as the real one, and the forms say it in words', () => {
  it('has cases to send', () => {
    expect(onDemo.length).toBeGreaterThan(60);
  });

  it.each(onDemo.map((refusal) => [refusal.name, refusal] as const))('%s', async (_name, refusal) => {
    const answer = await send(refusal.call(v));
    expect(problemsOf(refusal, answer, v)).toEqual([]);
  });
});
