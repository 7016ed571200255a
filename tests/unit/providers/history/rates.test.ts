/** Rates from counter deltas: the first sample, a counter reset, a silence, late frames (watches and bursts: truthfulRates.test.ts). */
import { describe, expect, it } from 'vitest';
import { nodeScope } from '../../../../src/providers/history/historyStore';
import { recordedHistory } from './recordedHistory';

type Recorded = ReturnType<typeof recordedHistory>;

const T0 = Date.UTC(2026, 10, 26, 14, 2, 0);
const node = (transferRx: number | null, transferTx: number | null, status = 'online') => ({ id: 7, status, transferRx, transferTx });
const scope = nodeScope(7);

/** Feeds one frame per entry, `[msAfterT0, rx, tx]`. */
const feed = (store: Recorded, samples: Array<[number, number | null, number | null]>) => {
  for (const [at, rx, tx] of samples) store.recordNodes([node(rx, tx)], T0 + at, { paceMs: 1000, fine: true });
};

const fineRates = (store: Recorded, seconds: number) =>
  store.throughput(scope, 'fine', T0, T0 + seconds * 1000).points.map((point) => point.rx);

describe('throughput from byte counters', () => {
  it('knows no rate from a first sample: one counter value says nothing about speed', () => {
    const store = recordedHistory();
    feed(store, [[0, 5_000, 100]]);
    expect(fineRates(store, 2)).toEqual([null, null]);
    // Still watched: the stream allows a few seconds between frames before a silence is a gap.
    expect(store.throughput(scope, 'fine', T0, T0 + 2000).coverage).toEqual([[T0, T0 + 2000]]);
    expect(store.throughput(scope, 'fine', T0, T0 + 60_000).coverage).toEqual([[T0, T0]]);
  });

  it('turns the difference of two counters into bytes per second', () => {
    const store = recordedHistory();
    feed(store, [
      [0, 0, 0],
      [1000, 2048, 512],
      [2000, 6144, 512],
    ]);
    const { points } = store.throughput(scope, 'fine', T0, T0 + 2000);
    expect(points).toEqual([
      { t: T0, rx: 2048, tx: 512 },
      { t: T0 + 1000, rx: 4096, tx: 0 },
    ]);
  });

  it('draws nothing for the interval in which a counter went back (the interface restarted)', () => {
    const store = recordedHistory();
    feed(store, [
      [0, 10_000, 10_000],
      [1000, 11_000, 10_500],
      [2000, 300, 20],
      [3000, 1300, 520],
    ]);
    expect(fineRates(store, 3)).toEqual([1000, null, 1000]);
  });

  it('leaves a silence longer than the stream allows for as a gap, in the rates and in the coverage', () => {
    const store = recordedHistory();
    feed(store, [
      [0, 0, 0],
      [1000, 1000, 1000],
      [9000, 90_000, 9000],
      [10_000, 91_000, 10_000],
    ]);
    const series = store.throughput(scope, 'fine', T0, T0 + 10_000);
    expect(series.points.map((point) => point.rx)).toEqual([1000, null, null, null, null, null, null, null, null, 1000]);
    expect(series.coverage).toEqual([
      [T0, T0 + 1000],
      [T0 + 9000, T0 + 10_000],
    ]);
  });

  it('spreads a late and an early frame over the seconds they span instead of leaving an empty one', () => {
    const store = recordedHistory();
    feed(store, [
      [0, 0, 0],
      [1400, 1400, 0],
      [2100, 2100, 0],
      [3000, 3000, 0],
    ]);
    expect(fineRates(store, 3)).toEqual([1000, 1000, 1000]);
  });

  it('knows no rate while the gateway sends no counters (a peer missing from the interface)', () => {
    const store = recordedHistory();
    feed(store, [
      [0, null, null],
      [1000, null, null],
      [2000, 500, 500],
      [3000, 1500, 1500],
    ]);
    expect(fineRates(store, 3)).toEqual([null, null, 1000]);
  });

  it('averages a minute over the seconds that were seen, and leaves an unseen minute empty', () => {
    const store = recordedHistory();
    const samples: Array<[number, number, number]> = [];
    for (let second = 0; second <= 30; second += 1) samples.push([second * 1000, second * 600, second * 60]);
    feed(store, samples);
    const { points } = store.throughput(scope, 'coarse', T0, T0 + 120_000);
    expect(points).toEqual([
      { t: T0, rx: 600, tx: 60 },
      { t: T0 + 60_000, rx: null, tx: null },
    ]);
  });
});

describe('status history', () => {
  it('records each change with its time, and disconnected for a node the operator disabled', () => {
    const store = recordedHistory();
    const at = (seconds: number, row: object) => store.recordNodes([{ id: 7, ...row }], T0 + seconds * 1000, { paceMs: 1000, fine: true });
    at(0, { status: 'online' });
    at(1, { status: 'online' });
    at(2, { status: 'idle' });
    at(3, { status: 'offline' });
    at(4, { status: 'offline', enabled: false });
    at(5, { status: 'online', enabled: true });
    expect(store.status(scope, T0, T0 + 10_000).changes).toEqual([
      { t: T0, status: 'online' },
      { t: T0 + 2000, status: 'idle' },
      { t: T0 + 3000, status: 'offline' },
      { t: T0 + 4000, status: 'disconnected' },
      { t: T0 + 5000, status: 'online' },
    ]);
  });

  it("moves a node's windows on as it is watched though it moves no traffic: a disconnected node is drawn up to now", () => {
    const store = recordedHistory();
    // A disabled node's frames carry no counters (API-FACTS §6.2): no step of traffic ever opens for it.
    const at = (ms: number) => store.recordNodes([{ id: 7, status: 'offline', enabled: false, transferRx: null, transferTx: null }], T0 + ms, { paceMs: 1000, fine: false });
    const versions = () => [store.version(scope, 'fine'), store.version(scope, 'coarse')];
    at(58_000);
    const [fine, coarse] = versions();
    at(58_500);
    expect(versions()).toEqual([fine, coarse]);
    // A new second moves the 1 s windows (node details), a new minute the minute ones (a list row's last hour).
    at(59_000);
    expect(versions()).toEqual([fine + 1, coarse]);
    at(60_000);
    expect(versions()).toEqual([fine + 2, coarse + 1]);
    const { changes, coverage } = store.status(scope, T0, T0 + 60_000);
    expect(changes).toEqual([{ t: T0 + 58_000, status: 'disconnected' }]);
    expect(coverage).toEqual([[T0 + 58_000, T0 + 60_000]]);
  });

  it('opens a window with the status taken before it', () => {
    const store = recordedHistory();
    store.recordNodes([{ id: 7, status: 'idle' }], T0, { paceMs: 1000, fine: true });
    store.recordNodes([{ id: 7, status: 'online' }], T0 + 60_000, { paceMs: 1000, fine: true });
    expect(store.status(scope, T0 + 30_000, T0 + 90_000).changes).toEqual([
      { t: T0, status: 'idle' },
      { t: T0 + 60_000, status: 'online' },
    ]);
  });
});

describe('the fleet', () => {
  const fleetAt = (store: Recorded, seconds: number, rows: Record<string, unknown>[], paceMs = 1000) => store.recordFleet(rows, T0 + seconds * 1000, paceMs);

  it('sums the nodes known in both frames and counts those online', () => {
    const store = recordedHistory();
    fleetAt(store, 0, [
      { id: 1, status: 'online', transferRx: 0, transferTx: 0 },
      { id: 2, status: 'idle', transferRx: 100, transferTx: 100 },
    ]);
    fleetAt(store, 1, [
      { id: 1, status: 'online', transferRx: 1000, transferTx: 10 },
      { id: 2, status: 'online', transferRx: 600, transferTx: 110 },
      // A node seen for the first time adds nothing: its counter says nothing yet.
      { id: 3, status: 'online', transferRx: 99_999, transferTx: 99_999 },
    ]);
    expect(store.fleet('fine', T0, T0 + 2000).points).toEqual([
      { t: T0, rx: 1500, tx: 20, online: 1, total: 2 },
      { t: T0 + 1000, rx: null, tx: null, online: 3, total: 3 },
    ]);
  });

  it('leaves out a node whose counter went back, and draws a gap after a silence', () => {
    const store = recordedHistory();
    fleetAt(store, 0, [{ id: 1, transferRx: 5000, transferTx: 0 }, { id: 2, transferRx: 0, transferTx: 0 }]);
    fleetAt(store, 1, [{ id: 1, transferRx: 10, transferTx: 0 }, { id: 2, transferRx: 300, transferTx: 0 }]);
    fleetAt(store, 20, [{ id: 1, transferRx: 9000, transferTx: 0 }, { id: 2, transferRx: 9000, transferTx: 0 }]);
    const points = store.fleet('fine', T0, T0 + 21_000).points;
    expect(points[0].rx).toBe(300);
    expect(points.slice(1, 20).every((point) => point.rx === null)).toBe(true);
  });

  it('allows a sampled fleet its slower pace before calling a silence a gap', () => {
    const store = recordedHistory();
    fleetAt(store, 0, [{ id: 1, transferRx: 0, transferTx: 0 }], 15_000);
    fleetAt(store, 15, [{ id: 1, transferRx: 15_000, transferTx: 0 }], 15_000);
    const coarse = store.fleet('coarse', T0, T0 + 60_000).points;
    expect(coarse[0].rx).toBe(1000);
  });
});

describe('telling the readers', () => {
  it('spreads the rows told of a closed minute over several tasks, ten at a time', async () => {
    const store = recordedHistory();
    const ids = Array.from({ length: 25 }, (_, index) => index + 1);
    const told: number[][] = [];
    let task: number[] = [];
    ids.forEach((id) => store.subscribe(nodeScope(id), 'coarse', () => task.push(id)));
    const frame = (second: number) => ids.map((id) => ({ id, status: 'online', transferRx: second * 100, transferTx: 0 }));
    store.recordNodes(frame(0), T0, { paceMs: 1000, fine: false });
    store.recordNodes(frame(1), T0 + 1000, { paceMs: 1000, fine: false });
    expect(task).toEqual([]);
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      told.push(task);
      task = [];
    }
    expect(told.map((ids) => ids.length)).toEqual([10, 10, 5]);
    expect(told.flat().sort((a, b) => a - b)).toEqual(ids);
  });
});
