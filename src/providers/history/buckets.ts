/**
 * The steps of one scope and tier as screens draw them: bytes seen over the time seen in each step
 * (the recorder spreads each interval's bytes over the steps it overlaps, historyRecorder.ts).
 */

/** Bytes received and transmitted over `ms` milliseconds of a step. */
export interface Bucket {
  rx: number;
  tx: number;
  ms: number;
}

export class Buckets {
  private steps: Map<number, Bucket> | null = null;

  constructor(
    readonly stepMs: number,
    /** How long a step is kept after it ends. */
    readonly keepMs: number,
  ) {}

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
