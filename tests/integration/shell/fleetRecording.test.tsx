/**
 * Issue 35: the fleet's figures are recorded on every screen while the console is open, through the one
 * fleet stream every screen shares, not only while home or the nodes list shows them: frames that come
 * while the operator reads the domains list are on home's chart when they come back, and going from
 * screen to screen opens no second fleet stream.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fleetStream } from '../../../src/providers/fleetStream';
import { resetFleet } from '../helpers/fleet';
import { currentPath, renderApp } from '../helpers/renderAdmin';
import { controlStreams, useSignedInDemo } from '../nodes/renderScreen';

const demo = useSignedInDemo();

/** The start of a minute ten minutes ago (the session's cookie must not have expired by then). */
const T0 = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000;

beforeEach(() => {
  resetFleet();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });

/** Three nodes; one more online each second, 4 KB/s received in all. */
const rows = (second: number) => [
  { id: 1, status: 'online', transferRx: second * 1024, transferTx: 0 },
  { id: 2, status: second >= 1 ? 'online' : 'offline', transferRx: second * 2048, transferTx: second * 1024 },
  { id: 3, status: second >= 2 ? 'online' : 'offline', transferRx: 0, transferTx: 0 },
];

describe('the fleet recorded on every screen', () => {
  it('follows the fleet on the domains list, and home draws what came meanwhile, over the same stream', async () => {
    const streams = controlStreams(demo.server);
    const { user } = await renderApp('/domains');
    expect(await screen.findByRole('heading', { level: 1, name: /Domain/ })).toBeInTheDocument();
    // The domains list shows nothing of the fleet, yet the console follows it.
    await waitFor(() => expect(streams.openFleet()).toHaveLength(1));
    const [fleet] = streams.openFleet();
    for (const second of [0, 1, 2, 3]) {
      vi.setSystemTime(T0 + second * 1000);
      fleet.sink.send(rows(second));
      await waitFor(() => expect(fleetStream.get().at).toBe(T0 + second * 1000));
    }

    await user.click(within(sidebar()).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    const card = await screen.findByRole('region', { name: 'Fleet traffic' });
    expect(await within(card).findByText('Throughput: now 4.00 KB/s, peak 4.00 KB/s, average 4.00 KB/s', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(card).getByText(/^Nodes online: now 3 of 3, peak 3, average 2$/)).toBeInTheDocument();
    // One connection for the whole visit: home used the stream the layout kept open.
    expect(streams.fleet).toHaveLength(1);
    expect(streams.openFleet()).toHaveLength(1);
  });
});
