/** When a console was watching: disjoint parts, whatever silence the last stream allows. */
import { describe, expect, it } from 'vitest';
import { statusSegments } from '../../../../src/components/charts/summary';
import { CoverageLog } from '../../../../src/providers/history/coverage';
import { nodeScope } from '../../../../src/providers/history/historyStore';
import { recordedHistory } from './recordedHistory';

const T0 = Date.UTC(2026, 10, 26, 14, 2, 0);

describe('coverage', () => {
  it('gives disjoint parts when an earlier interval is still within the allowed silence of the window end', () => {
    const log = new CoverageLog();
    // Two samples five seconds apart: a gap for a stream allowed 1 s.
    log.restore(T0, T0);
    log.restore(T0 + 5_000, T0 + 5_000);
    expect(log.within(T0, T0 + 6_000)).toEqual([
      [T0, T0],
      [T0 + 5_000, T0 + 5_000],
    ]);
    // A slower stream took over (30 s allowed): both intervals are still watched, and they are one part.
    expect(log.within(T0, T0 + 6_000, 30_000)).toEqual([[T0, T0 + 6_000]]);
  });

  it('draws each status change once: the segments of a node seen by a fast stream, then a slow one, start at distinct times', () => {
    const store = recordedHistory();
    const scope = nodeScope(7);
    const frame = (status: string) => [{ id: 7, status, transferRx: 0, transferTx: 0 }];
    store.recordNodes(frame('offline'), T0, { paceMs: 1_000, fine: true });
    // Six seconds of silence: a gap for a stream of a frame a second (5 s allowed).
    store.recordNodes(frame('online'), T0 + 6_000, { paceMs: 1_000, fine: true });
    // The fleet is sampled from now on: its stream allows 30 s of silence.
    store.recordNodes(frame('online'), T0 + 7_000, { paceMs: 10_000, fine: true });
    const segments = statusSegments(store.status(scope, T0, T0 + 9_000));
    const starts = segments.map((segment) => segment.from);
    expect(new Set(starts).size).toBe(starts.length);
    expect(segments.map(({ from, status }) => [from - T0, status])).toEqual([
      [0, 'offline'],
      [6_000, 'online'],
    ]);
  });
});
