/**
 * The recorder's memory, in columns of numbers rather than an object per node, so that what it keeps of a
 * large fleet stays small: per node its last sample, status and watched interval (NodeColumns), and per
 * tier each slot's step in progress (StepColumns).
 */
import { nodeScope, type DirtyRecords, type Tier } from './historyStore';

export type BucketRecord = DirtyRecords['buckets'][number];
export type Counts = { online: number; total: number };
type Column = Float64Array | Float32Array | Uint32Array | Uint8Array;

const grow = <T extends Column>(array: T, size: number): T => {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (length: number) => T)(size);
  next.set(array);
  return next;
};

/** Grows every column of `of` to `size` slots. */
const fit = <T extends object>(of: T, keys: readonly (keyof T)[], size: number) => {
  for (const key of keys) (of as Record<keyof T, Column>)[key] = grow(of[key] as Column, size);
};

/**
 * One tier's step in progress per slot: its index (time / step; 0: none), the watch that saw it and its
 * bytes. Uint32 holds a second's index until 2106; byte sums in Float32: a chart's precision.
 */
export class StepColumns {
  index = new Uint32Array(1);
  watch = new Uint32Array(1);
  rx = new Float32Array(1);
  tx = new Float32Array(1);
  ms = new Float32Array(1);

  constructor(
    readonly tier: Tier,
    readonly stepMs: number,
    readonly scopeOf: (slot: number) => string,
    /** The fleet's online count per step, written with it. */
    readonly counts?: Map<number, Counts>,
  ) {}

  /** The record of a slot's step in progress, if any. */
  read(slot: number): BucketRecord | null {
    const index = this.index[slot];
    if (!index) return null;
    const t = index * this.stepMs;
    const counts = this.counts?.get(t);
    const bucket = { rx: this.rx[slot], tx: this.tx[slot], ms: this.ms[slot], watch: this.watch[slot] };
    return { scope: this.scopeOf(slot), tier: this.tier, t, bucket, ...(counts && { counts }) };
  }

  /** Starts step `index` of `watch`; returns the step it ends, if any. */
  open(slot: number, index: number, watch: number): BucketRecord | null {
    const ended = this.read(slot);
    if (ended) this.counts?.delete(ended.t);
    this.index[slot] = index;
    this.watch[slot] = watch;
    this.rx[slot] = this.tx[slot] = this.ms[slot] = 0;
    return ended;
  }

  fit(size: number): this {
    fit(this, ['index', 'watch', 'rx', 'tx', 'ms'], size);
    return this;
  }

  clear(): void {
    for (const column of [this.index, this.watch, this.rx, this.tx, this.ms]) column.fill(0);
    this.counts?.clear();
  }
}

const NODE_COLUMNS = ['t', 'rx', 'tx', 'pace', 'watch', 'fleetFrame', 'fleetRx', 'fleetTx', 'status', 'statusT', 'seenFrom', 'seenTo', 'dirty'] as const;

/**
 * Per node: the last sample (time, counters, watch, pace), the counters of the last fleet frame it was
 * in (the fleet's bytes are the sum of those differences), its status since when, the watched interval
 * the last sample belongs to, and whether that interval changed since it was last written.
 */
export class NodeColumns {
  readonly ids: unknown[] = [];
  readonly slots = new Map<unknown, number>();
  t = new Float64Array(0);
  /** NaN: the frame did not carry the counter. */
  rx = new Float64Array(0);
  tx = new Float64Array(0);
  pace = new Float64Array(0);
  watch = new Uint32Array(0);
  /** The fleet frame (its number) whose counters fleetRx and fleetTx hold. */
  fleetFrame = new Uint32Array(0);
  fleetRx = new Float64Array(0);
  fleetTx = new Float64Array(0);
  /** 0: none yet; else HISTORY_STATUSES' index + 1. */
  status = new Uint8Array(0);
  statusT = new Float64Array(0);
  seenFrom = new Float64Array(0);
  seenTo = new Float64Array(0);
  dirty = new Uint8Array(0);

  constructor(private readonly tiers: () => StepColumns[]) {}

  readonly scopeOf = (slot: number): string => nodeScope(this.ids[slot]);

  /** A node's slot; an id read from a scope ('7') is the number a frame carries (7). */
  slotOf(id: unknown): number {
    const key = keyOf(id);
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.ids.length;
      this.ids.push(id);
      this.slots.set(key, slot);
      if (slot >= this.t.length) this.fit(Math.max(64, this.t.length * 2));
    }
    return slot;
  }

  find(id: unknown): number | undefined {
    return this.slots.get(keyOf(id));
  }

  /** Columns of at least `size` slots (a fleet's size from its first frame, not the next power of two above it). */
  fit(size: number): void {
    if (size <= this.t.length) return;
    fit(this, NODE_COLUMNS, size);
    this.tiers().forEach((tier) => tier.fit(size));
  }

  clear(): void {
    this.ids.length = 0;
    this.slots.clear();
    for (const key of NODE_COLUMNS) this[key].fill(0);
  }
}

/** Number ids as numbers: no string per node. */
const keyOf = (id: unknown): unknown => (typeof id === 'number' ? id : /^\d+$/.test(String(id)) ? Number(id) : String(id));
