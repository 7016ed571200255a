/**
 * Conformance of the demo gateway (mocks/) and of openapi.yaml to the real Wiredoor gateway: one
 * scripted sequence of API calls (conformance/sequence.ts) goes to both, step by step. Per step the
 * status codes must be equal, an error's body equal (validation fields and messages included), a
 * success's shape equal (keys and value types, arrays by their elements' shape), an event stream's
 * first frames alike; and every answer of either gateway must keep openapi.yaml. What differs on
 * purpose is in conformance/allowed-differences.ts, each with its reason; an entry that matches
 * nothing fails the check too.
 *
 * The demo gateway runs as its own HTTP server (the bundle in dist-gateway/) on a free loopback port,
 * reset first and stopped by its PID. The real gateway is GATEWAY_E2E_URL, shared with other suites:
 * every record made here has a unique name and is deleted again, also when the check fails midway.
 * CONFORMANCE_TRACE=1 prints each step as it starts (to find a step that hangs).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '../../mocks/contract/document';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mocks/credentials';
import { startGateway } from '../e2e/globalSetup';
import { allowedDifferences, type AllowedDifference } from './conformance/allowed-differences';
import { formatDifferences, runStep, StepFailed, type Difference, type Party } from './conformance/check';
import { Gateway, type Side } from './conformance/gateways';
import { namesFor, sequence } from './conformance/sequence';
import { describeOnGateway, gateway, signInApi, uniqueName } from './realGateway';

const steps = sequence(namesFor(uniqueName('cf')));

const root = path.resolve(import.meta.dirname, '..', '..');

/** The demo gateway's bundle (`npm test` builds it before these suites; built here when missing). */
const ensureDemoBundle = () => {
  if (existsSync(path.join(root, 'dist-gateway', 'demo-gateway.mjs'))) return;
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-demo-gateway.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the demo gateway (scripts/build-demo-gateway.mjs) failed');
};

const METHODS = ['get', 'post', 'patch', 'delete'] as const;
const operations = Object.entries(contract.paths).flatMap(([apiPath, item]) =>
  METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${apiPath}`),
);

it('has a step for every operation of openapi.yaml', () => {
  const covered = new Set(steps.flatMap((step) => (step.op ? [step.op] : [])));
  expect(operations.filter((operation) => !covered.has(operation)), 'operations of openapi.yaml without a step').toEqual([]);
  expect([...covered].filter((operation) => !operations.includes(operation)), 'steps naming no operation of openapi.yaml').toEqual([]);
});

/** Deletes on the real gateway whatever the sequence made there and did not delete itself (answers ignored). */
const cleanUp = async ({ gateway: real, v }: Party) => {
  const call = async (method: string, apiPath: string) => {
    const { token, address } = await real.client();
    return real.send({ method, path: apiPath, headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': address } });
  };
  if (v.T !== undefined) await call('DELETE', `/services/${v.B}/tcp/${v.T}`);
  if (v.H !== undefined) await call('DELETE', `/services/${v.B}/http/${v.H}`);
  if (v.PL !== undefined) await call('DELETE', `/nodes/${v.local}/pats/${v.PL}`);
  // A node's tokens outlive it (no foreign key): delete them first.
  for (const node of [v.A, v.G, v.B].filter((id) => id !== undefined)) {
    const tokens = await call('GET', `/nodes/${node}/pats?page=1&limit=100`);
    for (const token of (tokens.json as { data?: { id: number }[] } | undefined)?.data ?? []) await call('DELETE', `/nodes/${node}/pats/${token.id}`);
    await call('DELETE', `/nodes/${node}`);
  }
  for (const domain of [v.D1, v.D2].filter((id) => id !== undefined)) await call('DELETE', `/domains/${domain}`);
};

describeOnGateway('conformance of the demo gateway and openapi.yaml to the real gateway', () => {
  let demoProcess: ChildProcess | undefined;
  let parties: Record<Side, Party>;

  beforeAll(async () => {
    ensureDemoBundle();
    const demo = await startGateway();
    demoProcess = demo.child;
    const reset = await fetch(`${demo.url}/api/__demo/reset`, { method: 'POST' });
    expect(reset.status, 'demo reset').toBe(200);
    const real = gateway();
    parties = {
      real: { gateway: new Gateway('real', real.url, () => signInApi(real)), v: { username: real.username, password: real.password } },
      demo: {
        gateway: new Gateway('demo', demo.url, () => signInApi({ url: demo.url, username: DEMO_USERNAME, password: DEMO_PASSWORD })),
        v: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
      },
    };
  });

  afterAll(async () => {
    try {
      if (parties) await cleanUp(parties.real);
    } finally {
      if (demoProcess?.pid) process.kill(demoProcess.pid);
    }
  });

  it('answers every step as the real gateway does, apart from the allowed differences', async () => {
    const differences: Difference[] = [];
    let stopped = '';
    for (const step of steps) {
      if (process.env.CONFORMANCE_TRACE) console.error(`${new Date().toISOString()} ${step.name}`);
      try {
        differences.push(...(await runStep(step, parties)));
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        stopped = error.message;
        break;
      }
    }

    const used = new Set<AllowedDifference>();
    const unexpected = differences.filter((difference) => {
      const entry = allowedDifferences.find((allowed) => allowed.step.test(difference.step) && allowed.where.test(difference.where));
      if (entry) used.add(entry);
      return !entry;
    });
    const stale = allowedDifferences.filter((entry) => !used.has(entry));
    const compared = steps.filter((step) => !step.only).length;
    const covered = new Set(steps.flatMap((step) => (step.op ? [step.op] : []))).size;
    console.log(
      `conformance: ${compared} steps over ${covered} operations, ${differences.length - unexpected.length} allowed differences ` +
        `(${used.size} of ${allowedDifferences.length} allow-list entries used), ${unexpected.length} unexpected; ` +
        `requests: real ${parties.real.gateway.requests}, demo ${parties.demo.gateway.requests}`,
    );

    const report = [
      stopped && `The sequence stopped:\n  ${stopped}`,
      unexpected.length > 0 && `Differences not in the allow-list (tests/gateway/conformance/allowed-differences.ts):\n\n${formatDifferences(unexpected)}`,
      stale.length > 0 && `Allow-list entries that match no difference any more:\n${stale.map((entry) => `  ${entry.step} / ${entry.where}: ${entry.reason}`).join('\n')}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    if (report) expect.fail(`\n${report}\n`);
  });
});
