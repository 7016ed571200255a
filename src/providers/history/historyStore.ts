/**
 * The traffic and status history a console saw, in memory: per node and for the whole fleet, at 1 s
 * steps for the last 15 minutes and 1 min steps for the last hour (24 hours for a scope a screen asks
 * that far back for). Every stream frame lands here (`recordNodes`, `recordFleetTotals`); screens read series
 * (`throughput`, `status`, `fleet`) and subscribe to the channel they draw. The browser's database
 * (historyDb.ts) keeps what is written here beyond the tab: `takeDirty` hands over what changed.
 */
import { Buckets, rateOf, type Bucket } from './buckets';
import { CoverageLog } from './coverage';
import { countersOf, delta, historyStatusOf, isSameSample, maxGapFor, SECOND, type Counters, type FrameRow } from './samples';
import type { FleetFrameTotals, FleetSeries, HistoryStatus, StatusHistory, ThroughputSeries } from './types';

export { maxGapFor, SECOND, type FrameRow };
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Fine steps: 1 s, kept 15 minutes. */
export const FINE = { stepMs: SECOND, keepMs: 15 * MINUTE } as const;
/** Coarse steps: 1 min, kept an hour in memory and a day in the browser's database. */
export const COARSE = { stepMs: MINUTE, keepMs: HOUR + 5 * MINUTE } as const;

/**
 * Frames of a fleet above this size feed the coarse steps only: 1 s steps for every node of a large
 * fleet cost megabytes, and only a node's details draw them.
 */
export const FINE_FLEET_CAP = 50;

/** Coarse readers (a row each) told per task: a minute closes for every row at once, the redraws are spread. */
const COARSE_NOTICES_PER_TASK = 10;

export type Tier = 'fine' | 'coarse';
export type Channel = Tier | 'status';

export const FLEET_SCOPE = 'fleet';
export const nodeScope = (id: unknown) => `node:${String(id)}`;

class Track {
  last?: Counters;
  readonly fine = new Buckets(FINE.stepMs, FINE.keepMs);
  readonly coarse = new Buckets(COARSE.stepMs, COARSE.keepMs);
  readonly coverage = new CoverageLog();
  changes: Array<{ t: number; status: HistoryStatus }> = [];
  /** Online and total node counts per step: the fleet's track only, so made on its first count. */
  counts?: Record<Tier, Map<number, { online: number; total: number }>>;
  /** The counts of the fleet's last frame: they hold until the next one. */
  lastCounts?: { online: number; total: number };
  /** Keep coarse steps a day (a screen asked for that much). */
  longCoarse = false;
  /** The silence its stream allows for: within it after the last sample, the scope counts as watched. */
  liveGapMs = 0;

  get lastStatus(): HistoryStatus | undefined {
    return this.changes[this.changes.length - 1]?.status;
  }
}

/** What the browser's database (or another store) gives back of one scope. */
export interface ScopeRecords {
  buckets: Array<{ tier: Tier; t: number; bucket: Bucket; counts?: { online: number; total: number } }>;
  changes: Array<{ t: number; status: HistoryStatus }>;
  coverage: Array<{ from: number; to: number }>;
  /** The scope's last counters and stream's allowed silence (a store handing a scope over): the next sample's bytes are then known. */
  last?: Counters;
  liveGapMs?: number;
}

/** What changed since the last hand-over to the browser's database. */
export interface DirtyRecords {
  buckets: Array<{ scope: string; tier: Tier; t: number; bucket: Bucket; counts?: { online: number; total: number } }>;
  changes: Array<{ scope: string; t: number; status: HistoryStatus }>;
  coverage: Array<{ scope: string; from: number; to: number }>;
}

export class HistoryStore {
  private tracks = new Map<string, Track>();
  private versions = new Map<string, number>();
  private listeners = new Map<string, Set<() => void>>();
  private dirty = new Map<string, { scope: string; tier: Tier; t: number; track: Track }>();
  private coarseNotices = new Set<string>();
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private dirtyChanges: DirtyRecords['changes'] = [];
  private dirtyCoverage = new Map<string, number>();

  /** Frames of node rows (`fine`: also at 1 s steps). */
  recordNodes(rows: readonly FrameRow[], at: number, { paceMs, fine }: { paceMs: number; fine: boolean }): void {
    for (const row of rows) {
      if (row.id == null) continue;
      const scope = nodeScope(row.id);
      const track = this.track(scope);
      if (isSameSample(track.last?.t, at)) continue;
      const maxGap = maxGapFor(paceMs);
      const next = countersOf(row, at);
      const bytes = delta(track.last, next, maxGap);
      if (bytes && track.last) this.spread(scope, track, track.last.t, at, bytes, fine);
      track.last = next;
      this.markWatched(scope, track, at, maxGap);
      this.setStatus(scope, track, at, historyStatusOf(row));
    }
  }

  /** The figures of a fleet frame, computed where the frame was read (fleetRecorder.ts). */
  recordFleetTotals({ bytes, since, online, total }: FleetFrameTotals, at: number, paceMs: number): void {
    const maxGap = maxGapFor(paceMs);
    const track = this.track(FLEET_SCOPE);
    if (bytes && since !== null) this.spread(FLEET_SCOPE, track, since, at, bytes, true);
    const counts = (track.counts ??= { fine: new Map(), coarse: new Map() });
    const previous = since !== null ? track.lastCounts : undefined;
    for (const tier of ['fine', 'coarse'] as const) {
      const stepMs = tier === 'fine' ? FINE.stepMs : COARSE.stepMs;
      const start = Math.floor(at / stepMs) * stepMs;
      // A count holds from its frame to the next: a step no frame fell in, between two frames of one
      // watched stretch (a frame late by a few milliseconds, a sampled fleet), carries the earlier one's
      // rather than breaking the line. After a silence (`since` null) it stays unknown.
      if (previous) {
        for (let t = Math.floor(since! / stepMs) * stepMs + stepMs; t < start; t += stepMs) {
          if (counts[tier].has(t)) continue;
          counts[tier].set(t, previous);
          this.markDirty(FLEET_SCOPE, tier, t, track);
        }
      }
      counts[tier].set(start, { online, total });
      this.markDirty(FLEET_SCOPE, tier, start, track);
    }
    track.lastCounts = { online, total };
    this.markWatched(FLEET_SCOPE, track, at, maxGap);
    this.bump(FLEET_SCOPE, 'fine');
  }

  throughput(scope: string, tier: Tier, from: number, to: number): ThroughputSeries {
    const track = this.tracks.get(scope);
    const buckets = track?.[tier];
    const stepMs = tier === 'fine' ? FINE.stepMs : COARSE.stepMs;
    const start = Math.floor(from / stepMs) * stepMs;
    const points = [];
    for (let t = start; t < to; t += stepMs) {
      const bucket = buckets?.get(t);
      points.push({ t, rx: rateOf(bucket, 'rx'), tx: rateOf(bucket, 'tx') });
    }
    return { from: start, to, stepMs, points, coverage: track?.coverage.within(start, to, track.liveGapMs) ?? [] };
  }

  fleet(tier: Tier, from: number, to: number): FleetSeries {
    const series = this.throughput(FLEET_SCOPE, tier, from, to);
    const counts = this.tracks.get(FLEET_SCOPE)?.counts?.[tier];
    return {
      ...series,
      points: series.points.map((point) => {
        const count = counts?.get(point.t);
        return { ...point, online: count?.online ?? null, total: count?.total ?? null };
      }),
    };
  }

  status(scope: string, from: number, to: number): StatusHistory {
    const track = this.tracks.get(scope);
    const changes = track?.changes ?? [];
    const firstInside = changes.findIndex((change) => change.t >= from);
    const opening = firstInside === -1 ? changes.length - 1 : firstInside - 1;
    return {
      from,
      to,
      changes: changes.slice(Math.max(0, opening)).filter((change) => change.t <= to),
      coverage: track?.coverage.within(from, to, track.liveGapMs) ?? [],
    };
  }

  /** The earliest sample kept of `scope` (seen here, or read back): where its history starts. */
  firstSample(scope: string): number | undefined {
    return this.tracks.get(scope)?.coverage.first();
  }

  /** Keep `scope`'s coarse steps for a day rather than an hour (a screen shows that much). */
  keepDay(scope: string): void {
    this.track(scope).longCoarse = true;
  }

  subscribe(scope: string, channel: Channel, listener: () => void): () => void {
    const key = `${scope}|${channel}`;
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Changes with every update a channel's readers draw. */
  version(scope: string, channel: Channel): number {
    return this.versions.get(`${scope}|${channel}`) ?? 0;
  }

  /** Puts back what the browser's database kept, or what another store handed over (what this store saw itself wins). */
  restore(scope: string, records: ScopeRecords): void {
    // Nothing kept (a node first seen, a new browser): its readers have nothing new to draw, so no rendering.
    if (!records.last && records.buckets.length === 0 && records.changes.length === 0 && records.coverage.length === 0) return;
    const track = this.track(scope);
    if (records.last && (!track.last || track.last.t < records.last.t)) {
      track.last = records.last;
      track.liveGapMs = Math.max(track.liveGapMs, records.liveGapMs ?? 0);
    }
    for (const { tier, t, bucket, counts } of records.buckets) {
      track[tier].restore(t, bucket);
      const known = counts && (track.counts ??= { fine: new Map(), coarse: new Map() })[tier];
      if (known && !known.has(t)) known.set(t, counts);
    }
    const times = new Set(track.changes.map((change) => change.t));
    const merged = [...track.changes, ...records.changes.filter((change) => !times.has(change.t)).map(({ t, status }) => ({ t, status }))].sort((a, b) => a.t - b.t);
    // A tab that started before the stored changes arrived recorded its first status as a change.
    track.changes = merged.filter((change, index) => index === 0 || merged[index - 1].status !== change.status);
    for (const { from, to } of records.coverage) track.coverage.restore(from, to);
    (['fine', 'coarse', 'status'] as const).forEach((channel) => this.bump(scope, channel));
  }

  /**
   * What changed since it was last taken, for the browser's database. `all` false: only what a reload
   * would miss most (1 s steps, the fleet, status changes); the rows' minutes follow with `all`.
   */
  takeDirty(all = true): DirtyRecords {
    const urgent = (scope: string, tier?: Tier) => all || tier === 'fine' || scope === FLEET_SCOPE;
    const buckets: DirtyRecords['buckets'] = [];
    for (const [key, { scope, tier, t, track }] of this.dirty) {
      if (!urgent(scope, tier)) continue;
      this.dirty.delete(key);
      const bucket = track[tier].get(t);
      if (bucket) buckets.push({ scope, tier, t, bucket: { ...bucket }, counts: track.counts?.[tier].get(t) });
    }
    const coverage: DirtyRecords['coverage'] = [];
    for (const [scope, at] of this.dirtyCoverage) {
      const track = this.tracks.get(scope);
      if (!all && scope !== FLEET_SCOPE && !(track && track.fine.size > 0)) continue;
      this.dirtyCoverage.delete(scope);
      const interval = track?.coverage.around(at);
      if (interval) coverage.push({ scope, from: interval[0], to: interval[1] });
    }
    const changes = this.dirtyChanges;
    this.dirtyChanges = [];
    return { buckets, changes, coverage };
  }

  /** Drops what is older than the tiers keep. */
  prune(now: number): void {
    for (const track of this.tracks.values()) {
      track.fine.prune(now);
      track.coarse.prune(track.longCoarse ? now - DAY + COARSE.keepMs : now);
      track.coverage.prune(now - DAY);
      const opening = track.changes.findIndex((change) => change.t >= now - DAY);
      // The last change before the day still says what the day opened with.
      if (opening > 1) track.changes = track.changes.slice(opening - 1);
      const counts = track.counts;
      if (!counts) continue;
      for (const [tier, keep] of [['fine', FINE.keepMs], ['coarse', DAY]] as const) {
        for (const t of counts[tier].keys()) if (t < now - keep) counts[tier].delete(t);
      }
    }
  }

  /** Forgets everything (sign-out). */
  clear(): void {
    clearTimeout(this.noticeTimer);
    this.noticeTimer = undefined;
    this.coarseNotices.clear();
    this.dirty.clear();
    this.tracks.clear();
    this.takeDirty();
    for (const key of this.listeners.keys()) {
      this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
    }
    this.listeners.forEach((set) => set.forEach((listener) => listener()));
  }

  private track(scope: string): Track {
    let track = this.tracks.get(scope);
    if (!track) this.tracks.set(scope, (track = new Track()));
    return track;
  }

  private spread(scope: string, track: Track, from: number, to: number, bytes: { rx: number; tx: number }, fine: boolean): void {
    if (fine) {
      track.fine.add(from, to, bytes.rx, bytes.tx);
      for (let t = Math.floor(from / FINE.stepMs) * FINE.stepMs; t < to; t += FINE.stepMs) this.markDirty(scope, 'fine', t, track);
      this.bump(scope, 'fine');
    }
    const before = track.coarse.size;
    const openMinute = Math.floor(from / COARSE.stepMs);
    track.coarse.add(from, to, bytes.rx, bytes.tx);
    for (let t = openMinute * COARSE.stepMs; t < to; t += COARSE.stepMs) this.markDirty(scope, 'coarse', t, track);
    // Coarse readers (a row's sparkline) redraw when a minute closes or the first one opens, not every second.
    if (Math.floor(to / COARSE.stepMs) !== openMinute || before === 0) this.bump(scope, 'coarse');
  }

  private markDirty(scope: string, tier: Tier, t: number, track: Track): void {
    const key = `${scope}|${tier}|${t}`;
    if (!this.dirty.has(key)) this.dirty.set(key, { scope, tier, t, track });
  }

  private markWatched(scope: string, track: Track, at: number, maxGap: number): void {
    const first = track.coverage.first() === undefined;
    track.coverage.add(at, maxGap);
    // The history starts: windows that began before it now begin with it (useHistory's windowStart).
    if (first) for (const tier of ['fine', 'coarse'] as const) this.bump(scope, tier);
    track.liveGapMs = maxGap;
    this.dirtyCoverage.set(scope, at);
  }

  private setStatus(scope: string, track: Track, at: number, status: HistoryStatus): void {
    if (track.lastStatus === status) return;
    // A new array of the exact length, not a push: a pushed-to array reserves room it rarely uses, once per node.
    track.changes = [...track.changes, { t: at, status }];
    this.dirtyChanges.push({ scope, t: at, status });
    this.bump(scope, 'status');
  }

  private bump(scope: string, channel: Channel): void {
    const key = `${scope}|${channel}`;
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
    if (channel !== 'coarse') {
      this.listeners.get(key)?.forEach((listener) => listener());
      return;
    }
    if (!this.listeners.has(key)) return;
    this.coarseNotices.add(key);
    this.noticeTimer ??= setTimeout(this.tellCoarse, 0);
  }

  /** Tells a few coarse readers, then leaves the rest to the next task (no long task for a page of rows). */
  private tellCoarse = (): void => {
    this.noticeTimer = undefined;
    let told = 0;
    for (const key of this.coarseNotices) {
      if (told++ === COARSE_NOTICES_PER_TASK) break;
      this.coarseNotices.delete(key);
      this.listeners.get(key)?.forEach((listener) => listener());
    }
    if (this.coarseNotices.size) this.noticeTimer = setTimeout(this.tellCoarse, 0);
  };
}
