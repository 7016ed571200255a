/**
 * Issue 5 in real Chromium against the demo gateway: a domain with OAuth2 created through its form
 * after its validation errors; an HTTP service exposed on it with authentication and bypass paths
 * (after the form's errors and a 422 from the gateway); a TCP service with an automatically assigned
 * port; each disabled, enabled, shown and deleted from its row menu; a domain's services in its
 * expanded row and the domain deleted. Screenshots of the expanded domains page, each form with its
 * validation errors and the service-info dialog, in light and in dark.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, baseURL, gotoAndSignIn, screenshot } from './browser';
import { page, useBrowserSuite } from './suite';

/** The machine is small and busy: the first render of a screen may take a while. */
const FIRST_RENDER = { timeout: 60_000 };
const TEST_TIMEOUT = 240_000;
/** expect.poll waits 1 s by default: too short on a busy machine. */
const POLL = { timeout: 15_000 };

/** The new domain of the journey, its node, and the gateway's TCP port range (mocks/settings.ts). */
const DOMAIN = 'secure-e2e.example.com';
const NODE = 'dev-laptop';
const NODE_ADDRESS = '10.0.0.6';
const TCP_PORTS = [32760, 32799] as const;

const INFO_TITLE = 'Your Service is Now Publicly Available';
const ENABLED = 'Enabled: publicly accessible';
const DISABLED = 'Disabled: not publicly accessible';

useBrowserSuite();

// ---------------------------------------------------------------------------------------------------
// Helpers

const dialogNamed = (name: string) => page.getByRole('dialog', { name });

/** A toast (react-admin's notification) with exactly this text. */
const toast = (text: string) => page.locator('.MuiSnackbar-root').getByText(text, { exact: true });

const save = (form: Locator) => form.getByRole('button', { name: 'Save', exact: true }).click();

const rowOf = (scope: Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** The MUI form control (input, label, helper text) holding a field. */
const controlOf = (form: Locator, role: 'spinbutton' | 'textbox', name: string) =>
  form.locator('.MuiFormControl-root').filter({ has: page.getByRole(role, { name, exact: true }) }).last();

/** Calls the gateway as the signed-in user (the session token is the `token` cookie, sent as a bearer). */
const api = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('not signed in');
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

interface ApiDomain {
  id: number;
  domain: string;
  ssl: string;
  authentication: boolean;
  allowedEmails: string[] | null;
}

const findDomain = async (name: string) => {
  const answer = await api<ApiDomain[] | { data: ApiDomain[] }>('GET', `/domains?search=${encodeURIComponent(name)}`);
  return (Array.isArray(answer) ? answer : answer.data).find((domain) => domain.domain === name);
};

const nodeId = async (name: string): Promise<number> => {
  const answer = await api<{ id: number; name: string }[] | { data: { id: number; name: string }[] }>(
    'GET',
    `/nodes?search=${encodeURIComponent(name)}`,
  );
  const node = (Array.isArray(answer) ? answer : answer.data).find((entry) => entry.name === name);
  if (!node) throw new Error(`no node ${name}`);
  return node.id;
};

/** A domain with OAuth2 authentication, made through the gateway (for tests that start after its creation). */
const createAuthDomain = (domain: string) =>
  api('POST', '/domains', { domain, ssl: 'self-signed', authentication: true, allowedEmails: ['alice@example.com'] });

const openDomainsFromSidebar = async () => {
  await page.getByRole('link', { name: 'Domain Names' }).first().click();
  await page.waitForURL((url) => url.pathname === '/domains');
  await page.getByRole('heading', { name: 'Domains', level: 1 }).waitFor(FIRST_RENDER);
  // The list has loaded (a seeded domain is shown).
  await page.getByRole('link', { name: 'app.example.com', exact: true }).waitFor(FIRST_RENDER);
};

/** Client / Nodes → search → the node's details page with its services cards. */
const openNodeDetails = async (name: string) => {
  await page.getByRole('link', { name: 'Client / Nodes' }).first().click();
  await page.waitForURL((url) => url.pathname === '/nodes');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(FIRST_RENDER);
  await page.getByRole('textbox', { name: 'Search nodes' }).fill(name);
  await expect.poll(() => main.getByRole('link', { name: 'homelab-nas', exact: true }).count(), FIRST_RENDER).toBe(0);
  await main.getByRole('link', { name, exact: true }).click();
  await page.waitForURL((url) => /^\/nodes\/\d+$/.test(url.pathname));
  await page.getByRole('heading', { name, level: 1 }).waitFor(FIRST_RENDER);
  await page.getByRole('region', { name: 'HTTP Services' }).getByRole('table').waitFor(FIRST_RENDER);
};

/** Opens the "⋮" menu of a row and picks an item. */
const pickAction = async (scope: Locator, owner: string, item: string) => {
  await scope.getByRole('button', { name: `More actions for ${owner}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

/** Accepts a confirmation dialog, checking its title first. */
const confirm = async (title: string, accept: string) => {
  const dialog = dialogNamed(title);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: accept }).click();
  await dialog.waitFor({ state: 'detached' });
};

const rgb = (color: string) => (/rgba?\((\d+), (\d+), (\d+)/.exec(color) ?? []).slice(1).map(Number);

/** The status dot of a service row: its state in words and whether it is drawn red or green. */
const expectDot = async (row: Locator, enabled: boolean) => {
  const dot = row.getByRole('img', { name: enabled ? ENABLED : DISABLED });
  await dot.waitFor();
  const [red, green] = rgb(await dot.evaluate((element) => getComputedStyle(element).backgroundColor));
  if (enabled) expect(green).toBeGreaterThan(red);
  else expect(red).toBeGreaterThan(green * 2);
};

/** Disable (confirmed) then enable (confirmed) a service from its row menu, with the toasts and dots. */
const disableThenEnable = async (card: Locator, name: string) => {
  const row = rowOf(card, name);
  await expectDot(row, true);
  await pickAction(card, name, 'Disable Access');
  const disable = dialogNamed('Disable Public Access');
  await disable.getByText('Disabling public access will make it unreachable from external networks.', { exact: false }).waitFor();
  await confirm('Disable Public Access', 'Yes, disable public access!');
  await toast('Service disabled from public access successfully!').waitFor();
  await expectDot(row, false);

  await pickAction(card, name, 'Enable Access');
  await confirm('Enable Public Access', 'Yes, enable public access!');
  await toast('Service exposed successfully!').waitFor();
  await expectDot(row, true);
};

/** Row menu → Info: the service-info dialog with its public access and backend target, closed with Got it!. */
const checkInfoFromRow = async (card: Locator, name: string, publicAccess: string, backend: string) => {
  await pickAction(card, name, 'Info');
  const info = dialogNamed(INFO_TITLE);
  await info.getByText(`Your service ${name} has been successfully exposed on the network.`).waitFor();
  await info.getByText(publicAccess, { exact: true }).waitFor();
  await info.getByText(backend, { exact: true }).waitFor();
  await info.getByRole('button', { name: 'Got it!' }).click();
  await info.waitFor({ state: 'detached' });
};

const deleteService = async (card: Locator, name: string) => {
  await pickAction(card, name, 'Delete Service');
  await confirm('Delete service', 'Yes, delete it!');
  await toast('Service deleted successfully!').waitFor();
  await rowOf(card, name).waitFor({ state: 'detached' });
};

/** Resolves once every finite animation and transition has ended (a dialog fading in, a menu fading out). */
const animationsSettled = () =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );

/**
 * A screenshot of an open dialog, whole: the viewport grows until the dialog no longer scrolls, and the
 * capture is of the viewport (a full-page capture of a page under a modal misplaces the fixed app bar
 * and leaves the part below the viewport unshaded).
 */
const screenshotDialog = async (dialog: Locator, name: string) => {
  await page.getByRole('menu').waitFor({ state: 'detached' });
  await animationsSettled();
  const viewport = page.viewportSize()!;
  const needed = await dialog.evaluate((element) => element.scrollHeight + 66);
  if (needed > viewport.height) await page.setViewportSize({ width: viewport.width, height: needed });
  await expect.poll(() => dialog.evaluate((element) => element.scrollHeight <= element.clientHeight), POLL).toBe(true);
  await animationsSettled();
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  await page.setViewportSize(viewport);
};

// --- the forms with their validation errors (shared by the journeys and the screenshots) ---

/** 'Domain & SSL Settings': an empty submit, then a domain whose TLD is too short. */
const showDomainFormErrors = async (form: Locator) => {
  await save(form);
  await form.getByText('The domain field is required', { exact: true }).waitFor();
  const domain = form.getByRole('textbox', { name: 'Domain', exact: true });
  expect(await domain.getAttribute('aria-invalid')).toBe('true');
  await domain.fill('secure-e2e.example.c');
  await form.getByText('The domain must be in a valid format', { exact: true }).waitFor();
  expect(await form.getByText('The domain field is required').count()).toBe(0);
};

/**
 * 'Expose HTTP Service on Node': an empty submit (name; domain or path), then a bad domain, path, port
 * and allowed IP; then an OAuth2 domain, Require Authentication and bypass paths with a bad line 2.
 */
const showHttpFormErrors = async (form: Locator, authDomain: string) => {
  await save(form);
  await form.getByText('This field is required', { exact: true }).waitFor();
  await expect.poll(() => form.getByText('Either a domain or a path is required', { exact: true }).count(), POLL).toBe(2);

  const domain = form.getByRole('combobox', { name: 'Public Domain', exact: true });
  await domain.fill('not a domain');
  await form.getByText('The domain must be in a valid format', { exact: true }).waitFor();
  await form.getByText('⚠️ Authentication is not enabled for this domain', { exact: true }).waitFor();
  const requireAuth = form.getByRole('switch', { name: 'Require Authentication' });
  expect(await requireAuth.isDisabled()).toBe(true);

  await form.getByRole('textbox', { name: 'Public HTTP Path' }).fill('api');
  await form.getByText("The path must start with '/'", { exact: true }).waitFor();
  await form.getByRole('spinbutton', { name: 'Backend Port' }).fill('70000');
  await form.getByText('This field must be a valid port (1-65535)', { exact: true }).waitFor();
  await form.getByRole('button', { name: 'Add Allowed IP' }).click();
  await form.getByRole('textbox', { name: 'Allowed IP 1' }).fill('10.0.0.300');
  await form.getByText('Each entry must be a valid IP address or CIDR range', { exact: true }).waitFor();

  // An existing domain with OAuth2, picked from the autocomplete: Require Authentication can be turned on.
  await domain.fill(authDomain.slice(0, 8));
  await page.getByRole('listbox', { name: 'Public Domain' }).getByRole('option', { name: authDomain, exact: true }).click();
  expect(await domain.inputValue()).toBe(authDomain);
  await form.getByText('The domain must be in a valid format', { exact: true }).waitFor({ state: 'detached' });
  await expect.poll(() => requireAuth.isEnabled(), POLL).toBe(true);
  await requireAuth.check();
  const bypass = form.getByRole('textbox', { name: 'Paths to bypass authentication (optional)' });
  await bypass.fill('/health\nhealth');
  await form.getByText(`Line 2 must start with '/' or '^': "health"`, { exact: true }).waitFor();
};

/** 'Expose TCP Service on Node': its defaults, an empty name and backend port, then a bad domain, port and IP. */
const showTcpFormErrors = async (form: Locator) => {
  const backendPort = form.getByRole('spinbutton', { name: 'Backend Port' });
  const publicPort = form.getByRole('spinbutton', { name: 'Public Port (Optional)' });
  expect(await backendPort.inputValue()).toBe('1883');
  expect(await publicPort.inputValue()).toBe('');
  expect(await publicPort.getAttribute('placeholder')).toBe('Assigned Automatically');
  await form.getByText("Leave it empty: a free port is assigned automatically from the gateway's port range.").waitFor();
  expect(await form.getByRole('radio', { name: 'tcp://' }).isChecked()).toBe(true);
  expect(await form.getByRole('switch', { name: 'Enable SSL Termination' }).isChecked()).toBe(false);

  await backendPort.fill('');
  await save(form);
  await expect.poll(() => form.getByText('This field is required', { exact: true }).count(), POLL).toBe(2);
  await controlOf(form, 'spinbutton', 'Backend Port').getByText('This field is required').waitFor();

  await form.getByRole('combobox', { name: 'Public Domain (Optional)', exact: true }).fill('mqtt..example.com');
  await form.getByText('The domain must be in a valid format', { exact: true }).waitFor();
  await publicPort.fill('70000');
  await controlOf(form, 'spinbutton', 'Public Port (Optional)').getByText('This field must be a valid port (1-65535)').waitFor();
  await form.getByRole('button', { name: 'Add Blocked IP' }).click();
  await form.getByRole('textbox', { name: 'Blocked IP 1' }).fill('not-an-ip');
  await form.getByText('Each entry must be a valid IP address or CIDR range', { exact: true }).waitFor();
};

// ---------------------------------------------------------------------------------------------------

describe('the services journey', () => {
  it(
    'creates a domain with OAuth2 and two allowed e-mails after the form showed its validation errors',
    async () => {
      await gotoAndSignIn(page, '/');
      await openDomainsFromSidebar();
      await page.getByRole('button', { name: 'Add Domain', exact: true }).click();
      const form = dialogNamed('Domain & SSL Settings');
      await form.waitFor(FIRST_RENDER);
      await showDomainFormErrors(form);

      await form.getByRole('textbox', { name: 'Domain', exact: true }).fill(DOMAIN);
      await form.getByText('The domain must be in a valid format').waitFor({ state: 'detached' });
      expect(await form.getByRole('radio', { name: 'Self Signed' }).isChecked()).toBe(true);

      // OAuth2 on: the list starts with one empty entry (SPEC §4); it grows, shrinks and grows again.
      await form.getByRole('switch', { name: 'Enable OAuth2 Authentication' }).check();
      const first = form.getByRole('textbox', { name: 'Email 1', exact: true });
      expect(await first.inputValue()).toBe('');
      await first.fill('alice@example.com');
      await form.getByRole('button', { name: 'Add Email' }).click();
      await form.getByRole('textbox', { name: 'Email 2', exact: true }).fill('temporary@example.com');
      await form.getByRole('button', { name: 'Remove Email 2' }).click();
      await form.getByRole('textbox', { name: 'Email 2', exact: true }).waitFor({ state: 'detached' });
      await form.getByRole('button', { name: 'Add Email' }).click();
      const second = form.getByRole('textbox', { name: 'Email 2', exact: true });
      expect(await second.inputValue()).toBe('');
      // Each entry is an e-mail address.
      await second.fill('bob@');
      await save(form);
      await form.getByText('This field must be a valid email', { exact: true }).waitFor();
      await second.fill('bob@example.com');
      await form.getByText('This field must be a valid email').waitFor({ state: 'detached' });
      expect(await first.inputValue()).toBe('alice@example.com');

      await save(form);
      await toast('Domain created successfully!').waitFor();
      await form.waitFor({ state: 'detached' });

      // The new row: Self Signed, created today (MM/dd/yyyy).
      const today = new Date();
      const mmddyyyy = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
      const row = rowOf(page.getByRole('main'), DOMAIN);
      await row.getByText('Self Signed', { exact: true }).waitFor();
      await row.getByText(mmddyyyy, { exact: true }).waitFor();

      // What the gateway stored.
      const stored = await findDomain(DOMAIN);
      expect(stored).toMatchObject({ ssl: 'self-signed', authentication: true, allowedEmails: ['alice@example.com', 'bob@example.com'] });
    },
    TEST_TIMEOUT,
  );

  it(
    'exposes an HTTP service with authentication and bypass paths on that domain, keeps the values on a 422, disables, enables, shows and deletes it',
    async () => {
      await gotoAndSignIn(page, '/');
      await createAuthDomain(DOMAIN);
      await openNodeDetails(NODE);
      const card = page.getByRole('region', { name: 'HTTP Services' });
      await card.getByRole('button', { name: 'Add Service' }).click();
      const form = dialogNamed('Expose HTTP Service on Node');
      await form.waitFor(FIRST_RENDER);
      expect(await form.getByRole('textbox', { name: 'Node Name' }).inputValue()).toBe(NODE);
      expect(await form.getByRole('radio', { name: 'http://' }).isChecked()).toBe(true);
      expect(await form.getByRole('spinbutton', { name: 'Backend Port' }).inputValue()).toBe('80');
      await showHttpFormErrors(form, DOMAIN);

      // Fix every field; the gateway cannot reach port 9.
      const name = 'e2e-web';
      const bypassRoutes = '/health\n^/api/public/.*';
      await form.getByRole('textbox', { name: 'Service Name' }).fill(name);
      await form.getByRole('textbox', { name: 'Public HTTP Path' }).fill('');
      const bypass = form.getByRole('textbox', { name: 'Paths to bypass authentication (optional)' });
      await bypass.fill(bypassRoutes);
      await form.getByText(/^Line 2 /).waitFor({ state: 'detached' });
      await form.getByRole('textbox', { name: 'Allowed IP 1' }).fill('192.168.1.0/24');
      const backendPort = form.getByRole('spinbutton', { name: 'Backend Port' });
      await backendPort.fill('9');
      await expect.poll(() => form.locator('[aria-invalid="true"]').count(), POLL).toBe(0);
      await save(form);

      // The 422 lands on Backend Port, as a sentence; every typed value stays.
      const refused = `The gateway could not connect to port 9 on ${NODE_ADDRESS}: check that the service runs there and that the node is connected.`;
      await controlOf(form, 'spinbutton', 'Backend Port').getByText(refused, { exact: true }).waitFor();
      expect(await backendPort.getAttribute('aria-invalid')).toBe('true');
      expect(await backendPort.inputValue()).toBe('9');
      expect(await form.getByRole('textbox', { name: 'Service Name' }).inputValue()).toBe(name);
      expect(await form.getByRole('combobox', { name: 'Public Domain', exact: true }).inputValue()).toBe(DOMAIN);
      expect(await form.getByRole('switch', { name: 'Require Authentication' }).isChecked()).toBe(true);
      expect(await bypass.inputValue()).toBe(bypassRoutes);
      expect(await form.getByRole('textbox', { name: 'Allowed IP 1' }).inputValue()).toBe('192.168.1.0/24');

      await backendPort.fill('8080');
      await form.getByText(refused).waitFor({ state: 'detached' });
      const created = page.waitForResponse(
        (response) => response.request().method() === 'POST' && /^\/api\/services\/\d+\/http$/.test(new URL(response.url()).pathname) && response.ok(),
      );
      await save(form);
      // What the gateway was sent and kept: authentication with both bypass rules, on the new domain.
      expect(await (await created).json()).toMatchObject({
        name,
        domain: DOMAIN,
        pathLocation: '/',
        backendPort: 8080,
        requireAuth: true,
        skipAuthRoutes: bypassRoutes,
        allowedIps: ['192.168.1.0/24'],
      });

      // 'Your Service is Now Publicly Available': public access, backend target and IP rules.
      const info = dialogNamed(INFO_TITLE);
      await info.waitFor();
      await info.getByText(`Your service ${name} has been successfully exposed on the network.`).waitFor();
      const publicAccess = `https://${DOMAIN}/`;
      expect(await info.getByRole('link', { name: publicAccess }).getAttribute('href')).toBe(publicAccess);
      await info.getByText('http://localhost:8080', { exact: true }).waitFor();
      await info.getByText('192.168.1.0/24', { exact: true }).waitFor();
      await info.getByRole('button', { name: 'Got it!' }).click();
      await info.waitFor({ state: 'detached' });

      // The row: green dot, public access and upstream.
      const row = rowOf(card, name);
      await row.getByRole('link', { name: publicAccess }).waitFor();
      await row.getByText('http://localhost:8080', { exact: true }).waitFor();
      // On a node page the menu has no 'Go to node'.
      await card.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Info' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Go to node' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });

      await disableThenEnable(card, name);
      await checkInfoFromRow(card, name, publicAccess, 'http://localhost:8080');
      await deleteService(card, name);

      // The node's other services remain.
      await rowOf(card, 'app-frontend').waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    'exposes a TCP service with an automatically assigned port, disables, enables, shows and deletes it',
    async () => {
      await gotoAndSignIn(page, '/');
      await openNodeDetails(NODE);
      const card = page.getByRole('region', { name: 'TCP Services' });
      await card.getByRole('button', { name: 'Add Service' }).click();
      const form = dialogNamed('Expose TCP Service on Node');
      await form.waitFor(FIRST_RENDER);
      expect(await form.getByRole('textbox', { name: 'Node Name' }).inputValue()).toBe(NODE);
      await showTcpFormErrors(form);

      const name = 'e2e-broker';
      await form.getByRole('textbox', { name: 'Service Name' }).fill(name);
      await form.getByRole('combobox', { name: 'Public Domain (Optional)', exact: true }).fill('');
      await form.getByRole('spinbutton', { name: 'Public Port (Optional)' }).fill('');
      await form.getByRole('spinbutton', { name: 'Backend Port' }).fill('1883');
      await form.getByRole('button', { name: 'Remove Blocked IP 1' }).click();
      await expect.poll(() => form.locator('[aria-invalid="true"]').count(), POLL).toBe(0);
      await save(form);

      // The gateway assigned a port from its range.
      const info = dialogNamed(INFO_TITLE);
      await info.waitFor();
      await info.getByText(`Your service ${name} has been successfully exposed on the network.`).waitFor();
      // The term 'Public Access:' and its definition (the address, plain text for tcp://).
      const address = (await info.locator('dt', { hasText: /^Public Access/ }).locator('xpath=following-sibling::dd[1]').textContent())!;
      expect(address).toMatch(/^tcp:\/\/[^/:]+:\d+$/);
      const port = Number(/:(\d+)$/.exec(address)![1]);
      expect(port).toBeGreaterThanOrEqual(TCP_PORTS[0]);
      expect(port).toBeLessThanOrEqual(TCP_PORTS[1]);
      await info.getByText('tcp://localhost:1883', { exact: true }).waitFor();
      await info.getByText('No restrictions', { exact: true }).waitFor();
      await info.getByRole('button', { name: 'Got it!' }).click();
      await info.waitFor({ state: 'detached' });

      const row = rowOf(card, name);
      await row.getByText(address, { exact: true }).waitFor();
      await row.getByText('tcp://localhost:1883', { exact: true }).waitFor();

      await disableThenEnable(card, name);
      await checkInfoFromRow(card, name, address, 'tcp://localhost:1883');
      await deleteService(card, name);
      await rowOf(card, 'dns-resolver').waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    "shows a domain's HTTP and TCP services in its expanded row, deletes one from there, then deletes the domain",
    async () => {
      await gotoAndSignIn(page, '/');
      await createAuthDomain(DOMAIN);
      const id = await nodeId(NODE);
      await api('POST', `/services/${id}/http`, { name: 'e2e-web', domain: DOMAIN, backendPort: 8080, requireAuth: true, skipAuthRoutes: '/health' });
      await api('POST', `/services/${id}/tcp`, { name: 'e2e-broker', domain: DOMAIN, backendPort: 1883 });
      await openDomainsFromSidebar();

      const show = page.getByRole('button', { name: `Show services of ${DOMAIN}`, exact: true });
      expect(await show.getAttribute('aria-expanded')).toBe('false');
      await show.click();
      const hide = page.getByRole('button', { name: `Hide services of ${DOMAIN}`, exact: true });
      expect(await hide.getAttribute('aria-expanded')).toBe('true');
      const http = page.getByRole('region', { name: 'HTTP Services' });
      const tcp = page.getByRole('region', { name: 'TCP Services' });
      await rowOf(http, 'e2e-web').getByRole('link', { name: `https://${DOMAIN}/` }).waitFor(FIRST_RENDER);
      const tcpRow = rowOf(tcp, 'e2e-broker');
      await tcpRow.getByText(new RegExp(`^tcp://${DOMAIN.replace(/\./g, '\\.')}:\\d+$`)).waitFor(FIRST_RENDER);
      // Domain rows have no 'Add Service'.
      expect(await http.getByRole('button', { name: 'Add Service' }).count()).toBe(0);

      // Outside a node page the row menu offers 'Go to node'; delete the TCP service from here.
      await tcp.getByRole('button', { name: 'More actions for e2e-broker', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Go to node', exact: true }).waitFor();
      await page.getByRole('menuitem', { name: 'Delete Service', exact: true }).click();
      await confirm('Delete service', 'Yes, delete it!');
      await toast('Service deleted successfully!').waitFor();
      await tcp.getByText('No TCP services yet', { exact: true }).waitFor();
      await tcp.getByRole('button', { name: 'Go to Client / Nodes' }).waitFor();
      await rowOf(http, 'e2e-web').waitFor();

      // Collapse, then delete the domain.
      await hide.click();
      await show.waitFor();
      await http.waitFor({ state: 'detached' });
      await pickAction(page.getByRole('main'), DOMAIN, 'Delete Domain');
      const removal = dialogNamed('Remove domain');
      await removal.getByText('Are you sure you want to delete this domain?').waitFor();
      await confirm('Remove domain', 'Yes, delete it!');
      await toast('Domain deleted successfully!').waitFor();
      await page.getByRole('link', { name: DOMAIN, exact: true }).waitFor({ state: 'detached' });
      expect(await findDomain(DOMAIN)).toBeUndefined();
    },
    TEST_TIMEOUT,
  );
});

describe.each(['light', 'dark'] as const)('screenshots (%s)', (scheme) => {
  it(
    'captures the expanded domains page, each form with its validation errors and the service-info dialog',
    async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoAndSignIn(page, '/');
      // app.example.com has HTTP services; give it a TCP one too so that both cards have rows.
      await api('POST', `/services/${await nodeId(NODE)}/tcp`, { name: 'app-mqtt', domain: 'app.example.com', backendPort: 1884, port: 32790 });
      await openDomainsFromSidebar();

      await page.getByRole('button', { name: 'Show services of app.example.com', exact: true }).click();
      const http = page.getByRole('region', { name: 'HTTP Services' });
      const tcp = page.getByRole('region', { name: 'TCP Services' });
      await rowOf(http, 'app-frontend').waitFor(FIRST_RENDER);
      await rowOf(http, 'app-api').waitFor();
      await rowOf(tcp, 'app-mqtt').getByText('tcp://app.example.com:32790', { exact: true }).waitFor(FIRST_RENDER);
      await screenshot(page, `domains-expanded-${scheme}`);

      await page.getByRole('button', { name: 'Add Domain', exact: true }).click();
      const domainForm = dialogNamed('Domain & SSL Settings');
      await domainForm.waitFor(FIRST_RENDER);
      await showDomainFormErrors(domainForm);
      await screenshotDialog(domainForm, `domain-form-errors-${scheme}`);
      await domainForm.getByRole('button', { name: 'Cancel' }).click();
      await domainForm.waitFor({ state: 'detached' });

      // Go to node, from the expanded row's menu.
      await pickAction(http, 'app-frontend', 'Go to node');
      await page.waitForURL((url) => /^\/nodes\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { name: NODE, level: 1 }).waitFor(FIRST_RENDER);
      const nodeHttp = page.getByRole('region', { name: 'HTTP Services' });
      const nodeTcp = page.getByRole('region', { name: 'TCP Services' });
      await rowOf(nodeHttp, 'app-frontend').waitFor(FIRST_RENDER);

      await nodeHttp.getByRole('button', { name: 'Add Service' }).click();
      const httpForm = dialogNamed('Expose HTTP Service on Node');
      await httpForm.waitFor(FIRST_RENDER);
      await showHttpFormErrors(httpForm, 'app.example.com');
      await screenshotDialog(httpForm, `http-form-errors-${scheme}`);
      await httpForm.getByRole('button', { name: 'Cancel' }).click();
      await httpForm.waitFor({ state: 'detached' });

      await nodeTcp.getByRole('button', { name: 'Add Service' }).click();
      const tcpForm = dialogNamed('Expose TCP Service on Node');
      await tcpForm.waitFor(FIRST_RENDER);
      await showTcpFormErrors(tcpForm);
      await screenshotDialog(tcpForm, `tcp-form-errors-${scheme}`);
      await tcpForm.getByRole('button', { name: 'Cancel' }).click();
      await tcpForm.waitFor({ state: 'detached' });

      await pickAction(nodeHttp, 'app-frontend', 'Info');
      const info = dialogNamed(INFO_TITLE);
      await info.getByRole('link', { name: 'https://app.example.com/' }).waitFor();
      await screenshotDialog(info, `service-info-${scheme}`);
      await info.getByRole('button', { name: 'Got it!' }).click();
      await info.waitFor({ state: 'detached' });
    },
    TEST_TIMEOUT,
  );
});
