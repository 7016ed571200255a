/**
 * The console's one recorder: a screen that starts drawing a node late (the browser's database and the
 * hand-over) draws what a screen that drew it all along did, while the recorder keeps no more per node
 * than the step in progress, whatever the time a console stays open; screens are handed what frames
 * change of what they draw, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { HistoryRecorder } from '../../../../src/providers/history/historyRecorder';
import { readScope, writeRecords } from '../../../../src/providers/history/historyDb';
import { clearHistory } from '../../../../src/providers/history';
import { HistoryStore, MINUTE, nodeScope, type DirtyRecords } from '../../../../src/providers/history/historyStore';
import { HistoryFeed } from '../../../../src/providers/live/engine/historyFeed';
import { recordedHistory } from './recordedHistory';

const T0 = Date.UTC(2026, 10, 26, 14, 2, 0);

type Row = { id: number; status: string; enabled?: boolean; transferRx: number | null; transferTx: number | null };

/** A sampled fleet: `nodes` nodes, a frame every `paceMs`, each node moving `id` KB per second; node 2 goes idle for a while, node 3 restarts its counters. */
const frames = (nodes: number, count: number, paceMs: number) =>
  Array.from({ length: count }, (_, index) => {
    const at = T0 + 700 + index * paceMs;
    const rows: Row[] = Array.from({ length: nodes }, (_, n) => {
      const id = n + 1;
      const seconds = (index * paceMs) / 1000;
      const restarted = id === 3 && index >= count / 2;
      const bytes = (restarted ? seconds - (count / 2) * (paceMs / 1000) : seconds) * id * 1024;
      return { id, status: id === 2 && index % 7 < 3 ? 'idle' : 'online', transferRx: bytes, transferTx: bytes / 2 };
    });
    return { at, rows };
  });

const collector = () => {
  const written: DirtyRecords[] = [];
  return { written, write: async (records: DirtyRecords) => void written.push(records) };
};

describe('the history recorder', () => {
  it('gives a screen that starts drawing late, through the database and the hand-over, what one that drew all along has', async () => {
    await clearHistory();
    const paceMs = 30_000;
    const reference = recordedHistory(writeRecords);
    const { recorder } = reference;
    // A silence of 3 minutes in the middle: a gap, then a new interval.
    const all = frames(4, 24, paceMs).filter((_, index) => index < 10 || index > 15);
    for (const [index, { at, rows }] of all.entries()) {
      reference.recordFleet(rows, at, paceMs);
      // Not after every frame: what waits for the next write is handed over.
      if (index % 4 === 3) await recorder.flush(at + 100);
    }
    const end = all[all.length - 1].at;
    for (const id of [1, 2, 3, 4]) {
      const scope = nodeScope(id);
      const screen = new HistoryStore();
      screen.restore(scope, await readScope(scope, T0 - MINUTE));
      screen.restore(scope, recorder.exportScope(scope)!);
      const from = T0 - MINUTE;
      const to = end + MINUTE;
      const rates = (store: HistoryStore) => store.throughput(scope, 'coarse', from, to).points.map(({ t, rx, tx }) => [t, rx && Math.round(rx), tx && Math.round(tx)]);
      expect(rates(screen)).toEqual(rates(reference));
      expect(screen.status(scope, from, to)).toEqual(reference.status(scope, from, to));
      expect(screen.throughput(scope, 'coarse', from, to).coverage).toEqual(reference.throughput(scope, 'coarse', from, to).coverage);
    }
    expect(reference.status(nodeScope(2), T0, end).changes.length).toBeGreaterThan(3);
    await clearHistory();
  });

  it('keeps no more than the step in progress per node, however long a console stays open', async () => {
    const { written, write } = collector();
    const recorder = new HistoryRecorder(write);
    // Two hours of a sampled fleet: 240 frames, 240 minutes closed per node.
    for (const { at, rows } of frames(3, 240, 30_000)) {
      recorder.recordFleet(rows, { watch: 1, paceMs: 30_000 }, at);
      await recorder.flush(at + 100);
    }
    const kept = recorder.exportScope(nodeScope(1))!;
    expect(kept.buckets.length).toBeLessThanOrEqual(2);
    expect(kept.changes).toHaveLength(1);
    expect(kept.coverage).toHaveLength(1);
    const minutes = written.flatMap((batch) => batch.buckets).filter((record) => record.scope === nodeScope(1) && record.tier === 'coarse');
    expect(new Set(minutes.map((record) => record.t)).size).toBeGreaterThanOrEqual(119);
  });

  it('writes closed steps and status changes every time, steps in progress and intervals with everything', async () => {
    const { written, write } = collector();
    const recorder = new HistoryRecorder(write);
    recorder.recordFleet([{ id: 1, status: 'online', transferRx: 0, transferTx: 0 }], { watch: 1, paceMs: 1000 }, T0 + 500);
    recorder.recordFleet([{ id: 1, status: 'idle', transferRx: 1000, transferTx: 0 }], { watch: 1, paceMs: 1000 }, T0 + 1500);
    // Changed again before the first change was written: both are written.
    recorder.recordFleet([{ id: 1, status: 'online', transferRx: 2000, transferTx: 0 }], { watch: 1, paceMs: 1000 }, T0 + 2500);
    await recorder.flush(T0 + 3000);
    const node = (records: DirtyRecords) => ({ ...records, buckets: records.buckets.filter((record) => record.scope === nodeScope(1)), coverage: records.coverage.filter((record) => record.scope === nodeScope(1)) });
    const first = node(written[0]);
    expect(first.changes.map(({ t, status }) => [t - T0, status])).toEqual([
      [500, 'online'],
      [1500, 'idle'],
      [2500, 'online'],
    ]);
    // Small fleet: 1 s steps too; the seconds that closed are written, not the one in progress.
    expect(first.buckets.filter((record) => record.tier === 'fine').map(({ t }) => t - T0)).toEqual(expect.arrayContaining([0, 1000]));
    expect(first.buckets.some((record) => record.tier === 'fine' && record.t === T0 + 2000)).toBe(false);
    expect(first.coverage).toEqual([{ scope: nodeScope(1), from: T0 + 500, to: T0 + 2500 }]);

    await recorder.flush(T0 + 4000, true);
    expect(node(written[1]).buckets.map(({ tier, t }) => [tier, t - T0])).toEqual([
      ['coarse', 0],
      ['fine', 2000],
    ]);
  });

  it('hands over nothing of a node it never saw, and forgets every node at sign-out', () => {
    const feed = new HistoryFeed({ write: async () => undefined, publish: () => undefined });
    expect(feed.recorder.exportScope(nodeScope(9))).toBeNull();
    feed.recorder.recordFleet([{ id: 9, status: 'online', transferRx: 1, transferTx: 1 }], { watch: 1, paceMs: 1000 }, T0);
    expect(feed.recorder.exportScope(nodeScope('9'))?.lastT).toBe(T0);
    feed.forget();
    expect(feed.recorder.exportScope(nodeScope(9))).toBeNull();
    expect(feed.recorder.exportScope('fleet')).toBeNull();
  });

  it('hands the screens what each frame changed of the nodes they draw and of the fleet, nothing of the others', () => {
    const recorder = new HistoryRecorder(async () => undefined);
    const rows = (second: number) => [1, 2, 3].map((id) => ({ id, status: 'online', transferRx: second * 1000, transferTx: 0 }));
    recorder.setWatched(['2']);
    recorder.recordFleet(rows(0), { watch: 1, paceMs: 1000 }, T0);
    expect(recorder.drain().map(({ scope }) => scope)).toEqual([nodeScope(2), 'fleet']);
    recorder.recordFleet(rows(1), { watch: 1, paceMs: 1000 }, T0 + 1000);
    const [drawn, fleet] = recorder.drain();
    expect(drawn.records.buckets.filter(({ tier }) => tier === 'fine').map(({ t, bucket }) => [t - T0, bucket.rx])).toEqual([[0, 1000]]);
    expect(fleet.records.buckets.filter(({ tier, bucket }) => tier === 'fine' && bucket.ms > 0).map(({ t, bucket, counts }) => [t - T0, bucket.rx, counts])).toEqual([[0, 3000, { online: 3, total: 3 }]]);
    // Nothing recorded since: nothing to hand over.
    expect(recorder.drain()).toEqual([]);
  });

  it("records a node stream's seconds between a sampled fleet's frames, and sums the fleet over its own frames only", () => {
    const store = recordedHistory();
    const node = (rx: number) => [{ id: 1, status: 'online', transferRx: rx, transferTx: 0 }];
    const fleet = (rx: number) => [...node(rx), { id: 2, status: 'online', transferRx: rx, transferTx: 0 }];
    store.recordFleet(fleet(0), T0, 30_000);
    // Node 1's details are open: its own stream, a frame a second.
    for (let second = 1; second <= 10; second += 1) store.recordNodes(node(second * 100), T0 + second * 1000, { paceMs: 1000, fine: true });
    store.recordFleet(fleet(3000), T0 + 30_000, 30_000);
    expect(store.throughput(nodeScope(1), 'fine', T0, T0 + 10_000).points.map((point) => point.rx)).toEqual(Array(10).fill(100));
    // 3,000 bytes each over the fleet's 30 s, node 1's seconds from its own stream taken once.
    expect(store.fleet('coarse', T0, T0 + MINUTE).points[0].rx).toBe(200);
  });
});
