/**
 * The one history recorder (in the live engine) and the one writer of the browser's database: per node it
 * keeps only what the next sample needs and writes what closed within seconds, so that its memory does not
 * grow with the time a console stays open. A rate is taken only between two samples of one watch (samples.ts).
 */
import type { NodeState } from '../nodeState';
import { FULL_WRITE_MS } from './historyDb';
import { FINE_FLEET_CAP, FLEET_SCOPE, nodeScope, STEP_MS, type DirtyRecords, type ScopeRecords, type Tier } from './historyStore';
import { countersOf, delta, historyStatusOf, maxGapFor, sameWatch, type Counters, type FrameRow, type Watch } from './samples';

/** Where records go: the browser's database (historyDb.writeRecords), or a test's list. */
export type WriteRecords = (records: DirtyRecords) => Promise<void>;

type Counts = { online: number; total: number };
type StepRecord = DirtyRecords['buckets'][number];

const noRecords = (): DirtyRecords => ({ buckets: [], changes: [], coverage: [] });
type Offsets = Record<'buckets' | 'changes' | 'coverage', number>;
const NONE: Offsets = { buckets: 0, changes: 0, coverage: 0 };

/** Adds `pending`'s records from `offsets` on to their scope's records, where `into` has them. */
const handOver = (pending: DirtyRecords, into: (scope: string) => ScopeRecords | undefined, offsets = NONE): void => {
  for (const { scope, ...bucket } of pending.buckets.slice(offsets.buckets)) into(scope)?.buckets.push(bucket);
  for (const { scope, ...change } of pending.changes.slice(offsets.changes)) into(scope)?.changes.push(change);
  for (const { scope, ...interval } of pending.coverage.slice(offsets.coverage)) into(scope)?.coverage.push(interval);
};

/** A step in progress: its start's index (time / step), the watch that sees it, and its bytes over the time seen. */
interface Step {
  index: number;
  watch: number;
  rx: number;
  tx: number;
  ms: number;
}

/** What is kept of a scope (a node, the fleet); `fleetRx`, `fleetTx`: its counters in the last fleet frame, as the fleet's bytes sum their differences. */
class Track {
  last: Counters | undefined;
  pace = 0;
  fleetFrame = 0;
  fleetRx: number | null = null;
  fleetTx: number | null = null;
  status: NodeState | undefined;
  statusT = 0;
  seen: [number, number] | null = null;
  dirty = false;
  steps: Partial<Record<Tier, Step>> = {};
  /** The fleet's online count per step (its track only). */
  counts?: Record<Tier, Map<number, Counts>>;
  constructor(readonly scope: string) {}
}

export class HistoryRecorder {
  private readonly nodes = new Map<string, Track>();
  private readonly fleet = new Track(FLEET_SCOPE);
  /** The fleet's last counts hold until its next frame. */
  private frames = 0;
  private fleetCounts: Counts | undefined;
  /** What closed and waits to be written, and how much of it screens were handed. */
  private pending = noRecords();
  private drained = NONE;
  private readonly writing = new Set<DirtyRecords>();
  /** The nodes screens draw: only their changes are handed over. */
  private watched = new Set<Track>();
  private readonly touched = new Set<Track>();
  private lastFull = 0;

  constructor(readonly write: WriteRecords) {}

  /** A fleet frame: the fleet's own figures, and each node whose history it owns (`owns`), in 1 s steps too while the fleet is small. */
  recordFleet(rows: readonly FrameRow[], { watch, paceMs }: Watch, at: number, owns: (id: unknown) => boolean = () => true): void {
    const fine = rows.length <= FINE_FLEET_CAP;
    this.lastFull ||= at;
    const frame = (this.frames += 1);
    // The fleet's bytes over one interval: nodes in both frames, between two frames of one watch at its pace.
    const since = this.fleet.last && sameWatch(this.fleet.last, { t: at, watch }, paceMs) ? this.fleet.last.t : undefined;
    const bytes = { rx: 0, tx: 0 };
    let online = 0;
    for (const row of rows) {
      const status = historyStatusOf(row);
      if (status === 'online') online += 1;
      if (row.id == null) continue;
      const track = this.node(row.id);
      const next = countersOf(row, at, watch);
      if (since !== undefined && track.fleetFrame === frame - 1) {
        const moved = delta({ t: since, rx: track.fleetRx, tx: track.fleetTx, watch }, next, paceMs);
        bytes.rx += moved?.rx ?? 0;
        bytes.tx += moved?.tx ?? 0;
      }
      [track.fleetFrame, track.fleetRx, track.fleetTx] = [frame, next.rx, next.tx];
      if (owns(row.id)) this.recordRow(track, next, status, paceMs, fine);
    }
    this.recordFleetFigures(since, { t: at, rx: bytes.rx, tx: bytes.tx, watch }, paceMs, { online, total: rows.length });
  }

  /** Rows of a list page's or a node's stream (`fine`: 1 s steps too, for a node's details). */
  recordNodes(rows: readonly FrameRow[], { watch, paceMs }: Watch, at: number, fine: boolean): void {
    this.lastFull ||= at;
    for (const row of rows) if (row.id != null) this.recordRow(this.node(row.id), countersOf(row, at, watch), historyStatusOf(row), paceMs, fine);
  }

  /** The nodes screens draw (their ids): what frames change of them is handed over from now on. */
  setWatched(ids: readonly unknown[]): void {
    this.watched = new Set(ids.map((id) => this.node(id)));
  }

  /** What the frames since the last call changed of the scopes screens draw (the fleet's always). */
  drain(): Array<{ scope: string; records: ScopeRecords }> {
    const updates = new Map([...this.touched].map((track) => [track.scope, this.held(track)]));
    this.touched.clear();
    handOver(this.pending, (scope) => updates.get(scope), this.drained);
    const { buckets, changes, coverage } = this.pending;
    this.drained = { buckets: buckets.length, changes: changes.length, coverage: coverage.length };
    return [...updates].map(([scope, records]) => ({ scope, records }));
  }

  /** All that is not in the database yet of one scope (a node's or the fleet's); null when never seen. */
  exportScope(scope: string): ScopeRecords | null {
    const track = scope === FLEET_SCOPE ? this.fleet : this.nodes.get(scope);
    if (!track?.seen) return null;
    const records = this.held(track);
    for (const pending of [this.pending, ...this.writing]) handOver(pending, (of) => (of === scope ? records : undefined));
    records.changes.sort((a, b) => a.t - b.t);
    return records;
  }

  /** Writes what closed, and every step in progress and interval when `all` or FULL_WRITE_MS after the last time. */
  async flush(now: number, all = false): Promise<void> {
    const full = all || now - this.lastFull >= FULL_WRITE_MS;
    if (full) this.lastFull = now;
    const records = this.pending;
    this.pending = noRecords();
    this.drained = NONE;
    const wrote = new Set([...records.buckets, ...records.changes].map((record) => record.scope));
    // The fleet's figures are few: all of them each time, as a reload would miss them most.
    for (const track of [...this.nodes.values(), this.fleet]) {
      const every = full || track === this.fleet;
      if (every) records.buckets.push(...this.stepsOf(track));
      // The interval with what it covers: a step or status without it would read as unwatched after a reload.
      if (track.seen && track.dirty && (every || wrote.has(track.scope))) {
        records.coverage.push({ scope: track.scope, from: track.seen[0], to: track.seen[1] });
        track.dirty = false;
      }
    }
    if (!records.buckets.length && !records.changes.length && !records.coverage.length) return;
    this.writing.add(records);
    try {
      await this.write(records);
    } finally {
      this.writing.delete(records);
    }
  }

  private node(id: unknown): Track {
    const scope = nodeScope(id);
    let track = this.nodes.get(scope);
    if (!track) this.nodes.set(scope, (track = new Track(scope)));
    return track;
  }

  private recordRow(track: Track, next: Counters, status: NodeState, paceMs: number, fine: boolean): void {
    const bytes = delta(track.last, next, paceMs);
    if (bytes) for (const tier of fine ? (['coarse', 'fine'] as const) : (['coarse'] as const)) this.spread(track, tier, track.last!.t, next, bytes);
    [track.last, track.pace] = [next, paceMs];
    this.markSeen(track, next.t, maxGapFor(paceMs));
    if (track.status !== status) {
      [track.status, track.statusT] = [status, next.t];
      this.pending.changes.push({ scope: track.scope, t: next.t, status });
    }
    if (this.watched.has(track)) this.touched.add(track);
  }

  /** The fleet's count holds from its frame to the next over a watched stretch, so that a step no frame fell in does not break the line. */
  private recordFleetFigures(since: number | undefined, next: Counters, paceMs: number, counts: Counts): void {
    const { fleet } = this;
    const at = next.t;
    const held = fleet.last && this.fleetCounts && fleet.last.watch === next.watch && at - fleet.last.t <= maxGapFor(paceMs) ? fleet.last.t : undefined;
    fleet.counts ??= { fine: new Map(), coarse: new Map() };
    for (const tier of ['fine', 'coarse'] as const) {
      const stepMs = STEP_MS[tier];
      const start = Math.floor(at / stepMs) * stepMs;
      for (let t = held === undefined ? start : Math.floor(held / stepMs) * stepMs + stepMs; t < start; t += stepMs) {
        if (fleet.counts[tier].has(t)) continue;
        fleet.counts[tier].set(t, this.fleetCounts!);
        if (since === undefined) this.open(fleet, tier, t / stepMs, next.watch);
      }
      fleet.counts[tier].set(start, counts);
      if (since !== undefined) this.spread(fleet, tier, since, next, { rx: next.rx!, tx: next.tx! });
      // The frame's step holds its count even with no bytes in it (a first frame, one after a silence).
      if ((fleet.steps[tier]?.index ?? 0) * stepMs < start) this.open(fleet, tier, start / stepMs, next.watch);
    }
    [this.fleetCounts, fleet.last, fleet.pace] = [counts, next, paceMs];
    this.markSeen(fleet, at, maxGapFor(paceMs));
    this.touched.add(fleet);
  }

  /** Within its stream's allowed silence a sample extends the watched interval, else it starts one. */
  private markSeen(track: Track, at: number, maxGap: number): void {
    if (track.seen && at >= track.seen[0] && at - track.seen[1] <= maxGap) track.seen[1] = Math.max(track.seen[1], at);
    else {
      if (track.seen) this.pending.coverage.push({ scope: track.scope, from: track.seen[0], to: track.seen[1] });
      track.seen = [at, at];
    }
    track.dirty = true;
  }

  /** What is held of a track: its steps in progress, its status and interval, its last sample and its stream's allowed silence. */
  private held(track: Track): ScopeRecords {
    const records: ScopeRecords = { buckets: this.stepsOf(track), changes: [], coverage: [], lastT: track.last?.t, liveGapMs: maxGapFor(track.pace) };
    if (track.status) records.changes.push({ t: track.statusT, status: track.status });
    if (track.seen) records.coverage.push({ from: track.seen[0], to: track.seen[1] });
    return records;
  }

  private stepsOf(track: Track): StepRecord[] {
    return (['coarse', 'fine'] as const).flatMap((tier) => (track.steps[tier] ? [this.recordOf(track, tier, track.steps[tier])] : []));
  }

  private recordOf(track: Track, tier: Tier, { index, watch, rx, tx, ms }: Step): StepRecord {
    const t = index * STEP_MS[tier];
    const counts = track.counts?.[tier].get(t);
    return { scope: track.scope, tier, t, bucket: { rx, tx, ms, watch }, ...(counts && { counts }) };
  }

  /** Starts step `index` of `watch`; the step it ends waits in the pending records to be written. */
  private open(track: Track, tier: Tier, index: number, watch: number): Step {
    const ended = track.steps[tier];
    if (ended) {
      this.pending.buckets.push(this.recordOf(track, tier, ended));
      track.counts?.[tier].delete(ended.index * STEP_MS[tier]);
    }
    return (track.steps[tier] = { index, watch, rx: 0, tx: 0, ms: 0 });
  }

  /** Spreads the bytes of (from, next.t] over the steps it overlaps, so that a late frame leaves no empty second beside a double one. */
  private spread(track: Track, tier: Tier, from: number, next: Counters, bytes: { rx: number; tx: number }): void {
    const stepMs = STEP_MS[tier];
    const to = next.t;
    for (let index = Math.floor(from / stepMs); index * stepMs < to; index += 1) {
      const overlap = Math.min(to, (index + 1) * stepMs) - Math.max(from, index * stepMs);
      if (overlap <= 0) continue;
      const current = track.steps[tier];
      const step = current && current.index === index && current.watch === next.watch ? current : this.open(track, tier, index, next.watch);
      step.rx += (bytes.rx * overlap) / (to - from);
      step.tx += (bytes.tx * overlap) / (to - from);
      step.ms += overlap;
    }
  }
}
