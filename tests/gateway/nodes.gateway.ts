/**
 * Nodes on the real gateway: created through 'Add Client' (the Node-ready dialog's one-time token is the
 * one the gateway takes for that node, and its configuration downloads), edited from the details
 * header, disconnected and connected again, its configuration downloaded and the node deleted from the
 * list's row menu; and the gateway's own node, which the console offers none of that for. What the
 * operator sees, then what the gateway holds, read back through its API.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Response } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { toastWith } from '../e2e/browser';
import { describeOnGateway, gateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

interface StoredNode {
  id: number;
  name: string;
  address: string;
  dns: string | null;
  keepalive: number;
  allowInternet: boolean;
  enabled: boolean;
  isLocal: boolean;
  isGateway: boolean;
}

/** The create answer: the node with its one-time token and (a leak of the reference) its keys. */
interface CreatedNode extends StoredNode {
  token: string;
  privateKey: string;
  preSharedKey: string;
  publicKey: string;
}

interface WgConfig {
  privateKey: string;
  address: string;
  peer: { publicKey: string; preSharedKey: string };
}

/** expect.poll gives up after 1 s by default: a busy gateway and browser may take longer. */
const POLL = { timeout: 15_000 };

let api: GatewayApi;
/** Nodes this file made, deleted after each test whatever happened. */
const made: number[] = [];

const createNode = async (name: string) => {
  const node = await api.ok<CreatedNode>('POST', '/nodes', { name });
  made.push(node.id);
  return node;
};
const storedNode = (id: number) => api.ok<StoredNode>('GET', `/nodes/${id}`);
/** A call with a node's personal access token instead of the admin session (what the CLI does). */
const asNode = <T>(token: string, apiPath: string) => api.call<T>('GET', apiPath, undefined, { Authorization: `Bearer ${token}` });

const dialogNamed = (name: string) => page.getByRole('dialog', { name });
const main = () => page.getByRole('main');
const nodeLink = (name: string) => main().getByRole('link', { name, exact: true });
const rowOf = (name: string) => main().getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
/** The details header: the name's heading and what stands beside it (status, badge, IP, actions). */
const header = () => main().locator('h1').locator('..');
const menuButton = (name: string) => main().getByRole('button', { name: `More actions for ${name}`, exact: true });
const menuItems = () => page.getByRole('menu').getByRole('menuitem');

const pickAction = async (owner: string, item: string) => {
  await menuButton(owner).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

/** The items a "⋮" menu offers, then closes it. */
const offeredActions = async (owner: string) => {
  await menuButton(owner).click();
  await menuItems().first().waitFor();
  const items = await menuItems().allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return items;
};

/** A confirmation dialog with SPEC's title and text, accepted. */
const confirm = async (title: string, description: string, accept: string) => {
  const dialog = dialogNamed(title);
  await dialog.getByText(description, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: accept, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** The Client / Nodes list narrowed to one node by its search box (other suites' nodes are there too). */
const showOnly = async (name: string) => {
  await page.getByRole('heading', { name: 'Client / Nodes', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'Search nodes' }).fill(name);
  await nodeLink(name).waitFor();
  await expect.poll(() => main().getByRole('row').count(), POLL).toBe(2); // the header and this node
};

/** The page's text, field values and storage: where key material would show if the console leaked it. */
const everythingInThePage = () =>
  page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value);
    return [document.documentElement.outerHTML, ...values, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join('\n');
  });

const expectNoKeysIn = (text: string, node: CreatedNode) => {
  for (const secret of [node.privateKey, node.preSharedKey]) expect(text).not.toContain(secret);
};

/** A wg-quick file as sections of `Key = Value` lines (repeated keys kept in order). */
const parseConfig = (text: string) => {
  const sections: { name: string; entries: [string, string][] }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) sections.push({ name: header[1], entries: [] });
    else if (line) {
      const entry = /^(\w+)\s*=\s*(.*)$/.exec(line);
      if (!entry || sections.length === 0) throw new Error(`not a wg-quick line: ${JSON.stringify(line)}`);
      sections.at(-1)!.entries.push([entry[1], entry[2]]);
    }
  }
  const one = (name: string) => {
    const found = sections.filter((section) => section.name === name);
    expect(found).toHaveLength(1);
    return Object.fromEntries(found[0].entries);
  };
  return { sections, interface: one('Interface'), peer: one('Peer') };
};

/**
 * The gateway's own WireGuard private key, when the gateway runs on this machine (its /etc overlay
 * sits beside the nginx log directory, gateway README "How it is put together"); null otherwise.
 */
const gatewayPrivateKey = (): string | null => {
  const { nginxLogDir } = gateway();
  if (!nginxLogDir) return null;
  const file = path.resolve(nginxLogDir, '../../../../etc/upper/wireguard/wg0.conf');
  if (!existsSync(file)) return null;
  return /^\s*PrivateKey\s*=\s*(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1] ?? null;
};

/**
 * A downloaded configuration checked against what the gateway says of the node: the node's own
 * private key and address, the gateway's public key (as the gateway hands it to that node's CLI) and
 * pre-shared key, and no private key but the node's.
 */
const expectNodeConfig = async (download: Download, node: CreatedNode) => {
  expect(download.suggestedFilename()).toBe(`wiredoor-${node.name}-config.conf`);
  const text = await readFile((await download.path())!, 'utf8');
  const config = parseConfig(text);
  const wg = await asNode<WgConfig>(node.token, '/cli/wgconfig');
  expect(wg.status).toBe(200);
  expect(config.interface.PrivateKey).toBe(node.privateKey);
  expect(config.interface.Address).toBe(`${node.address}/32`);
  expect(config.peer.PublicKey).toBe(wg.body.peer.publicKey);
  expect(config.peer.PublicKey).not.toBe(node.publicKey);
  expect(config.peer.PresharedKey).toBe(node.preSharedKey);
  expect(config.peer.Endpoint).toMatch(/^\S+:\d+$/);
  const privateKeys = config.sections.flatMap((section) => section.entries.filter(([key]) => key === 'PrivateKey'));
  expect(privateKeys).toEqual([['PrivateKey', node.privateKey]]);
  const own = gatewayPrivateKey();
  if (own) expect(text).not.toContain(own);
  return config;
};

describeOnGateway('nodes on the real gateway', () => {
  // An API client (and so a client address, with its own rate-limit budget) per test.
  beforeEach(async () => {
    api = await signInApi();
  });
  afterEach(async () => {
    for (const id of made.splice(0)) await api.call('DELETE', `/nodes/${id}`);
  });

  it("creates a node: the Node-ready dialog hands over the one-time token the gateway takes as that node's, and its configuration", async () => {
    const name = uniqueName('ui-node');
    await signInToConsole(page, '/nodes');
    await page.getByRole('button', { name: 'Add Client', exact: true }).click();
    const form = dialogNamed('Client / Node Configuration');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    const answered = page.waitForResponse(
      (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/nodes',
    );
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const created = (await (await answered).json()) as CreatedNode;
    made.push(created.id);
    await form.waitFor({ state: 'detached' });

    const ready = dialogNamed('Your Node is Ready');
    const token = await ready.getByRole('textbox', { name: 'Token', exact: true }).inputValue();
    expect(token).toBe(created.token);
    await ready.getByText('The token is only visible once. Make sure to store it securely.').waitFor();
    expect(await ready.getByRole('textbox', { name: 'Wiredoor CLI' }).inputValue()).toBe(`wiredoor connect --url=${gateway().url} --token=SECRET`);
    // The create answer carries the node's keys; the dialog shows none of them.
    expectNoKeysIn(await everythingInThePage(), created);

    // The gateway holds the node, lists the token as its 'default' one, and takes it as that node's.
    expect(await storedNode(created.id)).toMatchObject({ name, enabled: true, isLocal: false, isGateway: false, keepalive: 25 });
    const tokens = await api.ok<{ data: { name: string; revoked: boolean; expireAt: string | null }[] }>('GET', `/nodes/${created.id}/pats?page=1&limit=5`);
    expect(tokens.data).toEqual([expect.objectContaining({ name: 'default', revoked: false, expireAt: null })]);
    const asItself = await asNode<StoredNode>(token, '/cli/node');
    expect(asItself.status).toBe(200);
    expect(asItself.body).toMatchObject({ id: created.id, name });

    // Download Configuration: a real download, this node's WireGuard configuration.
    const downloading = page.waitForEvent('download');
    await ready.getByRole('button', { name: 'Download Configuration', exact: true }).click();
    const config = await expectNodeConfig(await downloading, created);
    expect(config.peer.AllowedIPs).not.toContain('0.0.0.0/0');
    expect(config.peer.PersistentKeepalive).toBe('25');
    expectNoKeysIn(await everythingInThePage(), created);

    await ready.getByRole('button', { name: 'Got it!', exact: true }).click();
    await ready.waitFor({ state: 'detached' });
    // The list goes to the new node, wherever the gateway's order puts it.
    await rowOf(name).getByRole('img', { name: 'Offline' }).waitFor();
  });

  it('edits a node from its details (name, DNS, keepalive, internet through the VPN); the gateway and its configuration follow', async () => {
    const node = await createNode(uniqueName('edit-node'));
    const renamed = uniqueName('renamed');
    await signInToConsole(page, `/nodes/${node.id}`);
    await page.getByRole('heading', { name: node.name, level: 1 }).waitFor();
    expect(await offeredActions(node.name)).toEqual(['Edit Node', 'Download Config', 'Disconnect']);

    await pickAction(node.name, 'Edit Node');
    const form = dialogNamed('Client / Node Configuration');
    const address = form.getByRole('textbox', { name: 'Address' });
    expect(await address.inputValue()).toBe(node.address);
    expect(await address.getAttribute('readonly')).not.toBeNull();
    await form.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await form.getByRole('button', { name: 'Advanced Form', exact: true }).click();
    await form.getByRole('textbox', { name: 'DNS Servers (Optional)' }).fill('1.1.1.1, 9.9.9.9');
    const keepalive = form.getByRole('spinbutton', { name: 'Persistence Keepalive' });
    expect(await keepalive.inputValue()).toBe('25');
    await keepalive.fill('40');
    await form.getByLabel('Send all internet traffic through the VPN').check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, 'Node updated successfully!').waitFor();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(renamed, { exact: true }).waitFor();
    const internet = page.getByRole('table', { name: 'Connection details' }).getByRole('row').filter({ hasText: 'Send all internet traffic through the VPN' });
    await internet.getByText('Yes', { exact: true }).waitFor();
    expect(await storedNode(node.id)).toMatchObject({
      name: renamed,
      address: node.address,
      dns: '1.1.1.1, 9.9.9.9',
      keepalive: 40,
      allowInternet: true,
      enabled: true,
    });

    // Download Config from the header menu: the edited node's configuration.
    const downloading = page.waitForEvent('download');
    await pickAction(renamed, 'Download Config');
    const config = await expectNodeConfig(await downloading, { ...node, name: renamed });
    expect(config.interface.DNS).toBe('1.1.1.1, 9.9.9.9');
    expect(config.peer.PersistentKeepalive).toBe('40');
    expect(config.peer.AllowedIPs).toBe('0.0.0.0/0, ::/0');
    expectNoKeysIn(await everythingInThePage(), node);
  });

  it('disconnects and connects a node from its details, each confirmed with SPEC’s texts; the gateway holds each state', async () => {
    const node = await createNode(uniqueName('toggle-node'));
    await signInToConsole(page, `/nodes/${node.id}`);
    await page.getByRole('heading', { name: node.name, level: 1 }).waitFor();

    await pickAction(node.name, 'Disconnect');
    await confirm('Disconnect node', 'Are you sure you want to keep disconnected this node?', 'Yes, disconnect!');
    await toastWith(page, 'Node disconnected successfully!').waitFor();
    expect((await storedNode(node.id)).enabled).toBe(false);
    await expect.poll(() => offeredActions(node.name), POLL).toEqual(['Edit Node', 'Download Config', 'Connect']);
    // A disabled node is Disconnected (SPEC's red static dot, under its own word), though the gateway's answer for it carries no status.
    await header().getByRole('img', { name: 'Disconnected' }).waitFor();
    await page.getByText('Status: Disconnected', { exact: true }).waitFor({ state: 'attached' });
    // A disabled node's stream frames are the raw row, keys included (API-FACTS §6.2): none reaches the page.
    expectNoKeysIn(await everythingInThePage(), node);

    await pickAction(node.name, 'Connect');
    await confirm('Connect node', 'Are you sure you want to keep connected this node?', 'Yes, connect!');
    await toastWith(page, 'Node connected successfully!').waitFor();
    expect((await storedNode(node.id)).enabled).toBe(true);
    // The header follows the gateway, not a stream snapshot from before the change.
    await expect.poll(() => offeredActions(node.name), POLL).toEqual(['Edit Node', 'Download Config', 'Disconnect']);
    expectNoKeysIn(await everythingInThePage(), node);
  });

  it("downloads a node's configuration from the list's row menu, then deletes the node there; the gateway then answers 404", async () => {
    const node = await createNode(uniqueName('del-node'));
    await signInToConsole(page, '/nodes');
    await showOnly(node.name);
    expect(await offeredActions(node.name)).toEqual([
      'View Node Details',
      'Edit Node',
      'Expose HTTP',
      'Expose TCP',
      'Download Config',
      'Disconnect',
      'Delete Node',
    ]);

    const downloading = page.waitForEvent('download');
    await pickAction(node.name, 'Download Config');
    await expectNodeConfig(await downloading, node);

    await pickAction(node.name, 'Delete Node');
    await confirm('Delete node', 'Are you sure you want to delete this node? This action cannot be undone.', 'Yes, delete it!');
    await toastWith(page, 'Node deleted successfully!').waitFor();
    await nodeLink(node.name).waitFor({ state: 'detached' });
    const after = await api.call<{ message?: string }>('GET', `/nodes/${node.id}`);
    expect(after.status).toBe(404);
    expect(after.body.message).toBe('Node not found!');
  });

  it("offers nothing that would change the gateway's own node, in the list or on its page", async () => {
    const nodes = await api.ok<{ data: StoredNode[] }>('GET', '/nodes?page=1&limit=100&orderBy=id,asc');
    const local = nodes.data.find((node) => node.isLocal);
    expect(local).toBeDefined();
    const { id, name } = local!;
    await signInToConsole(page, '/nodes');
    await showOnly(name);
    const row = rowOf(name);
    await row.getByText('Local', { exact: true }).waitFor();
    // SPEC §2: no Edit Node, Download Config, Disconnect / Connect or Delete Node for the local node.
    expect(await offeredActions(name)).toEqual(['View Node Details', 'Expose HTTP', 'Expose TCP']);
    // Nor can it be picked for a bulk action, nor does it show a status.
    expect(await row.getByRole('checkbox').isDisabled()).toBe(true);
    expect(await row.getByRole('img', { name: /^(Online|Idle|Offline|Disconnected)$/ }).count()).toBe(0);

    await pickAction(name, 'View Node Details');
    await page.waitForURL((url) => url.pathname === `/nodes/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    // Its page: no status, no actions menu, no connection details, no access tokens, no configuration.
    await page.getByRole('region', { name: 'HTTP Services' }).waitFor();
    expect(await menuButton(name).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Connection details' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Node Access Tokens' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download Config' }).count()).toBe(0);
    expect(await main().getByRole('img', { name: /^(Online|Idle|Offline|Disconnected)$/ }).count()).toBe(0);

    // Unchanged on the gateway.
    expect(await storedNode(id)).toMatchObject({ name, isLocal: true, enabled: true });
  });
});
