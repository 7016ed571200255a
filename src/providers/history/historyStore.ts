/** The history screens draw, in the page's memory. It records nothing: the engine's history topics are merged in (`restore`). */
import { Buckets, rateOf, type WatchedBucket } from './buckets';
import { CoverageLog } from './coverage';
import { HealthTrack } from './healthTrack';
import type { HealthSample } from './healthSamples';
import { SECOND } from './samples';
import type { FleetSeries, StatusChange, StatusHistory, ThroughputSeries } from './types';

export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Fine steps: 1 s, kept 15 minutes. */
export const FINE = { stepMs: SECOND, keepMs: 15 * MINUTE } as const;
/** Coarse steps: 1 min, kept an hour in memory and a day in the browser's database. */
export const COARSE = { stepMs: MINUTE, keepMs: HOUR + 5 * MINUTE } as const;

/** Frames of a larger fleet feed minutes only: 1 s steps for every node cost megabytes, and only a node's details draw them. */
export const FINE_FLEET_CAP = 50;

/** Coarse readers (a row each) told per task: a minute closes for every row at once, the redraws are spread. */
const COARSE_NOTICES_PER_TASK = 10;

export type Tier = 'fine' | 'coarse';
export const STEP_MS: Record<Tier, number> = { fine: FINE.stepMs, coarse: COARSE.stepMs };
export type Channel = Tier | 'status' | 'health';

export const FLEET_SCOPE = 'fleet';
export const nodeScope = (id: unknown) => `node:${String(id)}`;

/** `longCoarse`: minutes kept a day; `liveGapMs`: the silence after `lastT` still watched. */
class Track {
  lastT = 0;
  readonly fine = new Buckets(FINE.stepMs, FINE.keepMs);
  readonly coarse = new Buckets(COARSE.stepMs, COARSE.keepMs);
  readonly coverage = new CoverageLog();
  changes: StatusChange[] = [];
  counts?: Record<Tier, Map<number, { online: number; total: number }>>;
  longCoarse = false;
  liveGapMs = 0;
  health: HealthTrack | null = null;
}

type Step = { tier: Tier; t: number; bucket: WatchedBucket; counts?: { online: number; total: number } };
type Scoped<T> = T & { scope: string };

/** What the database or the recorder gives of one scope. */
export interface ScopeRecords {
  buckets: Step[];
  changes: StatusChange[];
  coverage: Array<{ from: number; to: number }>;
  /** Backend checks and tunnel minutes (healthSamples.ts). */
  health?: HealthSample[];
  lastT?: number;
  liveGapMs?: number;
}

/** Records of several scopes, as the recorder writes them to the database. */
export interface DirtyRecords {
  buckets: Array<Scoped<Step>>;
  changes: Array<Scoped<StatusChange>>;
  coverage: Array<Scoped<{ from: number; to: number }>>;
  health?: Array<Scoped<HealthSample>>;
}

export class HistoryStore {
  private tracks = new Map<string, Track>();
  private versions = new Map<string, number>();
  private listeners = new Map<string, Set<() => void>>();
  private coarseNotices = new Set<string>();
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private lastPrune = 0;

  throughput(scope: string, tier: Tier, from: number, to: number): ThroughputSeries {
    const track = this.tracks.get(scope);
    const buckets = track?.[tier];
    const stepMs = STEP_MS[tier];
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
    const countOf = (t: number) => counts?.get(t) ?? { online: null, total: null };
    return { ...series, points: series.points.map((point) => ({ ...point, ...countOf(point.t) })) };
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

  /** A scope's backend checks and tunnel minutes in [from, to), with when a console was watching. */
  health(scope: string, from: number, to: number) {
    const track = this.tracks.get(scope);
    return { from, to, ...(track?.health?.within(from, to) ?? { checks: [], tunnel: [] }), coverage: track?.coverage.within(from, to, track.liveGapMs) ?? [] };
  }

  /** Where `scope`'s history starts. */
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

  /** Merges in what the engine sent of `scope`: a watch's step seen for longer wins, so that the recorder's and the database's records may come in any order. */
  restore(scope: string, records: ScopeRecords, now = Date.now()): void {
    if (now - this.lastPrune >= MINUTE) this.prune((this.lastPrune = now));
    // Nothing kept (a node first seen, a new browser): nothing new to draw, so no rendering.
    if (!records.lastT && !records.buckets.length && !records.changes.length && !records.coverage.length && !records.health?.length) return;
    const track = this.track(scope);
    const first = track.coverage.first();
    if (records.lastT && track.lastT < records.lastT) [track.lastT, track.liveGapMs] = [records.lastT, records.liveGapMs ?? track.liveGapMs];
    const moved = { fine: false, coarse: false, status: false, health: Boolean(records.health?.length && (track.health ??= new HealthTrack()).merge(records.health)) };
    for (const { tier, t, bucket, counts } of records.buckets) {
      const opened = !track[tier].get(t);
      const merged = track[tier].merge(t, bucket);
      const known = counts && (track.counts ??= { fine: new Map(), coarse: new Map() })[tier];
      const counted = Boolean(known && (merged || !known.has(t)));
      if (counted) known!.set(t, counts!);
      moved[tier] ||= (tier === 'fine' || opened) && (merged || counted);
    }
    const times = new Set(track.changes.map((change) => change.t));
    const added = records.changes.filter((change) => !times.has(change.t)).map(({ t, status }) => ({ t, status }));
    if (added.length) {
      const merged = [...track.changes, ...added].sort((a, b) => a.t - b.t);
      // Changes read back from two places (the database, the recorder) may repeat a status.
      track.changes = merged.filter((change, index) => index === 0 || merged[index - 1].status !== change.status);
      moved.status = true;
    }
    const seen = track.coverage.last();
    for (const { from, to } of records.coverage) track.coverage.restore(from, to);
    // The history starts: windows that began before it now begin with it (useHistory's windowStart).
    if (track.coverage.first() !== first) moved.fine = moved.coarse = moved.health = true;
    // Watched into a new second or minute: the windows' end follows even with no traffic (a disconnected node's frames carry no counters).
    const until = track.coverage.last();
    if (until !== undefined && (seen === undefined || Math.floor(until / SECOND) > Math.floor(seen / SECOND))) moved.fine = true;
    if (until !== undefined && (seen === undefined || Math.floor(until / MINUTE) > Math.floor(seen / MINUTE))) moved.coarse = true;
    (['fine', 'coarse', 'status', 'health'] as const).forEach((channel) => moved[channel] && this.bump(scope, channel));
  }

  prune(now: number): void {
    for (const track of this.tracks.values()) {
      track.fine.prune(now);
      track.coarse.prune(track.longCoarse ? now - DAY + COARSE.keepMs : now);
      track.coverage.prune(now - DAY);
      track.health?.prune(now - DAY);
      const opening = track.changes.findIndex((change) => change.t >= now - DAY);
      // The last change before the day still says what the day opened with.
      if (opening > 1) track.changes = track.changes.slice(opening - 1);
      for (const [tier, keep] of [['fine', FINE.keepMs], ['coarse', DAY]] as const) {
        for (const t of track.counts?.[tier].keys() ?? []) if (t < now - keep) track.counts![tier].delete(t);
      }
    }
  }

  /** Forgets everything (sign-out). */
  clear(): void {
    clearTimeout(this.noticeTimer);
    this.noticeTimer = undefined;
    this.coarseNotices.clear();
    this.tracks.clear();
    this.lastPrune = 0;
    for (const [key, set] of this.listeners) {
      this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
      set.forEach((listener) => listener());
    }
  }

  private track(scope: string): Track {
    let track = this.tracks.get(scope);
    if (!track) this.tracks.set(scope, (track = new Track()));
    return track;
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
