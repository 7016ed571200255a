/**
 * Issue 41 point 1, `npm start` as operators meet it: the production build (the demo's controls in,
 * no service worker) served with the demo gateway over HTTP on one port, built with its progress shown
 * when its sources changed and not rebuilt when they did not; the demo's data kept in its file across a
 * restart (the session too), and "Reset demo data" in the help menu bringing the seed back, on disk too.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signIn, unexpectedProblems } from './browser';
import { npmStart, ROOT, type RunningStart } from './npmStart';

let browser: Browser;
let dir: string;
let running: RunningStart | undefined;

beforeAll(async () => {
  browser = await launch();
  dir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
});

afterAll(async () => {
  await running?.stop();
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const nodeNames = (file: string): string[] =>
  (JSON.parse(readFileSync(file, 'utf8')) as { nodes: { name: string }[] }).nodes.map((node) => node.name);

describe('npm start', () => {
  it('serves the production console with the demo gateway, keeps its data across a restart, and resets it to the seed', async () => {
    const dataFile = path.join(dir, 'gateway-data.json');
    // Its stamp gone, the demo build counts as out of date: this start builds it, and shows it doing so.
    rmSync(path.join(ROOT, 'node_modules', '.cache', 'ingress-console', 'dist-demo.json'), { force: true });
    running = await npmStart({ args: ['--data', dataFile] });
    expect(running.output()).toContain("Building the console (production build, with the demo's controls)…");
    expect(running.output()).toMatch(/✓ \d+ modules in \d+\.\d s → dist-demo\//);
    expect(running.output()).toContain('Sign in as admin@example.com / demo-password.');
    expect(running.output()).toContain('(new: the seed)');

    const page = await openPage(browser, { baseURL: running.url });
    await page.goto('/nodes');
    await page.waitForURL('**/login');
    await signIn(page);
    const table = page.getByRole('table').first();
    await table.getByRole('link', { name: 'dev-laptop' }).waitFor();
    // The production build, its API answered by the server on the same port: no service worker.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await page.locator('script[type="module"][src^="/assets/index-"]').count()).toBe(1);

    // A change, through the API as the screens make it.
    const status = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((entry) => entry.startsWith('token='))!.slice(6));
      const headers = { Authorization: `Bearer ${token}` };
      const nodes = (await (await fetch('/api/nodes?page=1&limit=50', { headers })).json()) as { data: { id: number; name: string }[] };
      const target = nodes.data.find((node) => node.name === 'dev-laptop')!;
      return (await fetch(`/api/nodes/${target.id}`, { method: 'DELETE', headers })).status;
    });
    expect(status).toBe(200);
    expect(unexpectedProblems(page)).toEqual([]);
    await running.stop();
    expect(nodeNames(dataFile)).not.toContain('dev-laptop');

    // Started again: nothing rebuilt, the data and the session as they were left.
    running = await npmStart({ args: ['--data', dataFile], env: { PORT: new URL(running.url).port } });
    expect(running.output()).toContain('dist-demo/ is up to date with its sources: not rebuilt.');
    expect(running.output()).not.toContain('Building');
    expect(running.output()).toContain('(as the last run left it)');
    // While the server was down, Chromium logged the event streams it cut and their retries refused.
    page.problems.splice(0);
    await page.reload();
    await table.getByRole('link', { name: 'media-server' }).waitFor();
    expect(page.url()).toMatch(/\/nodes$/);
    expect(await table.getByRole('link', { name: 'dev-laptop' }).count()).toBe(0);

    // "Reset demo data" brings the seed back, in the list and in the file.
    await page.getByRole('button', { name: 'Need help?' }).click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    await page.getByText('Demo data restored').waitFor();
    await table.getByRole('link', { name: 'dev-laptop' }).waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
    await page.context().close();
    await running.stop();
    running = undefined;
    expect(nodeNames(dataFile)).toContain('dev-laptop');
  }, 300_000);
});
