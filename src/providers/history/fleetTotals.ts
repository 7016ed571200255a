/**
 * The fleet's figures of one frame holding every node: the bytes all nodes moved since the previous
 * frame (only nodes known in both count), how many were online, how many there were. It keeps every
 * node's last counters, so it runs where the frames are read (the fleet's worker); the history then
 * records the few figures it gives (HistoryStore.recordFleetTotals).
 */
import { countersOf, delta, historyStatusOf, maxGapFor, type Counters, type FrameRow } from './samples';

export interface FleetFrameTotals {
  /** Bytes since the previous frame (at `since`); null when not known: the first frame, or one after a long silence. */
  bytes: { rx: number; tx: number } | null;
  since: number | null;
  online: number;
  total: number;
}

export class FleetTotals {
  private counters = new Map<unknown, Counters>();
  private last?: number;

  next(rows: readonly FrameRow[], at: number, paceMs: number): FleetFrameTotals {
    const maxGap = maxGapFor(paceMs);
    const since = this.last;
    const known = since !== undefined && at - since <= maxGap && at > since;
    const counters = new Map<unknown, Counters>();
    let rx = 0;
    let tx = 0;
    let online = 0;
    for (const row of rows) {
      const next = countersOf(row, at);
      counters.set(row.id, next);
      if (historyStatusOf(row) === 'online') online += 1;
      const bytes = known ? delta(this.counters.get(row.id), next, maxGap) : null;
      if (bytes) {
        rx += bytes.rx;
        tx += bytes.tx;
      }
    }
    this.counters = counters;
    this.last = at;
    return { bytes: known ? { rx, tx } : null, since: known ? since : null, online, total: rows.length };
  }

  clear(): void {
    this.counters.clear();
    this.last = undefined;
  }
}
