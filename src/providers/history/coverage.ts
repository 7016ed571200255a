/**
 * When a console was watching one scope (a node, the fleet): the samples' times, joined into intervals
 * while they come closer together than the stream's own pace allows for. A longer silence starts a
 * new interval, and the time between is drawn as a gap.
 */
import type { Coverage } from './types';

/** Whether a sample at `at` continues the interval [from, to]: no earlier, and no longer a silence than `maxGapMs`. */
export const continuesInterval = (from: number, to: number, at: number, maxGapMs: number): boolean => at >= from && at - to <= maxGapMs;

export class CoverageLog {
  private intervals: Array<[number, number]> = [];

  /** A sample at `at`; `maxGapMs`: the longest silence that still counts as watching. */
  add(at: number, maxGapMs: number): void {
    const last = this.intervals[this.intervals.length - 1];
    if (last && continuesInterval(last[0], last[1], at, maxGapMs)) last[1] = Math.max(last[1], at);
    else this.insert([at, at]);
  }

  /** Puts back a stored interval, joined with those it overlaps. */
  restore(from: number, to: number): void {
    this.insert([from, to]);
  }

  /**
   * The parts of [from, to) that were watched. An interval whose last sample is less than `liveGapMs`
   * before `to` is still being watched: it runs to `to` (the second since the last frame is no gap).
   */
  within(from: number, to: number, liveGapMs = 0): Coverage {
    const parts: Array<[number, number]> = [];
    for (const [start, end] of this.intervals) {
      if (end < from || start >= to) continue;
      const part: [number, number] = [Math.max(start, from), to - end <= liveGapMs ? to : Math.min(end, to)];
      const last = parts[parts.length - 1];
      // A stream's allowed silence can outgrow the gap between two intervals (a slower stream took over):
      // the earlier one, still watched, then runs over the later one, and they are one (disjoint parts:
      // a status change is drawn once, not once per overlapping part).
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

  /** The interval that holds `at`, if any (the one a flush writes back). */
  around(at: number): readonly [number, number] | undefined {
    return this.intervals.find(([start, end]) => start <= at && at <= end);
  }

  prune(oldest: number): void {
    this.intervals = this.intervals.filter(([, end]) => end >= oldest);
  }

  private insert(interval: [number, number]): void {
    const all = [...this.intervals, interval].sort((a, b) => a[0] - b[0]);
    const joined: Array<[number, number]> = [];
    for (const next of all) {
      const last = joined[joined.length - 1];
      if (last && next[0] <= last[1]) last[1] = Math.max(last[1], next[1]);
      else joined.push([next[0], next[1]]);
    }
    // Of the exact length (slice): a pushed-to array reserves room for 17, and a fleet has a log per node.
    this.intervals = joined.slice();
  }
}
