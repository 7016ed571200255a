/**
 * Issue 8, point 2, in real Chromium against the production build: a 401, 403 or 429 on a call made
 * while signed in (a list, a single node, a mutation, the token list...) ends the session and, after
 * signing in again, returns the user to the page they were on; an expired or refused token cookie does
 * the same; and the token lives only in the `token` cookie (SameSite=Strict, Secure in production):
 * never in localStorage, sessionStorage, the console output, the page, or any URL but the event-stream
 * URLs the API requires. The number of cases is printed at the end: `session cases: N`.
 *
 * Issue 13: an event stream that fails while the session is over ends it the same way (EventSource
 * cannot tell why it failed; the console asks the gateway with one cheap call). Drops are real: the
 * page goes through a proxy that ends the streams (tests/e2e/streamProxy.ts).
 */
import type { Cookie } from 'playwright-core';
import { afterEach, describe, expect } from 'vitest';
import { baseURL, expectShell, failedLoad, gotoAndSignIn, injectFault, signIn } from './browser';
import { nodeStream, startStreamProxy, type StreamProxy } from './streamProxy';
import { countedCases, page, useBrowserSuite } from './suite';

const SLOW = { timeout: 30_000 };

const sessionCase = countedCases('session cases');

// 401 and 429 answers are reported by the browser and allowed by unexpectedProblems; 403 is not.
useBrowserSuite({ expectedProblems: () => [failedLoad(403)] });

const main = () => page.getByRole('main');
const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
const dialogNamed = (name: string) => page.getByRole('dialog', { name });
const tokenCookie = async (): Promise<Cookie | undefined> =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'token');
const remembered = () => page.evaluate(() => localStorage.getItem('redirect'));

/** The session is over: the sign-in page, no token cookie, and `path` remembered. */
const expectSignedOut = async (path: string) => {
  await page.waitForURL((url) => url.pathname === '/login', SLOW);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await tokenCookie()).toBeUndefined();
  expect(await remembered()).toBe(path);
};

/** Signs in again and lands where the session ended, the redirect reset to '/'. */
const expectBackAfterSignIn = async (path: string) => {
  await signIn(page);
  await page.waitForURL((url) => url.pathname === path, SLOW);
  await expectShell(page);
  expect(await tokenCookie()).toBeDefined();
  expect(await remembered()).toBe('/');
};

/**
 * Counts the answers to the list at `apiPath` from now on; the function returned resolves once there are
 * two: the first page asked for as the screen opens, then the list's own call as it mounts (every list
 * mount asks again: tests/integration/shell/startup.test.tsx). That call can start after the rows show: a
 * cookie changed before it would end the session through it rather than through the refresh button.
 */
const listAnswers = (apiPath: string) => {
  let answers = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === apiPath) answers += 1;
  });
  return () => expect.poll(() => answers, SLOW).toBeGreaterThanOrEqual(2);
};

const openNodeSix = async () => {
  await heading('dev-laptop').waitFor(SLOW);
  await page.getByRole('region', { name: 'Node Access Tokens' }).getByText('laptop-cli').waitFor(SLOW);
};

const disconnectNodeSix = async () => {
  await main().getByRole('button', { name: 'More actions for dev-laptop' }).click();
  await page.getByRole('menuitem', { name: 'Disconnect' }).click();
  await dialogNamed('Disconnect node').getByRole('button', { name: 'Yes, disconnect!' }).click();
};

// ---- 401, 403 and 429 while signed in ------------------------------------------------------------

describe('a 401, 403 or 429 on a call ends the session; signing in returns to the page', () => {
  sessionCase('401 on the nodes list (opened from the sidebar)', async () => {
    await gotoAndSignIn(page, '/domains');
    // The page asked for ahead of the list (the sidebar's press), then the list's own call: a gateway
    // that refused the session refuses both.
    await injectFault({ path: '^/api/nodes\\?', status: 401, times: 2 });
    await page.getByRole('link', { name: 'Client / Nodes' }).first().click();
    await expectSignedOut('/nodes');
    await expectBackAfterSignIn('/nodes');
    await main().getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(SLOW);
  });

  sessionCase('403 on a single node (opened from the list)', async () => {
    await gotoAndSignIn(page, '/nodes');
    await injectFault({ path: '^/api/nodes/6$', status: 403, times: 1 });
    await main().getByRole('link', { name: 'dev-laptop', exact: true }).click(SLOW);
    await expectSignedOut('/nodes/6');
    await expectBackAfterSignIn('/nodes/6');
    await openNodeSix();
  });

  sessionCase('429 on a mutation (Disconnect): nothing changed, back on the node after sign-in', async () => {
    await gotoAndSignIn(page, '/nodes/6');
    await openNodeSix();
    await injectFault({ path: '^/api/nodes/6/disable', status: 429, times: 1 });
    await disconnectNodeSix();
    await expectSignedOut('/nodes/6');
    // Issue 13: a refusal is not a success (react-admin resolves it with an empty placeholder).
    expect(await page.getByText('Node disconnected successfully!').count()).toBe(0);
    await expectBackAfterSignIn('/nodes/6');
    await openNodeSix();
    // The refused call changed nothing: the node can still be disconnected.
    await main().getByRole('button', { name: 'More actions for dev-laptop' }).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).waitFor();
  });

  sessionCase('401 on Download Config: no file saved, no success, back on the node after sign-in', async () => {
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await gotoAndSignIn(page, '/nodes/6');
    await openNodeSix();
    await injectFault({ path: '^/api/nodes/6/download', status: 401, times: 1 });
    await main().getByRole('button', { name: 'More actions for dev-laptop' }).click();
    await page.getByRole('menuitem', { name: 'Download Config' }).click();
    await expectSignedOut('/nodes/6');
    await expectBackAfterSignIn('/nodes/6');
    await openNodeSix();
    expect(downloads).toEqual([]);
    // The same action once signed in again saves the file: the case above could have seen one.
    const downloading = page.waitForEvent('download');
    await main().getByRole('button', { name: 'More actions for dev-laptop' }).click();
    await page.getByRole('menuitem', { name: 'Download Config' }).click();
    expect((await downloading).suggestedFilename()).toBe('wiredoor-dev-laptop-config.conf');
  });

  sessionCase('403 on a save (Edit Node): no success, nothing changed, back on the node after sign-in', async () => {
    await gotoAndSignIn(page, '/nodes/6');
    await openNodeSix();
    await injectFault({ path: '^/api/nodes/6$', method: 'PATCH', status: 403, times: 1 });
    await main().getByRole('button', { name: 'More actions for dev-laptop' }).click();
    await page.getByRole('menuitem', { name: 'Edit Node' }).click();
    const form = dialogNamed('Client / Node Configuration');
    await form.getByRole('textbox', { name: /^Name/ }).fill('dev-laptop-refused');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSignedOut('/nodes/6');
    expect(await page.getByText('Node updated successfully!').count()).toBe(0);
    await expectBackAfterSignIn('/nodes/6');
    await openNodeSix();
  });

  sessionCase('401 on the token list (the refresh button on a node)', async () => {
    await gotoAndSignIn(page, '/nodes/6');
    await openNodeSix();
    await injectFault({ path: '^/api/nodes/6/pats', status: 401, times: 1 });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectSignedOut('/nodes/6');
    await expectBackAfterSignIn('/nodes/6');
    await openNodeSix();
  });

  sessionCase("403 on a domain's services (expanding its row)", async () => {
    await gotoAndSignIn(page, '/domains');
    await injectFault({ path: '^/api/services/http\\?', status: 403, times: 1 });
    await main().getByRole('button', { name: 'Show services of app.example.com' }).click(SLOW);
    await expectSignedOut('/domains');
    await expectBackAfterSignIn('/domains');
    await main().getByRole('link', { name: 'app.example.com', exact: true }).waitFor(SLOW);
  });

  sessionCase('429 on a save (Add Domain): back on the domains page after sign-in', async () => {
    await gotoAndSignIn(page, '/domains');
    await injectFault({ path: '^/api/domains$', status: 429, times: 1 });
    await page.getByRole('button', { name: 'Add Domain', exact: true }).click(SLOW);
    const form = dialogNamed('Domain & SSL Settings');
    await form.getByRole('textbox', { name: 'Domain', exact: true }).fill('session.example.org');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSignedOut('/domains');
    await expectBackAfterSignIn('/domains');
    await main().getByRole('link', { name: 'app.example.com', exact: true }).waitFor(SLOW);
    expect(await main().getByRole('link', { name: 'session.example.org', exact: true }).count()).toBe(0);
  });
});

// ---- An expired or refused token cookie ----------------------------------------------------------

describe('an expired token cookie behaves the same', () => {
  sessionCase('cookie gone mid-session, then a mutation (the gateway answers 401 to a call without a token)', async () => {
    await gotoAndSignIn(page, '/nodes/6');
    await openNodeSix();
    await page.context().clearCookies({ name: 'token' });
    await disconnectNodeSix();
    await expectSignedOut('/nodes/6');
    await expectBackAfterSignIn('/nodes/6');
    await openNodeSix();
  });

  sessionCase('cookie rewritten with a past expiry, then the refresh button', async () => {
    const domainsOpened = listAnswers('/api/domains');
    await gotoAndSignIn(page, '/domains');
    await main().getByRole('link', { name: 'app.example.com', exact: true }).waitFor(SLOW);
    await domainsOpened();
    const cookie = (await tokenCookie())!;
    await page.context().addCookies([{ ...cookie, expires: Math.floor(Date.now() / 1000) - 60 }]);
    expect(await tokenCookie()).toBeUndefined();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectSignedOut('/domains');
    await expectBackAfterSignIn('/domains');
  });

  sessionCase('a token the gateway refuses (expired JWT in the cookie), then the refresh button', async () => {
    const nodesOpened = listAnswers('/api/nodes');
    await gotoAndSignIn(page, '/nodes');
    await main().getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(SLOW);
    await nodesOpened();
    const cookie = (await tokenCookie())!;
    const [header, , signature] = decodeURIComponent(cookie.value).split('.');
    const expiredPayload = Buffer.from(JSON.stringify({ id: 0, type: 'admin', iat: 1_600_000_000, exp: 1_600_003_600 })).toString('base64url');
    await page.context().addCookies([{ ...cookie, value: `${header}.${expiredPayload}.${signature}` }]);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectSignedOut('/nodes');
    await expectBackAfterSignIn('/nodes');
    await main().getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(SLOW);
  });

  sessionCase('cookie expired, then a reload: the sign-in page, then back on the same page', async () => {
    await gotoAndSignIn(page, '/nodes/6');
    await openNodeSix();
    await page.context().clearCookies({ name: 'token' });
    await page.reload();
    await expectSignedOut('/nodes/6');
    await expectBackAfterSignIn('/nodes/6');
    await openNodeSix();
  });
});

// ---- A stream that fails when the session is over ------------------------------------------------

describe('an event stream that fails when the session is over ends it too', () => {
  let proxy: StreamProxy | undefined;
  afterEach(async () => {
    // The page leaves first: streams cut by the closing proxy would be reported as broken loads.
    if (proxy) await page.goto('about:blank');
    await proxy?.close();
    proxy = undefined;
  });

  /** Signs in on the proxy's origin and lands on `path` there. */
  const signInThroughProxy = async (path: string) => {
    proxy = await startStreamProxy(baseURL());
    await page.goto(`${proxy.url}${path}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === path, SLOW);
    await expectShell(page);
    return proxy;
  };

  const logState = (text: string) => main().getByRole('status').filter({ has: page.locator('[data-state]') }).getByText(text, { exact: true });
  const GONE_LOGS = '/domains/gone.example.com/logs';
  const TAIL_ERROR = "tail: cannot open '/var/log/nginx/gone.example.com/access.log' for reading: No such file or directory";

  /** Replaces the token in the cookie with an expired one the gateway does not know. */
  const expireTokenInCookie = async () => {
    const cookie = (await tokenCookie())!;
    const [header, , signature] = decodeURIComponent(cookie.value).split('.');
    const expiredPayload = Buffer.from(JSON.stringify({ id: 0, type: 'admin', iat: 1_600_000_000, exp: 1_600_003_600 })).toString('base64url');
    await page.context().addCookies([{ ...cookie, value: `${header}.${expiredPayload}.${signature}` }]);
  };

  sessionCase('log screen: the token cookie expires, then the stream drops: signed out, back on the live log after sign-in', async () => {
    const path = '/domains/app.example.com/logs';
    const through = await signInThroughProxy(path);
    await logState('Live').waitFor(SLOW);
    await page.context().clearCookies({ name: 'token' });
    expect(through.endStreams('/api/logs/stream')).toBe(1);
    await expectSignedOut(path);
    await expectBackAfterSignIn(path);
    await logState('Live').waitFor(SLOW);
  });

  sessionCase("log screen failing with tail's error: a token the gateway refuses (expired JWT) ends the session at the next retry", async () => {
    await gotoAndSignIn(page, GONE_LOGS);
    await main().getByText(TAIL_ERROR).waitFor(SLOW);
    await expireTokenInCookie();
    await expectSignedOut(GONE_LOGS);
    await expectBackAfterSignIn(GONE_LOGS);
    await main().getByText(TAIL_ERROR).waitFor(SLOW);
  });

  sessionCase("log screen failing with tail's error: 429 on the session check ends the session", async () => {
    await gotoAndSignIn(page, GONE_LOGS);
    await main().getByText(TAIL_ERROR).waitFor(SLOW);
    await injectFault({ path: '^/api/nodes\\?', status: 429, times: 1 });
    await expectSignedOut(GONE_LOGS);
    await expectBackAfterSignIn(GONE_LOGS);
  });

  sessionCase('node details: a token the gateway refuses, then its stream drops: signed out, back on the node', async () => {
    const through = await signInThroughProxy('/nodes/6');
    await openNodeSix();
    await expireTokenInCookie();
    // The node's stream (the fleet's has no id).
    await expect.poll(() => through.openStreams(nodeStream), SLOW).toBe(1);
    expect(through.endStreams(nodeStream)).toBe(1);
    await expectSignedOut('/nodes/6');
    await expectBackAfterSignIn('/nodes/6');
    await openNodeSix();
  });

  sessionCase('nodes list: 403 on the session check after its stream drops: signed out, back on the list', async () => {
    const through = await signInThroughProxy('/nodes');
    await main().getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(SLOW);
    // The demo's fleet fits a page: the list's rows and counts come from the fleet's one stream, which drops.
    await expect.poll(() => through.openStreams('/api/nodes/stream'), SLOW).toBe(1);
    await injectFault({ path: '^/api/nodes\\?', status: 403, times: 1 });
    expect(through.endStreams('/api/nodes/stream')).toBe(1);
    await expectSignedOut('/nodes');
    await expectBackAfterSignIn('/nodes');
    await main().getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(SLOW);
  });
});

// ---- Where the token lives -----------------------------------------------------------------------

describe('the token lives only in the token cookie', () => {
  sessionCase(
    'a session through every screen: never in storage, console, page or URLs other than the event streams',
    async () => {
      const requests: string[] = [];
      const consoleLines: string[] = [];
      const storage: string[] = [];
      const pages: string[] = [];
      page.context().on('request', (request) => requests.push(request.url()));
      page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
      const snapshot = async (screen: string) => {
        storage.push(`${screen}: ${await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }))}`);
        pages.push(`${screen}: ${await page.content()}`);
      };

      await gotoAndSignIn(page, '/');
      await page.getByRole('heading', { name: /Welcome to Ingress Console/ }).waitFor();
      await snapshot('home');

      await page.getByRole('link', { name: 'Client / Nodes' }).first().click();
      await main().getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(SLOW);
      await main().getByRole('button', { name: 'Add Client' }).click();
      await dialogNamed('Client / Node Configuration').getByRole('button', { name: 'Cancel' }).click();
      await snapshot('nodes');

      await main().getByRole('link', { name: 'dev-laptop', exact: true }).click();
      await openNodeSix();
      await snapshot('node details');

      await page.goto('/nodes/6/http/4/logs');
      await main().getByRole('status').getByText('Live', { exact: true }).waitFor(SLOW);
      await snapshot('service logs');

      await page.getByRole('link', { name: 'Domain Names' }).first().click();
      await main().getByRole('link', { name: 'app.example.com', exact: true }).waitFor(SLOW);
      await main().getByRole('button', { name: 'Show services of app.example.com' }).click();
      await page.getByRole('region', { name: 'HTTP Services' }).getByText('app-frontend').waitFor(SLOW);
      await snapshot('domains');

      await page.goto('/domains/app.example.com/logs');
      await main().getByRole('status').getByText('Live', { exact: true }).waitFor(SLOW);
      await snapshot('domain logs');

      await page.goto('/no/such/page');
      await page.getByRole('link', { name: 'Back To Home' }).waitFor(SLOW);
      await snapshot('not found');

      const cookie = (await tokenCookie())!;
      // Production build: Secure, SameSite=Strict, readable by the console (it sends it as a bearer).
      expect(cookie).toMatchObject({ secure: true, sameSite: 'Strict', httpOnly: false, path: '/' });
      const token = decodeURIComponent(cookie.value);
      expect(token.length).toBeGreaterThan(20);
      const forms = [token, encodeURIComponent(token)];
      const holds = (text: string) => forms.some((form) => text.includes(form));

      // The token is in one cookie only.
      expect((await page.context().cookies()).filter((entry) => holds(decodeURIComponent(entry.value))).map((entry) => entry.name)).toEqual(['token']);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/login', SLOW);
      await snapshot('signed out');

      expect(storage.filter(holds)).toEqual([]);
      expect(consoleLines.filter(holds)).toEqual([]);
      expect(pages.filter(holds).map((html) => html.slice(0, html.indexOf(':')))).toEqual([]);

      const origin = baseURL();
      const withToken = requests.filter(holds).map((url) => new URL(url));
      const streamPaths = new Set(withToken.map((url) => url.pathname));
      // The event streams carry it (EventSource cannot send headers), and nothing else does.
      expect([...streamPaths].sort()).toEqual(['/api/logs/stream', '/api/nodes/stream']);
      expect(withToken.every((url) => url.origin === origin)).toBe(true);
      expect(requests.filter((url) => !holds(url)).length).toBeGreaterThan(20);
    },
    180_000,
  );
});
