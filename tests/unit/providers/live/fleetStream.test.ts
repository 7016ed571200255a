/**
 * The fleet stream on the main thread: one node-list stream without paging shared by every subscriber,
 * closed a moment after the last one leaves, reopened for a new session, sampled above a page of nodes
 * at an interval that grows with the fleet, reopened after an error answer (EventSource does not retry
 * those), never shown as live while down. The fleet itself stays with its host (here on the main
 * thread, as jsdom has no Worker): the main thread gets counts, the briefs of an index some screen
 * reads, the live fields of the rows on screen and which status filters' members changed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLEET_LIVE_CAP, FLEET_RETRY_MS, fleetPaceFor, fleetStream } from '../../../../src/providers/live/fleetStream';
import { signIn } from '../support';
import { FakeSource, openSources } from './fakeEventSource';


const open = openSources;
const nodes = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `n${index + 1}`, status: 'online', isGateway: false }));
/** What the host posts arrives after the current task's work, as a worker's messages do. */
const settle = async () => {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
};
const emit = async (source: FakeSource, rows: unknown[]) => {
  source.emit(rows);
  await settle();
};

beforeEach(() => {
  // Only the stream's own timers: the history's writes (an interval, and fake IndexedDB's immediates) run for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('EventSource', FakeSource);
  FakeSource.all = [];
  signIn('tok-a');
});

afterEach(() => {
  fleetStream.reset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fleet stream', () => {
  it('is one stream without paging for every subscriber, with the token, closed a moment after the last leaves', async () => {
    const first = fleetStream.subscribe(() => undefined);
    const second = fleetStream.subscribe(() => undefined);
    expect(FakeSource.all).toHaveLength(1);
    const params = FakeSource.all[0].url.searchParams;
    expect([...params.keys()]).toEqual(['token']);
    expect(params.get('token')).toBe('tok-a');
    await emit(FakeSource.all[0], nodes(2));
    first();
    second();
    expect(open()).toHaveLength(1);
    // Back within the linger (a route change): the same stream.
    const third = fleetStream.subscribe(() => undefined);
    vi.advanceTimersByTime(10_000);
    expect(FakeSource.all).toHaveLength(1);
    third();
    vi.advanceTimersByTime(3_000);
    expect(open()).toHaveLength(0);
    expect(fleetStream.get().counts).toBeNull();
  });

  it('counts peers by status and node type from each frame, and answers node statuses from the last one', async () => {
    const seen: number[] = [];
    const stop = fleetStream.subscribe(() => seen.push(fleetStream.get().total!));
    await emit(FakeSource.all[0], [
      { id: 1, isLocal: true, isGateway: false },
      { id: 2, status: 'idle', isGateway: false },
      { id: 3, isGateway: false },
      { id: 4, status: 'online', isGateway: true },
    ]);
    expect(seen).toEqual([4]);
    expect(fleetStream.get()).toMatchObject({ pace: 'live', connected: true });
    expect(fleetStream.get().counts).toEqual({
      all: { online: 1, idle: 1, offline: 1, peers: 3, gateways: 1 },
      nodes: { online: 0, idle: 1, offline: 1, peers: 2, gateways: 0 },
      gateways: { online: 1, idle: 0, offline: 0, peers: 1, gateways: 1 },
    });
    const statuses = fleetStream.statusesOf([2, 3, 99]);
    await settle();
    // A peer answered without a status (a disabled node's raw row) is not connected.
    await expect(statuses).resolves.toEqual(['idle', 'offline', undefined]);
    stop();
  });

  it('answers no status before the first frame', async () => {
    await expect(fleetStream.statusesOf([1])).resolves.toEqual([undefined]);
  });

  it('reopens for a new session rather than reuse a stream opened with the previous token', () => {
    const stop = fleetStream.subscribe(() => undefined);
    stop();
    signIn('tok-b');
    const again = fleetStream.subscribe(() => undefined);
    expect(open()).toHaveLength(1);
    expect(open()[0].url.searchParams.get('token')).toBe('tok-b');
    again();
  });

  it(`samples a fleet above ${FLEET_LIVE_CAP} nodes: one frame, then the stream closes for an interval that grows with the fleet`, async () => {
    const stop = fleetStream.subscribe(() => undefined);
    await emit(FakeSource.all[0], nodes(FLEET_LIVE_CAP + 1));
    expect(fleetStream.get().pace).toBe('sampled');
    expect(open()).toHaveLength(0);
    const { intervalMs } = fleetPaceFor(FLEET_LIVE_CAP + 1);
    expect(fleetStream.get()).toMatchObject({ intervalMs, total: FLEET_LIVE_CAP + 1 });
    vi.advanceTimersByTime(intervalMs - 1);
    expect(FakeSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(open()).toHaveLength(1);
    // 10,000 nodes: read again 30 s later.
    await emit(FakeSource.all[1], nodes(10_000));
    expect(fleetStream.get().intervalMs).toBe(30_000);
    vi.advanceTimersByTime(29_999);
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    // A fleet back within a page is followed every second again: its stream stays open.
    await emit(FakeSource.all[2], nodes(10));
    expect(fleetStream.get().pace).toBe('live');
    expect(open()).toHaveLength(1);
    stop();
  });

  it('says it is not live after an error, reopens a stream the browser gave up on, and checks the session each time', async () => {
    const errors: number[] = [];
    const stop = fleetStream.subscribe(() => undefined, () => errors.push(1));
    await emit(FakeSource.all[0], nodes(2));
    // A dropped connection: the browser retries by itself.
    FakeSource.all[0].fail(false);
    await settle();
    expect(fleetStream.get()).toMatchObject({ connected: false });
    expect(fleetStream.get().counts?.all.online).toBe(2);
    FakeSource.all[0].readyState = FakeSource.OPEN;
    await emit(FakeSource.all[0], nodes(2));
    expect(fleetStream.get().connected).toBe(true);
    // An error answer: closed for good by the browser, reopened here.
    FakeSource.all[0].fail(true);
    await settle();
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(FLEET_RETRY_MS);
    expect(open()).toHaveLength(1);
    expect(errors).toHaveLength(2);
    stop();
  });
});

describe('what screens read of the fleet', () => {
  it('keeps an index of briefs while a screen reads it, changed only when a brief or the set of nodes does', async () => {
    const stopIndex = fleetStream.followIndex();
    const stop = fleetStream.subscribe(() => undefined);
    expect(fleetStream.getIndex().nodes).toBeNull();
    const frame = (changes: Record<number, object> = {}, extra: object[] = []) => [
      { id: 1, name: 'nas', status: 'online', enabled: true, transferRx: Math.random() },
      { id: 2, name: 'gw', status: 'idle', enabled: false, ...changes[2] },
      ...extra,
    ];
    await emit(FakeSource.all[0], frame());
    const first = fleetStream.getIndex();
    expect([...first.nodes!.values()]).toEqual([
      { id: 1, name: 'nas', status: 'online', enabled: true, isLocal: false },
      { id: 2, name: 'gw', status: 'idle', enabled: false, isLocal: false },
    ]);
    // Traffic moved, nothing else: the same index.
    await emit(FakeSource.all[0], frame());
    expect(fleetStream.getIndex()).toBe(first);
    await emit(FakeSource.all[0], frame({ 2: { status: 'online' } }));
    const second = fleetStream.getIndex();
    expect(second).not.toBe(first);
    expect(second.nodes!.get(2)!.status).toBe('online');
    expect(second.nodeSet).toBe(first.nodeSet);
    await emit(FakeSource.all[0], frame({ 2: { status: 'online' } }, [{ id: 3, name: 'new', status: 'offline' }]));
    expect(fleetStream.getIndex().nodeSet).not.toBe(first.nodeSet);
    expect(fleetStream.getIndex().nodes!.size).toBe(3);
    stopIndex();
    stop();
  });

  it('hands a list the live fields of its rows only, at each frame', async () => {
    const seen: unknown[][] = [];
    const stopRows = fleetStream.followRows([2], (rows) => seen.push(rows));
    const stop = fleetStream.subscribe(() => undefined);
    await emit(FakeSource.all[0], [
      { id: 1, name: 'nas', status: 'online', transferRx: 1 },
      { id: 2, name: 'gw', status: 'idle', transferRx: 5, transferTx: 6, latestHandshakeTimestamp: 7, clientIp: '1.2.3.4', privateKey: 'secret' },
    ]);
    expect(seen).toEqual([[{ id: 2, status: 'idle', transferRx: 5, transferTx: 6, latestHandshakeTimestamp: 7, clientIp: '1.2.3.4' }]]);
    stopRows();
    stop();
  });

  it("tells a status filter when its members change, the first frame being the list's baseline", async () => {
    let changes = 0;
    const stopMembers = fleetStream.followMembers({ key: 'online|nodes', statuses: ['online'], type: 'nodes' }, () => (changes += 1));
    const stop = fleetStream.subscribe(() => undefined);
    const frame = (online: number[]) =>
      [1, 2, 3].map((id) => ({ id, isGateway: id === 3, status: online.includes(id) ? 'online' : 'offline', transferRx: Math.random() }));
    await emit(FakeSource.all[0], frame([1]));
    await emit(FakeSource.all[0], frame([1]));
    expect(changes).toBe(0);
    await emit(FakeSource.all[0], frame([1, 2]));
    expect(changes).toBe(1);
    // A gateway coming online is not a member of a filter on nodes.
    await emit(FakeSource.all[0], frame([1, 2, 3]));
    expect(changes).toBe(1);
    stopMembers();
    stop();
  });
});

describe("the nodes list's own searches", () => {
  const page = (over: object = {}) => ({ term: '', statuses: null, page: 1, limit: 10, ...over });
  const names = (answer: { data: Record<string, unknown>[] } | null) => answer?.data.map((row) => row.name);

  it('are not answered while the fleet is not followed, nor from a live fleet (its whole list is one request)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await expect(fleetStream.localPage(page())).resolves.toBeNull();
    const stop = fleetStream.subscribe(() => undefined);
    await emit(FakeSource.all[0], nodes(20));
    await expect(fleetStream.localPage(page({ term: 'N1', limit: 5 }))).resolves.toBeNull();
    stop();
  });

  it('wait for a stream opened after a change made from the console, not for a frame that merely arrives after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stop = fleetStream.subscribe(() => undefined);
    await emit(FakeSource.all[0], nodes(500));
    vi.advanceTimersByTime(1_000);
    // The list's first search: the fleet read now.
    const first = fleetStream.localPage(page({ term: 'N1', limit: 5 }));
    await settle();
    const reading = open()[0];
    vi.advanceTimersByTime(100);
    // A node renamed from the console while that stream's frame is on its way (gzipped, a tick late).
    fleetStream.changed();
    vi.advanceTimersByTime(100);
    await emit(reading, nodes(500));
    expect(names(await first)).toEqual(['n1', 'n10', 'n11', 'n12', 'n13']);
    const afterChange = fleetStream.localPage(page({ term: 'N2' }));
    let answered = false;
    void afterChange.then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    // The frame arrived after the change, but its stream was opened before: the fleet is read again.
    expect(open()).toHaveLength(1);
    expect(open()[0]).not.toBe(reading);
    vi.advanceTimersByTime(10);
    await emit(open()[0], nodes(500));
    expect(names(await afterChange)?.slice(0, 2)).toEqual(['n2', 'n20']);
    stop();
  });

  it('read a sampled fleet again at once when its last frame is older than the list', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stop = fleetStream.subscribe(() => undefined);
    const fleet = (count: number) => nodes(count).map((node) => ({ ...node, status: node.id % 2 ? 'online' : 'idle', isGateway: node.id % 10 === 0 }));
    await emit(FakeSource.all[0], fleet(500));
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    // A list switched to: the fleet is read now, not at its next reading.
    const pending = fleetStream.localPage(page({ statuses: ['idle'], type: 'gateways', orderBy: 'name,desc', limit: 3 }));
    await settle();
    expect(open()).toHaveLength(1);
    vi.advanceTimersByTime(10);
    await emit(open()[0], fleet(500));
    const answer = await pending;
    expect(names(answer)).toEqual(['n90', 'n80', 'n70']);
    expect(answer).toMatchObject({ total: 50, fetched: 50 });
    // The same list's next keystrokes and pages: from that frame, without reading the fleet again.
    vi.advanceTimersByTime(1_000);
    expect(names(await fleetStream.localPage(page({ statuses: ['idle'], type: 'gateways', orderBy: 'name,desc', limit: 3, page: 2 })))).toEqual([
      'n60',
      'n500',
      'n50',
    ]);
    expect(FakeSource.all).toHaveLength(2);
    stop();
  });

  it('leave it to the whole list when the stream fails while they wait', async () => {
    const stop = fleetStream.subscribe(() => undefined);
    const pending = fleetStream.localPage(page());
    FakeSource.all[0].fail(true);
    await expect(pending).resolves.toBeNull();
    stop();
  });
});
