/**
 * Issue 35 on the nodes list: a search or filters that match nothing are named and cleared (never
 * "No nodes yet"), a gateway with no node at all still shows SPEC's empty state, each row says its
 * status in words beside the dot, and deleting nodes says that their services go with them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import NodeList from '../../../src/nodes/NodeList';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { fleetFrame, fleetStreamOf } from '../helpers/fleet';
import { renderInAdmin } from '../helpers/renderAdmin';
import { controlStreams, expectNoText, openMenu, renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const search = () => screen.getByRole('textbox', { name: 'Search nodes' });

describe('nodes list: nothing to show', () => {
  it('names a search that matches nothing and clears it', async () => {
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    await user.type(search(), 'no-such-node');
    expect(await screen.findByText('No nodes match “no-such-node”')).toBeInTheDocument();
    // Not SPEC's "no nodes at all" state: the gateway has nodes.
    expectNoText('No nodes yet');
    expect(screen.queryByRole('button', { name: 'Add Node' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await rowOf('homelab-nas');
    await waitFor(() => expect(search()).toHaveValue(''));
  });

  it('names a node type and a status that match nothing, with the search, and clears them all', async () => {
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    // Every gateway online (3, 4 and 11).
    (await fleetStreamOf(streams)).sink.send(fleetFrame(demo.db));
    await user.click(screen.getByRole('button', { name: 'Gateways' }));
    await user.click(await screen.findByRole('button', { name: 'Idle 0' }));
    expect(await screen.findByText('No nodes match type Gateways, status Idle')).toBeInTheDocument();
    expectNoText('No nodes yet');

    await user.type(search(), 'gw');
    expect(await screen.findByText('No nodes match “gw”, type Gateways, status Idle')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await rowOf('homelab-nas');
    expect(screen.getByRole('button', { name: 'View All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Idle / })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(search()).toHaveValue(''));
  });

  it("shows SPEC's empty state, with Add Node, on a gateway with no node at all", async () => {
    demo.db.removeWhere('nodes', () => true);
    const { user } = renderScreen('/nodes');
    expect(await screen.findByText('No nodes yet')).toBeInTheDocument();
    expect(screen.getByText("You haven't added any node yet. Once you add nodes, they will appear here for easy management.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Node' }));
    expect(await screen.findByRole('dialog', { name: 'Client / Node Configuration' })).toBeInTheDocument();
  });
});

describe('nodes list: status in words', () => {
  it('writes each peer’s status beside its dot, the same word as the dot’s name', async () => {
    controlStreams(demo.server);
    renderScreen('/nodes');
    for (const name of ['homelab-nas', 'office-gateway', 'raspberry-pi-garage', 'backup-server']) {
      const row = await rowOf(name);
      const word = within(row).getByRole('img', { name: /^(Online|Idle|Offline|Disconnected)$/ }).getAttribute('aria-label')!;
      const status = within(row).getAllByRole('cell')[1];
      expect(status).toHaveTextContent(word);
      expect(within(status).getByText(word)).toBeVisible();
    }
    // The local node is no peer: no status, no word.
    expect(within(await rowOf('Wiredoor_Local')).getAllByRole('cell')[1]).toHaveTextContent('');
  });
});

describe('deleting nodes', () => {
  it('says that their HTTP and TCP services are deleted with them, one node or several', async () => {
    const { user } = renderScreen('/nodes');
    await user.click(within(await rowOf('homelab-nas')).getByRole('checkbox'));
    await user.click(within(await rowOf('media-server')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const bulk = await screen.findByRole('dialog', { name: 'Delete 2 nodes' });
    expect(within(bulk).getByText('Their HTTP and TCP services are deleted with them. This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(bulk).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openMenu(user, 'media-server');
    await user.click(screen.getByRole('menuitem', { name: 'Delete Node' }));
    const single = await screen.findByRole('dialog', { name: 'Delete node' });
    expect(within(single).getByText('Are you sure you want to delete this node? This action cannot be undone.')).toBeInTheDocument();
    expect(within(single).getByText('Its HTTP and TCP services are deleted with it.')).toBeInTheDocument();
  });
});

describe('in French', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
    document.documentElement.lang = 'en';
  });

  it('names the search that matches nothing and offers to clear it', async () => {
    const { user } = renderInAdmin(
      <Routes>
        <Route path="/nodes" element={<NodeList />} />
      </Routes>,
      { initialEntries: ['/nodes'], store: memoryStore({ locale: 'fr' }) },
    );
    await screen.findByRole('link', { name: 'homelab-nas' });
    await user.type(screen.getByRole('textbox', { name: 'Rechercher des nœuds' }), 'rien');
    expect(await screen.findByText('Aucun nœud ne correspond à « rien »')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await screen.findByRole('link', { name: 'homelab-nas' });
  });
});
