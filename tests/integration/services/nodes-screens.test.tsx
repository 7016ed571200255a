/**
 * The services feature inside the nodes screens (issue 5 point 6): 'Expose HTTP' / 'Expose TCP' in the
 * nodes list row menu open the forms for that node, and the node details page shows both cards.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NodeDetails from '../../../src/nodes/NodeDetails';
import NodeList from '../../../src/nodes/NodeList';
import { renderInAdmin } from '../helpers/renderAdmin';
import { chooseAction, dialog, rowWith, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const renderNodes = (path: string) =>
  renderInAdmin(
    <>
      <Routes>
        <Route path="/nodes" element={<NodeList />} />
        <Route path="/nodes/:id" element={<NodeDetails />} />
      </Routes>
      <Notification />
    </>,
    { initialEntries: [path] },
  );

describe('services in the nodes screens', () => {
  it.each([
    ['Expose HTTP', 'Expose HTTP Service on Node'],
    ['Expose TCP', 'Expose TCP Service on Node'],
  ])("'%s' in the nodes list opens '%s' for that node", async (item, title) => {
    const { user } = renderNodes('/nodes');
    await rowWith('media-server');
    await chooseAction(user, 'media-server', item);
    const form = await dialog(title);
    expect(within(form).getByRole('textbox', { name: 'Node Name' })).toHaveValue('media-server');
    await user.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'from-the-list');
    if (item === 'Expose HTTP') await user.type(within(form).getByRole('textbox', { name: 'Public HTTP Path' }), '/from-the-list');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(within(await dialog('Your Service is Now Publicly Available')).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = item === 'Expose HTTP' ? demo.db.httpServices : demo.db.tcpServices;
    expect(table.find((s) => s.name === 'from-the-list')?.nodeId).toBe(7);
  });

  it('shows the HTTP Services and TCP Services cards on the node details page', async () => {
    renderNodes('/nodes/7');
    const http = await screen.findByRole('region', { name: 'HTTP Services' });
    const tcp = await screen.findByRole('region', { name: 'TCP Services' });
    await rowWith('jellyfin', http);
    await rowWith('minecraft', tcp);
    expect(within(http).getByRole('button', { name: 'Add Service' })).toBeInTheDocument();
    expect(within(tcp).getByRole('button', { name: 'Add Service' })).toBeInTheDocument();
  });
});
