/**
 * Issue 42 on node details: a Health card draws the node's tunnel latency, as the gateway's ping reported
 * it in the fleet's frames, and the backend time of its HTTP services, with a caption saying health is
 * checked only while a console is open. Frames are sent by the test at times it sets (only Date is faked).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClockStart } from '../helpers/clock';
import { fleetStreamOf } from '../helpers/fleet';
import { controlStreams, renderScreen, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const T0 = fakeClockStart();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('node details: health', () => {
  it("draws the node's tunnel latency from the fleet's frames, and names its services' backend lines", async () => {
    const streams = controlStreams(demo.server);
    renderScreen('/nodes/6');
    const card = await screen.findByRole('region', { name: 'Health' });
    expect(await within(card).findByText('No checks yet: health is checked only while a console is open')).toBeInTheDocument();
    const fleet = await fleetStreamOf(streams);
    // The gateway pings every 5 s: 20, 30 and 40 ms, one unanswered.
    const pings = [
      { reachable: true, latency: 20 },
      { reachable: true, latency: 30 },
      { reachable: false, latency: 3000 },
      { reachable: true, latency: 40 },
    ];
    for (const [index, ping] of pings.entries()) {
      vi.setSystemTime(T0 + index * 5_000);
      fleet.sink.send([{ id: 6, name: 'dev-laptop', status: 'online', enabled: true, isLocal: false, lastPingTs: T0 + index * 5_000, transferRx: 0, transferTx: 0, ...ping }]);
      await waitFor(() => expect(within(card).getByText(/^Unanswered pings of the tunnel: \d of \d$/)).toHaveTextContent(`of ${index + 1}`));
    }
    expect(within(card).getByText('Unanswered pings of the tunnel: 1 of 4')).toBeInTheDocument();
    expect(within(card).getByText('Tunnel latency: now 30 ms, peak 30 ms, average 30 ms')).toBeInTheDocument();
    expect(within(card).getByText(/^Checked since \d\d:\d\d, only while a console was open$/)).toBeInTheDocument();
    // A line per HTTP service of the node (app-frontend, app-api), none checked yet.
    await waitFor(() => expect(within(card).getByText('Backend time: app-frontend: no data yet')).toBeInTheDocument());
    expect(within(card).getByText('Backend time: app-api: no data yet')).toBeInTheDocument();
  });
});
