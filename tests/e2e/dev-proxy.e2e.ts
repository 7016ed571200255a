/**
 * `GATEWAY_URL=… npm start`: the dev server proxies /api (event streams included) to a real gateway and
 * the demo gateway is off. Here the "real" gateway is the demo gateway running over HTTP on its own
 * port, which the browser never talks to directly.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, resetDemo, signIn, unexpectedProblems } from './browser';
import { startDevServer } from './devServer';

let browser: Browser;
let devServer: ChildProcess;
let devUrl: string;

beforeAll(async () => {
  await resetDemo();
  ({ child: devServer, url: devUrl } = await startDevServer({ GATEWAY_URL: baseURL() }));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (devServer?.pid) process.kill(devServer.pid);
});

describe('npm start against a real gateway (GATEWAY_URL)', () => {
  it('signs in and shows the live nodes list through the proxy, with the demo gateway off', async () => {
    const page = await openPage(browser, { baseURL: devUrl });
    const apiHosts = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiHosts.add(new URL(request.url()).host);
    });
    await page.goto('/nodes', { timeout: 120000 });
    await page.waitForURL('**/login', { timeout: 120000 });
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/nodes');
    const table = page.getByRole('table').first();
    await table.getByRole('link', { name: 'dev-laptop' }).waitFor({ timeout: 120000 });
    // The stream flows through the proxy: live traffic figures change without a reload.
    const before = await table.innerText();
    await expect.poll(() => table.innerText(), { timeout: 20000 }).not.toBe(before);
    // No demo service worker: every /api call went to the dev server, which proxied it.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect([...apiHosts]).toEqual([new URL(devUrl).host]);
    expect(unexpectedProblems(page)).toEqual([]);
    await page.context().close();
  });
});
