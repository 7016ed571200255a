/**
 * Export, plan and apply against the demo gateway: a file round trip (export, delete what it holds,
 * apply, export again), plans field by field, problems that stop a plan, a refusal midway that loses
 * nothing, and prune deleting only what its plan listed.
 */
import { describe, expect, it } from 'vitest';
import { parseVmsg } from '../../../../src/api/schemas/message';
import {
  applyPlan,
  exportConfig,
  failureText,
  planChanges,
  readConfigText,
  readGateway,
  writeConfigText,
  type ConfigFile,
  type Plan,
} from '../../../../src/providers/configFile';
import type { Api } from '../../../../src/providers/apiClient';
import { useDemoGateway } from './demoGateway';

const { api, connect } = useDemoGateway();

const exported = async () => exportConfig(await readGateway(api));

const planFor = async (file: ConfigFile, prune = false): Promise<Plan> => {
  const outcome = planChanges(file, await readGateway(api), { prune });
  if (!outcome.ok) throw new Error(`plan refused: ${outcome.problems.join('; ')}`);
  return outcome.plan;
};

const apply = async (file: ConfigFile, prune = false) => {
  const state = await readGateway(api);
  const outcome = planChanges(file, state, { prune });
  if (!outcome.ok) throw new Error(`plan refused: ${outcome.problems.join('; ')}`);
  return applyPlan(api, outcome.plan, state);
};

const services = (file: ConfigFile) => file.nodes.flatMap((node) => [...node.http, ...node.tcp]);
const ends = (file: ConfigFile) => services(file).map((service) => service.expiresAt).filter(Boolean);
const withoutEnds = (file: ConfigFile) => JSON.parse(JSON.stringify(file, (key, value) => (key === 'expiresAt' && value ? 'set' : value)));

const summary = (plan: Plan) => plan.steps.map((step) => `${step.action} ${step.kind} ${step.node ? `${step.node}/` : ''}${step.name}`);

/** Deletes every record a file holds (services go with their nodes). */
const deleteAll = async (client: Api, file: ConfigFile) => {
  const state = await readGateway(client);
  for (const node of state.nodes.filter((record) => file.nodes.some((entry) => entry.name === record.name))) {
    await client.delete('/nodes/{id}', { path: { id: node.id } });
  }
  for (const domain of state.domains.filter((record) => file.domains.some((entry) => entry.domain === record.domain))) {
    await client.delete('/domains/{id}', { path: { id: domain.id } });
  }
};

describe('export', () => {
  it('writes every domain, node and service but the local node, and no key or token', async () => {
    const created = await api.post('/nodes', { body: { name: 'fresh-node' } });
    const text = writeConfigText(await exported());
    expect(text).toContain('name: fresh-node');
    expect(text).toContain('domain: grafana.example.com');
    expect(text).toContain('name: mqtt-broker');
    expect(text).not.toContain('Wiredoor_Local');
    expect(text).not.toContain('Wiredoor_APP');
    expect(text).not.toContain(created.token);
    const config = await api.download('/nodes/{id}/download', { path: { id: created.id } });
    const configText = await config.blob.text();
    for (const secret of configText.match(/(?:PrivateKey|PresharedKey|PublicKey) = (\S+)/g) ?? []) {
      expect(text).not.toContain(secret.split(' = ')[1]);
    }
    expect(configText).toMatch(/PrivateKey = \S+/);
    expect(text).not.toMatch(/privateKey|preSharedKey|publicKey|token/i);
  });

  it('reads back as the same configuration, and plans nothing against the gateway it came from', async () => {
    const file = await exported();
    const reading = readConfigText(writeConfigText(file));
    expect(reading).toEqual({ ok: true, file });
    const plan = await planFor(file);
    expect(plan.steps).toEqual([]);
    expect(plan.unchanged.length).toBe(file.domains.length + file.nodes.length + file.nodes.reduce((sum, node) => sum + node.http.length + node.tcp.length, 0));
  });
});

describe('plan', () => {
  it('shows a change field by field, old and new, and a new record with what it will hold', async () => {
    const file = await exported();
    const nas = file.nodes.find((node) => node.name === 'homelab-nas')!;
    nas.keepalive = 40;
    nas.http[0].allowedIps = ['10.1.0.0/16'];
    file.domains.push({ domain: 'new.example.org', ssl: 'self-signed', skipValidation: true, authentication: false, allowedEmails: [] });
    const plan = await planFor(file);
    expect(summary(plan)).toEqual(['create domain new.example.org', 'update node homelab-nas', 'update http homelab-nas/nas-web']);
    expect(plan.steps[1].changes).toEqual([{ field: 'keepalive', before: 25, after: 40 }]);
    expect(plan.steps[2].changes).toEqual([{ field: 'allowedIps', before: ['192.168.1.0/24', '203.0.113.0/24'], after: ['10.1.0.0/16'] }]);
    expect(plan.steps[0].changes).toContainEqual({ field: 'ssl', before: undefined, after: 'self-signed' });
  });

  it('stops on a domain that exists nowhere, on names the gateway holds twice, and on the local node', async () => {
    const file = await exported();
    file.nodes[0].http.push({ ...file.nodes[0].http[0] ?? {}, name: 'lost', domain: 'nowhere.example.net', pathLocation: '/lost' } as never);
    await api.post('/nodes', { body: { name: 'media-server' } });
    file.nodes.push({ ...file.nodes[0], name: 'Wiredoor_Local', http: [], tcp: [] });
    const outcome = planChanges(file, await readGateway(api));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems.map((problem) => parseVmsg(problem.message))).toEqual(
      expect.arrayContaining([
        { key: 'app.configuration.problems.unknown_domain', args: { domain: 'nowhere.example.net', service: 'lost', node: file.nodes[0].name } },
        { key: 'app.configuration.problems.ambiguous.node', args: { name: 'media-server', node: '', count: 2 } },
        { key: 'app.configuration.problems.local_node', args: { name: 'Wiredoor_Local' } },
      ]),
    );
  });

  it('deletes nothing it does not list, unless asked: then exactly what the file leaves out', async () => {
    const file = await exported();
    file.nodes = file.nodes.filter((node) => node.name !== 'media-server');
    file.domains = file.domains.filter((domain) => domain.domain !== 'media.example.net');
    file.nodes.find((node) => node.name === 'dev-laptop')!.tcp = [];
    const kept = await planFor(file);
    expect(kept.steps).toEqual([]);
    expect(kept.unlisted.map((ref) => `${ref.kind} ${ref.node ?? ''}/${ref.name}`)).toEqual([
      'domain /media.example.net',
      'tcp dev-laptop/dns-resolver',
      'http media-server/jellyfin',
      'tcp media-server/minecraft',
      'node /media-server',
    ]);
    const pruned = await planFor(file, true);
    // Services first, then nodes, then domains: the order of creation, reversed.
    expect(summary(pruned)).toEqual([
      'delete tcp media-server/minecraft',
      'delete tcp dev-laptop/dns-resolver',
      'delete http media-server/jellyfin',
      'delete node media-server',
      'delete domain media.example.net',
    ]);
    const before = await readGateway(api);
    const result = await applyPlan(api, pruned, before);
    expect(result.failed).toBeUndefined();
    const after = await readGateway(api);
    expect(after.nodes.length).toBe(before.nodes.length - 1);
    expect(after.http.length).toBe(before.http.length - 1);
    expect(after.tcp.length).toBe(before.tcp.length - 2);
    expect(after.domains.length).toBe(before.domains.length - 1);
    expect((await planFor(file, true)).steps).toEqual([]);
  });
});

describe('apply', () => {
  it('restores what a file holds: stops at the first refusal, continues when run again, then plans nothing', async () => {
    const file = await exported();
    await deleteAll(api, file);
    const first = await apply(file);
    // A recreated node has new keys and no tunnel yet: the gateway refuses to expose its services.
    expect(first.failed).toBeDefined();
    expect(first.failed!.step).toMatchObject({ action: 'create', kind: 'http' });
    const said = failureText(first.failed!.error);
    expect(said).toEqual({ fields: [{ field: 'backendPort', message: expect.any(String) }] });
    if (!('fields' in said)) throw new Error('a refusal per field');
    expect(parseVmsg(said.fields[0].message)).toEqual({ key: 'app.refusals.backend_unreachable', args: { port: expect.stringMatching(/^\d+$/), host: expect.any(String) } });
    expect(first.done.filter((step) => step.kind === 'domain').length).toBe(file.domains.length);
    expect(first.done.filter((step) => step.kind === 'node').length).toBe(file.nodes.length);
    expect(first.created.map((node) => node.name).sort()).toEqual(file.nodes.map((node) => node.name).sort());
    expect(first.created.every((node) => node.token.length > 0)).toBe(true);
    // Nothing done is lost: the plan from here lists only what is left.
    const rest = await planFor(file);
    expect(rest.steps.every((step) => step.kind !== 'domain' && step.action !== 'delete')).toBe(true);

    // Their owners enroll them again.
    for (const node of first.created) await connect(node.id);
    const second = await apply(file);
    expect(second.failed).toBeUndefined();
    expect(second.created).toEqual([]);

    // The same file, but for the lifetimes' ends: the gateway counts a lifetime from its own clock.
    const again = await exported();
    expect(ends(again).length).toBeGreaterThan(0);
    expect(ends(again).every((end, index) => Math.abs(Date.parse(end!) - Date.parse(ends(file)[index]!)) < 5_000)).toBe(true);
    expect(withoutEnds(again)).toEqual(withoutEnds(file));
    expect((await planFor(file)).steps).toEqual([]);
  });

  it('disables a node only after its services exist, and a service after it is exposed', async () => {
    const file = await exported();
    const staging = file.nodes.find((node) => node.name === 'staging-vm')!;
    expect(staging.enabled).toBe(false);
    await deleteAll(api, { version: 1, domains: [], nodes: [staging] });
    const one = { version: 1 as const, domains: [], nodes: [staging] };
    const plan = await planFor(one);
    expect(summary(plan)).toEqual([
      'create node staging-vm',
      'create http staging-vm/staging-web',
      'create tcp staging-vm/postgres-staging',
      'update node staging-vm',
    ]);
    expect(plan.steps[3].changes).toEqual([{ field: 'enabled', before: true, after: false }]);
    const first = await apply(one);
    expect(first.failed?.step.name).toBe('staging-web');
    await connect(first.created[0].id);
    expect((await apply(one)).failed).toBeUndefined();
    const node = (await exported()).nodes.find((entry) => entry.name === 'staging-vm');
    expect(node).toEqual(staging);
  });

  it('reports progress step by step and stops at a refusal with what was done', async () => {
    const file: ConfigFile = {
      version: 1,
      domains: [],
      nodes: [
        {
          name: 'two-ports',
          dns: null,
          keepalive: 25,
          allowInternet: false,
          gatewayNetworks: [],
          enabled: true,
          http: [],
          tcp: [
            { name: 'a', domain: null, proto: 'udp', backendHost: null, backendPort: 53, port: 32790, ssl: false, allowedIps: [], blockedIps: [], enabled: true, expiresAt: null },
            { name: 'b', domain: null, proto: 'udp', backendHost: null, backendPort: 54, port: 32790, ssl: false, allowedIps: [], blockedIps: [], enabled: true, expiresAt: null },
          ],
        },
      ],
    };
    const state = await readGateway(api);
    const outcome = planChanges(file, state);
    if (!outcome.ok) throw new Error('refused');
    const seen: string[] = [];
    const result = await applyPlan(api, outcome.plan, state, { onProgress: (index, total, step) => seen.push(`${index}/${total} ${step?.name ?? 'end'}`) });
    expect(seen).toEqual(['0/3 two-ports', '1/3 a', '2/3 b']);
    expect(result.done.map((step) => step.name)).toEqual(['two-ports', 'a']);
    expect(result.failed?.step.name).toBe('b');
  });
});
