/**
 * A real gateway through GATEWAY_URL, for `npm start` (the production build, served by vite preview)
 * and `npm run dev` (the dev server): each proxies /api (event streams included) to that gateway and
 * the demo is off. Here the "real" gateway is the demo gateway running over HTTP on its own port, which
 * the browser never talks to directly.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, resetDemo, signIn, unexpectedProblems } from './browser';
import { startDevServer } from './devServer';
import { npmStart, type RunningStart } from './npmStart';

let browser: Browser;
let devServer: ChildProcess | undefined;
let started: RunningStart | undefined;

beforeAll(async () => {
  await resetDemo();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (devServer?.pid) process.kill(devServer.pid);
  await started?.stop();
});

/** Signs in through `consoleUrl` and shows the live nodes list, every /api call to that console's host. */
const liveListThrough = async (consoleUrl: string) => {
  const page = await openPage(browser, { baseURL: consoleUrl });
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
  // No demo service worker: every /api call went to the console's server, which proxied it.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect([...apiHosts]).toEqual([new URL(consoleUrl).host]);
  return page;
};

describe('a real gateway through GATEWAY_URL', () => {
  it('npm start: the production build, signed in with the live nodes list through the proxy, no demo control', async () => {
    started = await npmStart({ env: { GATEWAY_URL: baseURL() } });
    expect(started.output()).toContain(`Ingress Console for ${baseURL()}: ${started.url}`);
    const page = await liveListThrough(started.url);
    expect(await page.locator('script[type="module"][src^="/assets/index-"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Need help?' }).click();
    await page.getByRole('menuitem', { name: 'Documentation' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Reset demo data' }).count()).toBe(0);
    expect(unexpectedProblems(page)).toEqual([]);
    await page.context().close();
    await started.stop();
    started = undefined;
  });

  it('npm run dev: the dev server, signed in with the live nodes list through the proxy', async () => {
    let url: string;
    ({ child: devServer, url } = await startDevServer({ GATEWAY_URL: baseURL() }));
    const page = await liveListThrough(url);
    expect(unexpectedProblems(page)).toEqual([]);
    await page.context().close();
  });
});
