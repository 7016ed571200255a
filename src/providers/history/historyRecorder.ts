/**
 * The console's one history recorder, where the fleet's frames are read (the fleet's host). Every frame
 * lands here: the fleet's, with every node and the fleet's own figures, and those of the node streams the
 * main thread reads (a list page's, a node's), forwarded by it. Per node it keeps only what the next
 * sample needs (the last counters and status, the watched interval, the step in progress) in columns of
 * numbers rather than objects, and it is the one writer of the browser's database (historyDb.ts): each
 * closed step, status change and interval goes there within seconds, so its memory does not grow with
 * the time a console stays open.
 *
 * Screens draw from a HistoryStore on the main thread, filled from the database and from what this
 * recorder hands over of the scopes they draw: all it has of one when a screen starts drawing it
 * (`exportScope`), then what each frame changed of it (`drain`).
 */
import { continuesInterval } from './coverage';
import { FULL_WRITE_MS } from './historyDb';
import { COARSE, FINE, FINE_FLEET_CAP, FLEET_SCOPE, nodeScope, type DirtyRecords, type ScopeRecords, type Tier } from './historyStore';
import { countersOf, delta, historyStatusOf, isSameSample, maxGapFor, type Counters, type FrameRow } from './samples';
import { HISTORY_STATUSES, type HistoryStatus } from './types';

/** Where records go: the browser's database (historyDb.writeRecords), or a test's list. */
export type WriteRecords = (records: DirtyRecords) => Promise<void>;

/** What the recorder hands over of one scope a screen draws. */
export interface ScopeUpdate {
  scope: string;
  records: ScopeRecords;
}

type Counts = { online: number; total: number };
type BucketRecord = DirtyRecords['buckets'][number];

const INITIAL_SLOTS = 64;

const grow = <T extends Float64Array | Float32Array | Uint32Array | Uint8Array>(array: T, size: number): T => {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (length: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
};

/** Number ids as numbers: no string per node. */
const keyOf = (id: unknown): unknown => (typeof id === 'number' ? id : /^\d+$/.test(String(id)) ? Number(id) : String(id));

const noRecords = (): DirtyRecords => ({ buckets: [], changes: [], coverage: [] });

/**
 * One step per slot: its index (time / step; 0: none) and its bytes. Uint32 holds a second's index
 * until 2106; byte sums in Float32: a chart's precision (one part in 16 million), not a counter's.
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

/** One tier of some scopes' steps: the step in progress, and the one before it until it is written. */
class StepColumns {
  readonly open = new StepSlots();
  readonly closed = new StepSlots();

  constructor(
    readonly tier: Tier,
    readonly stepMs: number,
    readonly scopeOf: (slot: number) => string,
    /** The fleet's online count per step, written with it. */
    readonly counts?: Map<number, Counts>,
  ) {}

  /** The record of a slot's step, if it holds one. */
  read(steps: StepSlots, slot: number): BucketRecord | null {
    const index = steps.index[slot];
    if (!index) return null;
    const t = index * this.stepMs;
    const counts = this.counts?.get(t);
    return { scope: this.scopeOf(slot), tier: this.tier, t, bucket: { rx: steps.rx[slot], tx: steps.tx[slot], ms: steps.ms[slot] }, ...(counts && { counts }) };
  }

  fit(size: number): this {
    this.open.fit(size);
    this.closed.fit(size);
    return this;
  }

  clear(): void {
    this.open.clear();
    this.closed.clear();
    this.counts?.clear();
  }
}

const STATUS_CODE = new Map<HistoryStatus, number>(HISTORY_STATUSES.map((status, index) => [status, index + 1]));

/** The fleet's own figures: its summed bytes in steps of both tiers, its online count per step, when it was watched. */
class FleetTrack {
  readonly coarse = new StepColumns('coarse', COARSE.stepMs, () => FLEET_SCOPE, new Map()).fit(1);
  readonly fine = new StepColumns('fine', FINE.stepMs, () => FLEET_SCOPE, new Map()).fit(1);
  lastCounts: Counts | undefined;
  seenFrom = 0;
  seenTo = 0;
  gapMs = 0;
  /** The interval changed since it was last written. */
  dirty = false;

  forget(): void {
    this.coarse.clear();
    this.fine.clear();
    this.lastCounts = undefined;
    this.seenFrom = this.seenTo = this.gapMs = 0;
    this.dirty = false;
  }
}

export class HistoryRecorder {
  /** Slot of each node id (keyOf). */
  private slots = new Map<unknown, number>();
  private ids: unknown[] = [];
  private lastT = new Float64Array(INITIAL_SLOTS);
  /** NaN: the frame did not carry the counter. */
  private lastRx = new Float64Array(INITIAL_SLOTS);
  private lastTx = new Float64Array(INITIAL_SLOTS);
  /** The silence the stream of the last sample allows for. */
  private gapMs = new Float64Array(INITIAL_SLOTS);
  /** The counters of the last fleet frame (its time 0: not in it): the fleet's bytes are the sum of these differences. */
  private fleetT = new Float64Array(INITIAL_SLOTS);
  private fleetRx = new Float64Array(INITIAL_SLOTS);
  private fleetTx = new Float64Array(INITIAL_SLOTS);
  /** 0: none yet; else HISTORY_STATUSES' index + 1. */
  private status = new Uint8Array(INITIAL_SLOTS);
  private statusT = new Float64Array(INITIAL_SLOTS);
  /** The watched interval the last sample belongs to (0: none). */
  private seenFrom = new Float64Array(INITIAL_SLOTS);
  private seenTo = new Float64Array(INITIAL_SLOTS);
  /** What changed since the last write: 1 the status change, 2 the interval. */
  private dirty = new Uint8Array(INITIAL_SLOTS);
  private readonly scopeOfSlot = (slot: number) => nodeScope(this.ids[slot]);
  private readonly coarse = new StepColumns('coarse', COARSE.stepMs, this.scopeOfSlot);
  private fine: StepColumns | null = null;
  private readonly fleet = new FleetTrack();
  /** What did not fit the columns (a step closed before the one before it was written, a closed interval). */
  private extra: DirtyRecords = noRecords();
  /** How much of `extra` was handed over to the screens. */
  private drained = { buckets: 0, coverage: 0, changes: 0 };
  /** Taken and being written: still handed over with a scope until the database has them. */
  private writing = new Set<DirtyRecords>();
  /** Slots of the nodes screens draw, and those of them a frame changed since the last hand-over. */
  private watched = new Set<number>();
  private touched = new Set<number>();
  private fleetTouched = false;
  private lastFrame: number | undefined;
  private lastFull = 0;

  constructor(private readonly write: WriteRecords) {}

  /** A fleet frame: every node (1 s steps too while the fleet is small), and the fleet's own figures. */
  recordFleet(rows: readonly FrameRow[], paceMs: number, at: number): void {
    const maxGap = maxGapFor(paceMs);
    const since = this.lastFrame;
    const known = since !== undefined && at - since <= maxGap && at > since;
    const fine = rows.length <= FINE_FLEET_CAP ? this.fineColumns() : null;
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
      const next = countersOf(row, at);
      // Only nodes in both frames count: the fleet's bytes over one interval, whatever other streams sampled meanwhile.
      const bytes = known && this.fleetT[slot] === since ? delta(this.counters(slot, this.fleetT, this.fleetRx, this.fleetTx), next, maxGap) : null;
      if (bytes) {
        rx += bytes.rx;
        tx += bytes.tx;
      }
      this.fleetT[slot] = at;
      this.fleetRx[slot] = next.rx ?? NaN;
      this.fleetTx[slot] = next.tx ?? NaN;
      this.recordRow(slot, next, status, maxGap, fine);
    }
    this.lastFrame = at;
    this.recordFleetFigures(known ? since : undefined, at, maxGap, known ? { rx, tx } : null, { online, total: rows.length });
  }

  /** Rows of a node stream the main thread reads (`fine`: 1 s steps too, for a node's details). */
  recordNodes(rows: readonly FrameRow[], paceMs: number, at: number, fine: boolean): void {
    const maxGap = maxGapFor(paceMs);
    const columns = fine ? this.fineColumns() : null;
    this.lastFull ||= at;
    for (const row of rows) if (row.id != null) this.recordRow(this.slotOf(row.id), countersOf(row, at), historyStatusOf(row), maxGap, columns);
  }

  /** The nodes screens draw (their ids): what frames change of them is handed over from now on. */
  setWatched(ids: readonly unknown[]): void {
    this.watched = new Set(ids.map((id) => this.slotOf(id)));
  }

  /** What the frames since the last call changed of the scopes screens draw (the fleet's always). */
  drain(): ScopeUpdate[] {
    const updates = new Map<string, ScopeRecords>();
    const add = (scope: string) => {
      let records = updates.get(scope);
      if (!records) updates.set(scope, (records = { buckets: [], changes: [], coverage: [] }));
      return records;
    };
    for (const slot of this.touched) this.addSlot(add(this.scopeOfSlot(slot)), slot);
    if (this.fleetTouched) this.addFleet(add(FLEET_SCOPE));
    this.touched.clear();
    this.fleetTouched = false;
    // Steps and intervals that closed in these frames beyond what the columns hold.
    const { buckets, coverage, changes } = this.extra;
    for (const { scope, ...bucket } of buckets.slice(this.drained.buckets)) updates.get(scope)?.buckets.push(bucket);
    for (const { scope, from, to } of coverage.slice(this.drained.coverage)) updates.get(scope)?.coverage.push({ from, to });
    for (const { scope, t, status } of changes.slice(this.drained.changes)) updates.get(scope)?.changes.push({ t, status });
    this.drained = { buckets: buckets.length, coverage: coverage.length, changes: changes.length };
    return [...updates].map(([scope, records]) => ({ scope, records }));
  }

  /** All that is not in the database yet of one scope (a node's or the fleet's), with its last counters; null when never seen. */
  exportScope(scope: string): ScopeRecords | null {
    const records: ScopeRecords = { buckets: [], changes: [], coverage: [] };
    if (scope === FLEET_SCOPE) {
      if (!this.fleet.seenFrom) return null;
      this.addFleet(records);
    } else {
      const slot = this.slots.get(keyOf(scope.slice(scope.indexOf(':') + 1)));
      if (slot === undefined) return null;
      this.addSlot(records, slot);
    }
    for (const pending of [this.extra, ...this.writing]) {
      for (const { scope: of, ...bucket } of pending.buckets) if (of === scope) records.buckets.push(bucket);
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

  /** Forgets every node and the fleet (sign-out: the tab deletes the database). */
  forget(): void {
    this.slots.clear();
    this.ids = [];
    for (const column of [this.lastT, this.lastRx, this.lastTx, this.gapMs, this.fleetT, this.fleetRx, this.fleetTx, this.status, this.statusT, this.seenFrom, this.seenTo, this.dirty]) column.fill(0);
    this.coarse.clear();
    this.fine = null;
    this.fleet.forget();
    this.extra = noRecords();
    this.drained = { buckets: 0, coverage: 0, changes: 0 };
    this.writing.clear();
    this.watched.clear();
    this.touched.clear();
    this.fleetTouched = false;
    this.lastFrame = undefined;
  }

  /** One node's sample, `next` (two streams carrying the node at once give one). */
  private recordRow(slot: number, next: Counters, status: HistoryStatus, maxGap: number, fine: StepColumns | null): void {
    const lastT = this.lastT[slot];
    const at = next.t;
    if (isSameSample(lastT, at)) return;
    const bytes = delta(this.last(slot), next, maxGap);
    if (bytes) {
      this.spread(this.coarse, slot, lastT, at, bytes);
      if (fine) this.spread(fine, slot, lastT, at, bytes);
    }
    this.lastT[slot] = at;
    this.lastRx[slot] = next.rx ?? NaN;
    this.lastTx[slot] = next.tx ?? NaN;
    this.gapMs[slot] = maxGap;
    this.markWatched(slot, at, maxGap);
    this.setStatus(slot, at, status);
    if (this.watched.has(slot)) this.touched.add(slot);
  }

  /**
   * The fleet's bytes since the frame before (`since`; null bytes when not known) and its count, which
   * holds from its frame to the next: a step no frame fell in, between two frames of one watched stretch,
   * carries the earlier count rather than breaking the line. After a silence it stays unknown.
   */
  private recordFleetFigures(since: number | undefined, at: number, maxGap: number, bytes: { rx: number; tx: number } | null, counts: Counts): void {
    const { fleet } = this;
    for (const columns of [fleet.fine, fleet.coarse]) {
      const { stepMs } = columns;
      const start = Math.floor(at / stepMs) * stepMs;
      if (since !== undefined && fleet.lastCounts) {
        for (let t = Math.floor(since / stepMs) * stepMs + stepMs; t < start; t += stepMs) if (!columns.counts!.has(t)) columns.counts!.set(t, fleet.lastCounts);
      }
      columns.counts!.set(start, counts);
      if (bytes && since !== undefined) this.spread(columns, 0, since, at, bytes);
      // The frame's step holds its count even with no bytes in it (a first frame, one on a step's first instant).
      if (columns.open.index[0] * stepMs < start) this.openStep(columns, 0, start / stepMs);
    }
    fleet.lastCounts = counts;
    if (fleet.seenFrom && continuesInterval(fleet.seenFrom, fleet.seenTo, at, maxGap)) {
      fleet.seenTo = Math.max(fleet.seenTo, at);
    } else {
      if (fleet.seenFrom) this.extra.coverage.push({ scope: FLEET_SCOPE, from: fleet.seenFrom, to: fleet.seenTo });
      fleet.seenFrom = fleet.seenTo = at;
    }
    fleet.gapMs = maxGap;
    fleet.dirty = true;
    this.fleetTouched = true;
  }

  private addSlot(records: ScopeRecords, slot: number): void {
    for (const columns of this.fine ? [this.coarse, this.fine] : [this.coarse]) {
      for (const steps of [columns.closed, columns.open]) {
        const step = columns.read(steps, slot);
        if (step) records.buckets.push(step);
      }
    }
    const code = this.status[slot];
    if (code) records.changes.push({ t: this.statusT[slot], status: HISTORY_STATUSES[code - 1] });
    if (this.seenFrom[slot]) records.coverage.push({ from: this.seenFrom[slot], to: this.seenTo[slot] });
    records.last = this.last(slot);
    records.liveGapMs = this.gapMs[slot];
  }

  private addFleet(records: ScopeRecords): void {
    const { fleet } = this;
    for (const columns of [fleet.coarse, fleet.fine]) {
      for (const steps of [columns.closed, columns.open]) {
        const step = columns.read(steps, 0);
        if (step) records.buckets.push(step);
      }
    }
    if (fleet.seenFrom) records.coverage.push({ from: fleet.seenFrom, to: fleet.seenTo });
    records.liveGapMs = fleet.gapMs;
    if (fleet.seenTo) records.last = { t: fleet.seenTo, rx: null, tx: null };
  }

  private take(full: boolean): DirtyRecords {
    const taken = this.extra;
    this.extra = noRecords();
    this.drained = { buckets: 0, coverage: 0, changes: 0 };
    for (let slot = 0; slot < this.ids.length; slot += 1) {
      let wrote = false;
      for (const columns of this.fine ? [this.coarse, this.fine] : [this.coarse]) wrote = this.takeSteps(columns, slot, full, taken) || wrote;
      const dirty = this.dirty[slot];
      if (dirty & 1) {
        taken.changes.push({ scope: this.scopeOfSlot(slot), t: this.statusT[slot], status: HISTORY_STATUSES[this.status[slot] - 1] });
        wrote = true;
      }
      // The interval with what it covers: a step or status without it would read as unwatched after a reload.
      if (dirty & 2 && (full || wrote)) {
        taken.coverage.push({ scope: this.scopeOfSlot(slot), from: this.seenFrom[slot], to: this.seenTo[slot] });
        this.dirty[slot] = 0;
      } else {
        this.dirty[slot] &= 2;
      }
    }
    const { fleet } = this;
    // The fleet's figures are few: all of them each time, as a reload would miss them most.
    for (const columns of [fleet.coarse, fleet.fine]) {
      this.takeSteps(columns, 0, true, taken);
      // A count whose step has no bytes (a first frame, one after a silence) is written on its own.
      const openT = columns.open.index[0] * columns.stepMs;
      for (const [t, counts] of columns.counts!) {
        if (t >= openT) continue;
        if (!taken.buckets.some((record) => record.scope === FLEET_SCOPE && record.tier === columns.tier && record.t === t)) {
          taken.buckets.push({ scope: FLEET_SCOPE, tier: columns.tier, t, bucket: { rx: 0, tx: 0, ms: 0 }, counts });
        }
        columns.counts!.delete(t);
      }
    }
    if (fleet.dirty && fleet.seenFrom) {
      taken.coverage.push({ scope: FLEET_SCOPE, from: fleet.seenFrom, to: fleet.seenTo });
      fleet.dirty = false;
    }
    return taken;
  }

  /** A slot's closed step of one tier (written once), and its step in progress when `full` (written as far as it goes). */
  private takeSteps(columns: StepColumns, slot: number, full: boolean, taken: DirtyRecords): boolean {
    const closed = columns.read(columns.closed, slot);
    if (closed) {
      taken.buckets.push(closed);
      columns.closed.index[slot] = 0;
    }
    const open = full && columns.read(columns.open, slot);
    if (open) taken.buckets.push(open);
    return Boolean(closed);
  }

  private last(slot: number): Counters | undefined {
    return this.counters(slot, this.lastT, this.lastRx, this.lastTx);
  }

  private counters(slot: number, times: Float64Array, rxs: Float64Array, txs: Float64Array): Counters | undefined {
    const t = times[slot];
    if (!t) return undefined;
    const rx = rxs[slot];
    const tx = txs[slot];
    return { t, rx: Number.isNaN(rx) ? null : rx, tx: Number.isNaN(tx) ? null : tx };
  }

  /** A node's slot; an id read from a scope ('7') is the number a frame carries (7). */
  private slotOf(id: unknown): number {
    const key = keyOf(id);
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
    this.gapMs = grow(this.gapMs, size);
    this.fleetT = grow(this.fleetT, size);
    this.fleetRx = grow(this.fleetRx, size);
    this.fleetTx = grow(this.fleetTx, size);
    this.status = grow(this.status, size);
    this.statusT = grow(this.statusT, size);
    this.seenFrom = grow(this.seenFrom, size);
    this.seenTo = grow(this.seenTo, size);
    this.dirty = grow(this.dirty, size);
    this.coarse.fit(size);
    this.fine?.fit(size);
  }

  private fineColumns(): StepColumns {
    return (this.fine ??= new StepColumns('fine', FINE.stepMs, this.scopeOfSlot).fit(this.lastT.length));
  }

  /**
   * Spreads the bytes of (from, to] over the steps they overlap, in proportion: a rate is known over the
   * interval between two samples, and streams tick about once a second but not on the second, so a late
   * frame leaves no empty second beside a double one.
   */
  private spread(columns: StepColumns, slot: number, from: number, to: number, bytes: { rx: number; tx: number }): void {
    const span = to - from;
    const { stepMs, open } = columns;
    for (let index = Math.floor(from / stepMs); index * stepMs < to; index += 1) {
      const start = index * stepMs;
      const overlap = Math.min(to, start + stepMs) - Math.max(from, start);
      if (overlap <= 0) continue;
      const share = overlap / span;
      if (open.index[slot] !== index) this.openStep(columns, slot, index);
      open.rx[slot] += bytes.rx * share;
      open.tx[slot] += bytes.tx * share;
      open.ms[slot] += overlap;
    }
  }

  /** Starts step `index`; the one in progress waits in the closed columns to be written (or in `extra` if one already does). */
  private openStep(columns: StepColumns, slot: number, index: number): void {
    const { open, closed } = columns;
    if (open.index[slot]) {
      const waiting = columns.read(closed, slot);
      if (waiting) this.extra.buckets.push(waiting);
      closed.set(slot, open.index[slot], open.rx[slot], open.tx[slot], open.ms[slot]);
    }
    open.set(slot, index, 0, 0, 0);
  }

  /** A sample at `at`: within the stream's allowed silence it extends the interval, else it starts one. */
  private markWatched(slot: number, at: number, maxGap: number): void {
    const from = this.seenFrom[slot];
    const to = this.seenTo[slot];
    if (from && continuesInterval(from, to, at, maxGap)) {
      this.seenTo[slot] = Math.max(to, at);
    } else {
      if (from) this.extra.coverage.push({ scope: this.scopeOfSlot(slot), from, to });
      this.seenFrom[slot] = this.seenTo[slot] = at;
    }
    this.dirty[slot] |= 2;
  }

  private setStatus(slot: number, at: number, status: HistoryStatus): void {
    const code = STATUS_CODE.get(status)!;
    if (this.status[slot] === code) return;
    // A change not written yet is kept before the next one takes its place.
    if (this.dirty[slot] & 1) this.extra.changes.push({ scope: this.scopeOfSlot(slot), t: this.statusT[slot], status: HISTORY_STATUSES[this.status[slot] - 1] });
    this.status[slot] = code;
    this.statusT[slot] = at;
    this.dirty[slot] |= 1;
  }
}
