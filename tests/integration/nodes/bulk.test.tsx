/**
 * Issue 14 point 4 on the nodes list: rows selected for Connect, Disconnect and Delete; one
 * confirmation that names how many and which; per-row results (which failed and why); the local node
 * never selectable; a refused session announces nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NodeList from '../../../src/nodes/NodeList';
import { renderInAdmin, tokenCookie } from '../helpers/renderAdmin';
import { expectNoText, findToast, renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const select = async (user: UserEvent, ...names: string[]) => {
  for (const name of names) await user.click(within(await rowOf(name)).getByRole('checkbox'));
};

const bulkButton = (name: string) => screen.getByRole('button', { name });

describe('bulk actions on nodes', () => {
  it('never lets the local node be selected', async () => {
    const { user } = renderScreen('/nodes');
    const local = await rowOf('Wiredoor_Local');
    expect(within(local).getByRole('checkbox')).toBeDisabled();
    // Each checkbox is named (on the input, not on MUI's wrapper, where ARIA forbids it).
    const named = within(await rowOf('homelab-nas')).getByRole('checkbox', { name: 'Select this row' });
    expect(named.tagName).toBe('INPUT');
    expect(named.parentElement).not.toHaveAttribute('aria-label');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByText('9 items selected')).toBeInTheDocument();
  });

  it('connects only the disconnected ones of the selection, after one confirmation naming them', async () => {
    const { user } = renderScreen('/nodes');
    await select(user, 'homelab-nas', 'backup-server', 'staging-vm');
    expect(screen.getByText('3 items selected')).toBeInTheDocument();
    await user.click(bulkButton('Connect'));
    const dialog = await screen.findByRole('dialog', { name: 'Connect 2 nodes' });
    expect(within(within(dialog).getByRole('list', { name: 'What it changes' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'backup-server',
      'staging-vm',
    ]);
    expect(within(dialog).getByText('1 selected node is already connected and stays as it is.')).toBeInTheDocument();
    expect(demo.db.find('nodes', 8)!.enabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, connect!' }));
    await findToast('2 nodes connected successfully!');
    expect(demo.db.find('nodes', 8)!.enabled).toBe(true);
    expect(demo.db.find('nodes', 10)!.enabled).toBe(true);
    // Done with: nothing stays selected.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]));
  });

  it('says which calls failed and why, keeps those selected, and did the rest', async () => {
    demo.server.use(
      http.patch('*/api/nodes/3/disable', () => HttpResponse.json({ status: 'error', message: 'wg set failed: peer busy' }, { status: 400 })),
    );
    const { user } = renderScreen('/nodes');
    await select(user, 'homelab-nas', 'office-gateway', 'media-server');
    await user.click(bulkButton('Disconnect'));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect 3 nodes' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, disconnect!' }));

    const results = await screen.findByRole('dialog', { name: '1 node could not be disconnected' });
    expect(within(results).getByText('2 succeeded.')).toBeInTheDocument();
    const failures = within(within(results).getByRole('list', { name: 'What failed, and why' })).getAllByRole('listitem');
    expect(failures.map((item) => item.textContent)).toEqual(['office-gatewaywg set failed: peer busy']);
    expect(demo.db.find('nodes', 2)!.enabled).toBe(false);
    expect(demo.db.find('nodes', 7)!.enabled).toBe(false);
    expect(demo.db.find('nodes', 3)!.enabled).toBe(true);
    expectNoText('3 nodes disconnected successfully!');

    await user.click(within(results).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(within(await rowOf('office-gateway')).getByRole('checkbox')).toBeChecked();
  });

  it('deletes the selected nodes across pages, naming them first', async () => {
    const { user } = renderScreen('/nodes');
    await select(user, 'media-server');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await select(user, 'ci-runner');
    await user.click(bulkButton('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 nodes' });
    expect(within(dialog).getByText('media-server')).toBeInTheDocument();
    expect(within(dialog).getByText('ci-runner')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete them!' }));
    await findToast('2 nodes deleted successfully!');
    expect(demo.db.nodes.map((node) => node.name)).not.toContain('media-server');
    expect(demo.db.nodes.map((node) => node.name)).not.toContain('ci-runner');
  });

  it('refused with 401 midway: no success, nothing more changed, signed out with the list remembered', async () => {
    demo.server.use(http.patch('*/api/nodes/7/disable', () => HttpResponse.json({ status: 'error', message: 'Unknown error' }, { status: 401 })));
    const { user } = renderInAdmin(
      <Routes>
        <Route path="/nodes" element={<NodeList />} />
        <Route path="/login" element={<p>Sign-in screen</p>} />
      </Routes>,
      { router: 'browser', initialEntries: ['/nodes'] },
    );
    await select(user, 'homelab-nas', 'media-server', 'home-assistant');
    await user.click(bulkButton('Disconnect'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disconnect 3 nodes' })).getByRole('button', { name: 'Yes, disconnect!' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(tokenCookie()).toBeNull();
    expect(localStorage.getItem('redirect')).toBe('/nodes');
    expectNoText(/disconnected successfully/);
    expectNoText(/could not be disconnected/);
    // The run stopped at the refusal: the node after it was left alone.
    expect(demo.db.find('nodes', 9)!.enabled).toBe(true);
  });
});
