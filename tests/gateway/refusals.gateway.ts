/**
 * Issue 41 point 5 on the real gateway: every refusal a form can meet (tests/gateway/refusals/cases.ts)
 * is sent to a real Wiredoor gateway, which must still answer it as collected (status, field, its own
 * words), and the console's forms must show each as its sentence, in English and French, on its field
 * (the mapping of src/providers/gatewayRefusals.ts, run on the gateway's actual answer).
 *
 * Most are the gateway under test's (GATEWAY_E2E_URL). The rest depend on how a gateway is set up, so
 * this file starts two more instances of the same build for them, each on a port and run directory of
 * its own, stopped by its stop.sh afterwards: "unverified" (no DNS: no domain points to it; no OAuth2
 * settings; a VPN subnet of five addresses) and "certbotFails" (every domain points to it, Let's
 * Encrypt fails, one public TCP port). They need root and the build (GATEWAY_E2E_BUILD, by default
 * .gateway/ where .ci/run builds it); without them those cases are skipped, saying why.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../e2e/devServer';
import { REFUSALS, type Call, type GatewayKind, type Vars } from './refusals/cases';
import { problemsOf, runSetup, startVars, type Answered, type Send } from './refusals/check';
import { describeOnGateway, gateway, signInApi, uniqueName, type GatewayApi } from './realGateway';

const root = path.resolve(import.meta.dirname, '..', '..');
const build = process.env.GATEWAY_E2E_BUILD || path.join(root, '.gateway');
const cannotStart = !existsSync(path.join(build, 'start.sh'))
  ? `no gateway build in ${build} (set GATEWAY_E2E_BUILD)`
  : process.getuid?.() !== 0
    ? 'starting a gateway needs root'
    : '';

/** The settings that make an instance give the refusals of its kind (start.sh's variables). */
const SETTINGS: Record<Exclude<GatewayKind, 'shared'>, Record<string, string>> = {
  unverified: { VPN_SUBNET: '10.9.0.0/29' },
  certbotFails: { WD_FAKE_DNS: '1', WD_CERTBOT_FAIL: '1', TCP_SERVICES_PORT_RANGE: '32790' },
};

interface Party {
  send: Send;
  v: Vars;
  stop?: () => void;
}

const parties: Partial<Record<GatewayKind, Party>> = {};
const failed: Partial<Record<GatewayKind, string>> = {};

/** A signed-in client that takes a new client address every 40 calls (the reference allows 60 a minute per address). */
const client = (target: { url: string; username: string; password: string }): Send => {
  let api: GatewayApi | undefined;
  let calls = 0;
  return async ({ method, path: apiPath, body }: Call): Promise<Answered> => {
    if (!api || calls >= 40) {
      api = await signInApi(target);
      calls = 0;
    }
    calls += 1;
    const answer = await api.call(method, apiPath, body);
    return { status: answer.status, body: answer.body };
  };
};

/** The gateway's VPN_HOST and TCP_SERVICES_PORT_RANGE (GET /api/config, which the console's contract leaves out). */
const settingsOf = async (send: Send): Promise<{ host: string; range: [number, number] }> => {
  const answer = await send({ method: 'GET', path: '/config' });
  const config = answer.body as { VPN_HOST?: string; TCP_SERVICES_PORT_RANGE?: string };
  const [min, max = min] = (config.TCP_SERVICES_PORT_RANGE ?? '32760-32767').split('-').map(Number);
  return { host: config.VPN_HOST ?? '127.0.0.1', range: [min, max] };
};

const startInstance = async (kind: Exclude<GatewayKind, 'shared'>): Promise<Party> => {
  const runDir = mkdtempSync(path.join(os.tmpdir(), `refusals-${kind}-`));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, WD_RUN_DIR: runDir, WD_RESET: '1', ...SETTINGS[kind] };
  // What the gateway under test was started with must not leak into these: each has its own settings.
  for (const name of Object.keys(env)) if (/^(OAUTH2_PROXY_|WD_UI_DIR$|WD_FAKE_DNS$|WD_CERTBOT_FAIL$)/.test(name) && !(name in SETTINGS[kind])) delete env[name];
  const stop = () => {
    spawnSync(path.join(build, 'stop.sh'), { env: { ...process.env, WD_RUN_DIR: runDir }, stdio: 'ignore' });
    rmSync(runDir, { recursive: true, force: true });
  };
  const started = spawnSync(path.join(build, 'start.sh'), [String(port)], { env, encoding: 'utf8' });
  if (started.status !== 0) {
    stop();
    throw new Error(`start.sh (${kind}) failed:\n${started.stdout}\n${started.stderr}`);
  }
  const instance = JSON.parse(readFileSync(path.join(runDir, 'instance.json'), 'utf8')) as { url: string; username: string; password: string };
  const send = client(instance);
  const { host, range } = await settingsOf(send);
  const v = startVars(uniqueName('rf'), range, host);
  await runSetup(kind, send, v);
  return { send, v, stop };
};

/** Deletes on the gateway under test what the run made there (its names start with the run's prefix). */
const cleanUp = async ({ send, v }: Party) => {
  const mine = (name: unknown) => typeof name === 'string' && name.startsWith(String(v.run));
  const list = async <T>(apiPath: string) => ((await send({ method: 'GET', path: apiPath })).body as { data?: T[] }).data ?? [];
  for (const service of await list<{ id: number; name: string }>(`/services/${v.local}/http?page=1&limit=100`)) {
    if (mine(service.name)) await send({ method: 'DELETE', path: `/services/${v.local}/http/${service.id}` });
  }
  for (const node of await list<{ id: number; name: string }>('/nodes?page=1&limit=1000')) {
    if (!mine(node.name)) continue;
    // A node's tokens outlive it (no foreign key): delete them first.
    for (const token of await list<{ id: number }>(`/nodes/${node.id}/pats?page=1&limit=100`)) {
      await send({ method: 'DELETE', path: `/nodes/${node.id}/pats/${token.id}` });
    }
    await send({ method: 'DELETE', path: `/nodes/${node.id}` });
  }
  for (const domain of await list<{ id: number; domain: string }>('/domains?page=1&limit=1000')) {
    if (mine(domain.domain)) await send({ method: 'DELETE', path: `/domains/${domain.id}` });
  }
};

describeOnGateway("the forms' refusals on real gateways, each as a sentence in English and French", () => {
  beforeAll(async () => {
    const send = client(gateway());
    const { host, range } = await settingsOf(send);
    const shared: Party = { send, v: startVars(uniqueName('rf'), range, host) };
    parties.shared = shared;
    await runSetup('shared', send, shared.v);
    if (cannotStart) return;
    await Promise.all(
      (['unverified', 'certbotFails'] as const).map(async (kind) => {
        try {
          parties[kind] = await startInstance(kind);
        } catch (error) {
          failed[kind] = (error as Error).message;
        }
      }),
    );
  });

  afterAll(async () => {
    try {
      if (parties.shared) await cleanUp(parties.shared);
    } finally {
      for (const kind of ['unverified', 'certbotFails'] as const) parties[kind]?.stop?.();
    }
  });

  it('covers every kind of gateway it needs', () => {
    expect(new Set(REFUSALS.map((refusal) => refusal.on))).toEqual(new Set(['shared', 'unverified', 'certbotFails']));
  });

  it.for(REFUSALS.map((refusal) => [`${refusal.on === 'shared' ? '' : `(${refusal.on}) `}${refusal.name}`, refusal] as const))('%s', async ([, refusal], context) => {
    const party = parties[refusal.on];
    if (!party) {
      // Starting it was not possible here (say why); a start that failed where it should work fails the case.
      if (failed[refusal.on]) throw new Error(failed[refusal.on]);
      context.skip(`needs a gateway set up as "${refusal.on}": ${cannotStart}`);
      return;
    }
    const answer = await party.send(refusal.call(party.v));
    expect(problemsOf(refusal, answer, party.v)).toEqual([]);
  });
});
