/**
 * A signed-in address opened with nothing cached (a reload, a bookmark, a link from elsewhere) on a slow
 * network: the screen's first page is asked for while the console's code is still on its way, and that
 * code comes in few files (HTTP/1.1 gives a page six connections: every further file costs a round trip).
 * The figures are bench:load's (docs/benchmarks.md); these hold the mechanisms.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulateNetwork } from '../../scripts/bench-network.mjs';
import { attachWorkers, trackNetwork, type NetworkRequest } from '../../scripts/bench-support.mjs';
import { addSessionCookie, baseURL, DEMO_USER, launch, openPage, resetDemo, unexpectedProblems } from './browser';

/** The first row of a list: its name links to its page. */
const FIRST_ROW = 'main table tbody tr a[href^="/nodes/"]';

/** Script files the nodes list may need for its first row, the sign-in page's own included. */
const SCRIPTS_BEFORE_FIRST_ROW = 12;

let browser: Browser;
let token: string;

beforeAll(async () => {
  await resetDemo();
  browser = await launch();
  const answer = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  ({ token } = (await answer.json()) as { token: string });
});
afterAll(async () => {
  await browser?.close();
});

/** /nodes opened signed in, in a fresh context on slow 4G: the requests until the first row showed. */
const openNodesCold = async () => {
  const page = await openPage(browser);
  await addSessionCookie(page, token);
  const cdp = await page.context().newCDPSession(page);
  const network = await trackNetwork(cdp, await attachWorkers(cdp));
  await emulateNetwork(cdp, 'slow4g');
  await page.goto('/nodes', { waitUntil: 'commit' });
  await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
  const shownAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  const requests = network.requests().filter((request) => request.sentAt <= shownAt);
  expect(unexpectedProblems(page)).toEqual([]);
  await page.context().close();
  return { requests, shownAt };
};

const isScript = (request: NetworkRequest) => request.type === 'Script';

describe('a signed-in address opened with nothing cached, on slow 4G', () => {
  it("asks for the list's first page while the console's code is still on its way", async () => {
    const { requests, shownAt } = await openNodesCold();
    const firstPage = requests.find((request) => /\/api\/nodes\?/.test(request.url));
    expect(firstPage).toBeDefined();
    // The code the row waited for: what had arrived when it showed.
    const arrived = requests.filter((request) => isScript(request) && request.endAt !== undefined && request.endAt <= shownAt);
    expect(firstPage!.sentAt).toBeLessThan(Math.max(...arrived.map((request) => request.endAt!)));
  });

  it(`comes with its code in at most ${SCRIPTS_BEFORE_FIRST_ROW} files`, async () => {
    const { requests } = await openNodesCold();
    // What the boot asked for before the first page: the code the row needs (later files load at idle moments).
    const firstPage = requests.find((request) => /\/api\/nodes\?/.test(request.url))!;
    expect(requests.filter((request) => isScript(request) && request.sentAt < firstPage.sentAt).length).toBeLessThanOrEqual(SCRIPTS_BEFORE_FIRST_ROW);
  });
});
