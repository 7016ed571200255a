/**
 * Issue 41 points 5 and 6 in the console a real gateway serves, as an operator meets them: the node
 * form checks its DNS servers itself (nothing is sent until they are addresses), names stop at 40
 * characters with a counter, and what only the gateway can refuse (an address another node has, a
 * domain it already holds) reads as a sentence on its field, in English and in French. What the
 * gateway then holds is read back through its API. tests/gateway/refusals.gateway.ts holds every other
 * refusal to its sentence.
 */
import type { Locator, Request } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeOnGateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

let api: GatewayApi;
const madeNodes: number[] = [];
const madeDomains: number[] = [];

beforeEach(async () => {
  api = await signInApi();
});

afterEach(async () => {
  for (const id of madeNodes.splice(0)) {
    for (const token of (await api.ok<{ data: { id: number }[] }>('GET', `/nodes/${id}/pats?page=1&limit=100`)).data) {
      await api.call('DELETE', `/nodes/${id}/pats/${token.id}`);
    }
    await api.call('DELETE', `/nodes/${id}`);
  }
  for (const id of madeDomains.splice(0)) await api.call('DELETE', `/domains/${id}`);
});

const dialogNamed = (name: string) => page.getByRole('dialog', { name });

/** Node creations the page sent. */
const nodePosts = () => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/nodes') sent.push(request);
  });
  return sent;
};

const storedNodeNamed = async (name: string) =>
  (await api.ok<{ data: { id: number; name: string; dns: string | null; address: string }[] }>('GET', '/nodes?page=1&limit=1000')).data.find(
    (node) => node.name === name,
  );

const toFrench = async () => {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.getByRole('heading', { name: 'Clients / Nœuds', level: 1 }).waitFor();
};

/** The text under a field (its helper line: an error, or the counter). */
const helperOf = (field: Locator) => field.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]').locator('.MuiFormHelperText-root');

describeOnGateway('forms that check what the gateway checks, on the real gateway', () => {
  it('the node form refuses DNS servers that are not addresses before sending anything, then saves them', async () => {
    const name = uniqueName('dns');
    const sent = nodePosts();
    await signInToConsole(page, '/nodes');
    await page.getByRole('button', { name: 'Add Client', exact: true }).click();
    const form = dialogNamed('Client / Node Configuration');
    await form.getByRole('button', { name: 'Advanced Form', exact: true }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    const dns = form.getByRole('textbox', { name: 'DNS Servers (Optional)' });
    await dns.fill('not-an-ip, 1.1.1.1');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await helperOf(dns)
      .getByText('“not-an-ip” is not an IP address. Enter DNS servers as IP addresses (IPv4 or IPv6, without a /prefix), separated by commas, e.g. 1.1.1.1, 8.8.8.8', {
        exact: true,
      })
      .waitFor();
    expect(await dns.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await dns.fill('1.1.1.1, 2606:4700:4700::1111');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await dialogNamed('Your Node is Ready').waitFor();
    const stored = await storedNodeNamed(name);
    expect(stored).toMatchObject({ name, dns: '1.1.1.1, 2606:4700:4700::1111' });
    madeNodes.push(stored!.id);
  });

  it('in French: the name stops at 40 characters with its counter, and an address another node has is refused on its field as a sentence', async () => {
    const other = await api.ok<{ id: number; address: string }>('POST', '/nodes', { name: uniqueName('taken') });
    madeNodes.push(other.id);
    const prefix = uniqueName('fr');
    await signInToConsole(page, '/nodes');
    await toFrench();
    await page.getByRole('button', { name: 'Ajouter un client', exact: true }).click();
    const form = dialogNamed('Configuration du client / nœud');
    await form.getByRole('button', { name: 'Formulaire avancé', exact: true }).click();
    const name = form.getByRole('textbox', { name: 'Nom' });
    await name.pressSequentially(prefix.padEnd(45, 'n'));
    const kept = prefix.padEnd(40, 'n');
    expect(await name.inputValue()).toBe(kept);
    await helperOf(name).getByText('40/40', { exact: true }).waitFor();

    const address = form.getByRole('textbox', { name: 'Adresse (facultatif)' });
    await address.fill(other.address);
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await helperOf(address)
      .getByText('Un autre nœud a déjà cette adresse : choisissez-en une libre, ou laissez le champ vide pour qu’une adresse soit attribuée.', { exact: true })
      .waitFor();
    expect(await form.getByText('Record already exists', { exact: false }).count()).toBe(0);
    expect(await name.inputValue()).toBe(kept);
    expect(await address.inputValue()).toBe(other.address);

    await address.fill('');
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await dialogNamed('Votre nœud est prêt').waitFor();
    const stored = await storedNodeNamed(kept);
    expect(stored).toBeDefined();
    madeNodes.push(stored!.id);
  });

  it('in French: a domain the gateway already holds is refused on its field as a sentence', async () => {
    const name = `${uniqueName('twice')}.example.com`;
    const existing = await api.ok<{ id: number }>('POST', '/domains', { domain: name, ssl: 'self-signed', skipValidation: true });
    madeDomains.push(existing.id);
    await signInToConsole(page, '/nodes');
    await toFrench();
    await page.goto('/domains');
    await page.getByRole('heading', { name: 'Domaines', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Ajouter un domaine', exact: true }).click();
    const form = dialogNamed('Paramètres du domaine et du SSL');
    const field = form.getByRole('textbox', { name: 'Domaine', exact: true });
    await field.fill(name);
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await helperOf(field)
      .getByText('Ce domaine existe déjà sur la passerelle : modifiez-le dans la liste des domaines, ou saisissez un autre nom.', { exact: true })
      .waitFor();
    expect(await field.inputValue()).toBe(name);
    await form.getByRole('button', { name: 'Annuler', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    expect((await api.ok<{ domain: string }[]>('GET', '/domains')).filter((domain) => domain.domain === name)).toHaveLength(1);
  });
});
