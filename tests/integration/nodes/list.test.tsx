import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NodeList from '../../../src/nodes/NodeList';
import type { ExposeServiceDialogProps } from '../../../src/services';
import { installMatchMedia } from '../helpers/matchMedia';
import { renderInAdmin, tokenCookie } from '../helpers/renderAdmin';
import { captureDownloads, controlStreams, dismissToast, findToast, holdReads, openMenu, renderScreen, rowOf, useSignedInDemo } from './renderScreen';
import { fleetFrame, fleetStreamOf, largeFleet } from '../helpers/fleet';

// The services feature's dialog, seen from the outside: which node and type the row action opened it for.
vi.mock('../../../src/services', () => ({
  NodeServiceCards: () => null,
  DomainServiceCards: () => null,
  ExposeServiceDialog: ({ open, type, node, onClose }: ExposeServiceDialogProps) =>
    open ? (
      <div role="dialog" aria-label={`expose ${type} on ${node.name}`}>
        <button onClick={onClose}>close</button>
      </div>
    ) : null,
}));

const demo = useSignedInDemo();

const lastList = () => demo.requests('/api/nodes').at(-1)!.url.searchParams;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

/** A list answer with fixed runtime values (the demo's move every second); the handshake 3 minutes ago when called. */
const fixed = () => [
  { id: 1, name: 'Wiredoor_Local', address: 'localhost', isLocal: true, isGateway: false, enabled: true },
  {
    id: 3, name: 'office-gateway', address: '10.0.0.3', isLocal: false, isGateway: true, enabled: true,
    gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }, { interface: 'eth1', subnet: '10.1.0.0/16' }],
    status: 'online', latestHandshakeTimestamp: Date.now() - 3 * 60_000 - 5_000, transferRx: 1536, transferTx: 5 * 1024 ** 3,
  },
  {
    id: 5, name: 'raspberry-pi-garage', address: '10.0.0.5', isLocal: false, isGateway: false, enabled: true,
    status: 'idle', latestHandshakeTimestamp: 0, transferRx: 0, transferTx: 512,
  },
  {
    id: 8, name: 'backup-server', address: '10.0.0.8', isLocal: false, isGateway: false, enabled: false,
    status: 'offline', latestHandshakeTimestamp: null, transferRx: null, transferTx: 3 * 1024 ** 4,
  },
].map((row) => ({ keepalive: 25, allowInternet: false, advanced: false, wgInterface: 'wg0', created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', ...row }));

/** The list answers `fixed()` as of this call; returns those rows. */
const useFixedList = () => {
  const rows = fixed();
  demo.server.use(http.get('*/api/nodes', () => HttpResponse.json({ data: rows, page: 1, limit: 10, total: rows.length })));
  return rows;
};

/** The streams open other than the fleet's (a page's, a node's). */
const ownStreams = () => demo.requests('/api/nodes/stream').filter((request) => request.url.searchParams.has('limit') || request.url.searchParams.has('id'));

describe('nodes list', () => {
  it('shows the title, search, Add Client, the filter chips, the columns and 10 rows a page', async () => {
    const { user } = renderScreen('/nodes');
    expect(await screen.findByRole('heading', { name: 'Client / Nodes' })).toBeInTheDocument();
    await rowOf('homelab-nas');
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search nodes' })).toBeInTheDocument();
    for (const chip of ['View All', 'Nodes', 'Gateways']) expect(screen.getByRole('button', { name: chip })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    // The first column selects rows for the bulk actions.
    expect(headers).toEqual(['', 'Status', 'Name', 'Type', 'Latest Handshake', 'Received (KB)', 'Transmitted (KB)', 'Last hour', 'Actions']);
    expect(within(table).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('link', { name: 'homelab-nas' })).toHaveAttribute('href', '/nodes/2');
    expect(lastList().get('page')).toBe('1');
    expect(lastList().get('limit')).toBe('10');
    expect(lastList().has('type')).toBe(false);
    // 13 seeded nodes: the second page holds the last three.
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await rowOf('ci-runner');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(lastList().get('page')).toBe('2');
  });

  it('filter chips send type=nodes or type=gateways, and nothing for View All', async () => {
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    expect(screen.getByRole('button', { name: 'View All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Gateways' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'homelab-nas' })).not.toBeInTheDocument());
    expect(lastList().get('type')).toBe('gateways');
    const names = within(screen.getByRole('table')).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['office-gateway', 'k8s-cluster-gw', 'warehouse-gateway']);
    expect(screen.getByRole('button', { name: 'Gateways' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Nodes' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'office-gateway' })).not.toBeInTheDocument());
    expect(lastList().get('type')).toBe('nodes');
    await rowOf('homelab-nas');

    await user.click(screen.getByRole('button', { name: 'View All' }));
    await rowOf('office-gateway');
    expect(lastList().has('type')).toBe(false);
    // 13 nodes fit a page: their live values come from the fleet's one stream, whatever the filter.
    await waitFor(() => expect(demo.requests('/api/nodes/stream').length).toBeGreaterThan(0));
    expect(ownStreams()).toEqual([]);
  });

  it('formats the status, type, handshake and byte columns', async () => {
    useFixedList();
    controlStreams(demo.server);
    const { user } = renderScreen('/nodes');
    const local = await rowOf('Wiredoor_Local');
    const gateway = await rowOf('office-gateway');
    const idle = await rowOf('raspberry-pi-garage');
    const disconnected = await rowOf('backup-server');

    expect(within(local).queryByRole('img')).not.toBeInTheDocument();
    expect(within(gateway).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(within(idle).getByRole('img', { name: 'Idle' })).toBeInTheDocument();
    // Disabled: the gateway says offline, the list says what the operator did.
    expect(within(disconnected).getByRole('img', { name: 'Disconnected' })).toBeInTheDocument();

    expect(cells(local).slice(3, 7).map((cell) => cell.textContent)).toEqual(['Local', '-', '-', '-']);
    expect(cells(gateway).slice(3, 7).map((cell) => cell.textContent)).toEqual(['Gateway', '3 minutes ago', '1.50 KB', '5.00 GB']);
    expect(cells(idle).slice(3, 7).map((cell) => cell.textContent)).toEqual(['Node', '-', '-', '512.00 Bytes']);
    expect(cells(disconnected).slice(3, 7).map((cell) => cell.textContent)).toEqual(['Node', '-', '-', '3.00 TB']);

    await user.hover(within(gateway).getByText('Gateway'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This node is a gateway, forwarding traffic to: eth0: 192.168.1.0/24, eth1: 10.1.0.0/16 and handling external connections.',
    );
    await user.unhover(within(gateway).getByText('Gateway'));
    await user.hover(within(local).getByText('Local'));
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Created automatically to expose internal services running on this server.'),
    );
    await user.unhover(within(local).getByText('Local'));
    await user.hover(within(idle).getByText('Node'));
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('This node is a standard client and only routes traffic to itself.'),
    );
  });

  it("updates status, handshake and traffic in place from the fleet's frames on a fleet that fits a page, with no page stream", async () => {
    const rows = useFixedList();
    const streams = controlStreams(demo.server);
    renderScreen('/nodes');
    const gateway = await rowOf('office-gateway');
    const fleet = await fleetStreamOf(streams);
    const listCalls = demo.requests('/api/nodes').length;
    fleet.sink.send([
      rows[0],
      { ...rows[1], name: 'stale-snapshot-name', status: 'idle', latestHandshakeTimestamp: Date.now() - 10 * 60_000, transferRx: 2048, transferTx: 1024 ** 2 },
      { ...rows[2], status: 'offline' },
      rows[3],
    ]);
    await waitFor(() => expect(within(gateway).getByRole('img', { name: 'Idle' })).toBeInTheDocument());
    expect(cells(gateway).slice(4, 7).map((cell) => cell.textContent)).toEqual(['10 minutes ago', '2.00 KB', '1.00 MB']);
    expect(within(gateway).getByRole('link')).toHaveTextContent('office-gateway');
    expect(screen.queryByText('stale-snapshot-name')).not.toBeInTheDocument();
    expect(within(await rowOf('raspberry-pi-garage')).getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    expect(demo.requests('/api/nodes')).toHaveLength(listCalls);
    expect(streams.streams).toEqual([]);
  });

  it("gives a gateway's page of a fleet read at intervals its own stream, which alone then updates the rows", async () => {
    const rows = useFixedList();
    const streams = controlStreams(demo.server);
    renderScreen('/nodes');
    const gateway = await rowOf('office-gateway');
    (await fleetStreamOf(streams)).sink.send(largeFleet(rows));
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    expect(streams.last().url.searchParams.get('page')).toBe('1');
    expect(streams.last().url.searchParams.get('limit')).toBe('10');
    expect(streams.last().url.searchParams.get('token')).toBeTruthy();
    streams.last().sink.send([rows[0], { ...rows[1], status: 'idle', transferRx: 2048 }, rows[2], rows[3]]);
    await waitFor(() => expect(within(gateway).getByRole('img', { name: 'Idle' })).toBeInTheDocument());
    expect(cells(gateway)[5]).toHaveTextContent('2.00 KB');
  });

  it("reopens a large fleet's page stream once after a change, and after a page change", async () => {
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    (await fleetStreamOf(streams)).sink.send(largeFleet(fleetFrame(demo.db)));
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    const first = streams.last();

    await openMenu(user, 'homelab-nas');
    await user.click(screen.getByRole('menuitem', { name: 'Disconnect' }));
    // The list's new rows come when the test lets them: the stream waits for them, then reopens once.
    const reads = holdReads(demo.server, '*/api/nodes');
    await user.click(await screen.findByRole('button', { name: 'Yes, disconnect!' }));
    await findToast('Node disconnected successfully!');
    expect(streams.streams).toHaveLength(1);
    reads.release();
    await waitFor(() => expect(first.closed).toBe(true));
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    await waitFor(async () => expect(await openMenu(user, 'homelab-nas')).toContain('Connect'));
    await user.keyboard('{Escape}');
    expect(streams.streams).toHaveLength(2);

    const beforePaging = streams.last();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await rowOf('ci-runner');
    await waitFor(() => expect(beforePaging.closed).toBe(true));
    await waitFor(() => expect(streams.open().map((stream) => stream.url.searchParams.get('page'))).toEqual(['2']));
  });

  it('ends the session, remembering the list, when its stream fails after the gateway forgot the session', async () => {
    const streams = controlStreams(demo.server);
    renderInAdmin(
      <Routes>
        <Route path="/nodes" element={<NodeList />} />
        <Route path="/login" element={<p>Sign-in screen</p>} />
      </Routes>,
      { router: 'browser', initialEntries: ['/nodes?page=1'] },
    );
    await rowOf('homelab-nas');
    const fleet = await fleetStreamOf(streams);
    delete (demo.db.sessions as Record<string, number>)[tokenCookie()!];
    // EventSource reports the drop without a reason: the session check through the data provider finds out.
    fleet.sink.close();

    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(tokenCookie()).toBeNull();
    expect(localStorage.getItem('redirect')).toBe('/nodes?page=1');
  });

  it('shows the empty state with its Add Node action', async () => {
    demo.server.use(http.get('*/api/nodes', () => HttpResponse.json({ data: [], page: 1, limit: 10, total: 0 })));
    controlStreams(demo.server);
    const { user } = renderScreen('/nodes');
    expect(await screen.findByText('No nodes yet')).toBeInTheDocument();
    expect(
      screen.getByText("You haven't added any node yet. Once you add nodes, they will appear here for easy management."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Node' }));
    expect(await screen.findByRole('dialog', { name: 'Client / Node Configuration' })).toBeInTheDocument();
  });

  it('offers each row menu item only where SPEC allows it', async () => {
    const { user } = renderScreen('/nodes');
    expect(await openMenu(user, 'Wiredoor_Local')).toEqual(['View Node Details', 'Expose HTTP', 'Expose TCP']);
    await user.keyboard('{Escape}');
    expect(await openMenu(user, 'homelab-nas')).toEqual([
      'View Node Details', 'Edit Node', 'Expose HTTP', 'Expose TCP', 'Download Config', 'Disconnect', 'Delete Node',
    ]);
    await user.keyboard('{Escape}');
    expect(await openMenu(user, 'backup-server')).toEqual([
      'View Node Details', 'Edit Node', 'Expose HTTP', 'Expose TCP', 'Download Config', 'Connect', 'Delete Node',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Expose HTTP' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'expose http on backup-server' })).getByRole('button', { name: 'close' }));
    await openMenu(user, 'homelab-nas');
    await user.click(screen.getByRole('menuitem', { name: 'Expose TCP' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'expose tcp on homelab-nas' })).getByRole('button', { name: 'close' }));
    await openMenu(user, 'backup-server');
    await user.click(screen.getByRole('menuitem', { name: 'View Node Details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'backup-server' })).toBeInTheDocument();
  });

  it('connects and disconnects after confirmation, with their toasts', async () => {
    const { user } = renderScreen('/nodes');
    await openMenu(user, 'backup-server');
    await user.click(screen.getByRole('menuitem', { name: 'Connect' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Connect node')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to keep connected this node?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.db.find('nodes', 8)!.enabled).toBe(false);

    await openMenu(user, 'backup-server');
    await user.click(screen.getByRole('menuitem', { name: 'Connect' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, connect!' }));
    await dismissToast(user, 'Node connected successfully!');
    expect(demo.db.find('nodes', 8)!.enabled).toBe(true);
    await waitFor(async () => {
      expect(await openMenu(user, 'backup-server')).toContain('Disconnect');
    });

    await user.click(screen.getByRole('menuitem', { name: 'Disconnect' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Disconnect node')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to keep disconnected this node?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, disconnect!' }));
    await findToast('Node disconnected successfully!');
    expect(demo.db.find('nodes', 8)!.enabled).toBe(false);
  });

  it('deletes after confirmation and steps back a page after removing the last row of page 2', async () => {
    demo.db.remove('nodes', 12);
    demo.db.remove('nodes', 13);
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await rowOf('warehouse-gateway');

    await openMenu(user, 'warehouse-gateway');
    await user.click(screen.getByRole('menuitem', { name: 'Delete Node' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete node')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this node? This action cannot be undone.')).toBeInTheDocument();
    const before = demo.requests('/api/nodes').length;
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    await findToast('Node deleted successfully!');
    expect(demo.db.find('nodes', 11)).toBeUndefined();
    await rowOf('homelab-nas');
    // Page 1 was asked for after the deletion (react-admin may also refresh the emptied page 2 meanwhile,
    // so it need not be the last request), and the list shows it. Its cached rows may show before the
    // request leaves, so both are awaited.
    const after = () => demo.requests('/api/nodes').slice(before).map((request) => request.url.searchParams.get('page'));
    await waitFor(() => expect(after()).toContain('1'));
    expect(await screen.findByText(/^1-10 of \d+$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'warehouse-gateway' })).not.toBeInTheDocument();
  });

  it('downloads the config under the Content-Disposition name, else config.conf', async () => {
    const saved = captureDownloads();
    const { user } = renderScreen('/nodes');
    await openMenu(user, 'homelab-nas');
    await user.click(screen.getByRole('menuitem', { name: 'Download Config' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('wiredoor-homelab-nas-config.conf');
    expect(await saved[0].blob.text()).toContain('[Interface]');

    demo.server.use(http.get('*/api/nodes/:id/download', () => new HttpResponse('[Interface]\n')));
    await openMenu(user, 'media-server');
    await user.click(screen.getByRole('menuitem', { name: 'Download Config' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1].fileName).toBe('config.conf');
  });

  it('searches with the search parameter on a gateway that has it', async () => {
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    await user.type(screen.getByRole('textbox', { name: 'Search nodes' }), 'garage');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'homelab-nas' })).not.toBeInTheDocument());
    expect(lastList().get('search')).toBe('garage');
    await rowOf('raspberry-pi-garage');
  });

  it("streams a searched page of a fleet read at intervals with the same search", async () => {
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    (await fleetStreamOf(streams)).sink.send(largeFleet(fleetFrame(demo.db)));
    await user.type(screen.getByRole('textbox', { name: 'Search nodes' }), 'garage');
    await rowOf('raspberry-pi-garage');
    await waitFor(() => expect(streams.open().map((stream) => stream.url.searchParams.get('search'))).toEqual(['garage']));
  });

  it('finds the same nodes on a gateway without search (the reference), searching the whole list itself', async () => {
    demo.db.settings.search = false;
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    // The fleet stream's first frame is in (the counts show).
    await screen.findByRole('button', { name: /^Online \d+$/ });
    await user.type(screen.getByRole('textbox', { name: 'Search nodes' }), '10.0.0.1');
    // Addresses 10.0.0.1x: on page 2 of the unfiltered list, all found and on one page here.
    await rowOf('ci-runner');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'homelab-nas' })).not.toBeInTheDocument());
    const listed = within(screen.getByRole('table')).getAllByRole('link').map((link) => link.textContent);
    const expected = demo.db.nodes.filter((node) => node.address.includes('10.0.0.1')).map((node) => node.name);
    expect(listed).toEqual(expected);
    expect(screen.getByText(`1-${expected.length} of ${expected.length}`)).toBeInTheDocument();
    // The gateway was asked once, refused, and the whole list was read through the paged API.
    const searched = demo.requests('/api/nodes').filter((request) => request.url.searchParams.has('search'));
    expect(searched).toHaveLength(1);
    expect(lastList().get('limit')).toBe('1000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Rows searched by the console take their live values from the fleet stream: no page stream.
    await waitFor(() => expect(demo.requests('/api/nodes/stream').some((request) => !request.url.searchParams.has('limit'))).toBe(true));
    expect(ownStreams()).toEqual([]);
  });
});

describe('nodes list on a phone', () => {
  let media: ReturnType<typeof installMatchMedia> | undefined;
  afterEach(() => media?.uninstall());

  const phoneRow = async (name: string): Promise<HTMLElement> => {
    const link = await screen.findByRole('link', { name });
    return link.closest('li')!;
  };

  it('stacks each node in one row: status, name, type, handshake, traffic and its menu, with no table', async () => {
    media = installMatchMedia({ width: 390 });
    const rows = useFixedList();
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes');
    const gateway = await phoneRow('office-gateway');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(rows.length);
    expect(within(gateway).getByRole('link', { name: 'office-gateway' })).toHaveAttribute('href', '/nodes/3');
    expect(within(gateway).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(within(gateway).getByText('Gateway')).toBeInTheDocument();
    expect(within(gateway).getByText('Latest Handshake: 3 minutes ago')).toBeInTheDocument();
    expect(within(gateway).getByText('Received 1.50 KB')).toBeInTheDocument();
    expect(within(gateway).getByText('Transmitted 5.00 GB')).toBeInTheDocument();
    const local = await phoneRow('Wiredoor_Local');
    expect(within(local).queryByRole('img')).not.toBeInTheDocument();
    expect(within(local).getByText('Local')).toBeInTheDocument();

    // Live values and the row menu work as in the table.
    (await fleetStreamOf(streams)).sink.send([rows[0], { ...rows[1], status: 'idle', transferRx: 2048 }, rows[2], rows[3]]);
    await waitFor(() => expect(within(gateway).getByRole('img', { name: 'Idle' })).toBeInTheDocument());
    expect(within(gateway).getByText('Received 2.00 KB')).toBeInTheDocument();
    expect(await openMenu(user, 'office-gateway')).toContain('Delete Node');
  });

  it('keeps Add Client and shows the empty state with its action', async () => {
    media = installMatchMedia({ width: 390 });
    demo.server.use(http.get('*/api/nodes', () => HttpResponse.json({ data: [], page: 1, limit: 10, total: 0 })));
    renderScreen('/nodes');
    expect(await screen.findByText('No nodes yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Node' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeInTheDocument();
  });
});
