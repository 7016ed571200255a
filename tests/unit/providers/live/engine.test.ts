/**
 * The live engine, as the worker runs it: the only code that opens node streams and decides which one feeds
 * which topic. A small fleet's list pages come from the fleet's frames with no page stream; a larger fleet
 * is read at intervals and a gateway's page then has its stream; a node's details have their node's stream,
 * closed for good on an error until asked again; each node's history is recorded from one stream.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Engine } from '../../../../src/providers/live/engine/engine';
import type { FromEngine, ToEngine } from '../../../../src/providers/live/protocol';
import { topics, type FleetSnapshot, type TopicSpec } from '../../../../src/providers/live/topics';
import { nodeScope, type DirtyRecords } from '../../../../src/providers/history/historyStore';
import { FakeSource, openSources } from './fakeEventSource';

const rows = (count: number, rx = 0) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `n${index + 1}`, status: 'online', enabled: true, isGateway: index % 4 === 0, transferRx: rx, transferTx: rx }));

const engines: Engine[] = [];
beforeEach(() => {
  FakeSource.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  engines.splice(0).forEach((engine) => engine.dispose());
  vi.useRealTimers();
});

const started = () => {
  const posted: FromEngine[] = [];
  const written: DirtyRecords[] = [];
  const engine = new Engine({ post: (message) => posted.push(message), write: async (records) => void written.push(records), EventSource: FakeSource as unknown as typeof EventSource });
  engines.push(engine);
  const send = (message: ToEngine) => engine.handle(message);
  send({ type: 'session', fleetUrl: '/api/nodes/stream?token=t' });
  const subscribe = (topic: TopicSpec, url?: string) => send({ type: 'subscribe', topic, url });
  /** Every payload published to `name`, in order. */
  const published = (name: string) => posted.flatMap((message) => (message.type === 'publish' ? message.items.filter(([item]) => item === name).map(([, payload]) => payload) : []));
  const fleetSource = () => openSources().find((source) => !source.url.search.includes('page=') && !source.url.search.includes('id='));
  const streamsOpen = () => openSources().map((source) => `${source.url.pathname}${source.url.search.replace(/[?&]token=t/, '')}`);
  return { engine, posted, written, send, subscribe, published, fleetSource, streamsOpen, settle: () => vi.advanceTimersByTimeAsync(0) };
};

describe('the live engine', () => {
  it('serves a small fleet’s list page from the fleet’s frames, with the fleet’s one stream only', async () => {
    const { subscribe, published, fleetSource, streamsOpen, settle } = started();
    subscribe(topics.fleet());
    const page = topics.page({ page: 1, limit: 10 }, rows(10));
    subscribe(page, '/api/nodes/stream?page=1&limit=10&token=t');
    fleetSource()!.emit(rows(50, 100));
    await settle();
    expect(streamsOpen()).toEqual(['/api/nodes/stream']);
    const [first] = published(page.name) as Array<Array<[number, object]>>;
    expect(first.map(([id]) => id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first[0][1]).toEqual({ status: 'online', enabled: true, transferRx: 100, transferTx: 100 });
    // The next frame: only what changed.
    fleetSource()!.emit(rows(50, 100).map((row) => (row.id === 3 ? { ...row, transferRx: 900 } : row)));
    await settle();
    expect((published(page.name)[1] as Array<[number, object]>).map(([id]) => id)).toEqual([3]);
    expect((published('fleet')[0] as FleetSnapshot).counts!.all).toEqual({ online: 50, idle: 0, offline: 0, disconnected: 0, peers: 50, gateways: 13 });
  });

  it('counts each peer under the state its row shows: a disabled one disconnected, one sent without status in none', async () => {
    const { subscribe, published, fleetSource, settle } = started();
    subscribe(topics.fleet());
    const page = topics.page({ page: 1, limit: 10 }, rows(5));
    subscribe(page, '/api/nodes/stream?page=1&limit=10&token=t');
    const frame = rows(5).map((row) => {
      // The reference reports a disabled node offline, or sends its raw row without status (API-FACTS §8, §6.2).
      if (row.id === 2) return { ...row, enabled: false, status: 'offline' };
      if (row.id === 3) return { ...row, enabled: false, status: undefined };
      if (row.id === 4) return { ...row, status: 'offline' };
      if (row.id === 5) return { ...row, status: undefined };
      return row;
    });
    fleetSource()!.emit([{ id: 99, name: 'local', isLocal: true, enabled: true, status: 'offline' }, ...frame]);
    await settle();
    expect((published('fleet')[0] as FleetSnapshot).counts!.all).toEqual({ online: 1, idle: 0, offline: 1, disconnected: 2, peers: 5, gateways: 2 });
    // The row's `enabled` travels with its status, so that the row shows the state its chip counts.
    expect(new Map(published(page.name)[0] as Array<[number, object]>).get(2)).toMatchObject({ enabled: false, status: 'offline' });
  });

  it('gives a gateway’s page of a fleet read at intervals its own stream, into the same topic, and none to rows it searched itself', async () => {
    const { subscribe, published, fleetSource, streamsOpen, settle } = started();
    subscribe(topics.fleet());
    const page = topics.page({ page: 2, limit: 10, orderBy: 'name,asc' }, rows(20).slice(10));
    subscribe(page, '/api/nodes/stream?page=2&limit=10&orderBy=name%2Casc&token=t');
    const searched = topics.page(null, rows(3));
    subscribe(searched);
    fleetSource()!.emit(rows(250));
    await settle();
    // Sampled: the fleet's stream closed after its frame; the page's opened.
    expect(streamsOpen()).toEqual(['/api/nodes/stream?page=2&limit=10&orderBy=name%2Casc']);
    expect((published(searched.name)[0] as Array<[number, object]>).map(([id]) => id)).toEqual([1, 2, 3]);
    expect(published(page.name)).toEqual([]);
    openSources()[0].emit(rows(20, 5).slice(10));
    await settle();
    expect((published(page.name)[0] as Array<[number, object]>).map(([id]) => id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    // Read again 5 s later (3 ms a node, at least 5 s).
    await vi.advanceTimersByTimeAsync(5_000);
    expect(streamsOpen()).toContain('/api/nodes/stream');
  });

  it('opens a node’s stream for its details, closes it for good on an error, and reopens it when asked again', async () => {
    const { subscribe, published, posted, streamsOpen, settle } = started();
    const node = topics.node({ id: 4, name: 'n4', enabled: true });
    subscribe(node, '/api/nodes/stream?id=4&token=t');
    expect(streamsOpen()).toEqual(['/api/nodes/stream?id=4']);
    const source = openSources()[0];
    source.emit({ id: 4, status: 'idle', transferRx: 10, transferTx: 0, privateKey: 'secret' });
    await settle();
    expect(published(node.name).at(-1)).toEqual({ runtime: { status: 'idle', transferRx: 10, transferTx: 0 }, stopped: false });
    source.fail(false);
    await settle();
    expect(streamsOpen()).toEqual([]);
    expect(published(node.name).at(-1)).toEqual({ runtime: { status: 'idle', transferRx: 10, transferTx: 0 }, stopped: true });
    expect(posted.some((message) => message.type === 'failed')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streamsOpen()).toEqual([]);
    subscribe(node, '/api/nodes/stream?id=4&token=t');
    expect(streamsOpen()).toEqual(['/api/nodes/stream?id=4']);
    await settle();
    expect(published(node.name).at(-1)).toMatchObject({ stopped: false });
    expect(JSON.stringify(published(node.name))).not.toContain('secret');
  });

  it('says the fleet is not followed after an error, reads it again 5 s later, and tells the main thread to check the session', async () => {
    const { subscribe, published, posted, fleetSource, settle } = started();
    subscribe(topics.fleet());
    fleetSource()!.emit(rows(5));
    fleetSource()!.fail(true);
    await settle();
    expect((published('fleet').at(-1) as FleetSnapshot).connected).toBe(false);
    expect(posted.filter((message) => message.type === 'failed')).toHaveLength(1);
    expect(fleetSource()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5_000);
    fleetSource()!.emit(rows(5));
    await settle();
    expect((published('fleet').at(-1) as FleetSnapshot).connected).toBe(true);
  });

  it('tells a status filter when its members change, the first frame being the baseline', async () => {
    const { subscribe, published, fleetSource, settle } = started();
    const members = topics.members(['offline']);
    subscribe(members);
    fleetSource()!.emit(rows(5));
    fleetSource()!.emit(rows(5));
    await settle();
    expect(published(members.name)).toEqual([]);
    fleetSource()!.emit(rows(5).map((row) => (row.id === 2 ? { ...row, status: 'offline' } : row)));
    await settle();
    expect(published(members.name)).toEqual([1]);
    // Disabled, the node leaves Offline for Disconnected, though the gateway still says offline.
    fleetSource()!.emit(rows(5).map((row) => (row.id === 2 ? { ...row, status: 'offline', enabled: false } : row)));
    await settle();
    expect(published(members.name)).toEqual([1, 2]);
  });

  it('sends the fleet’s index whole once, then only the briefs that changed', async () => {
    const { subscribe, published, fleetSource, settle } = started();
    const index = topics.fleetIndex();
    subscribe(index);
    fleetSource()!.emit(rows(3));
    fleetSource()!.emit(rows(3));
    fleetSource()!.emit(rows(2));
    await settle();
    expect(published(index.name)).toEqual([
      { reset: true, set: expect.any(Array), removed: [] },
      { reset: false, set: [], removed: [3] },
    ]);
  });

  it('keeps the fleet followed a few seconds after its last reader, and forgets all at sign-out', async () => {
    const { subscribe, send, fleetSource, settle } = started();
    subscribe(topics.fleet());
    fleetSource()!.emit(rows(3));
    send({ type: 'unsubscribe', name: 'fleet' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fleetSource()).toBeDefined();
    subscribe(topics.fleet());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fleetSource()).toBeDefined();
    send({ type: 'session', fleetUrl: null });
    await settle();
    expect(openSources()).toEqual([]);
  });

  it('records each node’s history from one stream: its node’s where the fleet gives no seconds, else the fleet', async () => {
    const { subscribe, send, posted, fleetSource, settle } = started();
    const history = topics.history(nodeScope(4), false);
    subscribe(topics.fleet());
    subscribe(history);
    subscribe(topics.node({ id: 4, name: 'n4', enabled: true }), '/api/nodes/stream?id=4&token=t');
    const nodeSource = openSources().find((source) => source.url.search.includes('id=4'))!;
    // A fleet of 60: no 1 s steps from its frames, so node 4's stream records node 4.
    for (let second = 0; second < 4; second += 1) {
      vi.setSystemTime(Date.UTC(2026, 10, 26, 14, 0, second, 100));
      fleetSource()!.emit(rows(60, second * 1000));
      vi.setSystemTime(Date.UTC(2026, 10, 26, 14, 0, second, 600));
      nodeSource.emit({ id: 4, status: 'online', transferRx: second * 1000 + 500, transferTx: 0 });
    }
    await settle();
    const buckets = posted.flatMap((message) => (message.type === 'publish' ? message.items.filter(([name]) => name === history.name) : [])).flatMap(([, records]) => (records as { buckets: Array<{ tier: string; bucket: { watch: number } }> }).buckets);
    const watches = new Set(buckets.filter((record) => record.tier === 'coarse').map((record) => record.bucket.watch));
    // One watch in its minutes: the node's stream (the fleet's frames would be another), so no sample of the fleet's was mixed in.
    expect(watches.size).toBe(1);
    send({ type: 'visibility', hidden: true });
  });
});
