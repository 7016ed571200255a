/**
 * Byte counts spread over fixed time steps. A rate is known over the interval between two samples,
 * not at an instant: each interval adds its bytes to the steps it overlaps, in proportion, so a step's
 * rate is the bytes seen in it over the time seen in it. Streams tick about once a second but not on
 * the second; spreading keeps a late frame from leaving an empty second beside a double one.
 */

/** Bytes received and transmitted over `ms` milliseconds of a step. */
export interface Bucket {
  rx: number;
  tx: number;
  ms: number;
}

/** A track that never saw a step reads as this, with no Map of its own: a fleet has two tracks per node. */
const NO_STEPS: ReadonlyMap<number, Bucket> = new Map();

export class Buckets {
  private steps: Map<number, Bucket> | null = null;

  constructor(
    readonly stepMs: number,
    /** How long a step is kept after it ends. */
    readonly keepMs: number,
  ) {}

  /** Adds `rx` and `tx` bytes that went through during (from, to]. */
  add(from: number, to: number, rx: number, tx: number): void {
    const span = to - from;
    if (!(span > 0)) return;
    for (let start = Math.floor(from / this.stepMs) * this.stepMs; start < to; start += this.stepMs) {
      const overlap = Math.min(to, start + this.stepMs) - Math.max(from, start);
      if (overlap <= 0) continue;
      const share = overlap / span;
      const steps = (this.steps ??= new Map());
      const bucket = steps.get(start);
      if (bucket) {
        bucket.rx += rx * share;
        bucket.tx += tx * share;
        bucket.ms += overlap;
      } else {
        steps.set(start, { rx: rx * share, tx: tx * share, ms: overlap });
      }
    }
  }

  /** Takes a step as the recorder or the database has it, if seen for longer than the one held; whether it did. */
  merge(start: number, bucket: Bucket): boolean {
    const steps = (this.steps ??= new Map());
    const held = steps.get(start);
    if (held && held.ms >= bucket.ms) return false;
    steps.set(start, { rx: bucket.rx, tx: bucket.tx, ms: bucket.ms });
    return true;
  }

  get(start: number): Bucket | undefined {
    return this.steps?.get(start);
  }

  /** Steps starting in [from, to), ascending. */
  entries(from: number, to: number): Array<[number, Bucket]> {
    const found: Array<[number, Bucket]> = [];
    for (const entry of this.steps ?? NO_STEPS) if (entry[0] >= from && entry[0] < to) found.push(entry);
    return found.sort((a, b) => a[0] - b[0]);
  }

  /** Forgets the steps that ended more than `keepMs` before `now`. */
  prune(now: number): void {
    const steps = this.steps;
    if (!steps) return;
    const oldest = now - this.keepMs - this.stepMs;
    for (const start of steps.keys()) if (start < oldest) steps.delete(start);
  }

  get size(): number {
    return this.steps?.size ?? 0;
  }
}

/** Bytes per second of a step, or null when nothing of it was seen. */
export const rateOf = (bucket: Bucket | undefined, key: 'rx' | 'tx'): number | null =>
  bucket && bucket.ms > 0 ? (bucket[key] * 1000) / bucket.ms : null;
