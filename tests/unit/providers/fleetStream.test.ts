/**
 * The fleet stream: one node-list stream without paging shared by every subscriber, closed a moment
 * after the last one leaves, reopened for a new session, sampled above FLEET_LIVE_CAP nodes, reopened
 * after an error answer (EventSource does not retry those), and never shown as live while down.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLEET_LIVE_CAP, FLEET_RETRY_MS, FLEET_SAMPLE_MS, fleetStream } from '../../../src/providers/fleetStream';
import { signIn } from './support';

class FakeSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeSource[] = [];
  readyState = FakeSource.OPEN;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: URL;
  constructor(url: string) {
    this.url = new URL(url, 'http://localhost');
    FakeSource.all.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  emit(rows: unknown[]) {
    this.onmessage?.({ data: JSON.stringify(rows) });
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeSource.CLOSED : FakeSource.CONNECTING;
    this.onerror?.();
  }
}

const open = () => FakeSource.all.filter((source) => source.readyState !== FakeSource.CLOSED);
const nodes = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `n${index + 1}`, status: 'online' }));

beforeEach(() => {
  vi.useFakeTimers();
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
  it('is one stream without paging for every subscriber, with the token, closed a moment after the last leaves', () => {
    const first = fleetStream.subscribe(() => undefined);
    const second = fleetStream.subscribe(() => undefined);
    expect(FakeSource.all).toHaveLength(1);
    const params = FakeSource.all[0].url.searchParams;
    expect([...params.keys()]).toEqual(['token']);
    expect(params.get('token')).toBe('tok-a');
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
    expect(fleetStream.get().nodes).toBeNull();
  });

  it('hands every frame to its subscribers and answers a node status from the last one', () => {
    const seen: number[] = [];
    const stop = fleetStream.subscribe(() => seen.push(fleetStream.get().nodes!.length));
    FakeSource.all[0].emit([{ id: 1, isLocal: true }, { id: 2, status: 'idle' }, { id: 3 }]);
    expect(seen).toEqual([3]);
    expect(fleetStream.get()).toMatchObject({ pace: 'live', connected: true });
    expect(fleetStream.statusOf(2)).toBe('idle');
    // A peer answered without a status (a disabled node's raw row) is not connected.
    expect(fleetStream.statusOf(3)).toBe('offline');
    expect(fleetStream.statusOf(99)).toBeUndefined();
    stop();
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

  it(`samples a fleet above ${FLEET_LIVE_CAP} nodes: one frame, then the stream closes until ${FLEET_SAMPLE_MS} ms later`, () => {
    const stop = fleetStream.subscribe(() => undefined);
    FakeSource.all[0].emit(nodes(FLEET_LIVE_CAP + 1));
    expect(fleetStream.get().pace).toBe('sampled');
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(FLEET_SAMPLE_MS - 1);
    expect(FakeSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(open()).toHaveLength(1);
    FakeSource.all[1].emit(nodes(10));
    expect(fleetStream.get().pace).toBe('live');
    expect(open()).toHaveLength(1);
    stop();
  });

  it('says it is not live after an error, reopens a stream the browser gave up on, and checks the session each time', () => {
    const errors: number[] = [];
    const stop = fleetStream.subscribe(() => undefined, () => errors.push(1));
    FakeSource.all[0].emit(nodes(2));
    // A dropped connection: the browser retries by itself.
    FakeSource.all[0].fail(false);
    expect(fleetStream.get()).toMatchObject({ connected: false });
    expect(fleetStream.get().nodes).toHaveLength(2);
    FakeSource.all[0].readyState = FakeSource.OPEN;
    FakeSource.all[0].emit(nodes(2));
    expect(fleetStream.get().connected).toBe(true);
    // An error answer: closed for good by the browser, reopened here.
    FakeSource.all[0].fail(true);
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(FLEET_RETRY_MS);
    expect(open()).toHaveLength(1);
    expect(errors).toHaveLength(2);
    stop();
  });
});
