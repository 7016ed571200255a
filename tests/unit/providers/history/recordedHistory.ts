/**
 * The history as the console wires it, in one test: the recorder (the engine's) and the store screens
 * draw from (the main thread's), every frame handed over at once, every node recorded drawn. Samples are
 * of one watch unless a test says otherwise.
 */
import { HistoryRecorder, type WriteRecords } from '../../../../src/providers/history/historyRecorder';
import { HistoryStore, nodeScope } from '../../../../src/providers/history/historyStore';
import type { FrameRow } from '../../../../src/providers/history/samples';

export const recordedHistory = (write: WriteRecords = async () => undefined) => {
  const recorder = new HistoryRecorder(write);
  const store = new HistoryStore();
  const drawn = new Set<unknown>();
  const draw = (rows: readonly FrameRow[]) => {
    const added = rows.map((row) => row.id).filter((id) => id != null && !drawn.has(id));
    if (!added.length) return;
    added.forEach((id) => drawn.add(id));
    recorder.setWatched([...drawn]);
  };
  const handOver = () => recorder.drain().forEach(({ scope, records }) => store.restore(scope, records));
  return Object.assign(store, {
    recorder,
    /** Rows of a node stream (a node's, a list page's). */
    recordNodes(rows: readonly FrameRow[], at: number, { paceMs, fine, watch = 1 }: { paceMs: number; fine: boolean; watch?: number }) {
      draw(rows);
      recorder.recordNodes(rows, { watch, paceMs }, at, fine);
      handOver();
    },
    /** A fleet frame. */
    recordFleet(rows: readonly FrameRow[], at: number, paceMs: number, watch = 1) {
      draw(rows);
      recorder.recordFleet(rows, { watch, paceMs }, at);
      handOver();
    },
    /** What a screen starting to draw `id` is handed. */
    handOverNode(id: unknown) {
      const records = recorder.exportScope(nodeScope(id));
      if (records) store.restore(nodeScope(id), records);
    },
  });
};
