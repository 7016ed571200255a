/**
 * Issue 42 on the real Wiredoor server, where no peer ever connects and enabled nodes' backend ports
 * answer through its simulator: the check of a service whose first broken step is "node offline" while
 * its backend step still answers; one whose backend step fails (a disabled node; a port nothing listens
 * on). In the console (its Check dialog, the backend checked by the live engine's worker) and on the
 * command line (`npm run config -- check`, with its exit codes).
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runConfigCli, type CliRun } from '../e2e/configCliRun';
import { describeOnGateway, gateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

const root = path.resolve(import.meta.dirname, '..', '..');
const CLI_TIMEOUT = 180_000;
/** A port the simulated nodes do not answer on (outside WD_BACKEND_PORTS). */
const DEAD_PORT = 8081;

let api: GatewayApi;
const names = { node: uniqueName('hc'), down: uniqueName('hc-off'), web: uniqueName('web'), dead: uniqueName('dead'), off: uniqueName('off') };
const ids = { node: 0, down: 0 };

/** `npm run config -- check …` as an operator runs it, with the API token. */
const cli = (...args: string[]): Promise<CliRun> => runConfigCli(args, { cwd: root, env: { GATEWAY_URL: gateway().url, GATEWAY_TOKEN: api.token }, paced: true });

/** A step's line of the command line's report: "✘ Node           Fails: …". */
const stepLine = (stdout: string, step: string) => stdout.split('\n').find((line) => new RegExp(`^  . ${step} +`).test(line)) ?? '';

describeOnGateway('the check of a service on the real gateway', () => {
  beforeAll(async () => {
    api = await signInApi();
    ids.node = (await api.ok<{ id: number }>('POST', '/nodes', { name: names.node })).id;
    ids.down = (await api.ok<{ id: number }>('POST', '/nodes', { name: names.down })).id;
    await api.ok('POST', `/services/${ids.node}/http`, { name: names.web, pathLocation: `/${names.web}`, backendPort: 8080 });
    const dead = await api.ok<{ id: number }>('POST', `/services/${ids.node}/http`, { name: names.dead, pathLocation: `/${names.dead}`, backendPort: 8080 });
    // Moved to a port nothing listens on: without a backendHost the gateway does not test the port again.
    await api.ok('PATCH', `/services/${ids.node}/http/${dead.id}`, { name: names.dead, pathLocation: `/${names.dead}`, backendPort: DEAD_PORT });
    await api.ok('POST', `/services/${ids.down}/http`, { name: names.off, pathLocation: `/${names.off}`, backendPort: 8080 });
    await api.ok('PATCH', `/nodes/${ids.down}/disable`);
  });
  afterAll(async () => {
    for (const id of [ids.node, ids.down]) if (id) await api.call('DELETE', `/nodes/${id}`);
  });

  it(
    'on the command line: the node offline first, its backend answering through the simulator; exit 2',
    async () => {
      const { code, stdout } = await cli('check', names.web);
      expect(code).toBe(2);
      expect(stepLine(stdout, 'Node')).toMatch(new RegExp(`^  ✘ Node +Fails: ${names.node} is offline: its tunnel has never come up$`));
      expect(stepLine(stdout, 'Tunnel')).toContain('Not known');
      expect(stepLine(stdout, 'Backend')).toMatch(new RegExp(`^  ✔ Backend +Passes: http://10\\.0\\.0\\.\\d+:8080/${names.web} answered HTTP 200 in \\d+ ms$`));
      expect(stdout).toContain('  First broken step: Node.');
      expect(stdout).toMatch(/1 service checked on .+: 0 pass, 1 fails\.$/m);
    },
    CLI_TIMEOUT,
  );

  it(
    'on the command line: a backend on a port nothing listens on, and one on a disabled node, fail their backend step',
    async () => {
      const dead = await cli('check', names.dead);
      expect(dead.code).toBe(2);
      expect(stepLine(dead.stdout, 'Backend')).toMatch(new RegExp(`^  ✘ Backend +Fails: http://10\\.0\\.0\\.\\d+:${DEAD_PORT}/${names.dead} refused the connection or answered with an error`));
      const off = await cli('check', names.off);
      expect(off.code).toBe(2);
      expect(stepLine(off.stdout, 'Node')).toMatch(new RegExp(`^  ✘ Node +Fails: ${names.down} is disconnected: an operator disabled it$`));
      expect(stepLine(off.stdout, 'Backend')).toMatch(/^ {2}✘ Backend +Fails: /);
      // A name the gateway does not have is an error: exit 1.
      const missing = await cli('check', uniqueName('none'));
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('has no service named');
    },
    CLI_TIMEOUT,
  );

  it('in the console: the node offline is the first broken step while the backend answers, checked by the live engine', async () => {
    await signInToConsole(page, `/nodes/${ids.node}`);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/ping')) checks.push(new URL(request.url()).pathname);
    });
    const http = page.getByRole('main').getByRole('region', { name: 'HTTP Services' });
    await http.getByRole('button', { name: `More actions for ${names.web}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Check', exact: true }).click();
    const box = page.getByRole('dialog', { name: `Check ${names.web}` });
    await box.getByRole('status').getByText('First broken step: Node.').waitFor({ timeout: 60_000 });
    const steps = box.getByRole('list', { name: `Check ${names.web}` });
    expect(await steps.getByRole('heading').allTextContents()).toEqual(['DomainPasses', 'Public accessPasses', 'NodeFails', 'TunnelNot known', 'BackendPasses', 'ProtectionWarning']);
    expect(await steps.getByRole('listitem').nth(2).textContent()).toContain(`${names.node} is offline: its tunnel has never come up`);
    expect(await steps.getByRole('listitem').nth(4).textContent()).toMatch(/answered HTTP 200 in \d+ ms/);
    expect(checks.filter((pathName) => pathName.startsWith(`/api/services/${ids.node}/http/`))).toHaveLength(1);
  });
});
