/**
 * Issue 6 in real Chromium: both logs routes with their breadcrumbs, level colours, the reconnect
 * policy against the demo gateway, and screenshots of the viewer in light and dark. Issue 13: the
 * gateway's own error text, and a reconnect that repeats no line (the demo tails one file per source).
 */
import { readFileSync } from 'node:fs';
import type { Request } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addSessionCookie, apiToken, baseURL, gotoAndSignIn, screenshot, type TrackedPage } from './browser';
import { startStreamProxy, type StreamProxy } from './streamProxy';
import { page, useBrowserSuite } from './suite';

const setLogRate = async (logRate: number) => {
  const response = await fetch(`${baseURL()}/api/__demo/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ logRate }),
  });
  if (!response.ok) throw new Error(`demo settings failed: ${response.status}`);
};

/** The demo's first domain and first HTTP service, read through the API with a fresh session. */
const demoTargets = async () => {
  const login = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'demo-password' }),
  }).then((r) => r.json() as Promise<{ token: string }>);
  const get = (path: string) =>
    fetch(`${baseURL()}/api${path}`, { headers: { Authorization: `Bearer ${login.token}` } }).then((r) => r.json());
  const domains = await get('/domains?page=1&limit=10');
  const services = await get('/services/http?page=1&limit=10');
  const first = <T>(list: T[] | { data: T[] }) => (Array.isArray(list) ? list[0] : list.data[0]);
  return {
    domain: first<{ domain: string }>(domains).domain,
    service: first<{ id: number; nodeId: number; name: string }>(services),
  };
};

const streamRequests = (target: TrackedPage) => {
  const seen: { url: string; at: number }[] = [];
  target.on('request', (request: Request) => {
    if (request.url().includes('/api/logs/stream')) seen.push({ url: request.url(), at: Date.now() });
  });
  return seen;
};

useBrowserSuite();
beforeEach(async () => {
  await setLogRate(20);
});

describe('real-time logs', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows a domain's live log with breadcrumbs and level colours (${colorScheme})`, async () => {
      const { domain } = await demoTargets();
      await page.emulateMedia({ colorScheme });
      const requests = streamRequests(page);
      await gotoAndSignIn(page, `/domains/${domain}/logs`);

      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await trail.getByRole('link', { name: 'Domains' }).getAttribute('href')).toBe('/domains');
      await trail.getByText(domain, { exact: true }).waitFor();
      await trail.getByText('Real Time Logs').waitFor();
      await page.getByRole('status').getByText('Live').waitFor();

      // The token travels in the query (EventSource cannot send headers).
      const query = new URL(requests[0].url).searchParams;
      expect(query.get('domain')).toBe(domain);
      expect(query.get('token')).toBeTruthy();

      // The demo mixes [ERROR]/[WARN]/[INFO]/[DEBUG] lines into the access log: wait for one of each.
      const levels = ['error', 'warn', 'info', 'debug', 'other'];
      for (const level of levels) await page.locator(`.log-line.log-${level}`).first().waitFor({ timeout: 30000 });
      // Read in one go, and again until the panel's styles are settled: rows are reused as lines stream in.
      const distinctColours = () =>
        page.evaluate((names) => {
          const colours = names.map((level) => document.querySelector(`.log-line.log-${level}`)).map((line) => (line ? getComputedStyle(line).color : null));
          return colours.includes(null) ? 0 : new Set(colours).size;
        }, levels);
      await expect.poll(distinctColours, { timeout: 10_000 }).toBe(5);

      // A row's copy icon appears under the pointer only: the other rows paint no icon at all. Lines stream in
      // and rows are reused, so the row under the pointer can change between the move and the read: read until settled.
      const iconsUnderPointer = async () => {
        await page.locator('.log-line').nth(1).hover({ position: { x: 60, y: 10 } });
        return page.evaluate(() => {
          const rows = Array.from(document.querySelectorAll('.log-line'), (line) => ({
            hovered: line.matches(':hover'),
            icon: getComputedStyle(line.querySelector('.log-copy')!).maskImage,
          }));
          const hovered = rows.filter((row) => row.hovered);
          return {
            hovered: hovered.length,
            hoveredIcon: hovered.every((row) => row.icon.includes('data:image/svg+xml')),
            othersPlain: rows.filter((row) => !row.hovered).every((row) => row.icon === 'none'),
          };
        });
      };
      await expect.poll(iconsUnderPointer, { timeout: 10_000 }).toEqual({ hovered: 1, hoveredIcon: true, othersPlain: true });

      await screenshot(page, `logs-domain-${colorScheme}`);
    });
  }

  it("shows a service's live log under Nodes > HTTP Services", async () => {
    const { service } = await demoTargets();
    const requests = streamRequests(page);
    await gotoAndSignIn(page, `/nodes/${service.nodeId}/http/${service.id}/logs`);

    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.getByRole('link', { name: 'Nodes' }).getAttribute('href')).toBe('/nodes');
    expect(await trail.getByRole('link', { name: 'HTTP Services' }).getAttribute('href')).toBe(`/nodes/${service.nodeId}`);
    await page.getByRole('heading', { name: `HTTP service ${service.name}` }).waitFor();
    await page.locator('.log-line').first().waitFor();
    const query = new URL(requests[0].url).searchParams;
    expect([query.get('type'), query.get('id')]).toEqual(['http', String(service.id)]);

    // Leaving the screen closes the stream: the browser aborts its request.
    const closed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/logs/stream'));
    await trail.getByRole('link', { name: 'HTTP Services' }).click();
    await page.waitForURL((url) => url.pathname === `/nodes/${service.nodeId}`);
    expect((await closed).failure()?.errorText).toBe('net::ERR_ABORTED');
    expect(requests).toHaveLength(1);
  });

  it('reconnects 1 s after the gateway drops the stream, and says so meanwhile', async () => {
    const { service } = await demoTargets();
    const requests = streamRequests(page);
    // An unknown service id: the gateway (like the reference) drops the connection right away.
    await gotoAndSignIn(page, `/nodes/${service.nodeId}/http/99999/logs`);
    await page.getByRole('status').getByText('Connection lost, reconnecting…').waitFor();
    await expect.poll(() => requests.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    const gaps = requests.slice(1).map((request, index) => request.at - requests[index].at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);
    await screenshot(page, 'logs-reconnecting');
  });
});

describe('what a reconnect and a gateway error look like', () => {
  let proxy: StreamProxy | undefined;
  afterEach(async () => {
    // The page leaves first: streams cut by the closing proxy would be reported as broken loads.
    if (proxy) await page.goto('about:blank');
    await proxy?.close();
    proxy = undefined;
  });

  const chip = () => page.getByRole('main').getByRole('status').filter({ has: page.locator('[data-state]') });

  it("shows the gateway's own error text for a missing log file and says the console retries every second", async () => {
    const missing = "tail: cannot open '/var/log/nginx/gone.example.com/access.log' for reading: No such file or directory";
    const requests = streamRequests(page);
    await addSessionCookie(page, await apiToken());
    // Every text the connection chip shows from the start, to see that it never claims to be live.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { chipTexts: string[] }).chipTexts = seen;
      new MutationObserver(() => {
        const state = document.querySelector('[data-state]');
        if (state && seen.at(-1) !== state.textContent) seen.push(state.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/domains/gone.example.com/logs');

    const message = page.getByRole('main').getByRole('status').filter({ hasText: missing });
    await message.waitFor();
    expect(await message.textContent()).toBe(`The gateway reports: ${missing}`);
    await chip().getByText('Gateway error, retrying every second…').waitFor();
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    for (const [index, request] of requests.slice(1).entries()) expect(request.at - requests[index].at).toBeGreaterThanOrEqual(900);
    expect(await page.getByRole('main').getByText(missing).count()).toBe(1);
    // The text is no log line (nor is the gateway's "Getting logs..." banner: the pane still waits for
    // lines), and 'Live' never showed while each reconnect failed again.
    expect(await page.locator('.log-line').count()).toBe(0);
    expect(await page.getByRole('log', { name: 'Log lines' }).getByText('Waiting for log lines…').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { chipTexts: string[] }).chipTexts)).not.toContain('Live');
    await screenshot(page, 'logs-gateway-error');
  });

  it('repeats no line after the connection drops: the replayed last lines and the banner are not appended again', async () => {
    await setLogRate(5);
    proxy = await startStreamProxy(baseURL());
    const { domain } = await demoTargets();
    // What the browser received on each connection, straight from its network layer.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const received = new Map<string, string[]>();
    cdp.on('Network.eventSourceMessageReceived', ({ requestId, data }) => {
      const lines = (JSON.parse(data) as string[]).filter((line) => line !== '');
      received.set(requestId, [...(received.get(requestId) ?? []), ...lines]);
    });
    await addSessionCookie(page, await apiToken());
    await page.goto(`${proxy.url}/domains/${domain}/logs`);
    await chip().getByText('Live').waitFor();
    await expect.poll(() => page.locator('.log-line').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(15);

    expect(proxy.endStreams('/api/logs/stream')).toBe(1);
    await chip().getByText('Connection lost, reconnecting…').waitFor();
    await chip().getByText('Live').waitFor({ timeout: 10_000 });
    await expect.poll(() => [...received.values()].at(-1)?.length ?? 0, { timeout: 10_000 }).toBeGreaterThan(13);
    await setLogRate(0);

    const [first, second] = [...received.values()];
    expect(received.size).toBe(2);
    // The gateway did replay lines already shown (and sent its banner again): there was something to drop.
    expect(second[0]).toBe('Getting logs...');
    expect(second.slice(1, 11).filter((line) => first.includes(line)).length).toBeGreaterThan(0);

    // Every line received, once (frames still on their way when the file stopped growing included).
    // The banner each connection starts with is no line of the file: the console does not show it.
    const distinct = () => [...new Set([...received.values()].flat())].filter((line) => line !== 'Getting logs...');
    const shownCount = async () => Number((await page.getByTestId('log-line-count').textContent())?.replace(/\D/g, ''));
    await expect.poll(async () => (await shownCount()) === distinct().length).toBe(true);
    // The kept lines, as the operator downloads them: each line of the file once, in order.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the kept lines as a .log file' }).click();
    const kept = readFileSync(await (await download).path(), 'utf8').trimEnd().split('\n');
    expect(kept).toEqual(distinct().slice(-kept.length));
    expect(new Set(kept).size).toBe(kept.length);
    await screenshot(page, 'logs-after-reconnect');
  });
});
