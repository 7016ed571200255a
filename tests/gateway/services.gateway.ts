/**
 * HTTP and TCP services on the real gateway, exposed through a node's page: the backend check (a port
 * the node does not answer on is refused with the gateway's 422 on Backend Port, the typed values stay;
 * one it answers on passes), SPEC's service-info dialog with the offline-node warning inside (no peer
 * ever connects here, so every node is offline, as on a real gateway until the node's owner brings its
 * tunnel up), the row's Info, Test Backend, Edit Service, Disable Access / Enable Access, Delete
 * Service. What the operator sees, then what the gateway holds, read back through its API.
 */
import type { Locator, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnGateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, seeToast, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

type Kind = 'http' | 'tcp';

interface StoredService {
  id: number;
  name: string;
  nodeId: number;
  enabled: boolean;
  backendPort: number;
  backendHost: string | null;
  publicAccess?: string | null;
  pathLocation?: string;
  port?: number;
}

const INFO_TITLE = 'Your Service is Now Publicly Available';
/** A port the gateway's simulated nodes do not answer on (the gateway README's WD_BACKEND_PORTS leave it out). */
const DEAD_PORT = 7;

let api: GatewayApi;
const node = { id: 0, name: '', address: '' };

const card = (kind: Kind) => page.getByRole('main').getByRole('region', { name: kind === 'http' ? 'HTTP Services' : 'TCP Services' });
const formTitle = (kind: Kind) => (kind === 'http' ? 'Expose HTTP Service on Node' : 'Expose TCP Service on Node');
const dialogNamed = (name: string) => page.getByRole('dialog', { name });
const rowOf = (scope: Locator, name: string) =>
  scope.getByRole('row').filter({ has: page.getByRole('button', { name: `More actions for ${name}`, exact: true }) });
const save = (form: Locator) => form.getByRole('button', { name: 'Save', exact: true }).click();
/** The MUI form control (input, label, helper text) holding a field. */
const controlOf = (form: Locator, role: 'spinbutton' | 'textbox', name: string) =>
  form.locator('.MuiFormControl-root').filter({ has: page.getByRole(role, { name, exact: true }) }).last();

const servicePath = (kind: Kind, id?: number) => `/services/${node.id}/${kind}${id === undefined ? '' : `/${id}`}`;
const readBack = (kind: Kind, id: number) => api.ok<StoredService>('GET', servicePath(kind, id));

/** The answer of the console's create (POST) or edit (PATCH) of a service of this node. */
const savedAnswer = (kind: Kind, method: 'POST' | 'PATCH') =>
  page.waitForResponse(
    (response: Response) =>
      response.request().method() === method &&
      new RegExp(`^/api/services/${node.id}/${kind}(/\\d+)?$`).test(new URL(response.url()).pathname),
  );

const pickAction = async (kind: Kind, name: string, item: string) => {
  await card(kind).getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

const confirm = async (title: string, accept: string) => {
  const dialog = dialogNamed(title);
  await dialog.getByRole('button', { name: accept, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

/**
 * SPEC's service-info dialog of an enabled service on this (offline) node: its title and sentence,
 * the warning inside it, the state, public access and backend target; closed with 'Got it!'.
 */
const expectInfoDialog = async (name: string, publicAccess: string, backend: string) => {
  const info = dialogNamed(INFO_TITLE);
  await info.waitFor();
  await info.getByText(`Your service ${name} has been successfully exposed on the network.`, { exact: true }).waitFor();
  const warning = info.getByRole('alert');
  await warning
    .getByText(`Node ${node.name} is offline (no recent WireGuard handshake): visitors get an error until its tunnel comes up.`, { exact: true })
    .waitFor();
  expect(await warning.count()).toBe(1);
  await info.getByText(`Enabled · node ${node.name} offline`, { exact: true }).waitFor();
  await info.getByText(publicAccess, { exact: true }).waitFor();
  await info.getByText(backend, { exact: true }).waitFor();
  // The other titles are not shown instead.
  expect(await page.getByRole('dialog').count()).toBe(1);
  await info.getByRole('button', { name: 'Got it!' }).click();
  await info.waitFor({ state: 'detached' });
};

/**
 * Fills the form with a dead backend port and saves: the gateway's 422 sits on Backend Port (as a sentence) and every
 * typed value stays; then a port the node answers on is saved. Returns the gateway's answer.
 */
const exposeAfterBackendCheck = async (kind: Kind, fill: (form: Locator) => Promise<[Locator, string][]>, goodPort: number) => {
  // The card's own button (an empty card's empty state offers a second one).
  await card(kind).getByRole('button', { name: 'Add Service' }).first().click();
  const form = dialogNamed(formTitle(kind));
  await form.waitFor();
  expect(await form.getByRole('textbox', { name: 'Node Name' }).inputValue()).toBe(node.name);
  const typed = await fill(form);
  const backendPort = form.getByRole('spinbutton', { name: 'Backend Port' });
  await backendPort.fill(String(DEAD_PORT));
  const refusedAnswer = savedAnswer(kind, 'POST');
  await save(form);
  const refused = await refusedAnswer;
  expect(refused.status()).toBe(422);
  const gatewaySaid = ((await refused.json()) as { errors: { body: { field: string; message: string }[] } }).errors.body;
  expect(gatewaySaid).toEqual([{ field: 'backendPort', message: `Unable to connect to port ${DEAD_PORT} in ${node.address}` }]);
  // The operator reads a sentence, not the gateway's words.
  const sentence = `The gateway could not connect to port ${DEAD_PORT} on ${node.address}: check that the service runs there and that the node is connected.`;
  await controlOf(form, 'spinbutton', 'Backend Port').getByText(sentence, { exact: true }).waitFor();
  expect(await backendPort.getAttribute('aria-invalid')).toBe('true');
  expect(await backendPort.inputValue()).toBe(String(DEAD_PORT));
  for (const [field, value] of typed) expect(await field.inputValue()).toBe(value);

  await backendPort.fill(String(goodPort));
  await form.getByText(sentence).waitFor({ state: 'detached' });
  const createdAnswer = savedAnswer(kind, 'POST');
  await save(form);
  const created = await createdAnswer;
  expect(created.status()).toBe(200);
  return { form, created: (await created.json()) as StoredService };
};

/** Disable Access, then Enable Access, each confirmed, with the toast, the row and the gateway's `enabled`. */
const disableThenEnable = async (kind: Kind, service: StoredService) => {
  const row = rowOf(card(kind), service.name);
  await pickAction(kind, service.name, 'Disable Access');
  await dialogNamed('Disable Public Access')
    .getByText('Disabling public access will make it unreachable from external networks. Do you want to stop exposing this service publicly?')
    .waitFor();
  await confirm('Disable Public Access', 'Yes, disable public access!');
  await seeToast('Service disabled from public access successfully!');
  await row.getByRole('img', { name: 'Disabled: not publicly accessible' }).waitFor();
  await row.getByRole('list', { name: `State of ${service.name}` }).getByText('Disabled', { exact: true }).waitFor();
  expect((await readBack(kind, service.id)).enabled).toBe(false);

  await pickAction(kind, service.name, 'Enable Access');
  await dialogNamed('Enable Public Access')
    .getByText('Enabling public access will make this service reachable from external networks. Do you want to expose this service publicly?')
    .waitFor();
  await confirm('Enable Public Access', 'Yes, enable public access!');
  await seeToast('Service exposed successfully!');
  await row.getByRole('img', { name: 'Enabled: publicly accessible' }).waitFor();
  expect((await readBack(kind, service.id)).enabled).toBe(true);
};

/** Delete Service, confirmed: the toast, the row gone, and nothing left on the gateway. */
const deleteFromRow = async (kind: Kind, service: StoredService) => {
  await pickAction(kind, service.name, 'Delete Service');
  await confirm('Delete service', 'Yes, delete it!');
  await seeToast('Service deleted successfully!');
  await rowOf(card(kind), service.name).waitFor({ state: 'detached' });
  // The gateway answers a missing service's GET with 204 and no body (API-FACTS §5.5), not 404.
  const after = await api.call('GET', servicePath(kind, service.id));
  expect(after.status).toBe(204);
  const list = await api.ok<StoredService[] | { data: StoredService[] }>('GET', servicePath(kind));
  expect((Array.isArray(list) ? list : list.data).some((entry) => entry.id === service.id)).toBe(false);
};

/** Deletes what a failed test left behind on the node (nothing when the journey ran to its end). */
const removeLeftovers = async (kind: Kind) => {
  const list = await api.call<StoredService[] | { data: StoredService[] }>('GET', servicePath(kind));
  if (list.status !== 200) return;
  for (const entry of Array.isArray(list.body) ? list.body : list.body.data) await api.call('DELETE', servicePath(kind, entry.id));
};

const openNodePage = async () => {
  await signInToConsole(page, `/nodes/${node.id}`);
  await page.getByRole('heading', { name: node.name, level: 1 }).waitFor();
};

describeOnGateway('HTTP and TCP services on the real gateway', () => {
  beforeAll(async () => {
    api = await signInApi();
    const created = await api.ok<{ id: number; name: string; address: string }>('POST', '/nodes', { name: uniqueName('svc-node') });
    Object.assign(node, { id: created.id, name: created.name, address: created.address });
    // The premise of the warnings below: on this gateway the node never shakes hands.
    expect(await api.ok('GET', `/nodes/${node.id}`)).toMatchObject({ status: 'offline', enabled: true });
  });

  afterAll(async () => {
    if (!api || !node.id) return;
    await removeLeftovers('http');
    await removeLeftovers('tcp');
    await api.call('DELETE', `/nodes/${node.id}`);
  });

  it('exposes an HTTP service after the backend check, shows SPEC’s dialog with the offline warning, tests, edits, disables, enables and deletes it', async () => {
    const name = uniqueName('web');
    const pathLocation = `/${name}`;
    await openNodePage();
    const { created } = await exposeAfterBackendCheck(
      'http',
      async (form) => {
        expect(await form.getByRole('spinbutton', { name: 'Backend Port' }).inputValue()).toBe('80');
        const nameField = form.getByRole('textbox', { name: 'Service Name' });
        const pathField = form.getByRole('textbox', { name: 'Public HTTP Path' });
        await nameField.fill(name);
        await pathField.fill(pathLocation);
        return [
          [nameField, name],
          [pathField, pathLocation],
        ];
      },
      8080,
    );
    expect(created).toMatchObject({ name, pathLocation, backendPort: 8080, enabled: true, nodeId: node.id });
    const publicAccess = created.publicAccess!;
    expect(publicAccess).toMatch(/^https?:\/\//);
    await expectInfoDialog(name, publicAccess, 'http://localhost:8080');

    const row = rowOf(card('http'), name);
    await row.getByRole('link', { name: publicAccess }).waitFor();
    await row.getByText('http://localhost:8080', { exact: true }).waitFor();
    await row.getByRole('list', { name: `State of ${name}` }).getByText('Node offline', { exact: true }).waitFor();
    expect(await readBack('http', created.id)).toMatchObject({ name, pathLocation, backendPort: 8080, enabled: true });

    // The row's Info: the same dialog.
    await pickAction('http', name, 'Info');
    await expectInfoDialog(name, publicAccess, 'http://localhost:8080');

    // Test Backend: the gateway asks the node through its tunnel; the console says what it answered.
    const ping = await api.ok<{ status: number }>('GET', `${servicePath('http', created.id)}/ping?path=${encodeURIComponent(pathLocation)}`);
    await pickAction('http', name, 'Test Backend');
    const check = dialogNamed(`Test Backend: ${name}`);
    expect(await check.getByRole('textbox', { name: 'Path' }).inputValue()).toBe(pathLocation);
    await check.getByText(`http://${node.address}:8080${pathLocation}`, { exact: true }).waitFor();
    await check.getByRole('button', { name: 'Test', exact: true }).click();
    await check.getByRole('status').getByText(`The backend answered ${pathLocation} with HTTP status ${ping.status}.`, { exact: true }).waitFor();
    // A disconnected node answers nothing: the gateway's 400 (whose message the reference server's
    // logging bug turns into "Maximum call stack size exceeded"); the console says it in its own words.
    await api.ok('PATCH', `/nodes/${node.id}/disable`);
    try {
      const failed = await api.call<{ message: string }>('GET', `${servicePath('http', created.id)}/ping?path=${encodeURIComponent(pathLocation)}`);
      expect(failed.status).toBe(400);
      await check.getByRole('button', { name: 'Test', exact: true }).click();
      const status = check.getByRole('status');
      await status.getByText(`The backend check of ${pathLocation} failed: no success or redirect answer`, { exact: true }).waitFor();
      expect(await status.textContent()).not.toContain(failed.body.message);
      await status.getByText(/^The gateway got no success or redirect answer within 3 seconds/).waitFor();
    } finally {
      await api.ok('PATCH', `/nodes/${node.id}/enable`);
    }
    await check.getByRole('button', { name: 'Close', exact: true }).click();
    await check.waitFor({ state: 'detached' });

    // Edit: the form holds the stored values; a new name and another port the node answers on.
    await pickAction('http', name, 'Edit Service');
    const form = dialogNamed(formTitle('http'));
    const nameField = form.getByRole('textbox', { name: 'Service Name' });
    expect(await nameField.inputValue()).toBe(name);
    expect(await form.getByRole('textbox', { name: 'Public HTTP Path' }).inputValue()).toBe(pathLocation);
    expect(await form.getByRole('spinbutton', { name: 'Backend Port' }).inputValue()).toBe('8080');
    const renamed = `${name}-v2`;
    await nameField.fill(renamed);
    await form.getByRole('spinbutton', { name: 'Backend Port' }).fill('9090');
    const editedAnswer = savedAnswer('http', 'PATCH');
    await save(form);
    expect((await editedAnswer).status()).toBe(200);
    await expectInfoDialog(renamed, publicAccess, 'http://localhost:9090');
    await rowOf(card('http'), renamed).getByText('http://localhost:9090', { exact: true }).waitFor();
    expect(await readBack('http', created.id)).toMatchObject({ name: renamed, pathLocation, backendPort: 9090, enabled: true });

    const edited = { ...created, name: renamed };
    await disableThenEnable('http', edited);
    await deleteFromRow('http', edited);
  });

  it('exposes a TCP service after the backend check on an assigned port, shows SPEC’s dialog with the offline warning, edits, disables, enables and deletes it', async () => {
    const name = uniqueName('broker');
    await openNodePage();
    const { created } = await exposeAfterBackendCheck(
      'tcp',
      async (form) => {
        expect(await form.getByRole('spinbutton', { name: 'Backend Port' }).inputValue()).toBe('1883');
        expect(await form.getByRole('spinbutton', { name: 'Public Port (Optional)' }).inputValue()).toBe('');
        expect(await form.getByRole('radio', { name: 'tcp://' }).isChecked()).toBe(true);
        const nameField = form.getByRole('textbox', { name: 'Service Name' });
        await nameField.fill(name);
        return [[nameField, name]];
      },
      1883,
    );
    // The gateway assigned the public port; the console shows the address it answered.
    expect(created).toMatchObject({ name, backendPort: 1883, enabled: true, nodeId: node.id });
    expect(created.port).toEqual(expect.any(Number));
    const publicAccess = created.publicAccess!;
    expect(publicAccess).toMatch(new RegExp(`^tcp://[^/]+:${created.port}$`));
    await expectInfoDialog(name, publicAccess, 'tcp://localhost:1883');

    const row = rowOf(card('tcp'), name);
    await row.getByText(publicAccess, { exact: true }).waitFor();
    await row.getByText('tcp://localhost:1883', { exact: true }).waitFor();
    await row.getByRole('list', { name: `State of ${name}` }).getByText('Node offline', { exact: true }).waitFor();
    expect(await readBack('tcp', created.id)).toMatchObject({ name, backendPort: 1883, port: created.port, enabled: true });

    await pickAction('tcp', name, 'Info');
    await expectInfoDialog(name, publicAccess, 'tcp://localhost:1883');
    // Test Backend is for HTTP services only.
    await card('tcp').getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Info', exact: true }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Test Backend' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    // Edit: the stored values, then a new name and backend port.
    await pickAction('tcp', name, 'Edit Service');
    const form = dialogNamed(formTitle('tcp'));
    const nameField = form.getByRole('textbox', { name: 'Service Name' });
    expect(await nameField.inputValue()).toBe(name);
    expect(await form.getByRole('spinbutton', { name: 'Public Port (Optional)' }).inputValue()).toBe(String(created.port));
    const renamed = `${name}-v2`;
    await nameField.fill(renamed);
    await form.getByRole('spinbutton', { name: 'Backend Port' }).fill('6379');
    const editedAnswer = savedAnswer('tcp', 'PATCH');
    await save(form);
    expect((await editedAnswer).status()).toBe(200);
    await expectInfoDialog(renamed, publicAccess, 'tcp://localhost:6379');
    await rowOf(card('tcp'), renamed).getByText('tcp://localhost:6379', { exact: true }).waitFor();
    expect(await readBack('tcp', created.id)).toMatchObject({ name: renamed, backendPort: 6379, port: created.port, enabled: true });

    const edited = { ...created, name: renamed };
    await disableThenEnable('tcp', edited);
    await deleteFromRow('tcp', edited);
  });
});
