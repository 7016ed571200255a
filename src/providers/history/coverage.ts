/** When a console was watching one scope: the time between two intervals is drawn as a gap. */
import type { Coverage } from './types';

/** Sorted intervals, those that overlap joined (into new arrays). */
const joined = (sorted: ReadonlyArray<readonly [number, number]>): Array<[number, number]> => {
  const parts: Array<[number, number]> = [];
  for (const [from, to] of sorted) {
    const last = parts[parts.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else parts.push([from, to]);
  }
  return parts;
};

export class CoverageLog {
  private intervals: Array<[number, number]> = [];

  /** Puts back an interval, joined with those it overlaps. */
  restore(from: number, to: number): void {
    // Of the exact length (slice): a pushed-to array reserves room for 17, and a fleet has a log per node.
    this.intervals = joined([...this.intervals, [from, to] as const].sort((a, b) => a[0] - b[0])).slice();
  }

  /** The parts of [from, to) that were watched; an interval that ended less than `liveGapMs` before `to` is still watched, up to `to`. */
  within(from: number, to: number, liveGapMs = 0): Coverage {
    const inside = this.intervals.filter(([start, end]) => end >= from && start < to);
    return joined(inside.map(([start, end]) => [Math.max(start, from), to - end <= liveGapMs ? to : Math.min(end, to)] as const));
  }

  /** The earliest watched moment kept: where the scope's history starts. */
  first(): number | undefined {
    return this.intervals[0]?.[0];
  }

  last(): number | undefined {
    return this.intervals[this.intervals.length - 1]?.[1];
  }

  prune(oldest: number): void {
    this.intervals = this.intervals.filter(([, end]) => end >= oldest);
  }
}
