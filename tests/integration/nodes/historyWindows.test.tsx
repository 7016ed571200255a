/**
 * Issue 35 on node details: a window starts where the node's history starts (its creation, or the
 * first sample this browser kept), not on "not watched" time before it; the time nobody watched after
 * that start stays a gap; the 24-hour view draws the minutes the browser's database holds.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeRecords } from '../../../src/providers/history/historyDb';
import { MINUTE, nodeScope, type DirtyRecords } from '../../../src/providers/history/historyStore';
import { cellsOf } from '../../unit/components/charts/tableRows';
import { fakeClockStart } from '../helpers/clock';
import { controlStreams, renderScreen, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const T0 = fakeClockStart();
const KB = 1024;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const bytes = (value: number) => `${(value / 1024).toFixed(2)} KB`;

/** Node 3's stream sends a frame at T0 + each of `seconds`, 2 KB/s received; waits until the page shows each. */
const watchNode = async (streams: ReturnType<typeof controlStreams>, seconds: number[]) => {
  await waitFor(() => expect(streams.open()).toHaveLength(1));
  const stream = streams.last();
  for (const second of seconds) {
    vi.setSystemTime(T0 + second * 1000);
    const rx = KB + second * 2 * KB;
    stream.sink.send({ id: 3, status: 'online', transferRx: rx, transferTx: 100 * KB, latestHandshakeTimestamp: T0 });
    await within(screen.getByRole('table', { name: 'Connection details' })).findByText(bytes(rx));
  }
};

const statusRows = (card: HTMLElement) => within(within(card).getByRole('table', { name: 'Status changes, newest first' })).getAllByRole('row').slice(1).map(cellsOf);

describe('node details: a window starts with the history', () => {
  it('starts at the first sample of a node this browser never saw before: no "not watched" time ahead of it', async () => {
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes/3');
    const card = await screen.findByRole('region', { name: 'Traffic and status' });
    await watchNode(streams, [0, 1, 2, 3]);
    await waitFor(() => expect(statusRows(card)).toEqual([[format(T0, 'HH:mm:ss'), 'Online', '3 sec']]));
    // The window keeps its name: what it covers of the last 15 minutes is all there is.
    expect(within(card).getByRole('heading', { name: 'Status, last 15 min' })).toBeInTheDocument();
    expect(within(card).queryByText('Not watched')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Last 24 hours' }));
    await waitFor(() => expect(within(card).getByRole('heading', { name: 'Status, last 24 hours' })).toBeInTheDocument());
    expect(statusRows(card)).toHaveLength(1);
    expect(within(card).queryByText('Not watched')).not.toBeInTheDocument();
  });

  it('starts at the creation of a node created within the window, the time nobody watched since drawn as a gap', async () => {
    demo.db.update('nodes', 3, { created_at: new Date(T0 - 40_000).toISOString() });
    const streams = controlStreams(demo.server);
    renderScreen('/nodes/3');
    const card = await screen.findByRole('region', { name: 'Traffic and status' });
    await watchNode(streams, [0, 1, 2, 3]);
    await waitFor(() =>
      expect(statusRows(card)).toEqual([
        [format(T0, 'HH:mm:ss'), 'Online', '3 sec'],
        [format(T0 - 40_000, 'HH:mm:ss'), 'Not watched', '40 sec'],
      ]),
    );
  });
});

describe('node details: the last 24 hours', () => {
  it('draws the minutes the browser database holds, from where they start, a silence among them as a gap', async () => {
    // An earlier visit: 2 KB/s received, 1 KB/s sent, watched 3 h to 2 h ago and 1 h to 30 min ago.
    const scope = nodeScope(3);
    const start = T0 - 3 * 60 * MINUTE;
    const watched = [
      [start, start + 60 * MINUTE],
      [T0 - 60 * MINUTE, T0 - 30 * MINUTE],
    ] as const;
    const records: DirtyRecords = { buckets: [], changes: [{ scope, t: start, status: 'online' }], coverage: [] };
    for (const [from, to] of watched) {
      records.coverage.push({ scope, from, to });
      for (let t = from; t < to; t += MINUTE) records.buckets.push({ scope, tier: 'coarse', t, bucket: { rx: 120 * KB, tx: 60 * KB, ms: MINUTE, watch: 1 } });
    }
    await writeRecords(records);

    // Streams that send nothing now: what is drawn comes from the database.
    controlStreams(demo.server);
    const { user } = renderScreen('/nodes/3');
    const card = await screen.findByRole('region', { name: 'Traffic and status' });
    await user.click(within(card).getByRole('button', { name: 'Last 24 hours' }));
    expect(await within(card).findByText('Received: not watched now; peak 2.00 KB/s, average 2.00 KB/s')).toBeInTheDocument();
    expect(within(card).getByText('Transmitted: not watched now; peak 1.00 KB/s, average 1.00 KB/s')).toBeInTheDocument();
    expect(within(card).getAllByText(`Since ${format(start, 'HH:mm')}, while a console was open`)).toHaveLength(2);

    await user.click(within(card).getAllByRole('button', { name: 'Show as table' })[0]);
    const table = within(card).getByRole('table', { name: /^Throughput, one row per 15 min/ });
    const rows = within(table).getAllByRole('row').slice(1).map(cellsOf);
    const quarter = (t: number) => format(Math.floor(t / (15 * MINUTE)) * 15 * MINUTE, 'HH:mm');
    // Newest first: from now back to the quarter of an hour the history starts in, and not a row before it.
    expect(rows.at(-1)).toEqual([quarter(start), '2.00 KB/s', '1.00 KB/s']);
    expect(rows.length).toBeLessThanOrEqual(14);
    // The hour nobody watched between the two visits is not known, never zero.
    expect(rows.find((row) => row[0] === quarter(T0 - 90 * MINUTE))).toEqual([quarter(T0 - 90 * MINUTE), 'Not known', 'Not known']);
    expect(rows.find((row) => row[0] === quarter(T0 - 45 * MINUTE))).toEqual([quarter(T0 - 45 * MINUTE), '2.00 KB/s', '1.00 KB/s']);
  });
});
