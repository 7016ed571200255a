/**
 * The nodes list under its live data (this fleet fits a page: the fleet's frames feed its rows): a frame
 * commits and rewrites only what changed. Commits are
 * counted by React's Profiler, changes to the page by a MutationObserver on the table's rows; frames
 * are pushed by the test (controlStreams), nothing is timed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { controlStreams, recordEventSources, renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000 - 5_000;

const listed = [
  { id: 1, name: 'Wiredoor_Local', address: 'localhost', isLocal: true, isGateway: false, enabled: true },
  { id: 3, name: 'office-gateway', address: '10.0.0.3', isLocal: false, isGateway: true, enabled: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }], status: 'online', latestHandshakeTimestamp: minutesAgo(3), transferRx: 1536, transferTx: 2048 },
  { id: 5, name: 'raspberry-pi-garage', address: '10.0.0.5', isLocal: false, isGateway: false, enabled: true, status: 'idle', latestHandshakeTimestamp: minutesAgo(20), transferRx: 0, transferTx: 512 },
  { id: 8, name: 'backup-server', address: '10.0.0.8', isLocal: false, isGateway: false, enabled: false, status: 'offline', latestHandshakeTimestamp: null, transferRx: null, transferTx: 1024 },
].map((row) => ({ keepalive: 25, allowInternet: false, advanced: false, wgInterface: 'wg0', created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', ...row }));

type Row = Record<string, unknown>;

/** The fleet's stream, as the test drives it: each frame the rows as they are now. */
const useLivePage = async () => {
  demo.server.use(http.get('*/api/nodes', () => HttpResponse.json({ data: listed, page: 1, limit: 10, total: listed.length })));
  const sources = recordEventSources();
  const streams = controlStreams(demo.server);
  let commits = 0;
  renderScreen('/nodes', { onCommit: () => (commits += 1) });
  await rowOf('backup-server');
  await waitFor(() => expect(streams.openFleet()).toHaveLength(1));
  const source = sources.find((candidate) => !candidate.url.includes('limit=') && candidate.readyState !== EventSource.CLOSED)!;
  let delivered = 0;
  // Added after the console's own handler: it runs once the console has read the frame.
  source.addEventListener('message', () => (delivered += 1));
  const rows = new Map<number, Row>(listed.map((row) => [row.id, { ...row }]));
  /** Sends a frame with `changes` applied to the rows, and waits until the console has taken it in. */
  const send = async (changes: Record<number, Partial<Row>> = {}) => {
    for (const [id, change] of Object.entries(changes)) rows.set(Number(id), { ...rows.get(Number(id))!, ...change });
    const before = delivered;
    streams.openFleet()[0].sink.send([...rows.values()]);
    await waitFor(() => expect(delivered).toBe(before + 1));
    // React commits what the frame changed in a microtask.
    await act(async () => undefined);
  };
  /** React's commits of the screen from now on. */
  const countCommits = () => {
    const from = commits;
    return () => commits - from;
  };
  return { send, countCommits };
};

/** The node (by name) each changed part of the table belongs to. */
const watchRows = (table: HTMLElement) => {
  const touched = new Set<string>();
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      const element = record.target instanceof Element ? record.target : record.target.parentElement;
      const row = element?.closest('tr');
      touched.add(row ? (within(row).queryAllByRole('link')[0]?.textContent ?? 'a row without a name') : 'outside the rows');
    }
  };
  const observer = new MutationObserver(note);
  observer.observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
  return {
    take: () => {
      note(observer.takeRecords());
      observer.disconnect();
      return [...touched].sort();
    },
  };
};

const cellTexts = (name: string) =>
  within(screen.getByRole('link', { name }).closest('tr')!)
    .getAllByRole('cell')
    .slice(4, 7)
    .map((cell) => cell.textContent);

describe('nodes list rows', () => {
  it('draw every column\'s cell under its header, the selection box named, the live values as the stream has them', async () => {
    demo.server.use(http.get('*/api/nodes', () => HttpResponse.json({ data: listed, page: 1, limit: 10, total: listed.length })));
    renderScreen('/nodes');
    const row = (await rowOf('office-gateway')).closest('tr')!;
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(headers.length);
    expect(within(cells[0]).getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
    expect(cells.slice(1).map((cell) => cell.className.match(/column-\w+/)?.[0])).toEqual([
      'column-status',
      'column-name',
      'column-isGateway',
      'column-latestHandshakeTimestamp',
      'column-transferRx',
      'column-transferTx',
      'column-lastHour',
      'column-undefined',
    ]);
    expect(within(cells[1]).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(within(cells[3]).getByText('Gateway')).toBeInTheDocument();
    // Handshake and traffic, as the live stream has them by now.
    expect(cells.slice(4, 7).map((cell) => cell.textContent)).toEqual([expect.stringMatching(/ ago$/), expect.stringMatching(/B$/), expect.stringMatching(/B$/)]);
    expect(within(cells[8]).getByRole('button', { name: /office-gateway/ })).toBeInTheDocument();
  });
});

describe('nodes list under its live stream', () => {
  it('commits nothing and changes nothing for a frame with the values already shown', async () => {
    const { send, countCommits } = await useLivePage();
    await send();
    const table = screen.getByRole('table');
    const changes = watchRows(table);
    const commits = countCommits();
    await send();
    await send();
    expect(commits()).toBe(0);
    expect(changes.take()).toEqual([]);
  });

  it('writes new traffic and handshake into that row only, without a React commit', async () => {
    const { send, countCommits } = await useLivePage();
    await send();
    const changes = watchRows(screen.getByRole('table'));
    const commits = countCommits();
    await send({ 3: { transferRx: 4096, transferTx: 3 * 1024 ** 2, latestHandshakeTimestamp: minutesAgo(1) } });
    expect(cellTexts('office-gateway')).toEqual(['1 minute ago', '4.00 KB', '3.00 MB']);
    expect(commits()).toBe(0);
    expect(changes.take()).toEqual(['office-gateway']);
    expect(cellTexts('raspberry-pi-garage')).toEqual(['20 minutes ago', '-', '512.00 Bytes']);
  });

  it('changes only the row whose status changed (and the live region that says so), in one commit', async () => {
    const { send, countCommits } = await useLivePage();
    await send();
    const changes = watchRows(screen.getByRole('table'));
    const commits = countCommits();
    await send({ 5: { status: 'online', transferRx: 10 } });
    expect(commits()).toBe(1);
    expect(changes.take()).toEqual(['raspberry-pi-garage']);
    expect(within(screen.getByRole('link', { name: 'raspberry-pi-garage' }).closest('tr')!).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(screen.getByText('Status of raspberry-pi-garage: Online')).toBeInTheDocument();
  });
});
