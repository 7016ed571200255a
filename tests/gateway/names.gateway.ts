/**
 * Issue 41 point 3 on the real Wiredoor server, which itself takes a name twice: the node form refuses a
 * name the gateway holds (create, and an edit to another node's name) and a service form a name its node
 * has for that kind, before anything is sent; and export from a gateway that holds duplicates still
 * writes the file and names them, on the command line's standard error (exit 0) and in the
 * Configuration screen. The reference refuses `search`, so the console's checks search its whole list.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runConfigCli, type CliRun } from '../e2e/configCliRun';
import { describeOnGateway, gateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

/** The command line starts Node and tsx, seconds on a busy machine. */
const CLI_TIMEOUT = 180_000;

const names = { first: uniqueName('names-a'), second: uniqueName('names-b') };
const nodes = { first: 0, second: 0 };
let api: GatewayApi;
let dir: string;

const dialogNamed = (name: string) => page.getByRole('dialog', { name });
const main = () => page.getByRole('main');
const card = (title: 'HTTP Services' | 'TCP Services') => main().getByRole('region', { name: title });

/** Every request the page sends that would change the gateway. */
const writesOf = (pathPattern: RegExp) => {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathPattern.test(pathname)) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
};

const nodeTaken = (name: string) =>
  `The gateway already has a node named "${name}". Choose another name: a configuration file tells nodes apart by their names.`;

/** `npm run config -- ...` as an operator runs it, with the API token (no sign-in of its own). */
const cli = (...args: string[]): Promise<CliRun> => runConfigCli(args, { cwd: dir, env: { GATEWAY_URL: gateway().url, GATEWAY_TOKEN: api.token }, paced: true });

describeOnGateway('names a configuration file can trust, on the real gateway', () => {
  beforeAll(async () => {
    api = await signInApi();
    dir = mkdtempSync(path.join(tmpdir(), 'names-gateway-'));
    nodes.first = (await api.ok<{ id: number }>('POST', '/nodes', { name: names.first })).id;
    nodes.second = (await api.ok<{ id: number }>('POST', '/nodes', { name: names.second })).id;
    await api.ok('POST', `/services/${nodes.first}/http`, { name: 'web', pathLocation: `/${names.first}`, backendPort: 8080 });
    await api.ok('POST', `/services/${nodes.first}/tcp`, { name: 'db', backendPort: 5432 });
  });

  afterAll(async () => {
    const all = await api.ok<{ data: { id: number; name: string }[] }>('GET', '/nodes?page=1&limit=1000');
    for (const node of all.data.filter((item) => item.name === names.first || item.name === names.second || item.name.startsWith(`${names.first}-`))) {
      await api.call('DELETE', `/nodes/${node.id}`);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a new node named like one the gateway holds, and an edit to another node's name, sending nothing", async () => {
    await signInToConsole(page, '/nodes');
    const writes = writesOf(/^\/api\/nodes/);
    await page.getByRole('button', { name: 'Add Client', exact: true }).click();
    const form = dialogNamed('Client / Node Configuration');
    const name = form.getByRole('textbox', { name: 'Name' });
    await name.fill(names.first);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText(nodeTaken(names.first), { exact: true }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);

    // Another name is saved: the refusal was the name's.
    await name.fill(`${names.first}-2`);
    await form.getByText(nodeTaken(names.first)).waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await dialogNamed('Your Node is Ready').getByRole('button', { name: 'Got it!' }).click();
    expect(writes).toEqual(['POST /api/nodes']);

    // The second node's page: Edit Node to the first one's name is refused; its own name saves.
    await page.goto(`/nodes/${nodes.second}`);
    await main().getByRole('heading', { name: names.second, level: 1 }).waitFor();
    await main().getByRole('button', { name: `More actions for ${names.second}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Node', exact: true }).click();
    const edit = dialogNamed('Client / Node Configuration');
    await edit.getByRole('textbox', { name: 'Name' }).fill(names.first);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.getByText(nodeTaken(names.first), { exact: true }).waitFor();
    expect(writes).toEqual(['POST /api/nodes']);
    await edit.getByRole('textbox', { name: 'Name' }).fill(names.second);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    expect(writes).toEqual(['POST /api/nodes', `PATCH /api/nodes/${nodes.second}`]);
    expect((await api.ok<{ name: string }>('GET', `/nodes/${nodes.second}`)).name).toBe(names.second);
  });

  it("refuses a service named like another of its node's services of that kind, sending nothing", async () => {
    await signInToConsole(page, `/nodes/${nodes.first}`);
    const writes = writesOf(/^\/api\/services/);
    for (const [title, form, taken] of [
      ['HTTP Services', 'Expose HTTP Service on Node', 'This node already has an HTTP service named "web".'],
      ['TCP Services', 'Expose TCP Service on Node', 'This node already has a TCP/UDP service named "db".'],
    ] as const) {
      await card(title).getByRole('button', { name: 'Add Service' }).first().click();
      const dialog = dialogNamed(form);
      await dialog.getByRole('textbox', { name: 'Service Name' }).fill(title === 'HTTP Services' ? 'web' : 'db');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByText(`${taken} Choose another name: a configuration file tells a node's services apart by their names.`, { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(writes).toEqual([]);
  });

  it(
    'exports a gateway holding names twice: the file is written, and the command line (exit 0) and the Configuration screen name the duplicates',
    async () => {
      // The gateway itself takes the same names again.
      const twin = await api.call<{ id: number; name: string }>('POST', '/nodes', { name: names.first });
      expect(twin.status).toBe(200);
      expect(twin.body.name).toBe(names.first);
      const service = await api.call('POST', `/services/${nodes.first}/http`, { name: 'web', pathLocation: `/${names.first}-2`, backendPort: 8080 });
      expect(service.status).toBe(200);

      const run = await cli('export', 'gateway.yaml');
      expect(run.code, run.stderr).toBe(0);
      expect(readFileSync(path.join(dir, 'gateway.yaml'), 'utf8')).toContain(`name: ${names.first}`);
      const lines = run.stderr.split('\n');
      expect(lines[0]).toBe(
        'Warning: this gateway holds names a configuration file cannot tell apart, so plan and apply will refuse the file until each is unique. Fix them in the console, then export again:',
      );
      expect(lines).toContain(`  - 2 nodes named "${names.first}": rename (Edit Node) or delete all but one.`);
      expect(lines).toContain(`  - Node "${names.first}" has 2 HTTP services named "web": rename (Edit Service) or delete all but one.`);

      await signInToConsole(page, '/configuration');
      const downloading = page.waitForEvent('download');
      await main().getByRole('button', { name: 'Download configuration' }).click();
      await downloading;
      const warning = main()
        .getByRole('alert')
        .filter({ hasText: 'The file was downloaded, but a plan will refuse it: this gateway holds names a configuration file cannot tell apart.' });
      await warning.waitFor();
      await warning.getByText(`2 nodes named "${names.first}": rename (Edit Node) or delete all but one.`).waitFor();
      await warning.getByText(`Node "${names.first}" has 2 HTTP services named "web": rename (Edit Service) or delete all but one.`).waitFor();
      // Its link opens the nodes of that name, both of them.
      await warning.getByRole('link', { name: `Show the nodes named "${names.first}"` }).click();
      await expect.poll(() => main().getByRole('link', { name: names.first, exact: true }).count(), { timeout: 15_000 }).toBe(2);
    },
    CLI_TIMEOUT,
  );
});
