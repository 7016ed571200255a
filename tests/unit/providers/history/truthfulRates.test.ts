/**
 * Issue 40, point 4: a rate only between two samples of the same watch. A gap, a counter reset, a change
 * of the fleet's members, frames held up and delivered together, and a reload each leave what they do not
 * know unknown, and the 15-minute view (1 s steps), the 24-hour view (1 min steps) and their tables
 * (the same series, summarized) agree on the same minutes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { summarizeSeries, totalRate } from '../../../../src/components/charts/summary';
import { clearHistory } from '../../../../src/providers/history';
import { readScope, writeRecords } from '../../../../src/providers/history/historyDb';
import { HistoryRecorder } from '../../../../src/providers/history/historyRecorder';
import { FLEET_SCOPE, HistoryStore, MINUTE, nodeScope } from '../../../../src/providers/history/historyStore';
import type { FleetSeries } from '../../../../src/providers/history/types';
import { recordedHistory } from './recordedHistory';

const T0 = Date.UTC(2026, 10, 26, 14, 2, 0);
/** Each node moves 23 KB/s in and 0 out: ten nodes make the fleet's 230 KB/s. */
const RATE = 23 * 1024;
const NODES = 10;

/** The fleet at `second` of steady traffic; `resetAt`: node 3's interface restarted then; `extra`: nodes that joined with traffic of their own. */
const fleetAt = (second: number, { resetAt = Infinity, extra = 0 } = {}) =>
  Array.from({ length: NODES + extra }, (_, index) => {
    const id = index + 1;
    const bytes = id === 3 && second >= resetAt ? 100 + (second - resetAt) * RATE : (id > NODES ? 50_000_000 : 0) + second * RATE;
    return { id, status: 'online', transferRx: bytes, transferTx: 0 };
  });

const rates = (series: { points: { rx: number | null }[] }) => series.points.map((point) => point.rx);
const known = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** The 15-minute view's and the 24-hour view's figures of one minute, as their summaries and tables give them. */
const views = (store: HistoryStore, minute: number) => {
  const fine = store.fleet('fine', minute, minute + MINUTE);
  const coarse = store.fleet('coarse', minute, minute + MINUTE);
  return { fine, coarse, finePeak: summarizeSeries(fine, totalRate).peak, coarseRate: coarse.points[0].rx };
};

/** The minute's average as its seconds give it: bytes over the time they cover (each known second is whole here). */
const average = (series: FleetSeries) => {
  const seconds = known(rates(series));
  return seconds.reduce((sum, rate) => sum + rate, 0) / seconds.length;
};

/** Within a thousandth: the seconds at a minute's edges are partly seen, so a plain mean of them is off by a hair. */
const expectAgree = (minute: number | null, seconds: number) => expect(Math.abs((minute ?? NaN) - seconds) / seconds).toBeLessThan(0.001);

beforeEach(() => clearHistory());

describe('a rate between two samples of one watch only', () => {
  it('draws no traffic across frames held up and delivered together, in any view', () => {
    const store = recordedHistory();
    const frame = (second: number, at: number) => store.recordFleet(fleetAt(second), T0 + at, 1000);
    for (let second = 0; second <= 20; second += 1) frame(second, second * 1000);
    // The page or the gateway stalled: frames 21 to 23 arrive 3.5 s late, 10 ms apart.
    frame(21, 23_500);
    frame(22, 23_510);
    frame(23, 23_520);
    for (let second = 24; second < 60; second += 1) frame(second, second * 1000);
    const { fine, finePeak, coarseRate } = views(store, T0);
    // Never more than the traffic there was: no second of the held-up frames' bytes squeezed into 10 ms.
    expect(finePeak).toBeLessThanOrEqual(NODES * RATE * 1.001);
    expect(Math.max(...known(rates(fine)))).toBeLessThanOrEqual(NODES * RATE * 1.001);
    // The seconds they covered are no traffic at all, rather than a guess.
    expect(rates(fine).slice(21, 23)).toContain(null);
    // The minute agrees with its seconds.
    expectAgree(coarseRate, average(fine));
    expect(coarseRate).toBeLessThanOrEqual(NODES * RATE * 1.001);
  });

  it('never takes a rate across a change of watch (a stream reopened, another stream)', () => {
    const store = recordedHistory();
    const node = (rx: number) => [{ id: 7, status: 'online', transferRx: rx, transferTx: 0 }];
    store.recordNodes(node(0), T0, { paceMs: 1000, fine: true, watch: 1 });
    store.recordNodes(node(1000), T0 + 1000, { paceMs: 1000, fine: true, watch: 1 });
    // The node's stream replaced by another one a second later, counters read by it.
    store.recordNodes(node(90_000), T0 + 2000, { paceMs: 1000, fine: true, watch: 2 });
    store.recordNodes(node(91_000), T0 + 3000, { paceMs: 1000, fine: true, watch: 2 });
    expect(rates(store.throughput(nodeScope(7), 'fine', T0, T0 + 3000))).toEqual([1000, null, 1000]);
    // Still watched throughout: the change of stream is no silence.
    expect(store.throughput(nodeScope(7), 'fine', T0, T0 + 3000).coverage).toEqual([[T0, T0 + 3000]]);
  });

  it('leaves a counter reset and a node that joined out of the fleet’s sum, with no peak for them', () => {
    const store = recordedHistory();
    for (let second = 0; second < 60; second += 1) {
      store.recordFleet(fleetAt(second, { resetAt: 20, extra: second >= 30 && second < 40 ? 1 : 0 }), T0 + second * 1000 + 300, 1000);
    }
    const { fine, finePeak, coarseRate } = views(store, T0);
    // At most the eleven nodes' own traffic: the new node's 50 MB counter is no second's traffic.
    expect(finePeak).toBeLessThanOrEqual((NODES + 1) * RATE * 1.001);
    // The reset node's second is left out of the sum (a little less traffic), never a negative or a jump.
    expect(Math.min(...known(rates(fine)))).toBeGreaterThan(0);
    expectAgree(coarseRate, average(fine));
  });

  it('draws a gap as a gap, the same in every view', () => {
    const store = recordedHistory();
    for (let second = 0; second < 60; second += 1) {
      if (second >= 15 && second < 45) continue;
      store.recordFleet(fleetAt(second), T0 + second * 1000 + 300, 1000);
    }
    const { fine, coarse, coarseRate } = views(store, T0);
    expect(rates(fine).slice(16, 45).every((rate) => rate === null)).toBe(true);
    expect(fine.coverage).toHaveLength(2);
    expect(coarse.coverage).toEqual(fine.coverage);
    // The minute is the average of the seconds seen, not the seen bytes spread over the whole minute.
    expectAgree(coarseRate, NODES * RATE);
  });

  it('keeps a minute true across a reload: each watch of it counted once, minute and seconds agreeing', async () => {
    // The first tab records 20 s of the minute and writes them; after the reload, the second records the rest.
    const first = new HistoryRecorder(writeRecords);
    for (let second = 0; second < 20; second += 1) first.recordFleet(fleetAt(second), { watch: 11, paceMs: 1000 }, T0 + second * 1000 + 300);
    await first.flush(T0 + 20_000, true);
    const second = new HistoryRecorder(writeRecords);
    for (let at = 25; at < 60; at += 1) second.recordFleet(fleetAt(at), { watch: 12, paceMs: 1000 }, T0 + at * 1000 + 300);
    await second.flush(T0 + 60_000, true);
    // The new tab's screen: the database, then what the recorder holds.
    const store = new HistoryStore();
    store.restore(FLEET_SCOPE, await readScope(FLEET_SCOPE, T0 - MINUTE), T0 + MINUTE);
    store.restore(FLEET_SCOPE, second.exportScope(FLEET_SCOPE)!, T0 + MINUTE);
    const { fine, finePeak, coarseRate } = views(store, T0);
    expect(finePeak).toBeLessThanOrEqual(NODES * RATE * 1.001);
    expectAgree(coarseRate, NODES * RATE);
    expectAgree(coarseRate, average(fine));
    // The reload's seconds are a gap.
    expect(rates(fine).slice(20, 25)).toEqual([null, null, null, null, null]);
  });
});
