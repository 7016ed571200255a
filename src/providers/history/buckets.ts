/**
 * The steps of one scope and tier, per watch: a step watched twice (a reload, two tabs) is the sum of its
 * watches, so that a minute is the sum of its seconds whatever the order the records come in.
 */

/** Bytes received and transmitted over `ms` milliseconds of a step, as the watch `watch` saw them. */
export interface WatchedBucket {
  rx: number;
  tx: number;
  ms: number;
  watch: number;
}

type Bucket = Omit<WatchedBucket, 'watch'>;

export class Buckets {
  private steps: Map<number, WatchedBucket[]> | null = null;

  constructor(
    readonly stepMs: number,
    /** How long a step is kept after it ends. */
    readonly keepMs: number,
  ) {}

  /** Takes a watch's step if it saw more of it than the one held; whether it did. */
  merge(start: number, { rx, tx, ms, watch }: WatchedBucket): boolean {
    const watches: WatchedBucket[] = (this.steps ??= new Map()).get(start) ?? [];
    const held = watches.findIndex((entry) => entry.watch === watch);
    if (held >= 0 && watches[held].ms >= ms) return false;
    watches.splice(held >= 0 ? held : watches.length, 1, { rx, tx, ms, watch });
    this.steps.set(start, watches);
    return true;
  }

  /** A step summed over its watches. */
  get(start: number): Bucket | undefined {
    const watches = this.steps?.get(start);
    if (!watches || watches.length < 2) return watches?.[0];
    return watches.reduce((sum, entry) => ({ rx: sum.rx + entry.rx, tx: sum.tx + entry.tx, ms: sum.ms + entry.ms }), { rx: 0, tx: 0, ms: 0 });
  }

  prune(now: number): void {
    for (const start of this.steps?.keys() ?? []) if (start < now - this.keepMs - this.stepMs) this.steps!.delete(start);
  }
}

/** Bytes per second of a step, or null when nothing of it was seen. */
export const rateOf = (bucket: Bucket | undefined, key: 'rx' | 'tx'): number | null => (bucket && bucket.ms > 0 ? (bucket[key] * 1000) / bucket.ms : null);
