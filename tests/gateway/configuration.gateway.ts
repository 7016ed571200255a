/**
 * The gateway's configuration as a file, on the real Wiredoor server: records made through its API,
 * exported (by the command line), deleted, applied back from the file and exported again the same;
 * a refusal in the middle of a run, then the run continued; and a prune limited to this file's own
 * records. The gateway may hold other suites' records: every file applied here lists only this
 * suite's records and never prunes, except a plan that is checked to delete only ours before it runs.
 *
 * The module runs in-process through the console's typed client, each phase from a client address of
 * its own (the server limits 60 requests a minute per address); the command line runs as a child
 * process with the API token (no sign-in of its own: the server allows 5 a 10 minutes).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runConfigCli, type CliRun } from '../e2e/configCliRun';
import { createApi, type Api } from '../../src/providers/apiClient';
import {
  applyPlan,
  exportConfig,
  planChanges,
  readConfigText,
  readGateway,
  writeConfigText,
  type ConfigFile,
  type Plan,
} from '../../src/providers/configFile';
import { describeOnGateway, gateway, newClientAddress, signInApi, uniqueName } from './realGateway';

/** Each run of the command line starts Node and tsx, seconds on a busy machine: tests running several get more than the project's default. */
const CLI_TIMEOUT = 180_000;

const prefix = uniqueName('cfg');
const names = { domain: `${prefix}.example.com`, node: `${prefix}-node`, gatewayNode: `${prefix}-gw` };
const ours = (file: ConfigFile): ConfigFile => ({
  ...file,
  domains: file.domains.filter((entry) => entry.domain === names.domain),
  nodes: file.nodes.filter((entry) => entry.name === names.node || entry.name === names.gatewayNode),
});

let token: string;
let dir: string;
/** The node tokens the gateway answered at creation: an export must hold none of them. */
const nodeTokens: string[] = [];

/** The console's typed client, from a client address of its own. */
const client = (): Api =>
  createApi({ baseUrl: `${gateway().url}/api`, token: () => token, headers: { 'X-Forwarded-For': newClientAddress() } });

/** This suite's records as the gateway holds them now, as a file. */
const exportOurs = async (api = client()) => ours(exportConfig(await readGateway(api)));

const planOf = async (file: ConfigFile, api: Api, prune = false): Promise<{ plan: Plan; state: Awaited<ReturnType<typeof readGateway>> }> => {
  const state = await readGateway(api);
  const outcome = planChanges(file, state, { prune });
  if (!outcome.ok) throw new Error(`no plan: ${outcome.problems.join('; ')}`);
  return { plan: outcome.plan, state };
};

/** `npm run config -- ...` as an operator runs it, with the API token. */
const cli = (...args: string[]): Promise<CliRun> => runConfigCli(args, { cwd: dir, env: { GATEWAY_URL: gateway().url, GATEWAY_TOKEN: token }, paced: true });

/** Deletes this suite's records by name (nodes take their services with them); what is gone already is skipped. */
const removeOurs = async () => {
  const api = client();
  const state = await readGateway(api);
  for (const node of state.nodes.filter((item) => item.name === names.node || item.name === names.gatewayNode)) {
    await api.delete('/nodes/{id}', { path: { id: node.id } });
  }
  for (const domain of state.domains.filter((item) => item.domain === names.domain)) {
    await api.delete('/domains/{id}', { path: { id: domain.id } });
  }
};

describeOnGateway('configuration as a file on the real gateway', () => {
  beforeAll(async () => {
    token = (await signInApi()).token;
    dir = mkdtempSync(path.join(tmpdir(), 'config-gateway-'));
    const api = client();
    await api.post('/domains', {
      body: { domain: names.domain, ssl: 'self-signed', skipValidation: true, authentication: true, allowedEmails: ['ops@example.com'] },
    });
    const node = await api.post('/nodes', { body: { name: names.node, dns: '1.1.1.1', keepalive: 30 } });
    const subnet = `192.168.${100 + Math.floor(Math.random() * 100)}.0/24`;
    const gatewayNode = await api.post('/nodes', {
      body: { name: names.gatewayNode, isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet }] },
    });
    nodeTokens.push(node.token, gatewayNode.token);
    await api.post('/services/{nodeId}/http', {
      path: { nodeId: node.id },
      body: { name: 'web', domain: names.domain, pathLocation: '/app', backendPort: 8080, allowedIps: ['10.0.0.0/8'] },
    });
    await api.post('/services/{nodeId}/tcp', { path: { nodeId: gatewayNode.id }, body: { name: 'db', backendPort: 5432 } });
  });

  afterAll(async () => {
    await removeOurs();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('exports the records without secrets; after they are deleted, applying the file brings them back the same', async () => {
    const exported = await cli('export', 'gateway.yaml');
    expect(exported.code, exported.stderr).toBe(0);
    const text = readFileSync(path.join(dir, 'gateway.yaml'), 'utf8');
    for (const secret of [...nodeTokens, token, 'privateKey', 'preSharedKey', 'publicKey']) expect(text).not.toContain(secret);
    const reading = readConfigText(text);
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    const file = ours(reading.file);
    expect(file.domains).toHaveLength(1);
    expect(file.nodes.map((node) => [node.name, node.http.length, node.tcp.length, node.gatewayNetworks.length])).toEqual([
      [names.gatewayNode, 0, 1, 1],
      [names.node, 1, 0, 0],
    ]);
    writeFileSync(path.join(dir, 'ours.yaml'), writeConfigText(file));

    await removeOurs();
    expect((await exportOurs()).nodes).toEqual([]);

    const api = client();
    const { plan, state } = await planOf(file, api);
    expect(plan.steps.map((step) => `${step.action} ${step.kind} ${step.name}`)).toEqual([
      `create domain ${names.domain}`,
      `create node ${names.gatewayNode}`,
      `create node ${names.node}`,
      'create http web',
      'create tcp db',
    ]);
    const result = await applyPlan(api, plan, state);
    expect(result.failed).toBeUndefined();
    expect(result.created.map((node) => node.name).sort()).toEqual([names.gatewayNode, names.node]);

    // The same records again, addresses and the TCP port included (the file holds them); nothing left to do.
    expect(await exportOurs()).toEqual(file);
    expect((await planOf(file, client())).plan.steps).toEqual([]);
    const planned = await cli('plan', 'ours.yaml');
    expect(planned.code, planned.stdout + planned.stderr).toBe(0);
    expect(planned.stdout).toContain('Nothing to change');
  }, CLI_TIMEOUT);

  it('stops at a refusal without losing anything, and continues once the file is fixed', async () => {
    const before = await exportOurs();
    const edited = structuredClone(before);
    const node = edited.nodes.find((item) => item.name === names.gatewayNode)!;
    node.keepalive = 45;
    // Port 7 is not a port the simulated node answers on: the gateway's backend check refuses it.
    const echo = { ...node.tcp[0], name: 'echo', backendPort: 7, port: undefined };
    const cache = { ...node.tcp[0], name: 'cache', backendPort: 6379, port: undefined };
    node.tcp.push(echo, cache);
    writeFileSync(path.join(dir, 'refused.yaml'), writeConfigText(edited));

    const refused = await cli('apply', 'refused.yaml', '--yes');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`[1/3] update node ${names.gatewayNode} ... done`);
    expect(refused.stdout).toContain(`[2/3] create TCP/UDP service echo on node ${names.gatewayNode} ... refused`);
    expect(refused.stderr).toMatch(/Stopped: the gateway refused to create TCP\/UDP service echo .*: backendPort: The gateway could not connect to port 7 on /);
    expect(refused.stderr).toContain(`Done before it (1 of 3):\n  update node ${names.gatewayNode}`);

    // Done stays done, nothing else changed, nothing lost.
    const after = await exportOurs();
    expect(after).toEqual({ ...before, nodes: before.nodes.map((item) => (item.name === names.gatewayNode ? { ...item, keepalive: 45 } : item)) });

    echo.backendPort = 9000;
    writeFileSync(path.join(dir, 'fixed.yaml'), writeConfigText(edited));
    const fixed = await cli('apply', 'fixed.yaml', '--yes');
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    expect(fixed.stdout).toContain(`[1/2] create TCP/UDP service echo on node ${names.gatewayNode} ... done`);
    expect(fixed.stdout).toContain(`[2/2] create TCP/UDP service cache on node ${names.gatewayNode} ... done`);
    const { plan } = await planOf(readFixed(), client());
    expect(plan.steps).toEqual([]);
  }, CLI_TIMEOUT);

  it('with prune deletes exactly the records the plan lists: a whole export less ours deletes ours only', async () => {
    const api = client();
    const state = await readGateway(api);
    const whole = exportConfig(state);
    const mine = ours(whole);
    expect(mine.nodes).toHaveLength(2);
    const others = {
      ...whole,
      domains: whole.domains.filter((entry) => !mine.domains.includes(entry)),
      nodes: whole.nodes.filter((entry) => !mine.nodes.includes(entry)),
    };
    const outcome = planChanges(others, state, { prune: true });
    if (!outcome.ok) throw new Error(outcome.problems.join('; '));
    const { steps } = outcome.plan;
    // Checked before anything runs: another suite's record in this list would be deleted.
    expect(steps.every((step) => step.action === 'delete')).toBe(true);
    expect(steps.map((step) => `${step.kind} ${step.name}${step.node ? ` on ${step.node}` : ''}`).sort()).toEqual(
      [
        ...mine.domains.map((entry) => `domain ${entry.domain}`),
        ...mine.nodes.flatMap((node) => [
          `node ${node.name}`,
          ...node.http.map((service) => `http ${service.name} on ${node.name}`),
          ...node.tcp.map((service) => `tcp ${service.name} on ${node.name}`),
        ]),
      ].sort(),
    );
    const result = await applyPlan(api, outcome.plan, state);
    expect(result.failed).toBeUndefined();
    expect(await exportOurs()).toEqual({ version: 1, domains: [], nodes: [] });
  });
});

const readFixed = (): ConfigFile => {
  const reading = readConfigText(readFileSync(path.join(dir, 'fixed.yaml'), 'utf8'));
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading.file;
};
