/**
 * Issue 4 in real Chromium against the demo gateway: the operator's whole journey with a gateway node
 * (create, copy its token, download its config, details, an expiring access token revoked then
 * deleted, disconnect and reconnect, delete), the live list stream, and that no key material ever
 * reaches the page. The journey runs in light and in dark and takes the screenshots on its way.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page, Response } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseURL, connectNode, gotoAndSignIn, screenshot, screenshotViewport } from './browser';
import { page, useBrowserSuite } from './suite';
import { pickFifteenthOfNextMonth } from './datePicker';

/** The machine is small and busy: the first render of a screen may take a while. */
const FIRST_RENDER = { timeout: 60_000 };
const JOURNEY_TIMEOUT = 300_000;

useBrowserSuite();
beforeEach(async () => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
});

const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const dialogNamed = (name: string) => page.getByRole('dialog', { name });

/** A toast (react-admin's notification) with exactly this text. */
const toast = (text: string) => page.locator('.MuiSnackbar-root').getByText(text, { exact: true });

const nodeLink = (name: string) => page.getByRole('main').getByRole('link', { name, exact: true });

const openNodesFromSidebar = async () => {
  await page.getByRole('link', { name: 'Client / Nodes' }).first().click();
  await page.waitForURL((url) => url.pathname === '/nodes');
  await page.getByRole('heading', { name: 'Client / Nodes', level: 1 }).waitFor(FIRST_RENDER);
  // The list has loaded (a seeded node is shown).
  await nodeLink('homelab-nas').waitFor(FIRST_RENDER);
};

/** Narrows the list to one name with the search box and waits until only matching rows remain. */
const searchNodes = async (text: string) => {
  await page.getByRole('textbox', { name: 'Search nodes' }).fill(text);
  await expect.poll(() => nodeLink('homelab-nas').count(), FIRST_RENDER).toBe(0);
};

const tableRow = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** Opens the "⋮" menu of a row or header and picks an item. */
const pickAction = async (owner: string, item: string) => {
  await page.getByRole('button', { name: `More actions for ${owner}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

/** Accepts a confirmation dialog, checking its title first. */
const confirm = async (title: string, accept: string) => {
  const dialog = dialogNamed(title);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: accept }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** Fills the node form for a gateway with one subnet (Simple Form). */
const fillGatewayNodeForm = async (name: string, subnet: string) => {
  const form = dialogNamed('Client / Node Configuration');
  await form.waitFor(FIRST_RENDER);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByLabel('Act as a network gateway').check();
  // Ticking creates the first row: interface eth0 with an empty subnet.
  await expect.poll(() => form.getByRole('textbox', { name: 'Interface' }).inputValue()).toBe('eth0');
  await form.getByRole('textbox', { name: 'Subnet' }).fill(subnet);
  return form;
};

/** Saves the node form and returns the raw create answer (what the gateway sent, secrets included). */
const saveNewNode = async (form: Locator): Promise<Record<string, unknown>> => {
  const created = page.waitForResponse(
    (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/nodes',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  const response = await created;
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

/** Waits until dialogs, menus and toasts have finished fading or growing in (pulsing dots never finish). */
const settled = () =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );

/** Screenshots once the screen is still: the whole page, or only the viewport while a dialog is open. */
const capture = async (name: string, { dialog = false } = {}) => {
  await settled();
  await (dialog ? screenshotViewport(page, name) : screenshot(page, name));
};

const mmddyyyy = (day: Date) => `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;

describe.each(['light', 'dark'] as const)('the gateway node journey (%s)', (scheme) => {
  it(
    'creates a gateway node, hands over its token and config, manages an access token, disconnects, reconnects and deletes it',
    async () => {
      const name = uniqueName('e2e-gw');
      const subnet = '192.168.50.0/24';
      await page.emulateMedia({ colorScheme: scheme });

      // Sign in, then the sidebar's Client / Nodes.
      await gotoAndSignIn(page, '/');
      await openNodesFromSidebar();
      await expect(page.getByRole('button', { name: 'Add Client' }).isVisible()).resolves.toBe(true);
      await capture(`nodes-list-${scheme}`);

      // Add Client → a gateway node with one subnet.
      await page.getByRole('button', { name: 'Add Client' }).click();
      const form = await fillGatewayNodeForm(name, subnet);
      await capture(`node-form-${scheme}`, { dialog: true });
      const answer = await saveNewNode(form);
      await form.waitFor({ state: 'detached' });

      // The node-ready dialog shows the one-time token.
      const ready = dialogNamed('Your Node is Ready');
      await ready.waitFor();
      const tokenField = ready.getByRole('textbox', { name: 'Token', exact: true });
      const token = await tokenField.inputValue();
      expect(token).toBe(answer.token);
      expect(token.length).toBeGreaterThan(10);
      await ready.getByText('The token is only visible once. Make sure to store it securely.').waitFor();
      const cli = await ready.getByRole('textbox', { name: 'Wiredoor CLI' }).inputValue();
      expect(cli).toBe(`wiredoor connect --url=${baseURL()} --token=SECRET`);
      await capture(`node-ready-${scheme}`, { dialog: true });

      // Copy: the clipboard holds the token and the button says 'Copied!' for two seconds.
      const tokenControl = ready.locator('.MuiFormControl-root').filter({ has: page.getByRole('textbox', { name: 'Token', exact: true }) });
      const clickedAt = Date.now();
      await tokenControl.getByRole('button', { name: 'Copy' }).click();
      await tokenControl.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await tokenControl.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 15_000 });
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000);

      // Download Configuration: saved under the gateway's file name, a WireGuard file.
      const downloading = page.waitForEvent('download');
      await ready.getByRole('button', { name: 'Download Configuration' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`wiredoor-${name}-config.conf`);
      const config = await readFile((await download.path())!, 'utf8');
      expect(config).toContain('[Interface]');
      expect(config).toContain(`-d ${subnet}`);

      await ready.getByRole('button', { name: 'Got it!' }).click();
      await ready.waitFor({ state: 'detached' });

      // The new node is in the list (found with the search box); open its details.
      await searchNodes(name);
      await nodeLink(name).click();
      await page.waitForURL((url) => url.pathname === `/nodes/${answer.id}`);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await breadcrumb.getByRole('link', { name: 'Client / Nodes' }).waitFor(FIRST_RENDER);
      await breadcrumb.getByText(name, { exact: true }).waitFor();
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await page.getByRole('main').getByText('Gateway', { exact: true }).waitFor();
      await page.getByText(`Subnet: eth0: ${subnet}`).waitFor();
      await page.getByText(/^IP: 10\.0\.0\.\d+$/).waitFor();
      const info = page.getByRole('table', { name: 'Connection details' });
      await tableRow(info, 'Send all internet traffic through the VPN').getByText('No', { exact: true }).waitFor();
      // A new node has never connected: offline, no handshake, nothing received.
      const header = page.getByRole('main').locator('h1').locator('..');
      await header.getByRole('img', { name: 'Offline' }).waitFor(FIRST_RENDER);
      await tableRow(info, 'Latest Handshake').getByText('-', { exact: true }).waitFor();
      await tableRow(info, 'Received').getByText('-', { exact: true }).waitFor();
      // Its owner imports the configuration and the tunnel comes up: the live stream shows it.
      await connectNode(Number(answer.id));
      await header.getByRole('img', { name: 'Online' }).waitFor(FIRST_RENDER);
      await tableRow(info, 'Client IP').getByText(/^\d+\.\d+\.\d+\.\d+$/).waitFor();
      const tokensCard = page.getByRole('region', { name: 'Node Access Tokens' });
      // The create answer's 'default' token is listed.
      await tableRow(tokensCard, 'default').getByText('Active').waitFor();
      await capture(`node-details-${scheme}`);

      // + Add Token with an expiry → 'New Access Token Generated'.
      const tokenName = uniqueName('ci');
      await tokensCard.getByRole('button', { name: '+ Add Token' }).click();
      const tokenForm = dialogNamed('Access Token Configuration');
      await tokenForm.waitFor();
      await tokenForm.getByRole('textbox', { name: 'Name' }).fill(tokenName);
      const expiry = await pickFifteenthOfNextMonth(page, tokenForm);
      await tokenForm.getByText('Define when the token should be revoked automatically').waitFor();
      await capture(`token-form-${scheme}`, { dialog: true });
      await tokenForm.getByRole('button', { name: 'Save' }).click();
      await tokenForm.waitFor({ state: 'detached' });
      const created = dialogNamed('New Access Token Generated');
      await created.waitFor();
      await created.getByText(tokenName).waitFor();
      await created.getByText(new RegExp(`^Token expires: ${mmddyyyy(expiry).replace(/\//g, '\\/')} \\(in `)).waitFor();
      const patValue = await created.getByRole('textbox', { name: 'Token', exact: true }).inputValue();
      expect(patValue.length).toBeGreaterThan(10);
      await created.getByRole('link', { name: 'the Kubernetes chart' }).waitFor();
      await capture(`token-created-${scheme}`, { dialog: true });
      await created.getByRole('button', { name: 'Got it!' }).click();
      await created.waitFor({ state: 'detached' });
      await tableRow(tokensCard, tokenName).getByText('Active').waitFor();

      // Revoke it: confirmation, toast, status Revoked, and Revoke no longer offered.
      await pickAction(tokenName, 'Revoke');
      await dialogNamed('Revoke Personal Access Token').getByText(/Are you sure you want to revoke this token\?$/).waitFor();
      await confirm('Revoke Personal Access Token', 'Yes, revoke token!');
      await toast('Personal Access Token revoked successfully!').waitFor();
      await tableRow(tokensCard, tokenName).getByText('Revoked').waitFor();
      await page.getByRole('button', { name: `More actions for ${tokenName}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Delete', exact: true }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Revoke' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });

      // Delete it: confirmation, toast, the row is gone (the default token stays).
      await pickAction(tokenName, 'Delete');
      await confirm('Delete Personal Access Token', 'Yes, delete it!');
      await toast('Personal Access Token deleted successfully!').waitFor();
      await tableRow(tokensCard, tokenName).waitFor({ state: 'detached' });
      await tableRow(tokensCard, 'default').waitFor();

      // Disconnect: confirmation, toast, status Disconnected, the menu now offers Connect.
      await pickAction(name, 'Disconnect');
      await confirm('Disconnect node', 'Yes, disconnect!');
      await toast('Node disconnected successfully!').waitFor();
      await header.getByRole('img', { name: 'Disconnected' }).waitFor();
      await page.getByText('Status: Disconnected').waitFor({ state: 'attached' });
      await tableRow(info, 'Client IP').getByText('-', { exact: true }).waitFor();

      // Reconnect: confirmation, toast, status back to Online.
      await pickAction(name, 'Connect');
      await confirm('Connect node', 'Yes, connect!');
      await toast('Node connected successfully!').waitFor();
      await header.getByRole('img', { name: 'Online' }).waitFor();
      await page.getByText('Status: Online').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Disconnect', exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });

      // Back to the list through the breadcrumb, delete the node from its row menu.
      await breadcrumb.getByRole('link', { name: 'Client / Nodes' }).click();
      await page.waitForURL((url) => url.pathname === '/nodes');
      await searchNodes(name);
      await nodeLink(name).waitFor(FIRST_RENDER);
      await pickAction(name, 'Delete Node');
      await dialogNamed('Delete node').getByText('Are you sure you want to delete this node? This action cannot be undone.').waitFor();
      await confirm('Delete node', 'Yes, delete it!');
      await toast('Node deleted successfully!').waitFor();
      await nodeLink(name).waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/nodes');
      // Without the search, the last page holds the seeded nodes but not the deleted one.
      await page.getByRole('textbox', { name: 'Search nodes' }).fill('');
      await nodeLink('homelab-nas').waitFor(FIRST_RENDER);
      await page.getByRole('button', { name: /page 2/i }).click();
      await nodeLink('ci-runner').waitFor();
      expect(await nodeLink(name).count()).toBe(0);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('the live node list', () => {
  it('moves the traffic figures in place from the stream, without reloading or refetching', async () => {
    await gotoAndSignIn(page, '/nodes');
    await nodeLink('homelab-nas').waitFor(FIRST_RENDER);
    const table = page.getByRole('main').getByRole('table');
    await tableRow(table, 'dev-laptop').getByRole('img', { name: 'Online' }).waitFor(FIRST_RENDER);

    // A marker that a reload would wipe, and a count of list fetches (the stream is not one).
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    let listFetches = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/nodes') listFetches += 1;
    });

    // Received and Transmitted columns of every row.
    const traffic = () =>
      table.evaluate((element) =>
        [...element.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].slice(4, 6).map((cell) => cell.textContent).join('|')).join('\n'),
      );
    const before = await traffic();
    expect(before).toMatch(/\d+\.\d{2} (Bytes|KB|MB|GB|TB)/);
    await expect.poll(traffic, { timeout: 30_000, interval: 250 }).not.toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(listFetches).toBe(0);
  });
});

describe('status and type tooltips', () => {
  it('show on hover and on keyboard focus, describe the badge while open, and close with Escape', async () => {
    await gotoAndSignIn(page, '/nodes');
    await nodeLink('homelab-nas').waitFor(FIRST_RENDER);
    const row = tableRow(page.getByRole('main').getByRole('table'), 'dev-laptop');
    const dot = row.getByRole('img', { name: /^(Online|Idle|Offline|Disconnected)$/ });
    await dot.waitFor(FIRST_RENDER);
    const status = await dot.getAttribute('aria-label');
    await dot.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent(), FIRST_RENDER).toBe(status);
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });

    const badge = row.locator('.MuiChip-root').filter({ hasText: /^Node$/ });
    expect(await badge.getAttribute('title')).toBe('This node is a standard client and only routes traffic to itself.');
    await row.getByRole('link', { name: 'dev-laptop', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await badge.evaluate((element) => element === document.activeElement)).toBe(true);
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent(), FIRST_RENDER).toBe('This node is a standard client and only routes traffic to itself.');
    expect(await badge.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    expect(await badge.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('key material', () => {
  it('never puts a private or pre-shared key in the page, even though the create answer carries them', async () => {
    const name = uniqueName('e2e-keys');
    await gotoAndSignIn(page, '/');
    await openNodesFromSidebar();
    await page.getByRole('button', { name: 'Add Client' }).click();
    const answer = await saveNewNode(await fillGatewayNodeForm(name, '192.168.60.0/24'));
    // The gateway's raw answer holds the secrets (otherwise this test could not fail).
    const secrets = [answer.privateKey, answer.preSharedKey];
    for (const secret of secrets) expect(typeof secret === 'string' && secret.length >= 40).toBe(true);

    const pageText = () =>
      page.evaluate(() => {
        const fieldValues = [...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value);
        return [document.documentElement.outerHTML, ...fieldValues, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join('\n');
      });
    const expectNoKeys = async () => {
      const text = await pageText();
      for (const secret of secrets) expect(text).not.toContain(secret as string);
      expect(text).not.toMatch(/PrivateKey|privateKey|preSharedKey|PresharedKey/);
    };

    const ready = dialogNamed('Your Node is Ready');
    await ready.waitFor();
    await expect.poll(() => ready.getByRole('textbox', { name: 'Token', exact: true }).inputValue()).toBe(answer.token);
    await expectNoKeys();

    // Downloading the configuration (which does hold the private key) leaves nothing in the page.
    const downloading = page.waitForEvent('download');
    await ready.getByRole('button', { name: 'Download Configuration' }).click();
    const config = await readFile((await (await downloading).path())!, 'utf8');
    expect(config).toContain(`PrivateKey = ${answer.privateKey}`);
    await expectNoKeys();
    await ready.getByRole('button', { name: 'Got it!' }).click();
    await ready.waitFor({ state: 'detached' });
    await expectNoKeys();

    await page.goto(`/nodes/${answer.id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor(FIRST_RENDER);
    await page.getByRole('table', { name: 'Connection details' }).waitFor();
    await expectNoKeys();
  });
});
