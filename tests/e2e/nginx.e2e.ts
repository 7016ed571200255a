/** Deployment behind nginx (issue 7): headers, caching, SPA fallback, and the console working through it. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, resetDemo, signIn, unexpectedProblems } from './browser';
import { startNginx } from './nginx';

let browser: Browser;
let nginx: { url: string; stop: () => void };

beforeAll(async () => {
  await resetDemo();
  nginx = await startNginx(baseURL());
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  nginx?.stop();
});

describe('nginx in front of the gateway', () => {
  it('sends the security headers and never caches index.html', async () => {
    const response = await fetch(`${nginx.url}/nodes/12`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a long time, compressed, with the same security headers', async () => {
    const html = await (await fetch(`${nginx.url}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const response = await fetch(`${nginx.url}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('max-age=31536000');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('proxies the API and its event streams without buffering', async () => {
    const login = await fetch(`${nginx.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const controller = new AbortController();
    const stream = await fetch(`${nginx.url}/api/nodes/stream?token=${token}&page=1&limit=10`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^data: \[/);
    controller.abort();
  });

  it('runs the console through nginx: sign-in, live nodes list and a log stream, with no CSP violation', async () => {
    const page = await openPage(browser, { baseURL: nginx.url });
    await page.goto('/nodes');
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/nodes');
    const table = page.getByRole('table').first();
    await table.getByRole('link', { name: 'dev-laptop' }).waitFor();
    const before = await table.innerText();
    await expect.poll(() => table.innerText(), { timeout: 15000 }).not.toBe(before);
    await page.goto('/domains/app.example.com/logs');
    // The demo replays the last lines of the domain's file (the gateway's banner is not shown as a line).
    await page.locator('.log-line').first().waitFor({ timeout: 15000 });
    expect(page.problems.filter((problem) => problem.includes('CSP'))).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
    await page.context().close();
  });
});
