/**
 * Issue 14 points 1 and 3: the nodes list for a fleet. Sortable columns through the gateway's
 * `orderBy` (a large fleet's page stream follows, the choice survives leaving the list), page sizes, Online /
 * Idle / Offline counts from the fleet stream that are also filters, and a node just created shown on
 * the page where the chosen order puts it, highlighted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fleetStreamOf, largeFleet } from '../helpers/fleet';
import { controlStreams, renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const lastList = () => demo.requests('/api/nodes').at(-1)!.url.searchParams;
const listedNames = () => within(screen.getByRole('table')).getAllByRole('link').map((link) => link.textContent);
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A fleet frame from the demo's nodes, with the statuses given by id (others offline). */
const fleetFrame = (statuses: Record<number, string>) =>
  demo.db.nodes.map((node) => ({
    id: node.id,
    name: node.name,
    address: node.address,
    isLocal: node.isLocal,
    isGateway: node.isGateway,
    enabled: node.enabled,
    ...(node.isLocal ? {} : { status: statuses[node.id] ?? 'offline', latestHandshakeTimestamp: 0, transferRx: 0, transferTx: 0 }),
  }));

describe('sorting', () => {
  it("sorts by name through the gateway's orderBy, its live stream follows, and the order survives leaving the list", async () => {
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    (await fleetStreamOf(streams)).sink.send(largeFleet(fleetFrame({})));
    const names = demo.db.nodes.map((node) => node.name).sort(byName);

    const name = screen.getByRole('button', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Sort by Name ascending');
    await user.click(name);
    await waitFor(() => expect(lastList().get('orderBy')).toBe('name,asc'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(listedNames()).toEqual(names.slice(0, 10)));
    await waitFor(() => expect(streams.open().map((stream) => stream.url.searchParams.get('orderBy'))).toEqual(['name,asc']));

    expect(screen.getByRole('button', { name: 'Name' })).toHaveAccessibleDescription('Sort by Name descending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(listedNames()).toEqual([...names].reverse().slice(0, 10)));
    expect(lastList().get('orderBy')).toBe('name,desc');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

    // To a node's page and back: the list comes back in the order chosen.
    await user.click(screen.getByRole('link', { name: names.at(-1) }));
    await screen.findByRole('heading', { level: 1, name: names.at(-1) });
    await user.click(screen.getByRole('link', { name: 'Client / Nodes' }));
    await waitFor(() => expect(listedNames()).toEqual([...names].reverse().slice(0, 10)));
    expect(lastList().get('orderBy')).toBe('name,desc');
  });

  it('sorts by type (gateways together) and leaves the live columns unsortable', async () => {
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    for (const live of ['Latest Handshake', 'Received (KB)', 'Transmitted (KB)']) {
      const header = screen.getByRole('columnheader', { name: live });
      expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await waitFor(() => expect(lastList().get('orderBy')).toBe('isGateway,asc'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Type' })).toHaveAccessibleDescription('Sort by Type descending'));
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await waitFor(() => expect(listedNames().slice(0, 3)).toEqual(['office-gateway', 'k8s-cluster-gw', 'warehouse-gateway']));
  });
});

describe('page sizes', () => {
  it("shows 10 rows by default and 25 on request, a large fleet's page stream paging alike", async () => {
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    (await fleetStreamOf(streams)).sink.send(largeFleet(fleetFrame({})));
    expect(listedNames()).toHaveLength(10);
    const rowsPerPage = screen.getByRole('combobox', { name: /rows per page/i });
    expect(within(rowsPerPage).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(rowsPerPage, '25');
    await waitFor(() => expect(listedNames()).toHaveLength(demo.db.nodes.length));
    expect(lastList().get('limit')).toBe('25');
    await waitFor(() => expect(streams.open().map((stream) => stream.url.searchParams.get('limit'))).toEqual(['25']));
  });
});

describe('status counts and filters', () => {
  it('counts peers by live status from the fleet stream, filters by a status, and follows the fleet', async () => {
    // The gateway's list says what its frames say: both read the same nodes.
    const statuses: Record<number, string> = { 2: 'online', 3: 'online', 4: 'idle' };
    demo.server.use(
      http.get('*/api/nodes', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const [page, limit, type] = [Number(query.get('page')), Number(query.get('limit')), query.get('type')];
        const rows = fleetFrame(statuses).filter((row) => !type || row.isGateway === (type === 'gateways'));
        const data = demo.db.nodes.filter((node) => rows.some((row) => row.id === node.id)).map((node) => ({ ...node, ...rows.find((row) => row.id === node.id) }));
        return HttpResponse.json({ data: data.slice((page - 1) * limit, page * limit), page, limit, total: data.length });
      }),
    );
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    await waitFor(() => expect(streams.openFleet()).toHaveLength(1));
    expect(streams.openFleet()[0].url.searchParams.has('limit')).toBe(false);
    expect(screen.getByRole('button', { name: 'Online …' })).toBeInTheDocument();

    streams.openFleet()[0].sink.send(fleetFrame(statuses));
    const peers = demo.db.nodes.filter((node) => !node.isLocal).length;
    expect(await screen.findByRole('button', { name: 'Online 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Idle 1' })).toBeInTheDocument();
    // backup-server and staging-vm are disabled: Disconnected, whatever status the frame gives them.
    expect(screen.getByRole('button', { name: `Offline ${peers - 5}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnected 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Online 2' }));
    await waitFor(() => expect(listedNames()).toEqual(['homelab-nas', 'office-gateway']));
    expect(screen.getByRole('button', { name: 'Online 2' })).toHaveAttribute('aria-pressed', 'true');
    // The gateway is never asked to filter by status: the console reads the whole list.
    expect(demo.requests('/api/nodes').every((request) => !request.url.searchParams.has('status'))).toBe(true);

    // A node comes online: the count moves and the filtered list follows, read anew from the gateway.
    statuses[5] = 'online';
    streams.openFleet()[0].sink.send(fleetFrame(statuses));
    expect(await screen.findByRole('button', { name: 'Online 3' })).toBeInTheDocument();
    await waitFor(() => expect(listedNames()).toEqual(['homelab-nas', 'office-gateway', 'raspberry-pi-garage']));

    // With Gateways chosen, the counts and the list are the gateways'.
    await user.click(screen.getByRole('button', { name: 'Gateways' }));
    expect(await screen.findByRole('button', { name: 'Online 1' })).toBeInTheDocument();
    await waitFor(() => expect(listedNames()).toEqual(['office-gateway']));

    // Chosen again, the status filter is cleared.
    await user.click(screen.getByRole('button', { name: 'Online 1' }));
    await waitFor(() => expect(listedNames()).toEqual(['office-gateway', 'k8s-cluster-gw', 'warehouse-gateway']));
  });

  it('says the counts are not live while the fleet stream is down', async () => {
    const streams = controlStreams(demo.server);
    renderScreen('/nodes');
    await rowOf('homelab-nas');
    await waitFor(() => expect(streams.openFleet()).toHaveLength(1));
    streams.openFleet()[0].sink.send(fleetFrame({ 2: 'online' }));
    expect(await screen.findByRole('button', { name: 'Online 1' })).toBeInTheDocument();
    streams.openFleet()[0].sink.close();
    expect(await screen.findByRole('button', { name: 'Online …' })).toBeInTheDocument();
  });
});

describe('a node just created', () => {
  it('is shown on the page where the chosen order puts it, highlighted, with the filters that hid it cleared', async () => {
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastList().get('orderBy')).toBe('name,desc'));
    await user.type(screen.getByRole('textbox', { name: 'Search nodes' }), 'garage');
    await waitFor(() => expect(listedNames()).toEqual(['raspberry-pi-garage']));

    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const form = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'aaa-first-of-all');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const ready = await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    await user.click(within(ready).getByRole('button', { name: 'Got it!' }));

    // Last by name, descending: page 2 of the whole list, search cleared.
    const link = await screen.findByRole('link', { name: 'aaa-first-of-all' });
    expect(screen.getByRole('textbox', { name: 'Search nodes' })).toHaveValue('');
    expect(lastList().get('page')).toBe('2');
    expect(lastList().has('search')).toBe(false);
    const row = link.closest('tr')!;
    expect(within(row).getByText('New')).toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
  });
});
