/**
 * The history in the browser's database (fake IndexedDB in jsdom; the real one is exercised in
 * Chromium by tests/e2e/charts.e2e.ts): written in batches, read back after a reload, thinned and
 * bounded, and deleted at sign-out.
 */
import { describe, expect, it, vi } from 'vitest';
import { clearHistory } from '../../../../src/providers/history';
import { HistoryRecorder } from '../../../../src/providers/history/historyRecorder';
import { openHistoryDb, pruneRecords, readScope, writeRecords } from '../../../../src/providers/history/historyDb';
import { history } from '../../../../src/providers/history/history';
import { DAY, FINE, HistoryStore, MINUTE, nodeScope } from '../../../../src/providers/history/historyStore';
import { HistoryFeed } from '../../../../src/providers/live/engine/historyFeed';
import { topics } from '../../../../src/providers/live/topics';
import { authProvider } from '../../../../src/providers/authProvider';

const T0 = Date.UTC(2026, 10, 26, 14, 2, 0);
const scope = nodeScope(7);

const countRecords = async () => {
  const db = await openHistoryDb();
  return db!.count('records');
};

/** The recorder as the live engine runs it, writing to the browser's database; `flush` writes everything, deleting what is too old as the host does once a minute. */
const recording = () => {
  const recorder = new HistoryRecorder(writeRecords);
  return {
    recorder,
    /** One frame a second for `seconds` seconds from `start`, the node moving 1 KB/s each way. */
    watch(start: number, seconds: number) {
      for (let second = 0; second <= seconds; second += 1) {
        recorder.recordNodes([{ id: 7, status: 'online', transferRx: second * 1024, transferTx: second * 1024 }], { watch: 1, paceMs: 1000 }, start + second * 1000, true);
      }
    },
    async flush(now: number, all = true) {
      await recorder.flush(now, all);
      await pruneRecords(now);
    },
  };
};

describe('history in the browser database', () => {
  it('writes in batches and reads back what a reload would have lost', async () => {
    const { watch, flush } = recording();
    watch(T0, 10);
    expect(await countRecords()).toBe(0);
    await flush(T0 + 10_000);
    expect(await countRecords()).toBeGreaterThan(10);

    // A new tab: an empty memory, filled from the database.
    const reloaded = new HistoryStore();
    reloaded.restore(scope, await readScope(scope, T0 - MINUTE));
    const series = reloaded.throughput(scope, 'fine', T0, T0 + 10_000);
    expect(series.points.map((point) => point.rx)).toEqual(Array(10).fill(1024));
    expect(series.coverage).toEqual([[T0, T0 + 10_000]]);
    expect(reloaded.status(scope, T0, T0 + 10_000).changes).toEqual([{ t: T0, status: 'online' }]);
  });

  it('tells its readers of a scope read back only when the database kept something of it', async () => {
    const store = new HistoryStore();
    const told: string[] = [];
    store.subscribe(scope, 'status', () => told.push('nothing kept'));
    // A node this browser never saw: nothing to draw anew (a page of rows commits nothing for it).
    store.restore(scope, await readScope(scope, T0 - MINUTE));
    expect(told).toEqual([]);

    const { watch, flush } = recording();
    watch(T0, 10);
    await flush(T0 + 10_000);
    const other = new HistoryStore();
    other.subscribe(scope, 'status', () => told.push('kept'));
    other.restore(scope, await readScope(scope, T0 - MINUTE));
    expect(told).toEqual(['kept']);
  });

  it('keeps 1 s steps for 15 minutes and 1 min steps for a day, dropping the oldest first', async () => {
    const { watch, flush } = recording();
    watch(T0, 5);
    await flush(T0 + 5000);
    const early = await readScope(scope, T0 - DAY);
    expect(early.buckets.some((bucket) => bucket.tier === 'fine')).toBe(true);

    // 20 minutes on: the 1 s steps are gone, the minute they made stays.
    watch(T0 + 20 * MINUTE, 2);
    await flush(T0 + 20 * MINUTE + 2000);
    const later = await readScope(scope, T0 - DAY);
    expect(later.buckets.filter((bucket) => bucket.tier === 'fine' && bucket.t < T0 + 5 * MINUTE)).toEqual([]);
    expect(later.buckets.filter((bucket) => bucket.tier === 'coarse').map((bucket) => bucket.t)).toEqual([T0, T0 + 20 * MINUTE]);

    // A day and more on: the first minute and its watched interval are gone too.
    watch(T0 + DAY + 2 * MINUTE, 2);
    await flush(T0 + DAY + 2 * MINUTE + 2000);
    const dayLater = await readScope(scope, T0 - DAY);
    const coarse = dayLater.buckets.filter((bucket) => bucket.tier === 'coarse').map((bucket) => bucket.t);
    expect(coarse).toEqual([T0 + 20 * MINUTE, T0 + DAY + 2 * MINUTE]);
    expect(dayLater.buckets.filter((bucket) => bucket.tier === 'fine').every((bucket) => bucket.t >= T0 + DAY + 2 * MINUTE - FINE.keepMs)).toBe(true);
    expect(dayLater.coverage.map(({ from }) => from)).toEqual([T0 + 20 * MINUTE, T0 + DAY + 2 * MINUTE]);
  });

  it('draws what the database kept beside what this tab hands over of a scope a screen draws', async () => {
    const stored = recording();
    stored.recorder.recordNodes([{ id: 7, status: 'idle', transferRx: 0, transferTx: 0 }], { watch: 1, paceMs: 1000 }, T0, true);
    stored.recorder.recordNodes([{ id: 7, status: 'idle', transferRx: 5000, transferTx: 0 }], { watch: 1, paceMs: 1000 }, T0 + 1000, true);
    await stored.flush(T0 + 2000);

    // This tab: a screen draws node 7 (its history topic) and its stream sends a frame a minute later.
    const screen = new HistoryStore();
    const topic = topics.history(scope, false);
    const published: Array<() => void> = [];
    const feed = new HistoryFeed({ write: async () => undefined, read: readScope, publish: (name, records) => name === topic.name && published.push(() => screen.restore(scope, records, T0 + 61_000)) });
    vi.setSystemTime(T0 + 60_000);
    feed.follow(topic);
    feed.record(null, [{ id: 7, status: 'online', transferRx: 100, transferTx: 0 }], { watch: 2, paceMs: 1000 }, true);
    vi.useRealTimers();
    // The database's answer comes after the frame's: the order they arrive in does not matter.
    await vi.waitFor(() => expect(published).toHaveLength(2));
    published.forEach((restore) => restore());
    expect(screen.throughput(scope, 'fine', T0, T0 + 1000).points[0].rx).toBe(5000);
    expect(screen.status(scope, T0, T0 + 61_000).changes).toEqual([
      { t: T0, status: 'idle' },
      { t: T0 + 60_000, status: 'online' },
    ]);
    feed.forget();
    await clearHistory();
  });

  it('is deleted at sign-out, from memory and from the browser', async () => {
    const { recorder, watch, flush } = recording();
    watch(T0, 3);
    recorder.recordFleet([{ id: 7, status: 'online', transferRx: 1, transferTx: 1 }], { watch: 1, paceMs: 1000 }, T0 + 3500);
    await flush(T0 + 4000);
    expect(await countRecords()).toBeGreaterThan(0);
    history.restore(scope, await readScope(scope, T0 - MINUTE), T0 + 4000);
    history.restore('fleet', await readScope('fleet', T0 - MINUTE), T0 + 4000);
    expect(history.fleet('fine', T0, T0 + 4000).coverage).not.toEqual([]);

    await authProvider.logout({});
    expect(await countRecords()).toBe(0);
    expect(history.status(scope, T0, T0 + 4000).changes).toEqual([]);
    expect(history.fleet('fine', T0, T0 + 4000).coverage).toEqual([]);
    await clearHistory();
  });
});
