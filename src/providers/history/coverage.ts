/**
 * When a console was watching one scope (a node, the fleet): intervals of samples that came closer
 * together than their stream's pace allows for; the time between two intervals is drawn as a gap.
 */
import type { Coverage } from './types';

/** Whether a sample at `at` continues the interval [from, to]: no earlier, and no longer a silence than `maxGapMs`. */
export const continuesInterval = (from: number, to: number, at: number, maxGapMs: number): boolean => at >= from && at - to <= maxGapMs;

export class CoverageLog {
  private intervals: Array<[number, number]> = [];

  /** Puts back an interval, joined with those it overlaps. */
  restore(from: number, to: number): void {
    const joined: Array<[number, number]> = [];
    for (const next of [...this.intervals, [from, to] as [number, number]].sort((a, b) => a[0] - b[0])) {
      const last = joined[joined.length - 1];
      if (last && next[0] <= last[1]) last[1] = Math.max(last[1], next[1]);
      else joined.push([next[0], next[1]]);
    }
    // Of the exact length (slice): a pushed-to array reserves room for 17, and a fleet has a log per node.
    this.intervals = joined.slice();
  }

  /**
   * The parts of [from, to) that were watched, disjoint. An interval whose last sample is less than
   * `liveGapMs` before `to` is still being watched: it runs to `to` (and over a later one it reaches).
   */
  within(from: number, to: number, liveGapMs = 0): Coverage {
    const parts: Array<[number, number]> = [];
    for (const [start, end] of this.intervals) {
      if (end < from || start >= to) continue;
      const part: [number, number] = [Math.max(start, from), to - end <= liveGapMs ? to : Math.min(end, to)];
      const last = parts[parts.length - 1];
      if (last && part[0] <= last[1]) last[1] = Math.max(last[1], part[1]);
      else parts.push(part);
    }
    return parts;
  }

  /** The earliest watched moment kept: where the scope's history starts. */
  first(): number | undefined {
    return this.intervals[0]?.[0];
  }

  /** The latest watched moment kept. */
  last(): number | undefined {
    return this.intervals[this.intervals.length - 1]?.[1];
  }

  prune(oldest: number): void {
    this.intervals = this.intervals.filter(([, end]) => end >= oldest);
  }
}
