/**
 * Issue 40, point 3: one route per live fact. Each fact on each screen names the topic it comes from (the
 * topics a screen follows, as the live client is asked for them), a frame of its source moves it, and a
 * frame of any other stream carrying the same node does not. At most one connection per distinct stream:
 * on /nodes of a 50-node fleet, exactly one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStreams } from '../../../mocks/handlers/event-stream';
import { seedManyNodes } from '../../../mocks/seed-fleet';
import { liveClient, topics } from '../../../src/providers/live';
import type { TopicSpec } from '../../../src/providers/live/topics';
import { fleetFrame, fleetStreamOf, largeFleet } from '../helpers/fleet';
import { controlStreams, renderScreen, rowOf, useSignedInDemo } from '../nodes/renderScreen';

const demo = useSignedInDemo();

/** The kinds of topic a screen follows once its live facts are in (waited for: a screen follows some after its first paint). */
const expectTopics = async (path: string, expected: string[]) => {
  const followed = new Map<string, TopicSpec>();
  const subscribe = liveClient.subscribe;
  const recorder = vi.spyOn(liveClient, 'subscribe').mockImplementation((topic, callback) => {
    followed.set(topic.name, topic);
    subscribe(topic, callback);
  });
  renderScreen(path);
  const kinds = () => [...new Set([...followed.values()].map((topic) => (topic.kind === 'history' ? `history ${topic.scope.replace(/\d+$/, 'N')}` : topic.kind)))].sort();
  await waitFor(() => expect(kinds()).toEqual(expected));
  recorder.mockRestore();
};

afterEach(() => vi.restoreAllMocks());

describe('one route per live fact', () => {
  it('names the topic of every live fact on the nodes list', async () => {
    controlStreams(demo.server);
    // Rows' status, handshake and traffic: the page; the status chips: the fleet; each row's last hour: its node's history.
    await expectTopics('/nodes', ['fleet', 'history node:N', 'page']);
  });

  it("names the node header's and its charts' topics on node details", async () => {
    controlStreams(demo.server);
    // Header, connection table: the node (its own stream); throughput and status timeline: its history.
    await expectTopics('/nodes/3', ['history node:N', 'node']);
  });

  it("names the home figures' and the fleet chart's topics", async () => {
    controlStreams(demo.server);
    // Node figures: the fleet; what needs attention and the flagged endpoints: the fleet's index; "backend
    // not answering": each service's health; the chart: the fleet's history.
    await expectTopics('/', ['fleet', 'fleet-index', 'health', 'history fleet']);
  });

  it('holds exactly one connection on /nodes of a 50-node fleet: the fleet’s', async () => {
    seedManyNodes(demo.db, 50 - demo.db.nodes.length);
    renderScreen('/nodes');
    await rowOf('homelab-nas');
    // The counts are in: the fleet's first frame came.
    await screen.findByRole('button', { name: /^Online \d+$/ });
    await waitFor(() => expect(openStreams()).toEqual({ '/api/nodes/stream': 1 }));
  });

  it("feeds a large fleet's rows from their page's stream alone, and the status chips from the fleet alone", async () => {
    const streams = controlStreams(demo.server);
    renderScreen('/nodes');
    const row = await rowOf('homelab-nas');
    const id = demo.db.nodes.find((node) => node.name === 'homelab-nas')!.id;
    const rows = fleetFrame(demo.db, { [id]: { status: 'online' } });
    (await fleetStreamOf(streams)).sink.send(largeFleet(rows));
    const online = await screen.findByRole('button', { name: /^Online \d+$/ });
    const chips = online.textContent;
    await waitFor(() => expect(streams.open()).toHaveLength(1));

    // The page's stream moves the row, not the chips.
    streams.last().sink.send(fleetFrame(demo.db, { [id]: { status: 'idle' } }).slice(0, 10));
    await waitFor(() => expect(within(row).getByRole('img', { name: 'Idle' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Online \d+$/ }).textContent).toBe(chips);

    // The fleet, read again, moves the chips, not the row.
    const fleet = await waitFor(() => {
      const [open] = streams.openFleet();
      expect(open).toBeDefined();
      return open;
    });
    fleet.sink.send(largeFleet(fleetFrame(demo.db, { [id]: { status: 'offline' } })));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Online \d+$/ }).textContent).not.toBe(chips));
    expect(within(row).getByRole('img', { name: 'Idle' })).toBeInTheDocument();
  });

  it("feeds a node's header from its own stream alone, though the fleet carries the node too", async () => {
    const streams = controlStreams(demo.server);
    // The layout follows the fleet on every screen.
    const follow = () => undefined;
    liveClient.subscribe(topics.fleet(), follow);
    renderScreen('/nodes/3');
    await screen.findByRole('heading', { level: 1, name: 'office-gateway' });
    await waitFor(() => expect(streams.open()).toHaveLength(1));
    streams.last().sink.send({ ...fleetFrame(demo.db)[2], status: 'idle' });
    const header = screen.getByRole('heading', { level: 1, name: 'office-gateway' }).parentElement!;
    await waitFor(() => expect(within(header).getByRole('img', { name: 'Idle' })).toBeInTheDocument());
    (await fleetStreamOf(streams)).sink.send(fleetFrame(demo.db, { 3: { status: 'offline' } }));
    // The fleet's frame is in (its counts are published) and the header still says what the node's stream said.
    await waitFor(() => expect(liveClient.snapshot(topics.fleet()).counts).not.toBeNull());
    expect(within(header).getByRole('img', { name: 'Idle' })).toBeInTheDocument();
    liveClient.unsubscribe(topics.fleet(), follow);
  });
});
