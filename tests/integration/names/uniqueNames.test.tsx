/**
 * Issue 41 point 3: names a configuration file can trust. The node form refuses a name the gateway
 * already holds (on create, and on an edit to another node's name), and a service form a name its node
 * already has for that kind of service, in the form, before anything is sent, whether the gateway
 * searches (the demo) or refuses `search` (the reference: the console then searches the whole list).
 * A record keeps its own name, even one the gateway holds twice.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Node } from '../../../src/api/types';
import { NodeFormDialog } from '../../../src/nodes/NodeFormDialog';
import NodeList from '../../../src/nodes/NodeList';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { renderInAdmin } from '../helpers/renderAdmin';
import { openMenu, renderScreen, rowOf, useSignedInDemo } from '../nodes/renderScreen';
import { chooseAction, dialog, renderScreen as renderServices } from '../services/renderScreen';

const demo = useSignedInDemo();

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const TAKEN = 'The gateway already has a node named "homelab-nas". Choose another name: a configuration file tells nodes apart by their names.';

const nodeWrites = () => demo.seen.filter((call) => call.url.pathname.startsWith('/api/nodes') && (call.method === 'POST' || call.method === 'PATCH'));
const nameField = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'Name' });
const save = (user: UserEvent, form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Save' }));

const openAddClient = async () => {
  const view = renderScreen('/nodes');
  await rowOf('homelab-nas');
  await view.user.click(screen.getByRole('button', { name: 'Add Client' }));
  return { ...view, form: await dialog('Client / Node Configuration') };
};

const openEdit = async (name: string) => {
  const view = renderScreen('/nodes');
  await rowOf(name);
  await openMenu(view.user, name);
  await view.user.click(screen.getByRole('menuitem', { name: 'Edit Node' }));
  return { ...view, form: await dialog('Client / Node Configuration') };
};

describe('node names', () => {
  it('refuses a new node named like one the gateway holds, on leaving the field and on Save, and sends nothing', async () => {
    const { user, form } = await openAddClient();
    await user.type(nameField(form), 'homelab-nas');
    await user.tab();
    expect(await within(form).findByText(TAKEN)).toBeInTheDocument();
    expect(nameField(form)).toHaveAttribute('aria-invalid', 'true');
    await save(user, form);
    await waitFor(() => expect(nameField(form)).toHaveFocus());
    expect(nodeWrites()).toEqual([]);

    // Spaces around it are the same name to a file; another name is saved.
    await user.clear(nameField(form));
    await user.type(nameField(form), '  homelab-nas ');
    expect(await within(form).findByText(TAKEN)).toBeInTheDocument();
    await user.clear(nameField(form));
    await user.type(nameField(form), 'homelab-nas-2');
    await waitFor(() => expect(within(form).queryByText(TAKEN)).not.toBeInTheDocument());
    await save(user, form);
    await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    expect(demo.db.nodes.filter((node) => node.name === 'homelab-nas-2')).toHaveLength(1);
  });

  it("refuses the gateway's own node's name", async () => {
    const { user, form } = await openAddClient();
    await user.type(nameField(form), 'Wiredoor_Local');
    await save(user, form);
    expect(
      await within(form).findByText('The gateway already has a node named "Wiredoor_Local". Choose another name: a configuration file tells nodes apart by their names.'),
    ).toBeInTheDocument();
    expect(nodeWrites()).toEqual([]);
  });

  it('refuses it on a gateway that refuses search, by searching the whole list itself', async () => {
    demo.db.settings.search = false;
    const { user, form } = await openAddClient();
    await user.type(nameField(form), 'homelab-nas');
    await save(user, form);
    expect(await within(form).findByText(TAKEN)).toBeInTheDocument();
    expect(nodeWrites()).toEqual([]);
    // The gateway was asked for pages of its list, never for a search it refuses to keep answering.
    const lists = demo.requests('/api/nodes');
    expect(lists.filter((call) => call.url.searchParams.has('search')).length).toBeLessThanOrEqual(1);
  });

  it("refuses an edit to another node's name; keeping its own name saves", async () => {
    const { user, form } = await openEdit('media-server');
    await user.clear(nameField(form));
    await user.type(nameField(form), 'homelab-nas');
    await save(user, form);
    expect(await within(form).findByText(TAKEN)).toBeInTheDocument();
    expect(nodeWrites()).toEqual([]);

    await user.clear(nameField(form));
    await user.type(nameField(form), 'media-server');
    await save(user, form);
    expect(await screen.findByText('Node updated successfully!')).toBeInTheDocument();
    expect(nodeWrites().map((call) => call.method)).toEqual(['PATCH']);
  });

  it('lets one of two namesakes the gateway already holds be edited under its name', async () => {
    const { id: _id, ...first } = demo.db.nodes.find((node) => node.name === 'media-server')!;
    const twin = demo.db.insert('nodes', { ...first, address: '10.0.0.77' });
    const { user } = renderInAdmin(<NodeFormDialog open node={twin as unknown as Node} onClose={() => undefined} />);
    const form = await dialog('Client / Node Configuration');
    await user.click(within(form).getByRole('button', { name: 'Advanced Form' }));
    await user.clear(within(form).getByRole('spinbutton', { name: 'Persistence Keepalive' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Persistence Keepalive' }), '40');
    await save(user, form);
    await waitFor(() => expect(demo.db.find('nodes', twin.id)!.keepalive).toBe(40));
    expect(within(form).queryByText(/already has a node named/)).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    const { user } = renderInAdmin(
      <Routes>
        <Route path="/nodes" element={<NodeList />} />
      </Routes>,
      { initialEntries: ['/nodes'], store: memoryStore({ locale: 'fr' }) },
    );
    await screen.findByRole('link', { name: 'homelab-nas' });
    await user.click(screen.getByRole('button', { name: 'Ajouter un client' }));
    const form = await dialog('Configuration du client / nœud');
    await user.type(within(form).getByRole('textbox', { name: 'Nom' }), 'homelab-nas');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(form).findByText('La passerelle a déjà un nœud nommé « homelab-nas ». Choisissez un autre nom : un fichier de configuration distingue les nœuds par leur nom.'),
    ).toBeInTheDocument();
    expect(nodeWrites()).toEqual([]);
  });
});

describe('service names within their node', () => {
  /** The node page's HTTP or TCP card, its Add Service form. */
  const openAddService = async (nodeId: number, kind: 'HTTP' | 'TCP') => {
    const view = renderServices(`/expose/${nodeId}`);
    await view.user.click(await screen.findByRole('button', { name: `Expose ${kind}` }));
    return { ...view, form: await dialog(`Expose ${kind} Service on Node`) };
  };
  const serviceName = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'Service Name' });
  const serviceWrites = () => demo.seen.filter((call) => call.url.pathname.startsWith('/api/services') && call.method !== 'GET');

  it("refuses an HTTP service named like another of the node's HTTP services; its TCP services' and other nodes' names are free", async () => {
    const { user, form } = await openAddService(6, 'HTTP');
    await user.type(serviceName(form), 'app-api');
    await user.tab();
    const taken = 'This node already has an HTTP service named "app-api". Choose another name: a configuration file tells a node\'s services apart by their names.';
    expect(await within(form).findByText(taken)).toBeInTheDocument();
    await save(user, form);
    expect(serviceWrites()).toEqual([]);

    for (const free of ['dns-resolver', 'jellyfin']) {
      await user.clear(serviceName(form));
      await user.type(serviceName(form), free);
      await user.tab();
      await waitFor(() => expect(within(form).queryByText(/already has an HTTP service/)).not.toBeInTheDocument());
    }
    await user.type(within(form).getByRole('textbox', { name: 'Public HTTP Path' }), '/media');
    await save(user, form);
    await dialog('Your Service is Now Publicly Available');
    expect(demo.db.httpServices.filter((service) => service.name === 'jellyfin').map((service) => service.nodeId).sort()).toEqual([6, 7]);
  });

  it("refuses a TCP service named like another of the node's TCP services", async () => {
    const { user, form } = await openAddService(6, 'TCP');
    await user.type(serviceName(form), 'dns-resolver');
    await save(user, form);
    expect(
      await within(form).findByText(
        'This node already has a TCP/UDP service named "dns-resolver". Choose another name: a configuration file tells a node\'s services apart by their names.',
      ),
    ).toBeInTheDocument();
    expect(serviceWrites()).toEqual([]);
  });

  it("refuses an edit to a sibling's name and keeps the service's own", async () => {
    const { user } = renderServices('/nodes/6');
    await chooseAction(user, 'app-frontend', 'Edit Service');
    const form = await dialog('Expose HTTP Service on Node');
    await user.clear(serviceName(form));
    await user.type(serviceName(form), 'app-api');
    await save(user, form);
    expect(await within(form).findByText(/already has an HTTP service named "app-api"/)).toBeInTheDocument();
    expect(serviceWrites()).toEqual([]);
    await user.clear(serviceName(form));
    await user.type(serviceName(form), 'app-frontend');
    await save(user, form);
    await dialog('Your Service is Now Publicly Available');
    expect(serviceWrites().map((call) => call.method)).toEqual(['PATCH']);
  });
});
