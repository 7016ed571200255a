/**
 * The fleet's host, as the worker runs it: it opens the stream it is given, reads each frame without
 * key material, records every node's history, posts the counts and what the screens asked for, closes
 * a sampled fleet's stream after its frame, and hands over a node's history when a screen draws it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fleetPaceFor } from '../../../../../src/providers/live/fleet/fleetPace';
import { createFleetHost } from '../../../../../src/providers/live/fleet/fleetHost';
import { NO_INTEREST, type FleetEvent } from '../../../../../src/providers/live/fleet/fleetProtocol';
import { nodeScope, type DirtyRecords } from '../../../../../src/providers/history/historyStore';

class FakeSource {
  static readonly CLOSED = 2;
  static all: FakeSource[] = [];
  readyState = 1;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  send(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

const hosts: Array<{ dispose(): void }> = [];
afterEach(() => hosts.splice(0).forEach((host) => host.dispose()));

const hostWithStore = () => {
  FakeSource.all = [];
  const events: FleetEvent[] = [];
  const written: DirtyRecords[] = [];
  const write = async (records: DirtyRecords) => void written.push(records);
  const host = createFleetHost({ post: (event) => events.push(event), write, EventSource: FakeSource as unknown as typeof EventSource });
  hosts.push(host);
  return { host, events, written, frames: () => events.filter((event) => event.type === 'frame') };
};

const rows = (count: number, rx = 0) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `n${index + 1}`, status: 'online', isGateway: false, transferRx: rx, transferTx: rx }));

describe('fleet host', () => {
  it('reads each frame without key material and posts its counts, pace and fleet figures', () => {
    const { host, frames } = hostWithStore();
    host.handle({ type: 'open', url: '/api/nodes/stream?token=t' });
    expect(FakeSource.all[0].url).toBe('/api/nodes/stream?token=t');
    host.handle({ type: 'interest', interest: { ...NO_INTEREST, rows: [1] } });
    FakeSource.all[0].send([{ id: 1, status: 'idle', isGateway: false, privateKey: 'k', preSharedKey: 'p' }, null, 3]);
    const [frame] = frames() as Extract<FleetEvent, { type: 'frame' }>[];
    expect(frame).toMatchObject({ total: 1, live: true, intervalMs: 1000 });
    expect(frame.counts.all).toEqual({ online: 0, idle: 1, offline: 0, peers: 1, gateways: 0 });
    expect(frame.update.rows).toEqual([{ id: 1, status: 'idle' }]);
    expect(JSON.stringify(frame)).not.toMatch(/privateKey|preSharedKey/);
    expect(FakeSource.all[0].readyState).not.toBe(FakeSource.CLOSED);
  });

  it('closes a sampled fleet’s stream as soon as its frame is in', () => {
    const { host, frames } = hostWithStore();
    host.handle({ type: 'open', url: '/api/nodes/stream?token=t' });
    FakeSource.all[0].send(rows(5_000));
    expect(FakeSource.all[0].readyState).toBe(FakeSource.CLOSED);
    expect(frames()[0]).toMatchObject({ live: false, intervalMs: fleetPaceFor(5_000).intervalMs, total: 5_000 });
  });

  it('says when a message is not a list, and when the stream failed', () => {
    const { host, events } = hostWithStore();
    host.handle({ type: 'open', url: '/api/nodes/stream?token=t' });
    FakeSource.all[0].send('not json');
    FakeSource.all[0].readyState = FakeSource.CLOSED;
    FakeSource.all[0].onerror?.();
    expect(events).toEqual([{ type: 'unreadable' }, { type: 'error', closed: true }]);
  });

  it('hands over what it kept of a node when a screen starts drawing it, then what each frame changes of it', () => {
    const { host, events } = hostWithStore();
    const history = () => events.filter((event) => event.type === 'history') as Extract<FleetEvent, { type: 'history' }>[];
    const of = (scope: string) => history().flatMap(({ updates }) => updates.filter((update) => update.scope === scope));
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 9, 0, 0), toFake: ['Date'] });
    host.handle({ type: 'open', url: '/api/nodes/stream?token=t' });
    FakeSource.all[0].send(rows(3, 1_000));
    expect(of(nodeScope(2))).toEqual([]);
    host.handle({ type: 'interest', interest: { ...NO_INTEREST, history: ['2'] } });
    const [handover] = of(nodeScope(2));
    expect(handover.records.changes).toEqual([{ t: expect.any(Number), status: 'online' }]);
    expect(handover.records.last).toMatchObject({ rx: 1_000, tx: 1_000 });
    vi.setSystemTime(Date.now() + 1000);
    FakeSource.all[0].send(rows(3, 2_000));
    vi.useRealTimers();
    expect(of(nodeScope(2)).at(-1)!.records.last).toMatchObject({ rx: 2_000, tx: 2_000 });
    expect(of(nodeScope(1))).toEqual([]);
    // The fleet's figures each frame, whatever screens draw.
    expect(of('fleet')).toHaveLength(2);
    // Told again of the same node, it hands nothing over twice.
    const count = of(nodeScope(2)).length;
    host.handle({ type: 'interest', interest: { ...NO_INTEREST, history: ['2'] } });
    expect(of(nodeScope(2))).toHaveLength(count);
  });

  it("records a node stream's rows the main thread hands it, and hands them back to the screens that draw the node", () => {
    const { host, events, written } = hostWithStore();
    host.handle({ type: 'interest', interest: { ...NO_INTEREST, history: [4] } });
    const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);
    host.handle({ type: 'record', rows: [{ id: 4, status: 'online', transferRx: 0, transferTx: 0 }], fine: true, paceMs: 1000, at: T0 });
    host.handle({ type: 'record', rows: [{ id: 4, status: 'online', transferRx: 2048, transferTx: 0 }], fine: true, paceMs: 1000, at: T0 + 1000 });
    const updates = events.flatMap((event) => (event.type === 'history' ? event.updates : []));
    expect(updates.at(-1)!.records.buckets.find(({ tier, t }) => tier === 'fine' && t === T0)?.bucket).toEqual({ rx: 2048, tx: 0, ms: 1000 });
    host.handle({ type: 'flush-history' });
    expect(written.flatMap((records) => records.buckets).some(({ scope, tier }) => scope === nodeScope(4) && tier === 'fine')).toBe(true);
  });

  it('holds a sampled fleet’s rows only while a screen reads them: local pages, the index', () => {
    const { host, events, frames } = hostWithStore();
    const page = (request: number) => {
      host.handle({ type: 'page', request, query: { term: 'n1', statuses: null, page: 1, limit: 10 } });
      return events.at(-1) as Extract<FleetEvent, { type: 'page' }>;
    };
    const read = (interest = NO_INTEREST) => {
      host.handle({ type: 'interest', interest });
      host.handle({ type: 'open', url: '/api/nodes/stream?token=t' });
      FakeSource.all.at(-1)!.send(rows(500));
      return frames().at(-1) as Extract<FleetEvent, { type: 'frame' }>;
    };
    expect(read().held).toBe(false);
    expect(page(1)).toMatchObject({ data: [], total: 0 });

    // n1, n10…n19, n100…n199.
    expect(read({ ...NO_INTEREST, pages: true }).held).toBe(true);
    expect(page(2)).toMatchObject({ total: 111, fetched: 500 });
    host.handle({ type: 'interest', interest: NO_INTEREST });
    expect(page(3)).toMatchObject({ total: 0 });

    expect(read({ ...NO_INTEREST, index: true }).held).toBe(true);
    expect(page(4)).toMatchObject({ total: 111 });

    // A live fleet (a page of nodes at most) is held whatever reads it.
    const before = frames().length;
    expect(read(NO_INTEREST).held).toBe(false);
    host.handle({ type: 'open', url: '/api/nodes/stream?token=t' });
    FakeSource.all.at(-1)!.send(rows(5));
    expect(frames()).toHaveLength(before + 2);
    expect((frames().at(-1) as Extract<FleetEvent, { type: 'frame' }>).held).toBe(true);
  });
});
