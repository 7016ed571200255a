/**
 * Lines per second over a short sliding window: steady enough to read at a glance, recent enough to
 * show a burst within a couple of seconds.
 */
interface Sample {
  at: number;
  count: number;
}

export class RateMeter {
  private samples: Sample[] = [];

  constructor(private readonly windowMs = 2000) {}

  /** Records the running total at a time (ms) and returns the rate in lines per second. */
  sample(count: number, at: number): number {
    this.samples.push({ at, count });
    while (this.samples.length > 2 && at - this.samples[1].at >= this.windowMs) this.samples.shift();
    const first = this.samples[0];
    const elapsed = at - first.at;
    if (elapsed <= 0) return 0;
    return Math.max(0, ((count - first.count) * 1000) / elapsed);
  }
}
