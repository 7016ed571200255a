/**
 * `npm run dev`, for working on the code: the dev server with the demo gateway in the browser (MSW
 * service worker), seeded data, live streams, changes that survive a reload, "Reset demo data", and a
 * new node brought online with "Bring the tunnel up (demo)". Its demo exists only in the browser, so
 * the command line, pointed at it, says it is not a gateway's API (issue 41).
 */
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, launch, openPage, signIn, unexpectedProblems } from './browser';
import { runConfigCli } from './configCliRun';
import { startDevServer } from './devServer';

let browser: Browser;
let devServer: ChildProcess;
let devUrl: string;

beforeAll(async () => {
  ({ child: devServer, url: devUrl } = await startDevServer());
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (devServer?.pid) process.kill(devServer.pid);
});

/** A fresh page on the dev server, signed in on /nodes with the seeded rows shown (the first load compiles). */
const openNodesSignedIn = async () => {
  const page = await openPage(browser, { baseURL: devUrl });
  await page.goto('/nodes', { timeout: 120000 });
  await page.waitForURL('**/login', { timeout: 120000 });
  await signIn(page);
  await page.waitForURL((url) => url.pathname === '/nodes', { timeout: 120000 });
  const table = page.getByRole('table').first();
  await table.getByRole('link', { name: 'dev-laptop' }).waitFor({ timeout: 120000 });
  return { page, table };
};

describe('npm run dev with the demo gateway in the browser', () => {
  it('serves seeded data, keeps changes across a reload, and resets them on demand', async () => {
    const { page, table } = await openNodesSignedIn();
    // The answers come from the service worker, not from a server.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
    const before = await table.innerText();
    await expect.poll(() => table.innerText(), { timeout: 20000 }).not.toBe(before);

    // A change (through the demo API, as the screens do) survives a reload.
    const status = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((entry) => entry.startsWith('token='))!.slice(6));
      const nodes = (await (await fetch('/api/nodes?page=1&limit=50', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        data: { id: number; name: string }[];
      };
      const target = nodes.data.find((node) => node.name === 'dev-laptop')!;
      return (await fetch(`/api/nodes/${target.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })).status;
    });
    expect(status).toBe(200);
    await page.reload();
    await table.getByRole('link', { name: 'media-server' }).waitFor({ timeout: 60000 });
    expect(await table.getByRole('link', { name: 'dev-laptop' }).count()).toBe(0);

    // "Reset demo data" brings the seed back.
    await page.getByRole('button', { name: 'Need help?' }).click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    await page.getByText('Demo data restored').waitFor();
    await table.getByRole('link', { name: 'dev-laptop' }).waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
    await page.context().close();
  });

  it("brings a newcomer's own node online with 'Bring the tunnel up (demo)' (issue 23)", async () => {
    const { page, table } = await openNodesSignedIn();
    await page.getByRole('button', { name: 'Add Client' }).click();
    const form = page.getByRole('dialog', { name: 'Client / Node Configuration' });
    await form.getByRole('textbox', { name: 'Name' }).fill('newcomer-laptop');
    await form.getByRole('button', { name: 'Save' }).click();

    // The demo's control and its texts reach the ready dialog through main.tsx (context and catalogue).
    const ready = page.getByRole('dialog', { name: 'Your Node is Ready' });
    await ready.getByText("Demo only: plays the part of the node's owner importing its configuration.").waitFor();
    await ready.getByRole('button', { name: 'Bring the tunnel up (demo)' }).click();
    await page.getByText('Demo: the tunnel of newcomer-laptop is up; it comes online within a second.').waitFor();
    await ready.getByRole('button', { name: 'Got it!' }).click();

    await table.getByRole('link', { name: 'newcomer-laptop' }).click();
    await page.getByRole('heading', { level: 1, name: 'newcomer-laptop' }).waitFor();
    await page.getByRole('img', { name: 'Online', exact: true }).waitFor({ timeout: 20000 });
    expect(await page.getByRole('button', { name: 'Bring the tunnel up (demo)' }).count()).toBe(0);

    // Its services can now be exposed (the gateway reaches port 8080 through the tunnel)…
    const http = page.getByRole('region', { name: 'HTTP Services' });
    await http.getByRole('button', { name: 'Add Service' }).first().click();
    const expose = page.getByRole('dialog', { name: 'Expose HTTP Service on Node' });
    await expose.getByRole('textbox', { name: 'Service Name' }).fill('web');
    await expose.getByRole('textbox', { name: 'Public HTTP Path' }).fill('/web');
    await expose.getByRole('spinbutton', { name: 'Backend Port' }).fill('8080');
    await expose.getByRole('button', { name: 'Save' }).click();
    const published = page.getByRole('dialog', { name: 'Your Service is Now Publicly Available' });
    await published.waitFor({ timeout: 20000 });
    await published.getByRole('button', { name: 'Got it!' }).click();
    await published.waitFor({ state: 'detached' });
    await http.getByRole('link', { name: /\/web$/ }).first().waitFor();

    // …and its traffic and status are drawn.
    const history = page.getByRole('region', { name: 'Traffic and status' });
    await history.getByText(/^Received: now /).waitFor({ timeout: 20000 });
    await history.getByRole('table', { name: 'Status changes, newest first' }).getByText('Online').first().waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("is not a gateway's API for the command line: one sentence naming its address, exit 1", async () => {
    const run = await runConfigCli(['export', '--gateway', devUrl], {
      cwd: tmpdir(),
      env: { GATEWAY_USER: DEMO_USER.username, GATEWAY_PASSWORD: DEMO_USER.password },
    });
    expect(run).toEqual({ code: 1, stdout: '', stderr: `${devUrl} is not a gateway's API: its /api/auth/login answered 404 Not Found.\n` });
  });
});
