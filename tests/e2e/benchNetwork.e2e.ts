/**
 * bench:load measures each console on DevTools' network presets and counts the round trips on the
 * critical path to the first row (scripts/bench-network.mjs). This holds the instrument to what real
 * Chromium does: the preset's latency is added to every request, the page's workers' included, and a
 * page whose data waits for its code, then for a first answer, then for two answers asked together,
 * reads as that many round trips, the two together as one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criticalPath, emulateNetwork, NETWORK_PROFILES, networkRequests, roundTrips, waterfall } from '../../scripts/bench-network.mjs';
import { attachWorkers, trackNetwork } from '../../scripts/bench-support.mjs';
import { launch } from './browser';

/**
 * Its data: /first, then /left and /right together, then /last, then a worker's own /from-worker, asked
 * once the instrument has set the worker up (as the console's engine waits for the page's first call).
 */
const PAGE = `<!doctype html><html><head><link rel="icon" href="data:,"><script type="module" src="/page.js"></script></head><body></body></html>`;
const SCRIPT = `
const text = (url) => fetch(url).then((answer) => answer.text());
await text('/first');
await Promise.all([text('/left'), text('/right')]);
await text('/last');
const shown = document.createElement('p');
shown.id = 'shown';
document.body.append(shown);
const worker = new Worker('/worker.js');
window.startWorker = () => worker.postMessage('start');
worker.onmessage = () => document.body.append(Object.assign(document.createElement('p'), { id: 'worker-done' }));
`;
const WORKER = `onmessage = () => fetch('/from-worker').then((answer) => answer.text()).then(() => postMessage('done'));`;

const BODIES: Record<string, [string, string]> = {
  '/': ['text/html', PAGE],
  '/page.js': ['text/javascript', SCRIPT],
  '/worker.js': ['text/javascript', WORKER],
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const [type, body] = BODIES[request.url ?? ''] ?? ['text/plain', 'ok'];
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** The page opened on the profile, every request tracked (its worker's too), until `#worker-done`. */
const visit = async (profile: 'none' | 'fast4g') => {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  const workers = await attachWorkers(cdp);
  const network = await trackNetwork(cdp, workers);
  await emulateNetwork(cdp, profile);
  await page.goto(`${origin}/`);
  await page.locator('#shown').waitFor({ state: 'attached' });
  await expect.poll(() => workers.prepared()).toBe(1);
  await page.evaluate(() => (window as unknown as { startWorker: () => void }).startWorker());
  await page.locator('#worker-done').waitFor({ state: 'attached' });
  // The worker's events come through its own session, possibly after the page's.
  await expect.poll(() => network.requests().some((request) => request.url.endsWith('/from-worker') && request.endAt)).toBe(true);
  const requests = network.requests();
  await context.close();
  return { requests, byPath: (path: string) => requests.find((request) => new URL(request.url).pathname === path)! };
};

describe('the bench:load network instrument', () => {
  it("adds fast 4G's latency to every request, a worker's included, and none without a profile", async () => {
    const latency = NETWORK_PROFILES.fast4g!.latency;
    const slow = await visit('fast4g');
    for (const path of ['/', '/page.js', '/first', '/left', '/right', '/last', '/from-worker']) {
      const request = slow.byPath(path);
      expect(request.headersAt! - request.sentAt, path).toBeGreaterThanOrEqual(latency - 5);
    }
    expect(slow.byPath('/from-worker').source).not.toBe('page');
    const quick = await visit('none');
    expect(quick.byPath('/first').headersAt! - quick.byPath('/first').sentAt).toBeLessThan(latency);
  });

  it('counts the requests that waited for one another as round trips, those asked together as one', async () => {
    const { requests, byPath } = await visit('fast4g');
    const until = byPath('/last').endAt!;
    const path = criticalPath(requests, { until, content: /\/last$/ });
    const paths = path.map((request) => new URL(request.url).pathname);
    expect(paths.slice(0, 3)).toEqual(['/', '/page.js', '/first']);
    expect(['/left', '/right']).toContain(paths[3]);
    expect(paths[4]).toBe('/last');
    expect(roundTrips(path)).toBe(5);
    expect(networkRequests(requests, { until }).map((request) => new URL(request.url).pathname).sort()).toEqual(
      ['/', '/first', '/last', '/left', '/page.js', '/right'],
    );
    // The waterfall: a heading, then one line per request, the critical path marked.
    const lines = waterfall(requests, { from: byPath('/').sentAt, until, content: /\/last$/ });
    expect(lines).toHaveLength(7);
    expect(lines.filter((line) => line.startsWith('*'))).toHaveLength(5);
  });
});
