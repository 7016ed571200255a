/**
 * Domains on the real gateway, through 'Domain & SSL Settings': a self-signed domain (and the gateway's
 * refusal of the same name twice, on its field), then its certificate type changed; an OAuth2 domain
 * with allowed e-mails, then its list edited; each deleted. What the operator sees, then what the
 * gateway holds, read back through its API. The gateway runs with dummy OAUTH2_PROXY_* values, so
 * `authentication: true` is accepted, and with WD_FAKE_DNS=1, so every name passes its ownership check.
 */
import type { Locator } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnGateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, seeToast, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

interface StoredDomain {
  id: number;
  domain: string;
  ssl: string | null;
  authentication: boolean | null;
  allowedEmails: string[] | null;
}

let api: GatewayApi;

/** The gateway's own record of a domain, by name (GET /domains without paging answers the whole list). */
const stored = async (name: string): Promise<StoredDomain | undefined> => {
  const answer = await api.ok<StoredDomain[] | { data: StoredDomain[] }>('GET', '/domains');
  return (Array.isArray(answer) ? answer : answer.data).find((domain) => domain.domain === name);
};

/** Deletes what a failed test left behind (nothing when the journey ran to its end). */
const removeIfLeft = async (name: string) => {
  const left = await stored(name).catch(() => undefined);
  if (left) await api.call('DELETE', `/domains/${left.id}`);
};

const dialogNamed = (name: string) => page.getByRole('dialog', { name });
const form = () => dialogNamed('Domain & SSL Settings');
const save = (dialog: Locator) => dialog.getByRole('button', { name: 'Save', exact: true }).click();
const main = () => page.getByRole('main');
const rowOf = (name: string) => main().getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** The Domains page narrowed to one domain by its search box (the list may hold many of other suites). */
const showOnly = async (name: string) => {
  await page.getByRole('textbox', { name: 'Search domains' }).fill(name);
  await rowOf(name).waitFor();
  await expect.poll(() => main().getByRole('button', { name: /^More actions for / }).count()).toBe(1);
};

const pickAction = async (name: string, item: string) => {
  await main().getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

const openAddForm = async () => {
  await page.getByRole('button', { name: 'Add Domain', exact: true }).click();
  await form().waitFor();
};

/** Row menu → Delete Domain → 'Remove domain' → the toast, the row gone, and the gateway's 404. */
const deleteFromRow = async (name: string, id: number) => {
  await pickAction(name, 'Delete Domain');
  const removal = dialogNamed('Remove domain');
  await removal.getByText('Are you sure you want to delete this domain?').waitFor();
  await removal.getByRole('button', { name: 'Yes, delete it!' }).click();
  await seeToast('Domain deleted successfully!');
  await rowOf(name).waitFor({ state: 'detached' });
  const after = await api.call<{ message?: string }>('GET', `/domains/${id}`);
  expect(after.status).toBe(404);
  expect(after.body.message).toBe('Domain not found!');
  expect(await stored(name)).toBeUndefined();
};

describeOnGateway('domains on the real gateway', () => {
  beforeAll(async () => {
    api = await signInApi();
  });

  it('creates a self-signed domain, is refused the same name again on its field, switches it to Let’s Encrypt, deletes it', async () => {
    const name = `${uniqueName('selfsigned')}.example.com`;
    try {
      await signInToConsole(page, '/domains');
      await page.getByRole('heading', { name: 'Domains', level: 1 }).waitFor();
      await openAddForm();
      await form().getByRole('textbox', { name: 'Domain', exact: true }).fill(name);
      expect(await form().getByRole('radio', { name: 'Self Signed' }).isChecked()).toBe(true);
      expect(await form().getByRole('switch', { name: 'Enable OAuth2 Authentication' }).isChecked()).toBe(false);
      await save(form());
      await seeToast('Domain created successfully!');
      await form().waitFor({ state: 'detached' });

      await showOnly(name);
      await rowOf(name).getByText('Self Signed', { exact: true }).waitFor();
      const created = await stored(name);
      expect(created).toMatchObject({ domain: name, ssl: 'self-signed' });
      expect(created!.authentication).toBeFalsy();
      expect(created!.allowedEmails ?? []).toEqual([]);

      // The same name again: the gateway's 422 lands on the Domain field as a sentence, the form stays with its value.
      await openAddForm();
      const again = form().getByRole('textbox', { name: 'Domain', exact: true });
      await again.fill(name);
      await save(form());
      await form().getByText('This domain already exists on the gateway: edit it in the Domains list, or enter another name.', { exact: true }).waitFor();
      expect(await form().getByText('Record already exists', { exact: false }).count()).toBe(0);
      expect(await again.getAttribute('aria-invalid')).toBe('true');
      expect(await again.inputValue()).toBe(name);
      await form().getByRole('button', { name: 'Cancel' }).click();
      await form().waitFor({ state: 'detached' });
      expect((await api.ok<StoredDomain[]>('GET', '/domains')).filter((domain) => domain.domain === name)).toHaveLength(1);

      // Edit: the name is locked; the certificate becomes Let's Encrypt.
      await pickAction(name, 'Edit Domain');
      const domainField = form().getByRole('textbox', { name: 'Domain', exact: true });
      expect(await domainField.inputValue()).toBe(name);
      expect(await domainField.getAttribute('readonly')).not.toBeNull();
      await form().getByText("Domain names can't be changed. Add a new one and delete this one instead.").waitFor();
      expect(await form().getByRole('radio', { name: 'Self Signed' }).isChecked()).toBe(true);
      await form().getByRole('radio', { name: "Let's Encrypt" }).check();
      await save(form());
      await seeToast('Domain updated successfully!');
      await form().waitFor({ state: 'detached' });
      await rowOf(name).getByText("Let's Encrypt", { exact: true }).waitFor();
      expect(await api.ok(`GET`, `/domains/${created!.id}`)).toMatchObject({ domain: name, ssl: 'certbot' });

      await deleteFromRow(name, created!.id);
    } finally {
      await removeIfLeft(name);
    }
  });

  it('creates an OAuth2 domain with allowed e-mails, edits the list, deletes it', async () => {
    const name = `${uniqueName('oauth')}.example.com`;
    try {
      await signInToConsole(page, '/domains');
      await openAddForm();
      await form().getByRole('textbox', { name: 'Domain', exact: true }).fill(name);
      await form().getByRole('switch', { name: 'Enable OAuth2 Authentication' }).check();
      // SPEC §4: OAuth2 on starts the list with one empty entry.
      await form().getByRole('textbox', { name: 'Email 1', exact: true }).fill('alice@example.com');
      await form().getByRole('button', { name: 'Add Email' }).click();
      await form().getByRole('textbox', { name: 'Email 2', exact: true }).fill('bob@example.com');
      await save(form());
      await seeToast('Domain created successfully!');
      await form().waitFor({ state: 'detached' });

      await showOnly(name);
      await rowOf(name).getByText('Self Signed', { exact: true }).waitFor();
      const created = await stored(name);
      expect(created).toMatchObject({
        domain: name,
        ssl: 'self-signed',
        authentication: true,
        allowedEmails: ['alice@example.com', 'bob@example.com'],
      });

      // Edit: the form holds what the gateway stored; alice goes, carol comes.
      await pickAction(name, 'Edit Domain');
      expect(await form().getByRole('switch', { name: 'Enable OAuth2 Authentication' }).isChecked()).toBe(true);
      expect(await form().getByRole('textbox', { name: 'Email 1', exact: true }).inputValue()).toBe('alice@example.com');
      expect(await form().getByRole('textbox', { name: 'Email 2', exact: true }).inputValue()).toBe('bob@example.com');
      await form().getByRole('button', { name: 'Remove Email 1' }).click();
      await form().getByRole('textbox', { name: 'Email 2', exact: true }).waitFor({ state: 'detached' });
      expect(await form().getByRole('textbox', { name: 'Email 1', exact: true }).inputValue()).toBe('bob@example.com');
      await form().getByRole('button', { name: 'Add Email' }).click();
      await form().getByRole('textbox', { name: 'Email 2', exact: true }).fill('carol@example.com');
      await save(form());
      await seeToast('Domain updated successfully!');
      await form().waitFor({ state: 'detached' });
      expect(await api.ok('GET', `/domains/${created!.id}`)).toMatchObject({
        domain: name,
        ssl: 'self-signed',
        authentication: true,
        allowedEmails: ['bob@example.com', 'carol@example.com'],
      });

      await deleteFromRow(name, created!.id);
    } finally {
      await removeIfLeft(name);
    }
  });
});
