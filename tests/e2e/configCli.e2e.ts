/**
 * `npm run config` end to end: the command line as an operator runs it (a child process, no terminal),
 * against a demo gateway of this file's own (started here, reset before each test, stopped by its PID),
 * checked by its exit codes, what it prints, the files it writes and what the gateway then holds.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mocks/credentials';
import { DEFAULT_PORT } from '../../scripts/start.mjs';
import { DEMO_USER } from './browser';
import { runConfigCli, type CliRun } from './configCliRun';
import { startGateway } from './globalSetup';

const root = path.resolve(import.meta.dirname, '..', '..');

let gateway: ChildProcess;
let url: string;
let dir: string;
let token: string;

/** The command line in `dir` against this file's demo gateway, signed in as the demo's admin. */
const cli = (...args: string[]): Promise<CliRun> =>
  runConfigCli([...args, '--gateway', url], {
    cwd: dir,
    env: { GATEWAY_USER: DEMO_USER.username, GATEWAY_PASSWORD: DEMO_USER.password },
  });

/** The demo gateway's API, signed in: what the gateway holds, read and changed behind the command line's back. */
const api = async <T = Record<string, unknown>>(method: string, apiPath: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${url}/api${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

interface Named {
  id: number;
  name: string;
  keepalive: number;
  isLocal?: boolean;
}
const nodes = async () => (await api<{ data: Named[] }>('GET', '/nodes?page=1&limit=1000')).data.filter((node) => !node.isLocal);
const domains = async () => (await api<{ data: { id: number; domain: string; ssl: string }[] }>('GET', '/domains?page=1&limit=1000')).data;
const nodeNamed = async (name: string) => (await nodes()).find((node) => node.name === name);

interface FileNode {
  name: string;
  keepalive: number;
  http?: { name: string; domain: string | null }[];
  tcp?: { name: string; domain: string | null }[];
}
interface FileShape {
  version: number;
  domains: { domain: string; ssl: string }[];
  nodes: FileNode[];
}

const write = (name: string, content: string | FileShape) => {
  writeFileSync(path.join(dir, name), typeof content === 'string' ? content : stringify(content));
  return name;
};
const readFile = (name: string) => readFileSync(path.join(dir, name), 'utf8');

/** The gateway as a file, through the command line (the starting point of most tests). */
const exported = async (name = 'gateway.yaml'): Promise<FileShape> => {
  const run = await cli('export', name);
  expect(run.code, run.stderr).toBe(0);
  return parse(readFile(name)) as FileShape;
};

beforeAll(async () => {
  ({ child: gateway, url } = await startGateway());
  dir = mkdtempSync(path.join(tmpdir(), 'config-cli-'));
});

afterAll(() => {
  if (gateway?.pid) process.kill(gateway.pid);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  const reset = await fetch(`${url}/api/__demo/reset`, { method: 'POST' });
  expect(reset.ok).toBe(true);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  token = ((await login.json()) as { token: string }).token;
});

// Each run of the command line starts Node and tsx (seconds on a busy machine): a test holding five needs more than the project's minute.
describe('npm run config', { timeout: 180_000 }, () => {
  it('prints its usage with --help', async () => {
    const run = await cli('--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: npm run config -- <command> [file] --gateway URL');
  });

  it("runs the README's first example as written: an export from npm start's address with the demo's credentials", async () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration as a file'));
    const block = /```sh\n([\s\S]*?)```/.exec(section)![1];
    const lines = block.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim());
    const exported = lines.find((line) => line.startsWith('export '))!;
    const env = Object.fromEntries(exported.slice('export '.length).split(/\s+/).map((pair) => pair.split('=')));
    expect(env).toEqual({ GATEWAY_USER: DEMO_USERNAME, GATEWAY_PASSWORD: DEMO_PASSWORD });
    expect(lines).toContain('npm start');
    const command = lines.find((line) => line.startsWith('npm run config -- export'))!.split(/\s+/).slice(4);
    const at = command.indexOf('--gateway');
    expect(command[at + 1]).toBe(`http://127.0.0.1:${DEFAULT_PORT}`);
    // The same server program as npm start's (without the console's files), on this file's port.
    command[at + 1] = url;
    const run = await runConfigCli(command, { cwd: dir, env });
    expect(run.code, run.stderr).toBe(0);
    const file = parse(readFile(command[1])) as FileShape;
    expect(file.nodes.map((node) => node.name).sort()).toEqual((await nodes()).map((node) => node.name).sort());
  });

  it("says in one sentence that an address answering 404 or a web page on /api/auth/login is not a gateway's API (exit 1)", async () => {
    // A web server, as the dev server or a static host answers: 404 without a body to a POST, else a page.
    const other: Server = createServer((request, response) => {
      if (request.url?.startsWith('/missing/')) response.writeHead(404).end();
      else response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Ingress Console</title>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const env = { GATEWAY_USER: DEMO_USERNAME, GATEWAY_PASSWORD: DEMO_PASSWORD };
      const [missing, page, withToken] = await Promise.all([
        runConfigCli(['export', 'missing.yaml', '--gateway', `${origin}/missing`], { cwd: dir, env }),
        runConfigCli(['export', 'page.yaml', '--gateway', origin], { cwd: dir, env }),
        runConfigCli(['export', 'token.yaml', '--gateway', origin], { cwd: dir, env: { GATEWAY_TOKEN: 'a-token' } }),
      ]);
      expect(missing).toEqual({ code: 1, stdout: '', stderr: `${origin}/missing is not a gateway's API: its /api/auth/login answered 404 Not Found.\n` });
      expect(page).toEqual({
        code: 1,
        stdout: '',
        stderr: `${origin} is not a gateway's API: its /api/auth/login answered 200 without the JSON a gateway sends (a web page?).\n`,
      });
      // With a token there is no sign-in: the first reading says it.
      expect(withToken).toEqual({ code: 1, stdout: '', stderr: `${origin} is not a gateway's API: its API answered 200 without the JSON a gateway sends (a web page?).\n` });
      for (const name of ['missing.yaml', 'page.yaml', 'token.yaml']) expect(existsSync(path.join(dir, name))).toBe(false);
    } finally {
      other.close();
    }
  });

  it('exports every record by name, to a file or the standard output, without a key or a token', async () => {
    const created = await api<{ id: number; token: string }>('POST', '/nodes', { name: 'export-check' });
    expect(created.token.length).toBeGreaterThan(10);

    const file = await exported();
    expect(file.version).toBe(1);
    expect(file.domains.map((entry) => entry.domain).sort()).toEqual((await domains()).map((entry) => entry.domain.toLowerCase()).sort());
    expect(file.nodes.map((entry) => entry.name).sort()).toEqual((await nodes()).map((node) => node.name).sort());
    expect(file.nodes.flatMap((entry) => [...(entry.http ?? []), ...(entry.tcp ?? [])]).length).toBeGreaterThan(0);
    const text = readFile('gateway.yaml');
    for (const secret of [created.token, 'token', 'privateKey', 'preSharedKey', 'publicKey']) expect(text).not.toContain(secret);

    const toStdout = await cli('export');
    expect(toStdout.code).toBe(0);
    expect(toStdout.stdout).toBe(text);
  });

  it('exports a gateway holding a name twice (exit 0), and says on standard error which names a plan will refuse and how to fix them', async () => {
    const clean = await cli('export', 'clean.yaml');
    expect(clean.code).toBe(0);
    expect(clean.stderr).toBe('');
    await api('POST', '/nodes', { name: 'homelab-nas' });

    const run = await cli('export', 'gateway.yaml');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Wrote gateway\.yaml: /);
    expect(run.stderr).toBe(
      'Warning: this gateway holds names a configuration file cannot tell apart, so plan and apply will refuse the file until each is unique. Fix them in the console, then export again:\n' +
        '  - 2 nodes named "homelab-nas": rename (Edit Node) or delete all but one.\n',
    );
    expect((parse(readFile('gateway.yaml')) as FileShape).nodes.filter((node) => node.name === 'homelab-nas')).toHaveLength(2);
    // The warning says true: the file's plan stops at the same name.
    const planned = await cli('plan', 'gateway.yaml');
    expect(planned.code).toBe(1);
    expect(planned.stderr).toContain('"homelab-nas" is listed twice');

    // To the standard output, the file stays clean and the warning goes to standard error.
    const toStdout = await cli('export');
    expect(toStdout.code).toBe(0);
    expect(toStdout.stdout).toBe(readFile('gateway.yaml'));
    expect(toStdout.stderr).toContain('2 nodes named "homelab-nas"');
  });

  it('plans nothing for the exported file (exit 0), and field by field changes for an edited one (exit 2)', async () => {
    const file = await exported();
    const unchanged = await cli('plan', 'gateway.yaml');
    expect(unchanged.code, unchanged.stderr).toBe(0);
    expect(unchanged.stdout).toContain('Nothing to change');

    const [first] = file.nodes;
    const keepalive = first.keepalive;
    first.keepalive = keepalive + 5;
    const domain = file.domains.find((entry) => entry.ssl === 'certbot')!;
    domain.ssl = 'self-signed';
    const edited = await cli('plan', write('edited.yaml', file));
    expect(edited.code, edited.stderr).toBe(2);
    expect(edited.stdout).toContain(`~ update node ${first.name}\n      keepalive: ${keepalive} → ${first.keepalive}`);
    expect(edited.stdout).toContain(`~ update domain ${domain.domain}\n      ssl: certbot → self-signed`);
    expect(edited.stdout).toContain('2 changes: 0 to create, 2 to update, 0 to delete.');
    // A plan changes nothing.
    expect((await nodeNamed(first.name))?.keepalive).toBe(keepalive);
  });

  it.each([
    ['an unknown key', 'version: 1\ndomains:\n  - domain: a.example.com\n    colour: blue\n', /^bad\.yaml:4 domains\[0\]\.colour: "colour" is not allowed$/m],
    ['a wrong type', 'version: 1\nnodes:\n  - name: a\n    keepalive: high\n', /^bad\.yaml:4 nodes\[0\]\.keepalive: This field must be a number$/m],
    [
      'an unknown domain',
      'version: 1\nnodes:\n  - name: a\n    http:\n      - name: web\n        domain: nowhere.example.com\n',
      /^bad\.yaml:6 nodes\[0\]\.http\[0\]\.domain: Service "web" of node "a" uses the domain nowhere\.example\.com, which neither the file nor the gateway has$/m,
    ],
    ['a name twice', 'version: 1\nnodes:\n  - name: a\n  - name: a\n', /^bad\.yaml:4 nodes\[1\]\.name: "a" is listed twice$/m],
    ['another version', 'version: 2\nnodes: []\n', /^bad\.yaml:1 version: This file is version 2; this console reads version 1/m],
  ])('refuses a file with %s: exit 1, the problem at its line, nothing applied', async (_case, text, problem) => {
    const names = async () => (await nodes()).map((node) => node.name);
    const before = await names();
    write('bad.yaml', text);
    for (const run of await Promise.all([cli('plan', 'bad.yaml'), cli('apply', 'bad.yaml', '--yes')])) {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(problem);
      expect(run.stdout).not.toContain('[1/');
    }
    expect(await names()).toEqual(before);
  });

  it('applies nothing without --yes when there is no terminal to confirm on (exit 1)', async () => {
    const file = await exported();
    const keepalive = file.nodes[0].keepalive;
    file.nodes[0].keepalive = keepalive + 5;
    const run = await cli('apply', write('edited.yaml', file));
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`keepalive: ${keepalive} → ${keepalive + 5}`);
    expect(run.stderr).toContain('Nothing was applied: not running in a terminal');
    expect((await nodeNamed(file.nodes[0].name))?.keepalive).toBe(keepalive);
  });

  it('applies with --yes step by step (exit 0); the next plan is empty', async () => {
    const file = await exported();
    file.nodes[0].keepalive += 5;
    file.domains.find((entry) => entry.ssl === 'certbot')!.ssl = 'self-signed';
    const run = await cli('apply', write('edited.yaml', file), '--yes');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^\[1\/2\] update domain \S+ \.\.\. done$/m);
    expect(run.stdout).toContain(`[2/2] update node ${file.nodes[0].name} ... done`);
    expect(run.stdout).toContain('Applied 2 changes');
    expect((await nodeNamed(file.nodes[0].name))?.keepalive).toBe(file.nodes[0].keepalive);
    expect((await cli('plan', 'edited.yaml')).code).toBe(0);
  });

  it('with --prune deletes exactly what the plan listed, and leaves the rest', async () => {
    // Left out of the file: a node with services, and a domain no service uses.
    const droppedDomain = 'prune-me.example.com';
    await api('POST', '/domains', { domain: droppedDomain, ssl: 'self-signed', skipValidation: true });
    const file = await exported();
    const dropped = file.nodes.find((node) => (node.http?.length ?? 0) + (node.tcp?.length ?? 0) > 0)!;
    file.nodes = file.nodes.filter((node) => node !== dropped);
    file.domains = file.domains.filter((entry) => entry.domain !== droppedDomain);
    write('pruned.yaml', file);

    const [withoutPrune, plan] = await Promise.all([cli('plan', 'pruned.yaml'), cli('plan', 'pruned.yaml', '--prune')]);
    expect(withoutPrune.code).toBe(0);
    expect(withoutPrune.stdout).toMatch(/^\d+ on the gateway but not in the file, left alone/m);

    expect(plan.code).toBe(2);
    const deletions = plan.stdout.match(/^ {2}- delete .+$/gm) ?? [];
    expect(deletions).toContain(`  - delete node ${dropped.name}`);
    expect(deletions).toContain(`  - delete domain ${droppedDomain}`);
    expect(deletions).toHaveLength(2 + (dropped.http?.length ?? 0) + (dropped.tcp?.length ?? 0));

    const run = await cli('apply', 'pruned.yaml', '--prune', '--yes');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.match(/^\[\d+\/\d+\] delete .+ \.\.\. done$/gm)).toHaveLength(deletions.length);
    const after = await exported('after.yaml');
    expect(after).toEqual(parse(readFile('pruned.yaml')));
  });

  it('stops at a refusal, says what was done and why, gives the new node its token and configuration; running again continues', async () => {
    const file = await exported();
    file.nodes[0].keepalive += 5;
    const branch = { name: 'branch', http: [{ name: 'intranet', pathLocation: '/intranet', backendPort: 8080 }], tcp: [{ name: 'db', backendPort: 5432 }] };
    write('branch.yaml', { ...file, nodes: [...file.nodes, branch as unknown as FileNode] });

    const refused = await cli('apply', 'branch.yaml', '--yes', '--out', dir);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`[1/4] update node ${file.nodes[0].name} ... done`);
    expect(refused.stdout).toContain('[2/4] create node branch ... done');
    expect(refused.stdout).toContain('[3/4] create HTTP service intranet on node branch ... refused');
    expect(refused.stdout).not.toContain('[4/4]');
    expect(refused.stderr).toMatch(/Stopped: the gateway refused to create HTTP service intranet on node branch: backendPort: The gateway could not connect to port 8080 on /);
    expect(refused.stderr).toContain(`Done before it (2 of 4):\n  update node ${file.nodes[0].name}\n  create node branch`);
    expect(refused.stderr).toContain('run apply again: it continues from where it stopped');

    // The new node's one-time token and WireGuard configuration, shown and written once.
    const nodeToken = /Token \(shown once\): (\S+)/.exec(refused.stdout)?.[1];
    expect(nodeToken?.length).toBeGreaterThan(10);
    const configPath = /WireGuard configuration: (.+)$/m.exec(refused.stdout)?.[1] ?? '';
    expect(existsSync(configPath)).toBe(true);
    expect(readFileSync(configPath, 'utf8')).toContain('[Interface]');
    expect(statSync(configPath).mode & 0o077).toBe(0);

    // Its owner brings the tunnel up; the same file again finishes the run without a second node.
    const node = (await nodeNamed('branch'))!;
    expect((await fetch(`${url}/api/__demo/nodes/${node.id}/connect`, { method: 'POST' })).ok).toBe(true);
    const again = await cli('apply', 'branch.yaml', '--yes', '--out', dir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('[1/2] create HTTP service intranet on node branch ... done');
    expect(again.stdout).toContain('[2/2] create TCP/UDP service db on node branch ... done');
    expect(again.stdout).not.toContain('Token (shown once)');
    expect((await nodes()).filter((item) => item.name === 'branch')).toHaveLength(1);
    expect((await cli('plan', 'branch.yaml')).code).toBe(0);
  });
});
