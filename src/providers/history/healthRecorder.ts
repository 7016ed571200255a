/**
 * The history recorder's health part, in the live engine beside the traffic recorder: backend checks
 * as the engine makes them, and each node's tunnel per minute from the fleet's frames (the gateway's
 * ping: `reachable`, `latency`). Per node it keeps only the minute in progress; what closes is written
 * with the rest of the history (historyFeed.ts), so memory does not grow with time.
 */
import type { CheckSample, HealthSample, TunnelSample } from './healthSamples';
import { serviceScope } from './healthSamples';
import { MINUTE, nodeScope, type DirtyRecords, type ScopeRecords } from './historyStore';
import type { FrameRow } from './samples';

type Scoped<T> = T & { scope: string };

/** A check's interval counts as watched for three of its periods: a console open but slow to check is no gap. */
const checkGapMs = (intervalMs: number) => 3 * intervalMs;

/** A node's tunnel over one minute (`index`: its start / MINUTE): frames seen, pings unanswered, the answered ones' sum and worst. */
interface Minute {
  id: unknown;
  index: number;
  frames: number;
  lost: number;
  sum: number;
  max: number;
}

const tunnelOf = ({ index, frames, lost, sum, max }: Minute): TunnelSample => {
  const answered = frames - lost;
  return { kind: 'tunnel', t: index * MINUTE, frames, lost, ms: answered > 0 ? sum / answered : null, max: answered > 0 ? max : null };
};

export class HealthRecorder {
  /** Per node (by keyOf): its minute in progress. */
  private readonly tunnels = new Map<unknown, Minute>();
  /** Per service scope: the interval its checks cover, and how long a silence still counts as watched. */
  private readonly seen = new Map<string, { from: number; to: number; gapMs: number; dirty: boolean }>();
  private pending: Array<Scoped<HealthSample>> = [];
  private pendingCoverage: DirtyRecords['coverage'] = [];
  private readonly writing = new Set<Array<Scoped<HealthSample>>>();
  private readonly touched = new Set<string>();

  /** A fleet frame: each node's ping result joins its minute (a node not pinged, offline or the gateway itself, carries none). */
  recordTunnels(rows: readonly FrameRow[], at: number): void {
    const index = Math.floor(at / MINUTE);
    for (const row of rows) {
      if (row.id == null || typeof row.reachable !== 'boolean') continue;
      let tunnel = this.tunnels.get(keyOf(row.id));
      if (tunnel?.index !== index) {
        if (tunnel) this.pending.push({ scope: nodeScope(tunnel.id), ...tunnelOf(tunnel) });
        tunnel = { id: row.id, index, frames: 0, lost: 0, sum: 0, max: 0 };
        this.tunnels.set(keyOf(row.id), tunnel);
      }
      tunnel.frames += 1;
      const latency = typeof row.latency === 'number' && Number.isFinite(row.latency) ? row.latency : null;
      if (!row.reachable || latency === null) tunnel.lost += 1;
      else {
        tunnel.sum += latency;
        tunnel.max = Math.max(tunnel.max, latency);
      }
      this.touched.add(nodeScope(row.id));
    }
  }

  /** A backend check the engine made, every `intervalMs` on schedule. */
  recordCheck(type: string, id: unknown, check: Omit<CheckSample, 'kind'>, intervalMs: number): void {
    const scope = serviceScope(type, id);
    this.pending.push({ scope, kind: 'check', ...check });
    const seen = this.seen.get(scope);
    if (seen && check.t >= seen.from && check.t - seen.to <= seen.gapMs) Object.assign(seen, { to: Math.max(seen.to, check.t), gapMs: checkGapMs(intervalMs), dirty: true });
    else {
      if (seen) this.pendingCoverage.push({ scope, from: seen.from, to: seen.to });
      this.seen.set(scope, { from: check.t, to: check.t, gapMs: checkGapMs(intervalMs), dirty: true });
    }
    this.touched.add(scope);
  }

  /** What changed since the last call of the scopes screens draw. */
  drain(drawn: ReadonlySet<string>): Array<{ scope: string; records: ScopeRecords }> {
    const updates = [...this.touched].filter((scope) => drawn.has(scope)).map((scope) => ({ scope, records: this.held(scope, false) }));
    this.touched.clear();
    return updates;
  }

  /** All that is not in the database yet of one scope; null when it holds none. */
  exportScope(scope: string): ScopeRecords | null {
    const records = this.held(scope, true);
    return records.health!.length || records.coverage.length ? records : null;
  }

  /** What closed, and the minutes in progress and intervals when `all`; the caller writes it. */
  take(all: boolean): DirtyRecords & { health: Array<Scoped<HealthSample>> } {
    const health = this.pending;
    const coverage = this.pendingCoverage;
    this.pending = [];
    this.pendingCoverage = [];
    // An interval goes with the checks it covers: a check without it would read as unwatched after a reload.
    const checked = new Set(health.map((sample) => sample.scope));
    for (const [scope, seen] of this.seen) {
      if (!seen.dirty || !(all || checked.has(scope))) continue;
      coverage.push({ scope, from: seen.from, to: seen.to });
      seen.dirty = false;
    }
    if (all) for (const tunnel of this.tunnels.values()) health.push({ scope: nodeScope(tunnel.id), ...tunnelOf(tunnel) });
    this.writing.add(health);
    return { buckets: [], changes: [], coverage, health };
  }

  written(records: { health?: unknown }): void {
    this.writing.delete(records.health as Array<Scoped<HealthSample>>);
  }

  forget(): void {
    this.tunnels.clear();
    this.seen.clear();
    this.pending = [];
    this.pendingCoverage = [];
    this.writing.clear();
    this.touched.clear();
  }

  /** A scope's minute in progress and interval, with what waits to be written (`all`) or what came since the last hand-over. */
  private held(scope: string, all: boolean): ScopeRecords {
    const records: ScopeRecords = { buckets: [], changes: [], coverage: [], health: [] };
    for (const list of all ? [this.pending, ...this.writing] : [this.pending]) for (const { scope: of, ...sample } of list) if (of === scope) records.health!.push(sample);
    const tunnel = scope.startsWith('node:') ? this.tunnels.get(keyOf(scope.slice(5))) : undefined;
    if (tunnel) records.health!.push(tunnelOf(tunnel));
    const seen = this.seen.get(scope);
    if (seen) {
      records.coverage.push({ from: seen.from, to: seen.to });
      records.lastT = seen.to;
      records.liveGapMs = seen.gapMs;
    }
    return records;
  }
}

const keyOf = (id: unknown): unknown => (typeof id === 'number' ? id : /^\d+$/.test(String(id)) ? Number(id) : String(id));
