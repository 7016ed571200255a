/**
 * Every node's history where the fleet's frames are read (the fleet's host), for as long as a console
 * is open. Per node it keeps only what the next sample needs (the last counters and status, the watched
 * interval, the step in progress) in columns of numbers rather than objects, and each closed step,
 * status change and interval goes to the browser's database (historyDb.ts) within seconds: its memory
 * does not grow with the time a console stays open, as a HistoryStore's hour of steps per scope would.
 *
 * A node a screen starts drawing is handed over (`exportNode`): what is not in the database yet. The
 * screen reads the rest from the database itself (useHistory → loadScope).
 *
 * It also sums each frame for the fleet's own history (`record` returns the frame's totals).
 */
import type { Bucket } from './buckets';
import { continuesInterval } from './coverage';
import { FULL_WRITE_MS } from './historyDb';
import { COARSE, FINE, FINE_FLEET_CAP, nodeScope, type DirtyRecords, type ScopeRecords, type Tier } from './historyStore';
import { countersOf, delta, historyStatusOf, isSameSample, maxGapFor, type Counters, type FrameRow } from './samples';
import { HISTORY_STATUSES, type FleetFrameTotals, type HistoryStatus } from './types';

/** Where records go: the browser's database (historyDb.writeRecords), or a test's list. */
export type WriteRecords = (records: DirtyRecords) => Promise<void>;

const INITIAL_SLOTS = 64;

const grow = <T extends Float64Array | Float32Array | Uint32Array | Uint8Array>(array: T, size: number): T => {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (length: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
};

/**
 * One step per node slot: its index (time / step; 0: none) and its bytes. Uint32 holds a second's
 * index until 2106; byte sums in Float32: a chart's precision (one part in 16 million), not a counter's.
 */
class StepSlots {
  index = new Uint32Array(INITIAL_SLOTS);
  rx = new Float32Array(INITIAL_SLOTS);
  tx = new Float32Array(INITIAL_SLOTS);
  ms = new Float32Array(INITIAL_SLOTS);

  fit(size: number): void {
    this.index = grow(this.index, size);
    this.rx = grow(this.rx, size);
    this.tx = grow(this.tx, size);
    this.ms = grow(this.ms, size);
  }

  /** The step's start and bucket, if the slot holds one. */
  read(slot: number, stepMs: number): [number, Bucket] | null {
    const index = this.index[slot];
    return index ? [index * stepMs, { rx: this.rx[slot], tx: this.tx[slot], ms: this.ms[slot] }] : null;
  }

  set(slot: number, index: number, rx: number, tx: number, ms: number): void {
    this.index[slot] = index;
    this.rx[slot] = rx;
    this.tx[slot] = tx;
    this.ms[slot] = ms;
  }

  clear(): void {
    for (const column of [this.index, this.rx, this.tx, this.ms]) column.fill(0);
  }
}

/** One tier per node: the step in progress, and the one before it until it is written. */
class StepColumns {
  readonly open = new StepSlots();
  readonly closed = new StepSlots();

  constructor(
    readonly tier: Tier,
    readonly stepMs: number,
  ) {}

  fit(size: number): void {
    this.open.fit(size);
    this.closed.fit(size);
  }

  clear(): void {
    this.open.clear();
    this.closed.clear();
  }
}

const STATUS_CODE = new Map<HistoryStatus, number>(HISTORY_STATUSES.map((status, index) => [status, index + 1]));

export class FleetRecorder {
  /** Slot of each node id (number ids as numbers: no string per node). */
  private slots = new Map<unknown, number>();
  private ids: unknown[] = [];
  private lastT = new Float64Array(INITIAL_SLOTS);
  /** NaN: the frame did not carry the counter. */
  private lastRx = new Float64Array(INITIAL_SLOTS);
  private lastTx = new Float64Array(INITIAL_SLOTS);
  /** 0: none yet; else HISTORY_STATUSES' index + 1. */
  private status = new Uint8Array(INITIAL_SLOTS);
  private statusT = new Float64Array(INITIAL_SLOTS);
  /** The watched interval the last sample belongs to (0: none). */
  private seenFrom = new Float64Array(INITIAL_SLOTS);
  private seenTo = new Float64Array(INITIAL_SLOTS);
  /** What changed since the last write: 1 the status change, 2 the interval. */
  private dirty = new Uint8Array(INITIAL_SLOTS);
  private readonly coarse = new StepColumns('coarse', COARSE.stepMs);
  private fine: StepColumns | null = null;
  /** What did not fit the columns (a second step closed before the first was written, a closed interval). */
  private extra: DirtyRecords = { buckets: [], changes: [], coverage: [] };
  /** Taken and being written: still handed over with a node until the database has them. */
  private writing = new Set<DirtyRecords>();
  private liveGapMs = 0;
  private lastFrame: number | undefined;
  private lastFull = 0;

  constructor(private readonly write: WriteRecords) {}

  /** Every node of a frame (1 s steps too while the fleet is small); the frame's totals for the fleet's history. */
  record(rows: readonly FrameRow[], paceMs: number, at: number): FleetFrameTotals {
    const maxGap = maxGapFor(paceMs);
    const since = this.lastFrame;
    const known = since !== undefined && at - since <= maxGap && at > since;
    const fine = rows.length <= FINE_FLEET_CAP ? (this.fine ??= this.fitted(new StepColumns('fine', FINE.stepMs))) : null;
    this.liveGapMs = maxGap;
    this.lastFull ||= at;
    // Columns of the fleet's size from its first frame, not the next power of two above it.
    if (rows.length > this.lastT.length) this.fit(rows.length);
    let rx = 0;
    let tx = 0;
    let online = 0;
    for (const row of rows) {
      const status = historyStatusOf(row);
      if (status === 'online') online += 1;
      if (row.id == null) continue;
      const slot = this.slotOf(row.id);
      const lastT = this.lastT[slot];
      if (isSameSample(lastT, at)) continue;
      const next = countersOf(row, at);
      const bytes = delta(this.last(slot), next, maxGap);
      if (bytes) {
        this.spread(this.coarse, slot, lastT, at, bytes);
        if (fine) this.spread(fine, slot, lastT, at, bytes);
        if (known && lastT === since) {
          rx += bytes.rx;
          tx += bytes.tx;
        }
      }
      this.lastT[slot] = at;
      this.lastRx[slot] = next.rx ?? NaN;
      this.lastTx[slot] = next.tx ?? NaN;
      this.markWatched(slot, at, maxGap);
      this.setStatus(slot, at, status);
    }
    this.lastFrame = at;
    return { bytes: known ? { rx, tx } : null, since: known ? since : null, online, total: rows.length };
  }

  /** What is not in the database yet of one node (its id), with its last counters; null when never seen. */
  exportNode(id: unknown): ScopeRecords | null {
    const slot = this.slots.get(typeof id === 'number' ? id : String(id)) ?? this.slots.get(Number(id));
    if (slot === undefined) return null;
    const scope = nodeScope(this.ids[slot]);
    const records: ScopeRecords = { buckets: [], changes: [], coverage: [], last: this.last(slot), liveGapMs: this.liveGapMs };
    for (const columns of this.fine ? [this.coarse, this.fine] : [this.coarse]) {
      for (const steps of [columns.closed, columns.open]) {
        const step = steps.read(slot, columns.stepMs);
        if (step) records.buckets.push({ tier: columns.tier, t: step[0], bucket: step[1] });
      }
    }
    const code = this.status[slot];
    if (code) records.changes.push({ t: this.statusT[slot], status: HISTORY_STATUSES[code - 1] });
    if (this.seenFrom[slot]) records.coverage.push({ from: this.seenFrom[slot], to: this.seenTo[slot] });
    for (const pending of [this.extra, ...this.writing]) {
      for (const { scope: of, tier, t, bucket } of pending.buckets) if (of === scope) records.buckets.push({ tier, t, bucket });
      for (const { scope: of, t, status } of pending.changes) if (of === scope) records.changes.push({ t, status });
      for (const { scope: of, from, to } of pending.coverage) if (of === scope) records.coverage.push({ from, to });
    }
    records.changes.sort((a, b) => a.t - b.t);
    return records;
  }

  /**
   * Writes what changed: the closed steps and status changes (with their intervals) each time, and
   * everything (steps in progress, every interval) when `all` or FULL_WRITE_MS after the last time.
   */
  async flush(now: number, all = false): Promise<void> {
    const full = all || now - this.lastFull >= FULL_WRITE_MS;
    if (full) this.lastFull = now;
    const records = this.take(full);
    if (!records.buckets.length && !records.changes.length && !records.coverage.length) return;
    this.writing.add(records);
    try {
      await this.write(records);
    } finally {
      this.writing.delete(records);
    }
  }

  /** Forgets every node (sign-out: the tab deletes the database). */
  forget(): void {
    this.slots.clear();
    this.ids = [];
    for (const column of [this.lastT, this.lastRx, this.lastTx, this.status, this.statusT, this.seenFrom, this.seenTo, this.dirty]) column.fill(0);
    this.coarse.clear();
    this.fine = null;
    this.extra = { buckets: [], changes: [], coverage: [] };
    this.writing.clear();
    this.lastFrame = undefined;
  }

  private take(full: boolean): DirtyRecords {
    const taken = this.extra;
    this.extra = { buckets: [], changes: [], coverage: [] };
    for (let slot = 0; slot < this.ids.length; slot += 1) {
      let scope: string | undefined;
      const scopeOf = () => (scope ??= nodeScope(this.ids[slot]));
      let wrote = false;
      for (const columns of this.fine ? [this.coarse, this.fine] : [this.coarse]) {
        const closed = columns.closed.read(slot, columns.stepMs);
        if (closed) {
          taken.buckets.push({ scope: scopeOf(), tier: columns.tier, t: closed[0], bucket: closed[1] });
          columns.closed.index[slot] = 0;
          wrote = true;
        }
        // A step in progress is written as far as it goes: the next write of it replaces it.
        const open = full && columns.open.read(slot, columns.stepMs);
        if (open) taken.buckets.push({ scope: scopeOf(), tier: columns.tier, t: open[0], bucket: open[1] });
      }
      const dirty = this.dirty[slot];
      if (dirty & 1) {
        taken.changes.push({ scope: scopeOf(), t: this.statusT[slot], status: HISTORY_STATUSES[this.status[slot] - 1] });
        wrote = true;
      }
      // The interval with what it covers: a step or status without it would read as unwatched after a reload.
      if (dirty & 2 && (full || wrote)) {
        taken.coverage.push({ scope: scopeOf(), from: this.seenFrom[slot], to: this.seenTo[slot] });
        this.dirty[slot] = 0;
      } else {
        this.dirty[slot] &= 2;
      }
    }
    return taken;
  }

  private last(slot: number): Counters | undefined {
    const t = this.lastT[slot];
    if (!t) return undefined;
    const rx = this.lastRx[slot];
    const tx = this.lastTx[slot];
    return { t, rx: Number.isNaN(rx) ? null : rx, tx: Number.isNaN(tx) ? null : tx };
  }

  private slotOf(id: unknown): number {
    const key = typeof id === 'number' ? id : String(id);
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.ids.length;
      this.ids.push(id);
      this.slots.set(key, slot);
      this.fit(slot + 1);
    }
    return slot;
  }

  private fit(size: number): void {
    this.lastT = grow(this.lastT, size);
    this.lastRx = grow(this.lastRx, size);
    this.lastTx = grow(this.lastTx, size);
    this.status = grow(this.status, size);
    this.statusT = grow(this.statusT, size);
    this.seenFrom = grow(this.seenFrom, size);
    this.seenTo = grow(this.seenTo, size);
    this.dirty = grow(this.dirty, size);
    this.coarse.fit(size);
    this.fine?.fit(size);
  }

  private fitted(columns: StepColumns): StepColumns {
    columns.fit(this.lastT.length);
    return columns;
  }

  /** Spreads the bytes of (from, to] over the steps they overlap, in proportion (as Buckets.add does). */
  private spread(columns: StepColumns, slot: number, from: number, to: number, bytes: { rx: number; tx: number }): void {
    const span = to - from;
    const { stepMs } = columns;
    for (let index = Math.floor(from / stepMs); index * stepMs < to; index += 1) {
      const start = index * stepMs;
      const overlap = Math.min(to, start + stepMs) - Math.max(from, start);
      if (overlap <= 0) continue;
      const share = overlap / span;
      const { open } = columns;
      if (open.index[slot] !== index) {
        if (open.index[slot]) this.close(columns, slot);
        open.set(slot, index, 0, 0, 0);
      }
      open.rx[slot] += bytes.rx * share;
      open.tx[slot] += bytes.tx * share;
      open.ms[slot] += overlap;
    }
  }

  /** The step in progress is over: it waits in the closed columns to be written (or in `extra` if one already does). */
  private close(columns: StepColumns, slot: number): void {
    const { open, closed } = columns;
    const waiting = closed.read(slot, columns.stepMs);
    if (waiting) this.extra.buckets.push({ scope: nodeScope(this.ids[slot]), tier: columns.tier, t: waiting[0], bucket: waiting[1] });
    closed.set(slot, open.index[slot], open.rx[slot], open.tx[slot], open.ms[slot]);
  }

  /** A sample at `at`: within the stream's allowed silence it extends the interval, else it starts one. */
  private markWatched(slot: number, at: number, maxGap: number): void {
    const from = this.seenFrom[slot];
    const to = this.seenTo[slot];
    if (from && continuesInterval(from, to, at, maxGap)) {
      this.seenTo[slot] = Math.max(to, at);
    } else {
      if (from) this.extra.coverage.push({ scope: nodeScope(this.ids[slot]), from, to });
      this.seenFrom[slot] = this.seenTo[slot] = at;
    }
    this.dirty[slot] |= 2;
  }

  private setStatus(slot: number, at: number, status: HistoryStatus): void {
    const code = STATUS_CODE.get(status)!;
    if (this.status[slot] === code) return;
    // A change not written yet is kept before the next one takes its place.
    if (this.dirty[slot] & 1) this.extra.changes.push({ scope: nodeScope(this.ids[slot]), t: this.statusT[slot], status: HISTORY_STATUSES[this.status[slot] - 1] });
    this.status[slot] = code;
    this.statusT[slot] = at;
    this.dirty[slot] |= 1;
  }
}
