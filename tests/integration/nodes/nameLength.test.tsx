/**
 * Issue 41 point 6, in English and in French: node, service and token names stop at the gateway's 40
 * characters while they are typed (the input's maxLength: what is typed past the limit is not taken),
 * with a counter from 30 characters ("32/40"); what is saved is what the field shows. A node or
 * service whose name is longer (made through the API or the CLI) is shown, and an edit of its other
 * fields saves without renaming it; a change of that name must fit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { findToast, renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

afterEach(async () => {
  // One provider for the whole file: leave it in English for the next test.
  await i18nProvider.changeLocale('en');
});

const CLI_NAME = `cli-${'x'.repeat(96)}`;

const TEXTS = {
  en: {
    addClient: 'Add Client',
    nodeForm: 'Client / Node Configuration',
    name: 'Name',
    save: 'Save',
    nodeReady: 'Your Node is Ready',
    more: (name: string) => `More actions for ${name}`,
    editNode: 'Edit Node',
    nodeUpdated: 'Node updated successfully!',
    allowInternet: 'Send all internet traffic through the VPN',
    addToken: '+ Add Token',
    tokenForm: 'Access Token Configuration',
    tokenCreated: 'New Access Token Generated',
    httpCard: 'HTTP Services',
    addService: 'Add Service',
    httpForm: 'Expose HTTP Service on Node',
    serviceName: 'Service Name',
    path: 'Public HTTP Path',
    serviceInfo: 'Your Service is Now Publicly Available',
    editService: 'Edit Service',
    counter: (n: number) => `${n} of 40 characters`,
    kept: 'Made outside the console and longer than new names may be: kept as it is.',
    limit: 'This field must be less than or equal to 40 characters long',
  },
  fr: {
    addClient: 'Ajouter un client',
    nodeForm: 'Configuration du client / nœud',
    name: 'Nom',
    save: 'Enregistrer',
    nodeReady: 'Votre nœud est prêt',
    more: (name: string) => `Plus d'actions pour ${name}`,
    editNode: 'Modifier le nœud',
    nodeUpdated: 'Nœud mis à jour avec succès !',
    allowInternet: 'Faire passer tout le trafic internet par le VPN',
    addToken: '+ Ajouter un jeton',
    tokenForm: "Configuration du jeton d'accès",
    tokenCreated: "Nouveau jeton d'accès généré",
    httpCard: 'Services HTTP',
    addService: 'Ajouter un service',
    httpForm: 'Exposer un service HTTP sur le nœud',
    serviceName: 'Nom du service',
    path: 'Chemin HTTP public',
    serviceInfo: 'Votre service est maintenant accessible publiquement',
    editService: 'Modifier le service',
    counter: (n: number) => `${n} caractères sur 40`,
    kept: 'Créé hors de la console et plus long que ne peuvent l’être les nouveaux noms : conservé tel quel.',
    limit: 'Ce champ doit contenir au plus 40 caractères',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const posted = async (path: string) => {
  const calls = demo.bodies.filter((call) => call.method === 'POST' && call.url.pathname === path);
  return Promise.all(calls.map(async (call) => JSON.parse(await call.text) as { name?: string }));
};

/**
 * Types a name of 29 characters (no counter yet), then one more (the counter shows), then 15 more:
 * the field stops at 40, and the counter says so.
 */
const typeTooLong = async (user: UserEvent, field: HTMLElement, t: Texts, prefix: string) => {
  const name = prefix.padEnd(29, 'n');
  await user.type(field, name);
  expect(field).toHaveValue(name);
  expect(within(field.closest('.MuiFormControl-root')!).queryByText('29/40')).not.toBeInTheDocument();
  await user.type(field, 'n');
  await waitFor(() => expect(field).toHaveAccessibleDescription(t.counter(30)));
  await user.type(field, 'n'.repeat(15));
  const fits = `${name}${'n'.repeat(11)}`;
  expect(field).toHaveValue(fits);
  await waitFor(() => expect(field).toHaveAccessibleDescription(t.counter(40)));
  expect(within(field.closest('.MuiFormControl-root')!).getByText('40/40')).toBeVisible();
  return fits;
};

describe.each(['en', 'fr'] as const)('names stop at 40 characters (%s)', (locale) => {
  const t = TEXTS[locale];

  it('a node name: typing stops at 40, the counter shows from 30, and the node is saved with the name shown', async () => {
    const { user } = renderScreen('/nodes', { locale });
    await rowOf('homelab-nas');
    await user.click(screen.getByRole('button', { name: t.addClient }));
    const dialog = await screen.findByRole('dialog', { name: t.nodeForm });
    const name = await typeTooLong(user, within(dialog).getByRole('textbox', { name: t.name }), t, `node-${locale}`);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await screen.findByRole('dialog', { name: t.nodeReady });
    expect(await posted('/api/nodes')).toEqual([expect.objectContaining({ name })]);
    expect(name).toHaveLength(40);
  });

  it('a service name: typing stops at 40 with the counter, and the service is saved with it', async () => {
    const { user } = renderScreen('/nodes/7', { locale });
    const card = await screen.findByRole('region', { name: t.httpCard });
    await user.click(within(card).getByRole('button', { name: t.addService }));
    const form = await screen.findByRole('dialog', { name: t.httpForm });
    const name = await typeTooLong(user, within(form).getByRole('textbox', { name: t.serviceName }), t, `web-${locale}`);
    await user.type(within(form).getByRole('textbox', { name: t.path }), '/long-name');
    await user.click(within(form).getByRole('button', { name: t.save }));
    await screen.findByRole('dialog', { name: t.serviceInfo });
    expect(await posted('/api/services/7/http')).toEqual([expect.objectContaining({ name })]);
  });

  it('a token name: typing stops at 40 with the counter, and the token is created with it', async () => {
    const { user } = renderScreen('/nodes/3', { locale });
    await user.click(await screen.findByRole('button', { name: t.addToken }));
    const dialog = await screen.findByRole('dialog', { name: t.tokenForm });
    const name = await typeTooLong(user, within(dialog).getByRole('textbox', { name: t.name }), t, `token-${locale}`);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await screen.findByRole('dialog', { name: t.tokenCreated });
    expect(await posted('/api/nodes/3/pats')).toEqual([expect.objectContaining({ name })]);
  });

  it("a node's longer name made elsewhere is kept by an edit of its other fields; typing cannot lengthen it, and a shortened one must fit", async () => {
    demo.db.update('nodes', 2, { name: CLI_NAME });
    const { user } = renderScreen('/nodes/2', { locale });
    expect(await screen.findByRole('heading', { name: CLI_NAME, level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.more(CLI_NAME) }));
    await user.click(await screen.findByRole('menuitem', { name: t.editNode }));
    const dialog = await screen.findByRole('dialog', { name: t.nodeForm });
    const name = within(dialog).getByRole('textbox', { name: t.name });
    expect(name).toHaveValue(CLI_NAME);
    expect(name).toHaveAccessibleDescription(`${t.kept} ${t.counter(100)}`);
    await user.type(name, '-more');
    expect(name).toHaveValue(CLI_NAME);
    await user.click(within(dialog).getByRole('switch', { name: t.allowInternet }));
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await findToast(t.nodeUpdated);
    expect(demo.db.find('nodes', 2)).toMatchObject({ name: CLI_NAME, allowInternet: true });

    await user.click(screen.getByRole('button', { name: t.more(CLI_NAME) }));
    await user.click(await screen.findByRole('menuitem', { name: t.editNode }));
    const again = await screen.findByRole('dialog', { name: t.nodeForm });
    const field = within(again).getByRole('textbox', { name: t.name });
    await user.type(field, '{Backspace}');
    expect(field).toHaveValue(CLI_NAME.slice(0, -1));
    await user.click(within(again).getByRole('button', { name: t.save }));
    expect(await within(again).findByText(t.limit)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(demo.db.find('nodes', 2)!.name).toBe(CLI_NAME);
  });

  it("a service's longer name made elsewhere is kept by an edit of its other fields", async () => {
    const jellyfin = demo.db.httpServices.find((service) => service.name === 'jellyfin')!;
    demo.db.update('httpServices', jellyfin.id, { name: CLI_NAME });
    const { user } = renderScreen('/nodes/7', { locale });
    const card = await screen.findByRole('region', { name: t.httpCard });
    await user.click(await within(card).findByRole('button', { name: t.more(CLI_NAME) }));
    await user.click(await screen.findByRole('menuitem', { name: t.editService }));
    const form = await screen.findByRole('dialog', { name: t.httpForm });
    const name = within(form).getByRole('textbox', { name: t.serviceName });
    expect(name).toHaveValue(CLI_NAME);
    expect(name).toHaveAccessibleDescription(`${t.kept} ${t.counter(100)}`);
    await user.clear(within(form).getByRole('textbox', { name: t.path }));
    await user.type(within(form).getByRole('textbox', { name: t.path }), '/tv');
    await user.click(within(form).getByRole('button', { name: t.save }));
    await screen.findByRole('dialog', { name: t.serviceInfo });
    expect(demo.db.find('httpServices', jellyfin.id)).toMatchObject({ name: CLI_NAME, pathLocation: '/tv' });
  });
});
