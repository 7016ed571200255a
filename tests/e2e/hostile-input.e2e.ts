/**
 * Issue 8, point 3 in real Chromium: names, interfaces, backend hosts, domains, e-mails, skip-auth
 * routes, public addresses, toast messages and log lines carrying HTML and script payloads are shown
 * as inert text on every screen where they appear; key material in any answer or stream message is
 * never rendered or kept.
 *
 * What the gateway's own rules let through is created through its API (node, interface, token and
 * service names, backend hosts); what they refuse (domains, e-mails, skip-auth routes, `javascript:`
 * addresses, key material outside POST /nodes) is put into real answers with `page.route`, as a
 * hostile or compromised gateway could send it.
 */
import type { Route } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, apiToken, connectNode, gotoAndSignIn, injectFault } from './browser';
import { page, useBrowserSuite } from './suite';

const FIRST_RENDER = { timeout: 60_000 };
const LONG_TEST = 240_000;

/** Each payload sets window.__xss if it ever runs. */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
const PAYLOAD = `${IMG}${SCRIPT}${SVG}`;
const JS_URL = 'javascript:window.__xss=1';

const NODE_NAME = `evil-node ${PAYLOAD}`;
const INTERFACE = `eth${IMG}`;
const TOKEN_NAME = `evil-token ${SVG}`;
const HTTP_NAME = `evil-http ${SCRIPT}`;
const TCP_NAME = `evil-tcp ${IMG}`;
const BACKEND_HOST = `host${SVG}`;
const DOMAIN = `evil${IMG}.example.com`;
const EMAIL = `${SVG}@example.com`;
const SKIP_AUTH = `/public${IMG}\n^/api/${SCRIPT}`;
const TOAST = '<img src=x onerror=window.__xss=1>';
const LOG_LINES = [IMG, SCRIPT, `GET /${SVG} HTTP/1.1 200`];

const KEYS = { privateKey: 'PRIVATE-KEY-MARKER', preSharedKey: 'PRESHARED-KEY-MARKER', publicKey: 'PUBLIC-KEY-MARKER' };
const KEY_MARKERS = Object.values(KEYS);

let token: string;
let evil: { nodeId: number; httpId: number; tcpId: number };
/** How often each kind of poisoned answer was served (so that a test cannot pass without them). */
let served: Record<string, number>;
/** Requests for `/x`: an injected <img src=x> would fetch it. */
let imageProbes: string[];

useBrowserSuite();
beforeEach(async () => {
  await createHostileRecords();
  served = {};
  imageProbes = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/x') imageProbes.push(request.url());
  });
  await page.route('**/api/**', poisonApi);
});

/** Creates, through the gateway's API, every record whose rules let a payload through. */
const createHostileRecords = async () => {
  token = await apiToken();
  const node = await api<{ id: number }>(token, 'POST', '/nodes', {
    name: NODE_NAME,
    isGateway: true,
    gatewayNetworks: [{ interface: INTERFACE, subnet: '192.168.77.0/24' }],
  });
  await api(token, 'POST', `/nodes/${node.id}/pats`, { name: TOKEN_NAME });
  // The gateway reaches a backend only through a live tunnel: the node connects before anything is exposed.
  await connectNode(node.id);
  const http = await api<{ id: number }>(token, 'POST', `/services/${node.id}/http`, {
    name: HTTP_NAME,
    pathLocation: '/evil',
    backendHost: BACKEND_HOST,
    backendPort: 8080,
  });
  const tcp = await api<{ id: number }>(token, 'POST', `/services/${node.id}/tcp`, {
    name: TCP_NAME,
    backendHost: BACKEND_HOST,
    backendPort: 5432,
  });
  evil = { nodeId: node.id, httpId: http.id, tcpId: tcp.id };
};

const hostileDomain = () => ({
  id: 9999,
  domain: DOMAIN,
  ssl: 'self-signed',
  skipValidation: true,
  authentication: true,
  allowedEmails: [EMAIL],
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
});

type Row = Record<string, unknown>;
const count = (kind: string) => (served[kind] = (served[kind] ?? 0) + 1);

/** What a hostile gateway changes in a real service row. */
const poisonService = (row: Row): Row => {
  if (row.name === HTTP_NAME) {
    count('service');
    return { ...row, publicAccess: JS_URL, domain: 'app.example.com', requireAuth: true, skipAuthRoutes: SKIP_AUTH };
  }
  if (row.name === TCP_NAME) {
    count('service');
    return { ...row, publicAccess: `https://tcp.example.com/${SVG}` };
  }
  return row;
};

const withKeys = (row: Row): Row => {
  count('keys');
  return { ...row, ...KEYS, nested: { ...KEYS } };
};

const sse = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }, body: `data: ${JSON.stringify(body)}\n\n` });

/**
 * Every /api answer passes through here: real answers from the demo gateway, with the payloads its
 * rules would refuse and key material added. Event streams are answered with one message each.
 */
const poisonApi = async (route: Route) => {
  const request = route.request();
  const url = new URL(request.url());
  const path = url.pathname.replace(/^\/api/, '');
  const method = request.method();

  if (path === '/nodes/stream') {
    const id = url.searchParams.get('id');
    if (id) {
      const node = await api<Row>(token, 'GET', `/nodes/${id}`);
      count('stream');
      return sse(route, withKeys({ ...node, status: 'online' }));
    }
    const nodes = await api<{ data: Row[] }>(token, 'GET', '/nodes?page=1&limit=100');
    count('stream');
    return sse(route, nodes.data.map((node) => withKeys(node)));
  }
  if (path === '/logs/stream') {
    count('logs');
    return sse(route, [...LOG_LINES, { message: 'leaked', ...KEYS }, '']);
  }

  const response = await route.fetch();
  const type = response.headers()['content-type'] ?? '';
  if (!response.ok() || !type.includes('json')) return route.fulfill({ response });
  let json = (await response.json()) as unknown;

  if (method === 'POST' && path === '/nodes') json = withKeys(json as Row);
  else if (method === 'GET' && /^\/nodes(\/\d+)?$/.test(path)) {
    json = Array.isArray((json as { data?: unknown }).data)
      ? { ...(json as Row), data: ((json as { data: Row[] }).data).map(withKeys) }
      : withKeys(json as Row);
  } else if (method === 'GET' && path === '/domains') {
    const list = json as { data: Row[]; total: number };
    const search = url.searchParams.get('search');
    if (!search || DOMAIN.includes(search)) {
      count('domain');
      json = { ...list, data: [...list.data, hostileDomain()], total: list.total + 1 };
    }
  } else if (method === 'GET' && path === '/domains/9999') {
    json = hostileDomain();
  } else if (method === 'GET' && /^\/services\/(\d+\/)?(http|tcp)$/.test(path)) {
    const list = json as { data: Row[]; total: number };
    if (url.searchParams.get('domain') === DOMAIN) {
      // The hostile domain's cards hold the hostile services.
      const kind = path.endsWith('http') ? 'http' : 'tcp';
      const mine = await api<{ data: Row[] }>(token, 'GET', `/services/${evil.nodeId}/${kind}?page=1&limit=10`);
      json = { ...list, data: mine.data.map(poisonService), total: mine.data.length };
    } else json = { ...list, data: list.data.map(poisonService) };
  } else if (method === 'GET' && /^\/services\/\d+\/(http|tcp)\/\d+$/.test(path)) {
    json = poisonService(json as Row);
  }
  return route.fulfill({ response, json });
};

/**
 * Nothing ran and nothing was injected: no __xss, no element a payload would create, no inline event
 * handler attribute anywhere, no `javascript:` link, no request for the payloads' image.
 */
const expectInert = async () => {
  const state = await page.evaluate(() => {
    const links = [...document.querySelectorAll('a[href], area[href], [role="link"][href]')];
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      injected: [...document.querySelectorAll('img[src="x"], svg[onload], script:not([src]), iframe, object, embed')].map((element) => element.outerHTML),
      handlers: [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName} ${attribute.name}`),
      ),
      scriptLinks: links
        .filter((link) => /^\s*javascript:/i.test(link.getAttribute('href') ?? '') || (link as HTMLAnchorElement).protocol === 'javascript:')
        .map((link) => link.outerHTML),
    };
  });
  expect(state).toEqual({ xss: undefined, injected: [], handlers: [], scriptLinks: [] });
  expect(imageProbes).toEqual([]);
};

/** The page holds none of the key markers: not in the markup, field values, storage or cookies. */
const expectNoKeys = async () => {
  const everything = await page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value);
    return [document.documentElement.outerHTML, ...values, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.cookie].join('\n');
  });
  for (const marker of KEY_MARKERS) expect(everything).not.toContain(marker);
  expect(everything).not.toMatch(/privateKey|preSharedKey|publicKey/);
};

const dialogNamed = (name: string) => page.getByRole('dialog', { name });
const toast = (text: string) => page.locator('.MuiSnackbar-root').getByText(text, { exact: true });
const region = (name: string) => page.getByRole('region', { name });

const pickAction = async (owner: string, item: string) => {
  await page.getByRole('button', { name: `More actions for ${owner}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

describe('hostile input is shown as inert text', () => {
  it(
    'nodes list, node details, tokens card, service cards, service info, a 400 toast and the service form',
    async () => {
      await gotoAndSignIn(page, '/nodes');
      await page.getByRole('textbox', { name: 'Search nodes' }).fill('evil-node');
      const link = page.getByRole('main').getByRole('link', { name: NODE_NAME, exact: true });
      await link.waitFor(FIRST_RENDER);
      await page.getByRole('main').getByRole('img', { name: 'Online' }).first().waitFor(FIRST_RENDER);
      await expectInert();

      // Node details: heading, breadcrumb, gateway subnet (interface), the tokens card, the cards.
      await link.click();
      await page.getByRole('heading', { name: NODE_NAME, level: 1 }).waitFor(FIRST_RENDER);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(NODE_NAME, { exact: true }).waitFor();
      await page.getByText(`Subnet: ${INTERFACE}: 192.168.77.0/24`, { exact: true }).waitFor();
      await region('Node Access Tokens').getByText(TOKEN_NAME, { exact: true }).waitFor(FIRST_RENDER);
      const httpCard = region('HTTP Services');
      const tcpCard = region('TCP Services');
      await httpCard.getByText(HTTP_NAME, { exact: true }).waitFor(FIRST_RENDER);
      await tcpCard.getByText(TCP_NAME, { exact: true }).waitFor(FIRST_RENDER);
      // The `javascript:` address is text, not a link; the https one with markup in it is a safe link.
      await httpCard.getByText(JS_URL, { exact: true }).waitFor();
      expect(await httpCard.getByRole('link', { name: JS_URL }).count()).toBe(0);
      await tcpCard.getByRole('link', { name: `https://tcp.example.com/${SVG}` }).waitFor();
      await httpCard.locator('code').getByText(`http://${BACKEND_HOST}:8080`, { exact: true }).waitFor();
      await tcpCard.locator('code').getByText(`tcp://${BACKEND_HOST}:5432`, { exact: true }).waitFor();
      await expectInert();

      // The service info dialog.
      await pickAction(HTTP_NAME, 'Info');
      const info = dialogNamed('Your Service is Now Publicly Available');
      await info.getByText(HTTP_NAME, { exact: true }).waitFor();
      await info.getByText(JS_URL, { exact: true }).waitFor();
      expect(await info.getByRole('link').count()).toBe(0);
      await info.getByText(`http://${BACKEND_HOST}:8080`, { exact: true }).waitFor();
      await expectInert();
      await info.getByRole('button', { name: 'Got it!' }).click();
      await info.waitFor({ state: 'detached' });

      // The service form: the skip-auth routes in their field, and the rule's error quoting them.
      await pickAction(HTTP_NAME, 'Edit Service');
      const form = dialogNamed('Expose HTTP Service on Node');
      const routes = form.getByRole('textbox', { name: 'Paths to bypass authentication (optional)' });
      await routes.waitFor(FIRST_RENDER);
      expect(await routes.inputValue()).toBe(SKIP_AUTH);
      await form.getByRole('textbox', { name: 'Service Name' }).waitFor();
      expect(await form.getByRole('textbox', { name: 'Service Name' }).inputValue()).toBe(HTTP_NAME);
      await routes.focus();
      await routes.blur();
      await form.getByText(`Line 1 contains forbidden characters: "/public${IMG}"`, { exact: true }).waitFor();
      await expectInert();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });

      // A 400 whose message is markup: the toast shows it as text.
      await injectFault({ path: `^/api/nodes/${evil.nodeId}/disable`, status: 400, message: TOAST, times: 1 });
      await pickAction(NODE_NAME, 'Disconnect');
      await dialogNamed('Disconnect node').getByRole('button', { name: 'Yes, disconnect!' }).click();
      await toast(TOAST).waitFor();
      await expectInert();
      expect(served.service).toBeGreaterThan(0);
    },
    LONG_TEST,
  );

  it(
    'the token form and the token-created dialog',
    async () => {
      await gotoAndSignIn(page, `/nodes/${evil.nodeId}`);
      const tokens = region('Node Access Tokens');
      await tokens.getByText(TOKEN_NAME, { exact: true }).waitFor(FIRST_RENDER);
      await tokens.getByRole('button', { name: '+ Add Token' }).click();
      const form = dialogNamed('Access Token Configuration');
      // One payload: the forms take names of 40 characters at most (issue 35).
      const name = `typed ${SVG}`;
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('button', { name: 'Save' }).click();
      const created = dialogNamed('New Access Token Generated');
      await created.getByText(`Token Name: ${name}`, { exact: true }).waitFor(FIRST_RENDER);
      await expectInert();
      await created.getByRole('button', { name: 'Got it!' }).click();
      await tokens.getByText(name, { exact: true }).waitFor();
      await expectInert();
    },
    LONG_TEST,
  );

  it(
    'the domains page: the row, its expanded service cards, the domain form, the domain autocomplete and the domain logs page',
    async () => {
      await gotoAndSignIn(page, '/domains');
      const main = page.getByRole('main');
      const domainLink = main.getByRole('link', { name: DOMAIN });
      await domainLink.waitFor(FIRST_RENDER);
      expect(await domainLink.getAttribute('href')).toBe(`https://${DOMAIN}`);
      await page.getByRole('button', { name: `Show services of ${DOMAIN}` }).click();
      await main.getByText(HTTP_NAME, { exact: true }).waitFor(FIRST_RENDER);
      await main.getByText(TCP_NAME, { exact: true }).waitFor(FIRST_RENDER);
      await main.getByText(JS_URL, { exact: true }).waitFor();
      await expectInert();

      // The domain form shows the domain and the allowed e-mail in its fields.
      await pickAction(DOMAIN, 'Edit Domain');
      const form = dialogNamed('Domain & SSL Settings');
      const email = form.getByRole('textbox', { name: 'Email 1' });
      await email.waitFor(FIRST_RENDER);
      expect(await email.inputValue()).toBe(EMAIL);
      expect(await form.getByRole('textbox', { name: 'Domain' }).inputValue()).toBe(DOMAIN);
      await expectInert();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });

      // The service form's domain list offers the hostile domain as text.
      await page.goto(`/nodes/${evil.nodeId}`);
      await region('HTTP Services').getByRole('button', { name: 'Add Service' }).click({ timeout: FIRST_RENDER.timeout });
      const serviceForm = dialogNamed('Expose HTTP Service on Node');
      const domainField = serviceForm.getByRole('combobox', { name: 'Public Domain' });
      await domainField.fill('evil');
      await page.getByRole('listbox').getByRole('option', { name: DOMAIN, exact: true }).waitFor();
      await expectInert();
      await page.keyboard.press('Escape');
      await serviceForm.getByRole('button', { name: 'Cancel' }).click();
      await serviceForm.waitFor({ state: 'detached' });

      // Logs Monitor of the hostile domain: the domain is in the path, the heading and the breadcrumb.
      await page.goto('/domains');
      await pickAction(DOMAIN, 'Logs Monitor');
      await page.getByRole('heading', { name: `Access log of ${DOMAIN}`, level: 1 }).waitFor(FIRST_RENDER);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(DOMAIN, { exact: true }).waitFor();
      await page.getByRole('log').getByText(IMG, { exact: true }).first().waitFor(FIRST_RENDER);
      await expectInert();
      expect(served.domain).toBeGreaterThan(0);
    },
    LONG_TEST,
  );

  it('log lines carrying markup, from a replaced stream, are shown as text', async () => {
    await gotoAndSignIn(page, '/nodes/6/http/4/logs');
    const log = page.getByRole('log');
    for (const line of LOG_LINES) await log.getByText(line, { exact: true }).first().waitFor(FIRST_RENDER);
    // A line that is an object holding keys arrives with its keys removed.
    await log.getByText('{"message":"leaked"}', { exact: true }).first().waitFor();
    await expectInert();
    await expectNoKeys();
    expect(served.logs).toBeGreaterThan(0);
  });
});

describe('the checks themselves', () => {
  it('catch a payload that does get injected and run (so that the tests above can fail)', async () => {
    await gotoAndSignIn(page, '/');
    await page.evaluate((markup) => document.querySelector('main')!.insertAdjacentHTML('beforeend', markup), IMG);
    await page.waitForFunction(() => (window as unknown as { __xss?: unknown }).__xss === 1);
    await expect(expectInert()).rejects.toThrow();
    await page.evaluate((keys) => localStorage.setItem('leak', keys.privateKey), KEYS);
    await expect(expectNoKeys()).rejects.toThrow();
  });
});

describe('key material', () => {
  it(
    'is never rendered or kept: create answer, node lists, node details and both node streams',
    async () => {
      await gotoAndSignIn(page, '/nodes');
      await page.getByRole('main').getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(FIRST_RENDER);
      await page.getByRole('main').getByRole('img', { name: 'Online' }).first().waitFor(FIRST_RENDER);
      await expectNoKeys();

      // A node created from the console: its create answer carries the keys (the real one too).
      await page.getByRole('button', { name: 'Add Client' }).click();
      const form = dialogNamed('Client / Node Configuration');
      await form.getByRole('textbox', { name: 'Name' }).fill(`keys ${SVG}`);
      await form.getByRole('button', { name: 'Save' }).click();
      const ready = dialogNamed('Your Node is Ready');
      await ready.waitFor(FIRST_RENDER);
      expect((await ready.getByRole('textbox', { name: 'Token', exact: true }).inputValue()).length).toBeGreaterThan(10);
      await expectNoKeys();
      await expectInert();
      await ready.getByRole('button', { name: 'Got it!' }).click();
      await ready.waitFor({ state: 'detached' });

      await page.goto(`/nodes/${evil.nodeId}`);
      await page.getByRole('heading', { name: NODE_NAME, level: 1 }).waitFor(FIRST_RENDER);
      await page.getByRole('table', { name: 'Connection details' }).waitFor();
      await expect.poll(() => served.stream ?? 0, FIRST_RENDER).toBeGreaterThanOrEqual(2);
      await page.getByRole('main').getByRole('img', { name: 'Online' }).first().waitFor(FIRST_RENDER);
      await expectNoKeys();
      await expectInert();
      // Create answer, lists, details and stream messages all carried the markers.
      expect(served.keys).toBeGreaterThan(3);
    },
    LONG_TEST,
  );
});
