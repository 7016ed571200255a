/**
 * Lists and bulk actions on the real gateway. The reference refuses the contract's `search` parameter
 * (422), so the console searches the whole list itself (README, "Search on any gateway"): the rows it
 * shows for a search, in each order, are held to what the gateway answers for that order; a type filter
 * shows a node created through the API meanwhile; bulk Disconnect, Connect and Delete change exactly the
 * selected nodes (read back through the API); the gateway's own node can be neither selected nor changed.
 * Records are named uniquely and removed at the end: other suites share the gateway.
 */
import type { Request, Response } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { toastWith } from '../e2e/browser';
import { describeOnGateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

/** The first render of a screen on this small, shared machine may take a while. */
const FIRST_RENDER = { timeout: 30_000 };

interface NodeRow {
  id: number;
  name: string;
  address: string;
  enabled: boolean;
  isGateway: boolean;
  isLocal: boolean;
}

interface DomainRow {
  id: number;
  domain: string;
}

interface Paged<T> {
  data: T[];
  total: number;
}

/** What each test made, removed after it whatever happened (a 404 means the test removed it already). */
let cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  const steps = cleanup.reverse();
  cleanup = [];
  for (const step of steps) await step().catch(() => undefined);
});

const createNode = async (api: GatewayApi, name: string, gateway = false): Promise<NodeRow> => {
  // A private subnet of its own for each gateway: never the VPN's 10.0.0.0/24.
  const subnet = `172.${16 + Math.floor(Math.random() * 16)}.${Math.floor(Math.random() * 256)}.0/24`;
  const node = await api.ok<NodeRow>('POST', '/nodes', gateway ? { name, isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet }] } : { name });
  cleanup.push(() => api.call('DELETE', `/nodes/${node.id}`));
  return node;
};

/** Every node, in the gateway's own order for `orderBy`, read page by page. */
const allNodes = async (api: GatewayApi, orderBy: string): Promise<NodeRow[]> => {
  const rows: NodeRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.ok<Paged<NodeRow>>('GET', `/nodes?page=${page}&limit=1000&orderBy=${orderBy}`);
    rows.push(...answer.data);
    if (answer.data.length < 1000 || rows.length >= answer.total) return rows;
  }
};

/** What the contract's `search` keeps of a node (name or address, case-insensitive), as the console must too. */
const matching = (term: string) => (node: NodeRow) => [node.name, node.address].some((text) => text.toLowerCase().includes(term.toLowerCase()));

const main = () => page.getByRole('main');
const table = () => main().getByRole('table');
const cellTexts = (column: string) => () => table().locator(`tbody td.column-${column}`).allInnerTexts();
const nodeNames = cellTexts('name');
const row = (name: string) => table().getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
const searchBox = (label: string) => page.getByRole('textbox', { name: label });
const nameHeader = () => page.getByRole('columnheader', { name: 'Name' });
const typeFilter = (label: string) => main().getByRole('group', { name: 'Filter by node type' }).getByRole('button', { name: label, exact: true });

/** The nodes list requests the page made, with the gateway's answer. */
const recordNodeLists = () => {
  const seen: Array<{ query: URLSearchParams; status: number }> = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/nodes' && response.request().method() === 'GET') seen.push({ query: url.searchParams, status: response.status() });
  });
  return seen;
};

describeOnGateway('the nodes and domains lists on the real gateway', () => {
  it('finds nodes by a search the gateway refuses, in the gateway\'s order for Name ascending and descending', async () => {
    const api = await signInApi();
    // The premise: this gateway has no search, and says so.
    const refused = await api.call<{ errors?: { query?: Array<{ field: string }> } }>('GET', '/nodes?page=1&limit=10&search=x');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.query?.map((error) => error.field)).toEqual(['search']);

    const prefix = uniqueName('h4-sort');
    // Created out of name order, with one capital: the id, binary and case-blind orders all differ.
    for (const suffix of ['c', 'B', 'a']) await createNode(api, `${prefix}-${suffix}`);
    const ours = async (orderBy: string) => (await allNodes(api, orderBy)).filter(matching(prefix)).map((node) => node.name);

    const lists = recordNodeLists();
    await signInToConsole(page, '/nodes');
    await row('Wiredoor_Local').waitFor(FIRST_RENDER);
    await searchBox('Search nodes').fill(prefix);
    await expect.poll(nodeNames, FIRST_RENDER).toEqual(await ours('id,asc'));
    await main().getByText('1-3 of 3').waitFor();
    // No notice: the console read the whole list and searched it itself, after the gateway refused.
    expect(await main().getByRole('alert').count()).toBe(0);
    expect(lists.some(({ query, status }) => query.get('search') === prefix && status === 422)).toBe(true);
    expect(lists.some(({ query, status }) => !query.has('search') && query.get('limit') === '1000' && status === 200)).toBe(true);

    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect.poll(() => nameHeader().getAttribute('aria-sort')).toBe('ascending');
    const ascending = await ours('name,asc');
    await expect.poll(nodeNames, FIRST_RENDER).toEqual(ascending);
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect.poll(() => nameHeader().getAttribute('aria-sort')).toBe('descending');
    const descending = await ours('name,desc');
    await expect.poll(nodeNames, FIRST_RENDER).toEqual(descending);
    expect(descending).toEqual([...ascending].reverse());
    expect(new URL(page.url()).searchParams.get('order')).toBe('DESC');

    // Without a search the gateway orders the page itself: the first page is its first page.
    await searchBox('Search nodes').fill('');
    const firstPage = (await api.ok<Paged<NodeRow>>('GET', '/nodes?page=1&limit=10&orderBy=name,desc')).data.map((node) => node.name);
    await expect.poll(nodeNames, FIRST_RENDER).toEqual(firstPage);
    expect(await nameHeader().getAttribute('aria-sort')).toBe('descending');
  });

  it('switches between Gateways and View All and shows nodes created through the API meanwhile', async () => {
    const api = await signInApi();
    const prefix = uniqueName('h4-type');
    const gateway1 = await createNode(api, `${prefix}-gw1`, true);
    const node1 = await createNode(api, `${prefix}-n1`);

    await signInToConsole(page, '/nodes');
    await row('Wiredoor_Local').waitFor(FIRST_RENDER);
    await searchBox('Search nodes').fill(prefix);
    await expect.poll(nodeNames, FIRST_RENDER).toEqual([gateway1.name, node1.name]);
    await typeFilter('Gateways').click();
    await expect.poll(nodeNames, FIRST_RENDER).toEqual([gateway1.name]);
    expect(await typeFilter('Gateways').getAttribute('aria-pressed')).toBe('true');

    // Another operator (the API) adds a gateway and a node while this list shows gateways.
    const gateway2 = await createNode(api, `${prefix}-gw2`, true);
    const node2 = await createNode(api, `${prefix}-n2`);
    await typeFilter('View All').click();
    const everything = (await allNodes(api, 'id,asc')).filter(matching(prefix)).map((node) => node.name);
    expect(everything).toEqual([gateway1.name, node1.name, gateway2.name, node2.name]);
    await expect.poll(nodeNames, FIRST_RENDER).toEqual(everything);
    await typeFilter('Nodes').click();
    await expect.poll(nodeNames, FIRST_RENDER).toEqual([node1.name, node2.name]);
    await typeFilter('Gateways').click();
    await expect.poll(nodeNames, FIRST_RENDER).toEqual([gateway1.name, gateway2.name]);
    // The badges agree with what the gateway holds.
    for (const name of [gateway1.name, gateway2.name]) await row(name).getByText('Gateway', { exact: true }).waitFor();
  });

  it('finds domains by a search the gateway refuses, and orders them by Domain through the gateway', async () => {
    const api = await signInApi();
    const label = uniqueName('h4-dom');
    const names = [`shop.${label}.example.com`, `api.${label}.example.com`, `blog.${label}.example.com`];
    const created: DomainRow[] = [];
    for (const domain of names) {
      const record = await api.ok<DomainRow>('POST', '/domains', { domain, ssl: 'self-signed', skipValidation: true });
      created.push(record);
      cleanup.push(() => api.call('DELETE', `/domains/${record.id}`));
    }
    const ours = async (orderBy: string) =>
      (await api.ok<Paged<DomainRow>>('GET', `/domains?page=1&limit=1000&orderBy=${orderBy}`)).data.map((row) => row.domain).filter((domain) => domain.includes(label));

    await signInToConsole(page, '/domains');
    await page.getByRole('heading', { name: 'Domains', level: 1 }).waitFor();
    await searchBox('Search domains').fill(label);
    await expect.poll(cellTexts('domain'), FIRST_RENDER).toEqual(await ours('id,asc'));
    await main().getByText('1-3 of 3').waitFor();

    await page.getByRole('button', { name: 'Domain', exact: true }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Domain' }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(cellTexts('domain'), FIRST_RENDER).toEqual(await ours('domain,asc'));
    await page.getByRole('button', { name: 'Domain', exact: true }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Domain' }).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(cellTexts('domain'), FIRST_RENDER).toEqual(await ours('domain,desc'));

    // A narrower search: only the one domain.
    await searchBox('Search domains').fill(`blog.${label}`);
    await expect.poll(cellTexts('domain'), FIRST_RENDER).toEqual([`blog.${label}.example.com`]);
    expect(created).toHaveLength(3);
  });
});

describeOnGateway('bulk actions on the real gateway', () => {
  it('disconnects, connects and deletes the selected nodes, and leaves the gateway\'s own node alone', async () => {
    const api = await signInApi();
    const prefix = uniqueName('h4-bulk');
    const nodes: NodeRow[] = [];
    for (const suffix of ['1', '2', '3']) nodes.push(await createNode(api, `${prefix}-${suffix}`));
    const names = nodes.map((node) => node.name);
    const enabledFlags = () => Promise.all(nodes.map(async (node) => (await api.ok<NodeRow>('GET', `/nodes/${node.id}`)).enabled));

    // Each change the console asks for, with the gateway's answer.
    const changes: string[] = [];
    page.on('requestfinished', async (request: Request) => {
      const url = new URL(request.url());
      if (request.method() !== 'GET' && url.pathname.startsWith('/api/nodes/')) changes.push(`${request.method()} ${url.pathname} ${(await request.response())?.status()}`);
    });

    await signInToConsole(page, '/nodes');
    await row('Wiredoor_Local').waitFor(FIRST_RENDER);
    await searchBox('Search nodes').fill(prefix);
    await expect.poll(nodeNames, FIRST_RENDER).toEqual(names);

    const selectAll = () => table().getByRole('checkbox', { name: 'Select all' });
    const bulk = (label: string) => main().getByRole('button', { name: label, exact: true });
    const run = async (label: string, title: string, accept: string, done: string) => {
      await selectAll().check();
      await main().getByText('3 items selected').waitFor();
      await bulk(label).click();
      const confirm = page.getByRole('dialog', { name: title });
      await confirm.waitFor();
      expect(await confirm.getByRole('list', { name: 'What it changes' }).getByRole('listitem').allInnerTexts()).toEqual(names);
      await confirm.getByRole('button', { name: accept }).click();
      await toastWith(page, done).waitFor(FIRST_RENDER);
      await confirm.waitFor({ state: 'detached' });
    };

    await run('Disconnect', 'Disconnect 3 nodes', 'Yes, disconnect!', '3 nodes disconnected successfully!');
    expect(await enabledFlags()).toEqual([false, false, false]);
    // The selection is done with, and the rows now offer Connect.
    await expect.poll(() => table().getByRole('checkbox', { checked: true }).count()).toBe(0);
    await page.getByRole('button', { name: `More actions for ${names[0]}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Connect', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await run('Connect', 'Connect 3 nodes', 'Yes, connect!', '3 nodes connected successfully!');
    expect(await enabledFlags()).toEqual([true, true, true]);

    await run('Delete', 'Delete 3 nodes', 'Yes, delete them!', '3 nodes deleted successfully!');
    for (const node of nodes) expect((await api.call('GET', `/nodes/${node.id}`)).status).toBe(404);
    await expect.poll(nodeNames, FIRST_RENDER).toEqual([]);
    // One call per node and action, each accepted by the gateway.
    expect(changes.sort()).toEqual(
      nodes.flatMap((node) => [`PATCH /api/nodes/${node.id}/disable 200`, `PATCH /api/nodes/${node.id}/enable 200`, `DELETE /api/nodes/${node.id} 200`]).sort(),
    );

    // The gateway's own node: never selectable, no Connect, Disconnect or Delete in its menu.
    await searchBox('Search nodes').fill('Wiredoor_Local');
    await expect.poll(nodeNames, FIRST_RENDER).toEqual(['Wiredoor_Local']);
    await expect.poll(() => row('Wiredoor_Local').getByRole('checkbox').isDisabled()).toBe(true);
    // Select all finds nothing it may select (the toolbar keeps its hidden "0 items selected").
    await selectAll().click();
    await page.getByRole('button', { name: 'More actions for Wiredoor_Local', exact: true }).click();
    await page.getByRole('menuitem', { name: 'View Node Details' }).waitFor();
    expect(await table().getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await main().getByText(/^[1-9]\d* items? selected$/).count()).toBe(0);
    const items = await page.getByRole('menuitem').allInnerTexts();
    for (const forbidden of ['Edit Node', 'Download Config', 'Disconnect', 'Connect', 'Delete Node']) expect(items).not.toContain(forbidden);
    await page.keyboard.press('Escape');
    const local = (await allNodes(api, 'id,asc')).find((node) => node.isLocal)!;
    expect(local).toMatchObject({ name: 'Wiredoor_Local', enabled: true });
    // And the gateway refuses to change it whoever asks.
    expect((await api.call<{ message: string }>('PATCH', `/nodes/${local.id}/disable`)).body.message).toBe("Local node can't be updated");
    expect(changes.filter((change) => change.includes(`/api/nodes/${local.id}/`))).toEqual([]);
  });
});
