/**
 * Issue 23 point 7: in the demo, a newcomer's own node can come online. A node created in the demo has
 * never connected, so the gateway refuses to expose a service on it; "Bring the tunnel up (demo)" (in
 * 'Your Node is Ready' and on the node's page) plays its owner importing the configuration, after which
 * the live stream shows it online with growing traffic and the same service is accepted. The control
 * exists only where the boot code gives the demo's controls (demo builds): without them, nothing shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DemoControlsContext } from '../../../src/components/DemoControls';
import { demoConsole } from '../../../src/demo';
import { Notification } from '../../../src/layout/Notification';
import NodeDetails from '../../../src/nodes/NodeDetails';
import NodeList from '../../../src/nodes/NodeList';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { renderInAdmin, tokenCookie } from '../helpers/renderAdmin';
import { findToast, renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const BUTTON = 'Bring the tunnel up (demo)';
const EXPLANATION = "Demo only: plays the part of the node's owner importing its configuration.";
const UP = (name: string) => `Demo: the tunnel of ${name} is up; it comes online within a second.`;

/** The nodes routes as a demo build renders them: the demo's controls in context, its texts in the catalogue. */
const renderDemoScreen = (path: string) =>
  renderInAdmin(
    <DemoControlsContext.Provider value={demoConsole.controls}>
      <Routes>
        <Route path="/nodes" element={<NodeList />} />
        <Route path="/nodes/:id" element={<NodeDetails />} />
      </Routes>
      <Notification />
    </DemoControlsContext.Provider>,
    { initialEntries: [path], i18nProvider: createI18nProvider(demoConsole.messages) },
  );

/** A node created through the gateway's API, as the node form does; it has never connected. */
const createNode = async (name: string): Promise<{ id: number; address: string }> => {
  const answer = await fetch('http://localhost/api/nodes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenCookie()}` },
    body: JSON.stringify({ name }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { id: number; address: string };
};

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
/** "1.25 KB" → 1280 (the connection table's byte sizes back to a number; '-' is 0). */
const bytesOf = (text: string): number => {
  const match = /^([\d.]+) (\w+)$/.exec(text);
  return match ? Number(match[1]) * 1024 ** UNITS.indexOf(match[2]) : 0;
};

/** The value shown in the connection table's row `label`. */
const infoValue = (label: string): string => {
  const table = screen.getByRole('table', { name: 'Connection details' });
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row).getByRole('cell').textContent ?? '';
};

/** Fills 'Expose HTTP Service on Node' from the node page's HTTP card (path /web, backend port 8080) and saves. */
const exposeWebOn8080 = async (user: UserEvent): Promise<HTMLElement> => {
  const card = await screen.findByRole('region', { name: 'HTTP Services' });
  await user.click(within(card).getAllByRole('button', { name: 'Add Service' })[0]);
  const form = await screen.findByRole('dialog', { name: 'Expose HTTP Service on Node' });
  await user.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'web');
  await user.type(within(form).getByRole('textbox', { name: 'Public HTTP Path' }), '/web');
  const port = within(form).getByRole('spinbutton', { name: 'Backend Port' });
  await user.clear(port);
  await user.type(port, '8080');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  return form;
};

describe('Bring the tunnel up (demo)', () => {
  it('from the node-ready dialog: the new node comes online on its page, its traffic grows, and a service on port 8080 is accepted', async () => {
    const { user } = renderDemoScreen('/nodes');
    await rowOf('homelab-nas');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const form = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'my-laptop');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const ready = await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    const button = within(ready).getByRole('button', { name: BUTTON });
    expect(button).toHaveAccessibleDescription(EXPLANATION);
    const created = demo.db.nodes.find((node) => node.name === 'my-laptop')!;
    expect(created.firstHandshakeAt).toBeNull();

    await user.click(button);
    expect(await findToast(UP('my-laptop'))).toBeInTheDocument();
    expect(demo.requests(`/api/__demo/nodes/${created.id}/connect`, 'POST')).toHaveLength(1);
    // Done: pressing again would change nothing.
    expect(button).toBeDisabled();

    await user.click(within(ready).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('link', { name: 'my-laptop' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'my-laptop' })).toBeInTheDocument();

    // Online from the node's live stream, with traffic that keeps growing.
    expect(await screen.findByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(demo.requests('/api/nodes/stream').some((request) => request.url.searchParams.get('id') === String(created.id))).toBe(true);
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    await waitFor(() => expect(bytesOf(infoValue('Received'))).toBeGreaterThan(0));
    const received = bytesOf(infoValue('Received'));
    await waitFor(() => expect(bytesOf(infoValue('Received'))).toBeGreaterThan(received));

    await exposeWebOn8080(user);
    expect(await screen.findByRole('dialog', { name: 'Your Service is Now Publicly Available' })).toBeInTheDocument();
    expect(demo.db.httpServices.find((service) => service.name === 'web')).toMatchObject({ nodeId: created.id, backendPort: 8080 });
  });

  it("on the node's page: the gateway refuses the service until the tunnel is up, then accepts it", async () => {
    const node = await createNode('new-box');
    const { user } = renderDemoScreen(`/nodes/${node.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'new-box' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Offline' })).toBeInTheDocument();

    // Before: the backend cannot be reached through a tunnel that never came up.
    const form = await exposeWebOn8080(user);
    const port = within(form).getByRole('spinbutton', { name: 'Backend Port' });
    await waitFor(() => expect(port).toHaveAccessibleDescription(
        `The gateway could not connect to port 8080 on ${node.address}: check that the service runs there and that the node is connected.`,
      ));
    expect(demo.db.httpServices.find((service) => service.name === 'web')).toBeUndefined();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const button = screen.getByRole('button', { name: BUTTON });
    expect(button).toHaveAccessibleDescription(EXPLANATION);
    const fetched = demo.requests(`/api/nodes/${node.id}`).length;
    await user.click(button);
    expect(await findToast(UP('new-box'))).toBeInTheDocument();
    // The open stream shows the change (the node is not fetched again), and the control goes with it.
    expect(await screen.findByRole('img', { name: 'Online' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument());
    expect(demo.requests(`/api/nodes/${node.id}`)).toHaveLength(fetched);

    await exposeWebOn8080(user);
    expect(await screen.findByRole('dialog', { name: 'Your Service is Now Publicly Available' })).toBeInTheDocument();
    expect(demo.db.httpServices.find((service) => service.name === 'web')).toMatchObject({ nodeId: node.id, backendPort: 8080 });
  });

  it('shows its progress while the demo answers, and says why when it refuses', async () => {
    const node = await createNode('gone-box');
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    demo.server.use(
      http.post('*/api/__demo/nodes/:id/connect', async () => {
        await held;
        return HttpResponse.json({ status: 'error', message: 'Node not found!' }, { status: 404 });
      }),
    );
    const { user } = renderDemoScreen(`/nodes/${node.id}`);
    const button = await screen.findByRole('button', { name: BUTTON });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    release();
    expect(await findToast('Demo: the tunnel of gone-box could not be brought up: Node not found!')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says so when the demo cannot be reached', async () => {
    const node = await createNode('lost-box');
    demo.server.use(http.post('*/api/__demo/nodes/:id/connect', () => HttpResponse.error()));
    const { user } = renderDemoScreen(`/nodes/${node.id}`);
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    expect(await findToast('The gateway cannot be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(demo.db.find('nodes', node.id)!.firstHandshakeAt).toBeNull();
  });

  it('is offered only for a node whose tunnel never came up', async () => {
    const { user } = renderDemoScreen('/nodes/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'homelab-nas' })).toBeInTheDocument();
    await screen.findByRole('img', { name: /^(Online|Idle)$/ });
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    // The local node has no tunnel at all.
    await user.click(screen.getByRole('link', { name: 'Client / Nodes' }));
    const local = demo.db.nodes.find((node) => node.isLocal)!;
    await user.click(await screen.findByRole('link', { name: local.name }));
    expect(await screen.findByRole('heading', { level: 1, name: local.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });

  it('is absent without the demo controls (every build but the demo): neither in the ready dialog nor on the page', async () => {
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const form = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'prod-node');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const ready = await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    expect(within(ready).getAllByRole('button').map((button) => button.textContent)).not.toContainEqual(expect.stringMatching(/tunnel|app\.demo/i));
    expect(within(ready).queryByText(EXPLANATION)).not.toBeInTheDocument();

    await user.click(within(ready).getByRole('button', { name: 'Got it!' }));
    await user.click(await screen.findByRole('link', { name: 'prod-node' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'prod-node' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Offline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /tunnel|app\.demo/i })).not.toBeInTheDocument();
    expect(demo.seen.filter((request) => request.url.pathname.startsWith('/api/__demo/'))).toEqual([]);
  });
});
