/**
 * Issue 35 on the exposure inventory: no node state and no risk flag shown before the facts behind
 * them are known (the fleet stream's first frame is held back by the test: the rows show their node as
 * loading, and only the flags their service alone decides); a flag filter waits for those facts; and a
 * search or filters that match nothing are named and cleared, in the URL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import ExposurePage from '../../../src/exposure/ExposurePage';
import { fleetFrame, fleetStreamOf, resetFleet } from '../helpers/fleet';
import { renderInAdmin } from '../helpers/renderAdmin';
import { controlStreams, holdReads, useSignedInDemo } from '../nodes/renderScreen';

const demo = useSignedInDemo();

beforeEach(resetFleet);

/** The inventory, with the fleet stream in the test's hands (no frame until it sends one). */
const openInventory = async (path = '/exposure') => {
  const streams = controlStreams(demo.server);
  const rendered = renderInAdmin(
    <Routes>
      <Route path="/exposure" element={<ExposurePage />} />
    </Routes>,
    { initialEntries: [path] },
  );
  const fleet = await fleetStreamOf(streams);
  return { ...rendered, fleet };
};

const rowOf = (name: string): HTMLElement => {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByText(name, { exact: true }).length > 0);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const flagsOf = (name: string) =>
  within(rowOf(name))
    .queryAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-flag'))
    .map((item) => item.getAttribute('data-flag'));
const protectionOf = (name: string) =>
  within(within(rowOf(name)).getByRole('list', { name: 'Protection' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('exposure inventory before the node facts are known', () => {
  it('reads the services, then shows each row’s node as loading and no flag that depends on it, then the facts', async () => {
    const tcp = holdReads(demo.server, '*/api/services/tcp');
    const { fleet } = await openInventory();
    expect(await screen.findByRole('status')).toHaveTextContent('Reading services and domains…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    tcp.release();
    await screen.findByText('22 endpoints shown');

    // The gateway's own console: its sign-in is the console's, which only its node can tell.
    const app = rowOf('Wiredoor_APP');
    expect(flagsOf('Wiredoor_APP')).toEqual([]);
    expect(within(app).getByText('Checking risk flags…').closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(app).queryByText('No risk flag')).not.toBeInTheDocument();
    expect(protectionOf('Wiredoor_APP')[0]).toBe('Sign-in: loading…');
    // No "Node #1" and no "not known yet": the node is loading.
    expect(within(app).getByText('Loading…').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText(/^Node #\d+$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Status not known yet')).not.toBeInTheDocument();
    // A database port open to all is known from the service alone; a disconnected node is not known yet.
    expect(flagsOf('erp-database')).toEqual(['admin_port_open']);
    expect(flagsOf('restic-rest')).toEqual(['public_without_sign_in']);

    fleet.sink.send(fleetFrame(demo.db));
    await waitFor(() => expect(within(rowOf('Wiredoor_APP')).getByText('No risk flag')).toBeInTheDocument());
    expect(protectionOf('Wiredoor_APP')[0]).toBe("The console's own sign-in");
    expect(within(rowOf('Wiredoor_APP')).getByText('This gateway')).toBeInTheDocument();
    expect(flagsOf('restic-rest')).toEqual(['public_without_sign_in', 'node_disconnected']);
    expect(within(rowOf('erp-database')).getByRole('link', { name: 'warehouse-gateway' })).toBeInTheDocument();
    expect(screen.queryByText('Checking risk flags…')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('keeps a flag filter loading until then, never saying nothing matches', async () => {
    const { fleet, queryClient } = await openInventory('/exposure?flag=node_offline');
    expect(await screen.findByRole('status')).toHaveTextContent('Reading services and domains…');
    // The services and domains are read; the node states are not in yet.
    await waitFor(() => expect(demo.requests('/api/services/tcp')).not.toHaveLength(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('status')).toHaveTextContent('Reading services and domains…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/^No endpoints match/)).not.toBeInTheDocument();

    fleet.sink.send(fleetFrame(demo.db));
    expect(await screen.findByText('1 endpoint shown')).toBeInTheDocument();
    expect(rowOf('garage-sensors')).toBeInTheDocument();
  });
});

describe('exposure inventory: nothing matches', () => {
  it('names the search and the filters, and clears them from the URL', async () => {
    const { fleet, user, location } = await openInventory('/exposure?flag=admin_port_open&state=disabled&q=zzz');
    fleet.sink.send(fleetFrame(demo.db));
    expect(await screen.findByText('No endpoints match “zzz”, risk flag Admin or database port open to all, state Disabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('22 endpoints shown')).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search endpoints' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Risk flag' })).toHaveTextContent('All endpoints');
  });

  it('names "any risk flag"', async () => {
    const { fleet } = await openInventory('/exposure?flag=any&q=zzz');
    fleet.sink.send(fleetFrame(demo.db));
    expect(await screen.findByText('No endpoints match “zzz”, any risk flag')).toBeInTheDocument();
  });
});
