/**
 * Issue 23 on the screens: node details draws the node's throughput and status timeline from its
 * stream, the nodes list a last-hour sparkline and status strip per row, and home the fleet's summed
 * throughput and online count. Frames are sent by the test at times it sets (only Date is faked), so
 * the rates are known: they are counter differences over the time between frames.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClockStart } from '../helpers/clock';
import { controlStreams, renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const T0 = fakeClockStart();
/** The local time of T0 + `seconds` as the charts show it. */
const at = (seconds: number, pattern = 'HH:mm:ss') => format(T0 + seconds * 1000, pattern);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Sends `frame(second)` at T0 + `second` s on each of `seconds`, each time waiting until the screen
 * shows it (`shown(second)`): a frame is recorded when it arrives, at the time it arrives.
 */
const sendAt = async (send: (second: number) => void, seconds: number[], shown: (second: number) => Promise<unknown>) => {
  for (const second of seconds) {
    vi.setSystemTime(T0 + second * 1000);
    send(second);
    await shown(second);
  }
};

const bytes = (value: number) => `${(value / 1024).toFixed(2)} KB`;

describe('node details: traffic and status', () => {
  it('draws the rates of the stream, leaves a counter reset unknown, and lists each status change with its time', async () => {
    const streams = controlStreams(demo.server);
    const { user } = renderScreen('/nodes/3');
    const card = await screen.findByRole('region', { name: 'Traffic and status' });
    expect(within(card).getByRole('button', { name: 'Last 15 minutes' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    const stream = streams.last();
    const frame = (rx: number, tx: number, status = 'online') => stream.sink.send({ id: 3, status, transferRx: rx, transferTx: tx, latestHandshakeTimestamp: T0 });
    const received = (value: number) => () => within(screen.getByRole('table', { name: 'Connection details' })).findByText(bytes(value));

    await sendAt((second) => frame(1024 + second * 2048, 100 * 1024 + second * 1024), [0, 1, 2, 3], (second) => received(1024 + second * 2048)());
    expect(await within(card).findByText('Received: now 2.00 KB/s, peak 2.00 KB/s, average 2.00 KB/s')).toBeInTheDocument();
    expect(within(card).getByText('Transmitted: now 1.00 KB/s, peak 1.00 KB/s, average 1.00 KB/s')).toBeInTheDocument();
    // The throughput chart and the status timeline each say what they cover.
    expect(within(card).getAllByText(`Since ${at(0, 'HH:mm')}, while a console was open`)).toHaveLength(2);

    // The interface restarted: the counters start again from zero; that second is not known.
    const afterReset = [1024, 1024 + 4096, 1024 + 8192];
    await sendAt((second) => frame(afterReset[second - 4], 0, second >= 5 ? 'idle' : 'online'), [4, 5, 6], (second) => received(afterReset[second - 4])());
    expect(await within(card).findByText('Received: now 4.00 KB/s, peak 4.00 KB/s, average 2.80 KB/s')).toBeInTheDocument();

    // Averages leave the unknown second out: counted as zero it would read 2.33 KB/s.
    await user.click(within(card).getAllByRole('button', { name: 'Show as table' })[0]);
    const table = within(card).getByRole('table', { name: /^Throughput, one row per minute/ });
    const [minute] = within(table).getAllByRole('row').slice(1);
    expect(within(minute).getByRole('rowheader')).toHaveTextContent(at(0, 'HH:mm'));
    expect(within(minute).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2.80 KB/s', '614.40 B/s']);

    const changes = within(card).getByRole('table', { name: 'Status changes, newest first' });
    const changeRows = within(changes).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(changeRows[0]).toContain(at(5));
    expect(changeRows[0]).toContain('Idle');
    expect(changeRows[1]).toContain(at(0));
    expect(changeRows[1]).toContain('Online');
  });
});

describe('nodes list: the last hour of each row', () => {
  it("draws a sparkline and a status strip per row, from the fleet's frames on a fleet that fits a page", async () => {
    const streams = controlStreams(demo.server);
    renderScreen('/nodes');
    expect(await screen.findByRole('columnheader', { name: 'Last hour' })).toBeInTheDocument();
    const row = await rowOf('homelab-nas');
    await waitFor(() => expect(streams.openFleet().length).toBeGreaterThan(0));
    const id = demo.db.nodes.find((node) => node.name === 'homelab-nas')!.id;
    await sendAt(
      (second) => streams.openFleet().forEach((stream) => stream.sink.send([{ id, status: 'online', transferRx: 1024 + second * 3072, transferTx: 100 * 1024 + second * 1024 }])),
      [0, 1, 2, 3],
      (second) => within(row).findByText(bytes(1024 + second * 3072)),
    );
    expect(await within(row).findByRole('img', { name: 'Traffic, last hour: now 4.00 KB/s, peak 4.00 KB/s, average 4.00 KB/s' })).toBeInTheDocument();
    expect(within(row).getByText(/^Last hour: Online for/)).toBeInTheDocument();
  });
});

describe('home: the fleet over time', () => {
  it('sums the fleet stream into one throughput and counts the nodes online', async () => {
    const streams = controlStreams(demo.server);
    renderScreen('/');
    const card = await screen.findByRole('region', { name: 'Fleet traffic' });
    await waitFor(() => expect(streams.openFleet().length).toBeGreaterThan(0));
    // One more node online each second: the figure on the page tells when a frame has arrived.
    const rows = (second: number) => [
      { id: 1, status: 'online', transferRx: second * 1024, transferTx: 0 },
      { id: 2, status: second >= 1 ? 'online' : 'offline', transferRx: second * 2048, transferTx: second * 1024 },
      { id: 3, status: second >= 2 ? 'online' : 'offline', transferRx: 0, transferTx: 0 },
    ];
    const onlineFigure = () => screen.getByRole('list', { name: 'Fleet figures' }).querySelector('[data-figure="online"]')!;
    await sendAt(
      (second) => streams.openFleet().forEach((stream) => stream.sink.send(rows(second))),
      [0, 1, 2],
      (second) => waitFor(() => expect(onlineFigure()).toHaveTextContent(String(second + 1))),
    );
    expect(await within(card).findByText(/^Throughput: now 4\.00 KB\/s, peak 4\.00 KB\/s, average 4\.00 KB\/s$/)).toBeInTheDocument();
    expect(within(card).getByText(/^Nodes online: now 2 of 3/)).toBeInTheDocument();
  });
});
