/**
 * The console's one history recorder, in the live engine: every frame the engine receives is recorded
 * here, the fleet's with every node and the fleet's own figures, a list page's and a node's for the nodes
 * whose history those streams own. Per node it keeps only what the next sample needs (recorderColumns.ts),
 * and it is the one writer of the browser's database (historyDb.ts): each closed step, status change and
 * interval goes there within seconds, so its memory does not grow with the time a console stays open.
 * A rate is taken only between two samples of the same watch (samples.ts, delta).
 *
 * Screens draw what the engine publishes of it: what it holds of a scope when a screen starts drawing it
 * (`exportScope`), then what each frame changed (`drain`).
 */
import { continuesInterval } from './coverage';
import { FULL_WRITE_MS } from './historyDb';
import { COARSE, FINE, FINE_FLEET_CAP, FLEET_SCOPE, type DirtyRecords, type ScopeRecords } from './historyStore';
import { NodeColumns, StepColumns, type BucketRecord, type Counts } from './recorderColumns';
import { countersOf, delta, historyStatusOf, maxGapFor, sameWatch, type Counters, type FrameRow, type Watch } from './samples';
import { HISTORY_STATUSES, type HistoryStatus } from './types';

/** Where records go: the browser's database (historyDb.writeRecords), or a test's list. */
export type WriteRecords = (records: DirtyRecords) => Promise<void>;

/** What the recorder hands over of one scope a screen draws. */
export interface ScopeUpdate {
  scope: string;
  records: ScopeRecords;
}

const noRecords = (): DirtyRecords => ({ buckets: [], changes: [], coverage: [] });
const nan = (value: number): number | null => (Number.isNaN(value) ? null : value);
const STATUS_CODE = new Map<HistoryStatus, number>(HISTORY_STATUSES.map((status, index) => [status, index + 1]));
const FLEET = -1;

/** The fleet's own figures: its summed bytes in steps of both tiers, its online count per step, when it was watched. */
class FleetTrack {
  readonly tiers = [new StepColumns('fine', FINE.stepMs, () => FLEET_SCOPE, new Map()), new StepColumns('coarse', COARSE.stepMs, () => FLEET_SCOPE, new Map())];
  /** The last frame: its number (NodeColumns.fleetFrame), time and watch, and its counts. */
  frame = 0;
  last: Pick<Counters, 't' | 'watch'> | undefined;
  counts: Counts | undefined;
  seen: [number, number] | null = null;
  gapMs = 0;
}

export class HistoryRecorder {
  private readonly nodes: NodeColumns = new NodeColumns(() => (this.fine ? [this.coarse, this.fine] : [this.coarse]));
  private readonly coarse = new StepColumns('coarse', COARSE.stepMs, this.nodes.scopeOf);
  private fine: StepColumns | null = null;
  private fleet = new FleetTrack();
  /** What closed and waits to be written, how much of it screens were handed, and what is being written. */
  private pending = noRecords();
  private drained = { buckets: 0, changes: 0, coverage: 0 };
  private readonly writing = new Set<DirtyRecords>();
  /** Slots of the nodes screens draw, and those a frame changed since the last hand-over (FLEET: the fleet). */
  private watched = new Set<number>();
  private readonly touched = new Set<number>();
  private lastFull = 0;

  constructor(readonly write: WriteRecords) {}

  /**
   * A fleet frame: the fleet's own figures, and every node whose history this stream owns (`owns`; all by
   * default), in 1 s steps too while the fleet is small.
   */
  recordFleet(rows: readonly FrameRow[], { watch, paceMs }: Watch, at: number, owns: (id: unknown) => boolean = () => true): void {
    const fine = rows.length <= FINE_FLEET_CAP ? this.fineColumns() : null;
    this.lastFull ||= at;
    const { fleet, nodes } = this;
    nodes.fit(rows.length);
    const frame = fleet.frame + 1;
    // The fleet's bytes over one interval: nodes in both frames, between two frames of one watch at its pace.
    const since = fleet.last && sameWatch(fleet.last, { t: at, watch }, paceMs) ? fleet.last.t : undefined;
    const bytes = { rx: 0, tx: 0 };
    let online = 0;
    for (const row of rows) {
      const status = historyStatusOf(row);
      if (status === 'online') online += 1;
      if (row.id == null) continue;
      const slot = nodes.slotOf(row.id);
      const next = countersOf(row, at, watch);
      if (since !== undefined && nodes.fleetFrame[slot] === fleet.frame) {
        const moved = delta({ t: since, rx: nan(nodes.fleetRx[slot]), tx: nan(nodes.fleetTx[slot]), watch }, next, paceMs);
        bytes.rx += moved?.rx ?? 0;
        bytes.tx += moved?.tx ?? 0;
      }
      nodes.fleetFrame[slot] = frame;
      nodes.fleetRx[slot] = next.rx ?? NaN;
      nodes.fleetTx[slot] = next.tx ?? NaN;
      if (owns(row.id)) this.recordRow(slot, next, status, paceMs, fine);
    }
    fleet.frame = frame;
    this.recordFleetFigures(since, { t: at, watch }, bytes, paceMs, { online, total: rows.length });
  }

  /** Rows of a list page's or a node's stream (`fine`: 1 s steps too, for a node's details). */
  recordNodes(rows: readonly FrameRow[], { watch, paceMs }: Watch, at: number, fine: boolean): void {
    const columns = fine ? this.fineColumns() : null;
    this.lastFull ||= at;
    for (const row of rows) if (row.id != null) this.recordRow(this.nodes.slotOf(row.id), countersOf(row, at, watch), historyStatusOf(row), paceMs, columns);
  }

  /** The nodes screens draw (their ids): what frames change of them is handed over from now on. */
  setWatched(ids: readonly unknown[]): void {
    this.watched = new Set(ids.map((id) => this.nodes.slotOf(id)));
  }

  /** What the frames since the last call changed of the scopes screens draw (the fleet's always). */
  drain(): ScopeUpdate[] {
    const updates = new Map<string, ScopeRecords>();
    for (const slot of this.touched) updates.set(this.scopeOf(slot), this.held(slot));
    this.touched.clear();
    // What closed in these frames.
    const { buckets, changes, coverage } = this.pending;
    for (const { scope, ...bucket } of buckets.slice(this.drained.buckets)) updates.get(scope)?.buckets.push(bucket);
    for (const { scope, ...change } of changes.slice(this.drained.changes)) updates.get(scope)?.changes.push(change);
    for (const { scope, ...interval } of coverage.slice(this.drained.coverage)) updates.get(scope)?.coverage.push(interval);
    this.drained = { buckets: buckets.length, changes: changes.length, coverage: coverage.length };
    return [...updates].map(([scope, records]) => ({ scope, records }));
  }

  /** All that is not in the database yet of one scope (a node's or the fleet's); null when never seen. */
  exportScope(scope: string): ScopeRecords | null {
    const slot = scope === FLEET_SCOPE ? (this.fleet.seen ? FLEET : undefined) : this.nodes.find(scope.slice(scope.indexOf(':') + 1));
    if (slot === undefined || (slot !== FLEET && !this.nodes.t[slot])) return null;
    const records = this.held(slot);
    for (const pending of [this.pending, ...this.writing]) {
      for (const { scope: of, ...bucket } of pending.buckets) if (of === scope) records.buckets.push(bucket);
      for (const { scope: of, ...change } of pending.changes) if (of === scope) records.changes.push(change);
      for (const { scope: of, ...interval } of pending.coverage) if (of === scope) records.coverage.push(interval);
    }
    records.changes.sort((a, b) => a.t - b.t);
    return records;
  }

  /** Writes what closed, and every step in progress and interval when `all` or FULL_WRITE_MS after the last time. */
  async flush(now: number, all = false): Promise<void> {
    const full = all || now - this.lastFull >= FULL_WRITE_MS;
    if (full) this.lastFull = now;
    const records = this.pending;
    this.pending = noRecords();
    this.drained = { buckets: 0, changes: 0, coverage: 0 };
    const { nodes, fleet } = this;
    const add = (step: BucketRecord | null) => step && records.buckets.push(step);
    const wrote = new Set([...records.buckets, ...records.changes].map((record) => record.scope));
    for (let slot = 0; slot < nodes.ids.length; slot += 1) {
      if (full) this.tiers().forEach((tier) => add(tier.read(slot)));
      // The interval with what it covers: a step or status without it would read as unwatched after a reload.
      if (nodes.dirty[slot] && (full || wrote.has(nodes.scopeOf(slot)))) {
        records.coverage.push({ scope: nodes.scopeOf(slot), from: nodes.seenFrom[slot], to: nodes.seenTo[slot] });
        nodes.dirty[slot] = 0;
      }
    }
    // The fleet's figures are few: all of them each time, as a reload would miss them most.
    fleet.tiers.forEach((tier) => add(tier.read(0)));
    if (fleet.seen) records.coverage.push({ scope: FLEET_SCOPE, from: fleet.seen[0], to: fleet.seen[1] });
    if (!records.buckets.length && !records.changes.length && !records.coverage.length) return;
    this.writing.add(records);
    try {
      await this.write(records);
    } finally {
      this.writing.delete(records);
    }
  }

  /** Forgets every node and the fleet (sign-out: the tab deletes the database). */
  forget(): void {
    this.nodes.clear();
    this.coarse.clear();
    this.fine = null;
    this.fleet = new FleetTrack();
    this.pending = noRecords();
    this.drained = { buckets: 0, changes: 0, coverage: 0 };
    this.writing.clear();
    this.watched.clear();
    this.touched.clear();
  }

  /** One node's sample, `next`, from the stream that owns its history. */
  private recordRow(slot: number, next: Counters, status: HistoryStatus, paceMs: number, fine: StepColumns | null): void {
    const { nodes } = this;
    const lastT = nodes.t[slot];
    const bytes = delta(lastT ? { t: lastT, rx: nan(nodes.rx[slot]), tx: nan(nodes.tx[slot]), watch: nodes.watch[slot] } : undefined, next, paceMs);
    if (bytes) for (const tier of fine ? [this.coarse, fine] : [this.coarse]) this.spread(tier, slot, lastT, next, bytes);
    nodes.t[slot] = next.t;
    nodes.rx[slot] = next.rx ?? NaN;
    nodes.tx[slot] = next.tx ?? NaN;
    nodes.watch[slot] = next.watch;
    nodes.pace[slot] = paceMs;
    const from = nodes.seenFrom[slot];
    // Within the stream's allowed silence a sample extends the watched interval, else it starts one.
    if (from && continuesInterval(from, nodes.seenTo[slot], next.t, maxGapFor(paceMs))) nodes.seenTo[slot] = Math.max(nodes.seenTo[slot], next.t);
    else {
      if (from) this.pending.coverage.push({ scope: nodes.scopeOf(slot), from, to: nodes.seenTo[slot] });
      nodes.seenFrom[slot] = nodes.seenTo[slot] = next.t;
    }
    nodes.dirty[slot] = 1;
    const code = STATUS_CODE.get(status)!;
    if (nodes.status[slot] !== code) {
      nodes.status[slot] = code;
      nodes.statusT[slot] = next.t;
      this.pending.changes.push({ scope: nodes.scopeOf(slot), t: next.t, status });
    }
    if (this.watched.has(slot)) this.touched.add(slot);
  }

  /**
   * The fleet's bytes since its frame before (`since`; undefined when not known) and its count, which holds
   * from its frame to the next: a step no frame fell in, between two frames of one watched stretch, carries
   * the earlier count rather than breaking the line. After a silence it stays unknown.
   */
  private recordFleetFigures(since: number | undefined, next: Pick<Counters, 't' | 'watch'>, bytes: { rx: number; tx: number }, paceMs: number, counts: Counts): void {
    const { fleet } = this;
    const at = next.t;
    // The count holds over a watched stretch, whether or not the bytes between the frames are known.
    const held = fleet.last && fleet.counts && fleet.last.watch === next.watch && at - fleet.last.t <= maxGapFor(paceMs) ? fleet.last.t : undefined;
    for (const tier of fleet.tiers) {
      const { stepMs } = tier;
      const start = Math.floor(at / stepMs) * stepMs;
      for (let t = held === undefined ? start : Math.floor(held / stepMs) * stepMs + stepMs; t < start; t += stepMs) {
        if (tier.counts!.has(t)) continue;
        tier.counts!.set(t, fleet.counts!);
        if (since === undefined) this.close(tier.open(0, t / stepMs, next.watch));
      }
      tier.counts!.set(start, counts);
      if (since !== undefined) this.spread(tier, 0, since, { t: at, rx: null, tx: null, watch: next.watch }, bytes);
      // The frame's step holds its count even with no bytes in it (a first frame, one after a silence).
      if (tier.index[0] * stepMs < start) this.close(tier.open(0, start / stepMs, next.watch));
    }
    fleet.counts = counts;
    fleet.last = next;
    fleet.gapMs = maxGapFor(paceMs);
    if (fleet.seen && continuesInterval(fleet.seen[0], fleet.seen[1], at, fleet.gapMs)) fleet.seen[1] = Math.max(fleet.seen[1], at);
    else {
      if (fleet.seen) this.pending.coverage.push({ scope: FLEET_SCOPE, from: fleet.seen[0], to: fleet.seen[1] });
      fleet.seen = [at, at];
    }
    this.touched.add(FLEET);
  }

  /** What is held of a slot (FLEET: the fleet): its steps in progress, its status and interval. */
  private held(slot: number): ScopeRecords {
    const records: ScopeRecords = { buckets: [], changes: [], coverage: [] };
    const { nodes, fleet } = this;
    const tiers = slot === FLEET ? fleet.tiers : this.tiers();
    for (const tier of tiers) {
      const step = tier.read(Math.max(slot, 0));
      if (step) records.buckets.push(step);
    }
    if (slot === FLEET) {
      if (fleet.seen) records.coverage.push({ from: fleet.seen[0], to: fleet.seen[1] });
      records.lastT = fleet.seen?.[1];
      records.liveGapMs = fleet.gapMs;
      return records;
    }
    if (nodes.status[slot]) records.changes.push({ t: nodes.statusT[slot], status: HISTORY_STATUSES[nodes.status[slot] - 1] });
    if (nodes.seenFrom[slot]) records.coverage.push({ from: nodes.seenFrom[slot], to: nodes.seenTo[slot] });
    if (nodes.t[slot]) records.lastT = nodes.t[slot];
    records.liveGapMs = maxGapFor(nodes.pace[slot]);
    return records;
  }

  private scopeOf(slot: number): string {
    return slot === FLEET ? FLEET_SCOPE : this.nodes.scopeOf(slot);
  }

  private tiers(): StepColumns[] {
    return this.fine ? [this.coarse, this.fine] : [this.coarse];
  }

  private fineColumns(): StepColumns {
    return (this.fine ??= new StepColumns('fine', FINE.stepMs, this.nodes.scopeOf).fit(this.nodes.t.length));
  }

  /** A step that ended waits in the pending records to be written. */
  private close(ended: BucketRecord | null): void {
    if (ended) this.pending.buckets.push(ended);
  }

  /**
   * Spreads the bytes of (from, next.t] over the steps they overlap, in proportion: a rate is known over
   * the interval between two samples, and streams tick about once a second but not on the second, so a
   * late frame leaves no empty second beside a double one.
   */
  private spread(tier: StepColumns, slot: number, from: number, next: Counters, bytes: { rx: number; tx: number }): void {
    const to = next.t;
    const { stepMs } = tier;
    for (let index = Math.floor(from / stepMs); index * stepMs < to; index += 1) {
      const overlap = Math.min(to, (index + 1) * stepMs) - Math.max(from, index * stepMs);
      if (overlap <= 0) continue;
      if (tier.index[slot] !== index || tier.watch[slot] !== next.watch) this.close(tier.open(slot, index, next.watch));
      tier.rx[slot] += (bytes.rx * overlap) / (to - from);
      tier.tx[slot] += (bytes.tx * overlap) / (to - from);
      tier.ms[slot] += overlap;
    }
  }
}
