/**
 * A scope's health as screens draw it: its backend checks and its tunnel minutes, merged from the
 * recorder and the database in any order. A tunnel minute seen in more frames wins (a later look at the
 * minute in progress, or the tab that watched it longer); a check is the same check wherever it comes from.
 */
import type { CheckSample, HealthSample, TunnelSample } from './healthSamples';

export class HealthTrack {
  private readonly checks = new Map<number, CheckSample>();
  private readonly tunnel = new Map<number, TunnelSample>();

  /** Whether anything new was merged. */
  merge(samples: readonly HealthSample[]): boolean {
    let moved = false;
    for (const sample of samples) {
      if (sample.kind === 'check') {
        if (this.checks.has(sample.t)) continue;
        this.checks.set(sample.t, sample);
        moved = true;
      } else {
        const held = this.tunnel.get(sample.t);
        if (held && held.frames >= sample.frames) continue;
        this.tunnel.set(sample.t, sample);
        moved = true;
      }
    }
    return moved;
  }

  /** Ascending by time. */
  within(from: number, to: number): { checks: CheckSample[]; tunnel: TunnelSample[] } {
    const inside = <T extends { t: number }>(samples: Map<number, T>) => [...samples.values()].filter((sample) => sample.t >= from && sample.t < to).sort((a, b) => a.t - b.t);
    return { checks: inside(this.checks), tunnel: inside(this.tunnel) };
  }

  prune(oldest: number): void {
    for (const samples of [this.checks, this.tunnel] as Map<number, HealthSample>[]) for (const t of samples.keys()) if (t < oldest) samples.delete(t);
  }
}
