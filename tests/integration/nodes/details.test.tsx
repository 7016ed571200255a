import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import NodeDetails from '../../../src/nodes/NodeDetails';
import type { NodeServiceCardsProps } from '../../../src/services';
import { currentPath, renderInAdmin, tokenCookie } from '../helpers/renderAdmin';
import { captureDownloads, controlStreams, dismissToast, findToast, holdReads, openMenu, recordEventSources, renderScreen, useSignedInDemo } from './renderScreen';

// The services feature's cards, seen from the outside: they get the node being shown.
vi.mock('../../../src/services', () => ({
  NodeServiceCards: ({ node }: NodeServiceCardsProps) => <section aria-label={`services of ${node.name}`} />,
  DomainServiceCards: () => null,
  ExposeServiceDialog: () => null,
}));

const demo = useSignedInDemo();

const STOPPED = 'Live updates stopped. The values shown are the last ones received.';

const infoRows = () =>
  within(screen.getByRole('table', { name: 'Connection details' }))
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('node details', () => {
  it('shows the breadcrumb, header, connection table, tokens card and actions of a gateway', async () => {
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'office-gateway' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Client / Nodes' })).toHaveAttribute('href', '/nodes');
    expect(within(breadcrumb).getByText('office-gateway')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Gateway')).toBeInTheDocument();
    expect(screen.getByText('IP: 10.0.0.3')).toBeInTheDocument();
    expect(screen.getByText('Subnet: eth0: 192.168.1.0/24')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^(Online|Idle|Offline)$/ })).toBeInTheDocument();
    expect(infoRows().map(([label]) => label)).toEqual([
      'Client IP', 'Latest Handshake', 'Received', 'Transmitted', 'Send all internet traffic through the VPN',
    ]);
    expect(infoRows()[4][1]).toBe('No');
    expect(screen.getByRole('heading', { name: 'Node Access Tokens' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'services of office-gateway' })).toBeInTheDocument();
    expect(await openMenu(user, 'office-gateway')).toEqual(['Edit Node', 'Download Config', 'Disconnect']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    expect(streams.last().url.searchParams.get('id')).toBe('3');
  });

  it('shows the fixed facts of a node with no status yet as "-" and Yes for internet traffic', async () => {
    controlStreams(demo.server);
    renderScreen('/nodes/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'staging-vm' })).toBeInTheDocument();
    expect(screen.queryByText('Gateway')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Subnet:/)).not.toBeInTheDocument();
    expect(infoRows()).toEqual([
      ['Client IP', '-'],
      ['Latest Handshake', '-'],
      ['Received', '-'],
      ['Transmitted', '-'],
      ['Send all internet traffic through the VPN', 'Yes'],
    ]);
  });

  it('shows a disconnected node as Disconnected, though the gateway answers it and streams it without a status', async () => {
    const streams = controlStreams(demo.server);
    renderScreen('/nodes/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'staging-vm' })).toBeInTheDocument();
    // The reference's answer for a disabled node: the entity alone, no runtime fields (API-FACTS §5.3).
    const answer = await (await fetch('http://localhost/api/nodes/10', { headers: { Authorization: `Bearer ${tokenCookie()}` } })).json();
    expect(answer).toMatchObject({ enabled: false });
    expect(answer).not.toHaveProperty('status');
    expect(screen.getByRole('img', { name: 'Disconnected' })).toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Status: Disconnected');
    // Its stream frames are the raw row, keys included (API-FACTS §6.2): still Disconnected, and no key shown.
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    const row = demo.db.find('nodes', 10)!;
    streams.last().sink.send(row);
    await waitFor(() => expect(infoRows()[0]).toEqual(['Client IP', '-']));
    expect(screen.getByRole('img', { name: 'Disconnected' })).toBeInTheDocument();
    expect(document.body.outerHTML).not.toContain(row.privateKey);
  });

  it('says so when the node does not exist', async () => {
    controlStreams(demo.server);
    renderScreen('/nodes/999');
    expect(await screen.findByText('This node does not exist or could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Client / Nodes' })).toHaveAttribute('href', '/nodes');
  });

  it('the local node has no status, actions, connection table or tokens card', async () => {
    const streams = controlStreams(demo.server);
    renderScreen('/nodes/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wiredoor_Local' })).toBeInTheDocument();
    expect(screen.getByText('IP: localhost')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Connection details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Node Access Tokens' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'services of Wiredoor_Local' })).toBeInTheDocument();
    expect(streams.streams).toHaveLength(0);
  });

  it('applies live frames, announces status changes politely, and closes the stream on error for good', async () => {
    const sources = recordEventSources();
    const streams = controlStreams(demo.server);
    renderScreen('/nodes/2');
    await screen.findByRole('heading', { level: 1, name: 'homelab-nas' });
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    const base = { ...demo.db.find('nodes', 2)! };
    streams.last().sink.send({ ...base, name: 'stale', status: 'offline', clientIp: '198.51.100.7', latestHandshakeTimestamp: Date.now() - 5 * 60_000, transferRx: 2048, transferTx: 3 * 1024 ** 2 });
    await waitFor(() =>
      expect(infoRows().slice(0, 4)).toEqual([
        ['Client IP', '198.51.100.7'],
        ['Latest Handshake', '5 minutes ago'],
        ['Received', '2.00 KB'],
        ['Transmitted', '3.00 MB'],
      ]),
    );
    expect(screen.getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('Status: Offline');
    expect(screen.getByRole('heading', { level: 1, name: 'homelab-nas' })).toBeInTheDocument();

    streams.last().sink.send({ ...base, status: 'online' });
    await waitFor(() => expect(live).toHaveTextContent('Status: Online'));

    streams.last().sink.close();
    const detail = sources.find((source) => source.url.includes('id=2'))!;
    await waitFor(() => expect(detail.readyState).toBe(EventSource.CLOSED));
    expect(streams.streams).toHaveLength(1);
  });

  it('says when live updates stopped, keeps the last values, and resumes the stream by hand', async () => {
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes/2');
    await screen.findByRole('heading', { level: 1, name: 'homelab-nas' });
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    const base = { ...demo.db.find('nodes', 2)! };
    streams.last().sink.send({ ...base, status: 'online', clientIp: '198.51.100.7', transferRx: 2048, transferTx: 4096 });
    await waitFor(() => expect(infoRows()[0]).toEqual(['Client IP', '198.51.100.7']));
    expect(screen.queryByText(STOPPED)).not.toBeInTheDocument();

    streams.last().sink.close();
    const notice = await screen.findByText(STOPPED);
    // Announced: it appears inside a status region that was already there.
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // No automatic retry (SPEC §4); the last values received stay.
    await waitFor(() => expect(streams.open()).toHaveLength(0));
    expect(streams.streams).toHaveLength(1);
    expect(infoRows().slice(0, 4)).toEqual([
      ['Client IP', '198.51.100.7'],
      expect.any(Array),
      ['Received', '2.00 KB'],
      ['Transmitted', '4.00 KB'],
    ]);
    expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume live updates' }));
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    expect(streams.streams).toHaveLength(2);
    expect(streams.last().url.searchParams.get('id')).toBe('2');
    expect(screen.queryByText(STOPPED)).not.toBeInTheDocument();
    streams.last().sink.send({ ...base, status: 'offline', clientIp: '203.0.113.9' });
    await waitFor(() => expect(infoRows()[0]).toEqual(['Client IP', '203.0.113.9']));
    expect(screen.getByRole('img', { name: 'Offline' })).toBeInTheDocument();
  });

  it('ends the session, remembering the node, when its stream fails after the gateway forgot the session', async () => {
    const streams = controlStreams(demo.server);
    renderInAdmin(
      <Routes>
        <Route path="/nodes/:id" element={<NodeDetails />} />
        <Route path="/login" element={<p>Sign-in screen</p>} />
      </Routes>,
      { router: 'browser', initialEntries: ['/nodes/2'] },
    );
    await screen.findByRole('heading', { level: 1, name: 'homelab-nas' });
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    // The token expired on the gateway; then the stream fails (EventSource cannot say why).
    const token = tokenCookie()!;
    delete (demo.db.sessions as Record<string, number>)[token];
    streams.last().sink.close();

    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(tokenCookie()).toBeNull();
    expect(localStorage.getItem('redirect')).toBe('/nodes/2');
  });

  it('keeps the session and the page when the stream fails while the session is fine', async () => {
    const streams = controlStreams(demo.server);
    renderScreen('/nodes/2');
    await screen.findByRole('heading', { level: 1, name: 'homelab-nas' });
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    streams.last().sink.close();
    await screen.findByText(STOPPED);
    // The check went out and the gateway accepted the session.
    await waitFor(() => expect(demo.requests('/api/nodes')).toHaveLength(1));
    expect(tokenCookie()).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'homelab-nas' })).toBeInTheDocument();
  });

  it('reopens the stream once after each of connect, disconnect and edit made on the page', async () => {
    const saved = captureDownloads();
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes/2');
    await screen.findByRole('heading', { level: 1, name: 'homelab-nas' });
    await waitFor(() => expect(streams.open()).toHaveLength(1));

    await openMenu(user, 'homelab-nas');
    await user.click(screen.getByRole('menuitem', { name: 'Disconnect' }));
    // The node's new record comes when the test lets it: the stream waits for it, then reopens once.
    const reads = holdReads(demo.server, '*/api/nodes/2');
    await user.click(await screen.findByRole('button', { name: 'Yes, disconnect!' }));
    await dismissToast(user, 'Node disconnected successfully!');
    expect(streams.streams).toHaveLength(1);
    reads.release();
    await waitFor(() => expect(streams.streams.length).toBe(2));
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    await waitFor(async () => expect(await openMenu(user, 'homelab-nas')).toEqual(['Edit Node', 'Download Config', 'Connect']));
    // The page shows the disconnected node: its change has reached the page, and reopened the stream once.
    expect(streams.streams).toHaveLength(2);

    await user.click(screen.getByRole('menuitem', { name: 'Connect' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, connect!' }));
    await dismissToast(user, 'Node connected successfully!');
    await waitFor(() => expect(streams.streams.length).toBe(3));

    await waitFor(async () => expect(await openMenu(user, 'homelab-nas')).toEqual(['Edit Node', 'Download Config', 'Disconnect']));
    expect(streams.streams).toHaveLength(3);
    await user.click(screen.getByRole('menuitem', { name: 'Edit Node' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'nas-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Node updated successfully!');
    expect(await screen.findByRole('heading', { level: 1, name: 'nas-2' })).toBeInTheDocument();
    await waitFor(() => expect(streams.streams.length).toBe(4));
    await waitFor(() => expect(streams.open()).toHaveLength(1));

    await openMenu(user, 'nas-2');
    expect(streams.streams).toHaveLength(4);
    await user.click(screen.getByRole('menuitem', { name: 'Download Config' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['wiredoor-nas-2-config.conf']));
  });
});
