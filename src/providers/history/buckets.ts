/**
 * The steps of one scope and tier as screens draw them: per step, the bytes each watch saw over the
 * time it saw (the recorder spreads each interval's bytes over the steps it overlaps). A step watched
 * twice (a reload, two tabs, a stream reopened) is the sum of its watches, so a minute is the sum of
 * its seconds whatever the order the records come in.
 */

/** Bytes received and transmitted over `ms` milliseconds of a step. */
export interface Bucket {
  rx: number;
  tx: number;
  ms: number;
}

/** A step as one watch saw it (samples.ts, Watch). */
export interface WatchedBucket extends Bucket {
  watch: number;
}

export class Buckets {
  private steps: Map<number, WatchedBucket[]> | null = null;

  constructor(
    readonly stepMs: number,
    /** How long a step is kept after it ends. */
    readonly keepMs: number,
  ) {}

  /** Takes a watch's step if it saw more of it than the one held; whether it did. */
  merge(start: number, bucket: WatchedBucket): boolean {
    const steps = (this.steps ??= new Map());
    const watches = steps.get(start);
    const held = watches?.find((entry: WatchedBucket) => entry.watch === bucket.watch);
    if (held && held.ms >= bucket.ms) return false;
    const copy = { rx: bucket.rx, tx: bucket.tx, ms: bucket.ms, watch: bucket.watch };
    if (!watches) steps.set(start, [copy]);
    else if (held) watches[watches.indexOf(held)] = copy;
    else watches.push(copy);
    return true;
  }

  /** A step summed over its watches. */
  get(start: number): Bucket | undefined {
    const watches = this.steps?.get(start);
    if (!watches) return undefined;
    if (watches.length === 1) return watches[0];
    return watches.reduce((sum, entry) => ({ rx: sum.rx + entry.rx, tx: sum.tx + entry.tx, ms: sum.ms + entry.ms }), { rx: 0, tx: 0, ms: 0 });
  }

  /** Forgets the steps that ended more than `keepMs` before `now`. */
  prune(now: number): void {
    const steps = this.steps;
    if (!steps) return;
    const oldest = now - this.keepMs - this.stepMs;
    for (const start of steps.keys()) if (start < oldest) steps.delete(start);
  }
}

/** Bytes per second of a step, or null when nothing of it was seen. */
export const rateOf = (bucket: Bucket | undefined, key: 'rx' | 'tx'): number | null =>
  bucket && bucket.ms > 0 ? (bucket[key] * 1000) / bucket.ms : null;
