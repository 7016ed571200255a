/**
 * Node access tokens on the real gateway, in the 'Node Access Tokens' card of a node's page: one made
 * without an expiry and one with, each shown once in 'New Access Token Generated'; one revoked and one
 * deleted, each after SPEC's confirmation. After each step, what the gateway holds (its token list) and
 * what it does with the token itself (the CLI's API answers it, or refuses it with 403).
 */
import type { Locator } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { toastWith } from '../e2e/browser';
import { pickFifteenthOfNextMonth } from '../e2e/datePicker';
import { describeOnGateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

interface StoredToken {
  id: number;
  name: string;
  expireAt: string | null;
  revoked: boolean;
  nodeId: number;
}

let api: GatewayApi;
/** Nodes this file made, deleted after each test whatever happened (their tokens go with them for the CLI). */
const made: number[] = [];

const POLL = { timeout: 15_000 };

const createNode = async () => {
  const node = await api.ok<{ id: number; name: string }>('POST', '/nodes', { name: uniqueName('tokens') });
  made.push(node.id);
  return node;
};
const createToken = (nodeId: number, name: string, expireAt?: string) =>
  api.ok<StoredToken & { token: string }>('POST', `/nodes/${nodeId}/pats`, expireAt === undefined ? { name } : { name, expireAt });
const storedTokens = async (nodeId: number) => (await api.ok<{ data: StoredToken[] }>('GET', `/nodes/${nodeId}/pats?page=1&limit=100`)).data;
const storedToken = async (nodeId: number, name: string) => (await storedTokens(nodeId)).find((token) => token.name === name);
/** What the gateway answers the node's CLI presenting this token: 200 with its node, or 403. */
const cliAnswer = (token: string) => api.call<{ id?: number }>('GET', '/cli/node', undefined, { Authorization: `Bearer ${token}` });

const dialogNamed = (name: string) => page.getByRole('dialog', { name });
const card = () => page.getByRole('region', { name: 'Node Access Tokens' });
const rowOf = (name: string) => card().getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const statusOf = (name: string) => rowOf(name).getByRole('cell').nth(1);

const pickAction = async (token: string, item: string) => {
  await card().getByRole('button', { name: `More actions for ${token}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

const confirm = async (title: string, description: string, accept: string) => {
  const dialog = dialogNamed(title);
  await dialog.getByText(description, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: accept, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

const mmddyyyy = (day: Date) => `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;

/** '+ Add Token', the form filled (an expiry when asked), saved; returns the dialog that shows the token once. */
const addToken = async (name: string, { withExpiry = false } = {}) => {
  await card().getByRole('button', { name: '+ Add Token', exact: true }).click();
  const form = dialogNamed('Access Token Configuration');
  const nameField = form.getByRole('textbox', { name: 'Name' });
  expect(await nameField.getAttribute('placeholder')).toBe('Enter a friendly name for this token');
  await nameField.fill(name);
  await form.getByText('Define when the token should be revoked automatically').waitFor();
  const expiry = withExpiry ? await pickFifteenthOfNextMonth(page, form) : null;
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await form.waitFor({ state: 'detached' });
  const created = dialogNamed('New Access Token Generated');
  await created.getByText(`Token Name: ${name}`, { exact: true }).waitFor();
  await created.getByText('The token is only visible once. Make sure to store it securely.').waitFor();
  const token = await created.getByRole('textbox', { name: 'Token', exact: true }).inputValue();
  return { created, token, expiry };
};

const closeCreated = async (created: Locator) => {
  await created.getByRole('button', { name: 'Got it!', exact: true }).click();
  await created.waitFor({ state: 'detached' });
};

describeOnGateway('node access tokens on the real gateway', () => {
  // An API client (and so a client address, with its own rate-limit budget) per test.
  beforeEach(async () => {
    api = await signInApi();
  });
  afterEach(async () => {
    for (const id of made.splice(0)) await api.call('DELETE', `/nodes/${id}`);
  });

  it('creates a token without an expiry and one with, each shown once; the gateway holds them and takes them for that node', async () => {
    const node = await createNode();
    await signInToConsole(page, `/nodes/${node.id}`);
    await page.getByRole('heading', { name: node.name, level: 1 }).waitFor();
    // The node's creation made its 'default' token.
    await statusOf('default').getByText('Active', { exact: true }).waitFor();

    const forever = uniqueName('ci');
    const first = await addToken(forever);
    expect(await first.created.getByText(/^Token expires:/).count()).toBe(0);
    await first.created.getByRole('link', { name: 'the CLI tool' }).waitFor();
    await first.created.getByRole('link', { name: 'the client container image' }).waitFor();
    await first.created.getByRole('link', { name: 'the Kubernetes chart' }).waitFor();
    expect(await storedToken(node.id, forever)).toMatchObject({ nodeId: node.id, expireAt: null, revoked: false });
    const firstUse = await cliAnswer(first.token);
    expect(firstUse.status).toBe(200);
    expect(firstUse.body.id).toBe(node.id);
    await closeCreated(first.created);
    await statusOf(forever).getByText('Active', { exact: true }).waitFor();

    const expiring = uniqueName('ci-exp');
    const second = await addToken(expiring, { withExpiry: true });
    const day = second.expiry!;
    await second.created.getByText(new RegExp(`^Token expires: ${mmddyyyy(day).replaceAll('/', '\\/')} \\(in `)).waitFor();
    expect(second.token).not.toBe(first.token);
    const stored = await storedToken(node.id, expiring);
    expect(stored).toMatchObject({ nodeId: node.id, revoked: false });
    // It lasts until the end of the chosen day, local time.
    expect(Date.parse(stored!.expireAt!)).toBe(new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999).getTime());
    expect((await cliAnswer(second.token)).status).toBe(200);
    await closeCreated(second.created);
    await statusOf(expiring).getByText('Active', { exact: true }).waitFor();

    expect((await storedTokens(node.id)).map((token) => token.name).sort()).toEqual(['default', expiring, forever].sort());
  });

  it('revokes one token and deletes another, each confirmed with SPEC’s texts; the gateway then refuses both', async () => {
    const node = await createNode();
    const revokeMe = await createToken(node.id, uniqueName('revoke'));
    const deleteMe = await createToken(node.id, uniqueName('delete'));
    // The reference takes any expiry, past ones too: the card must say Expired, as the gateway treats it.
    const lapsed = await createToken(node.id, uniqueName('lapsed'), new Date(Date.now() - 86_400_000).toISOString());
    for (const token of [revokeMe, deleteMe]) expect((await cliAnswer(token.token)).status).toBe(200);
    expect((await cliAnswer(lapsed.token)).status).toBe(403);

    await signInToConsole(page, `/nodes/${node.id}`);
    await statusOf(revokeMe.name).getByText('Active', { exact: true }).waitFor();
    await statusOf(deleteMe.name).getByText('Active', { exact: true }).waitFor();
    await statusOf(lapsed.name).getByText('Expired', { exact: true }).waitFor();

    await pickAction(revokeMe.name, 'Revoke');
    await confirm(
      'Revoke Personal Access Token',
      'Revoking this token will immediately disable its access to the system, preventing authentication for any services or applications using it. However, this does not necessarily terminate an active WireGuard tunnel. If the token has been compromised, you should disable the node to fully revoke access. Are you sure you want to revoke this token?',
      'Yes, revoke token!',
    );
    await toastWith(page, 'Personal Access Token revoked successfully!').waitFor();
    await statusOf(revokeMe.name).getByText('Revoked', { exact: true }).waitFor();
    expect(await storedToken(node.id, revokeMe.name)).toMatchObject({ revoked: true });
    expect((await cliAnswer(revokeMe.token)).status).toBe(403);
    // Revoking is one-way: only Delete is left for it.
    await card().getByRole('button', { name: `More actions for ${revokeMe.name}`, exact: true }).click();
    await expect.poll(() => page.getByRole('menu').getByRole('menuitem').allTextContents(), POLL).toEqual(['Delete']);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await pickAction(deleteMe.name, 'Delete');
    await confirm(
      'Delete Personal Access Token',
      'Deleting this token will permanently remove it from the system and cannot be undone. However, this does not necessarily disconnect an active WireGuard tunnel. If the token has been compromised, you should disable the node to fully revoke access. Are you sure you want to delete this token?',
      'Yes, delete it!',
    );
    await toastWith(page, 'Personal Access Token deleted successfully!').waitFor();
    await rowOf(deleteMe.name).waitFor({ state: 'detached' });
    expect(await storedToken(node.id, deleteMe.name)).toBeUndefined();
    expect((await cliAnswer(deleteMe.token)).status).toBe(403);

    // The others are as they were, on the page and on the gateway.
    await statusOf(revokeMe.name).getByText('Revoked', { exact: true }).waitFor();
    await statusOf('default').getByText('Active', { exact: true }).waitFor();
    expect((await storedTokens(node.id)).map(({ name, revoked }) => [name, revoked]).sort()).toEqual(
      [
        ['default', false],
        [revokeMe.name, true],
        [lapsed.name, false],
      ].sort(),
    );
  });
});
