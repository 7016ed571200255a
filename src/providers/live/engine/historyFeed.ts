/** The engine's history: its one recorder, its writes, and the history topics, so that the main thread's store is filled by the engine alone. */
import { HealthRecorder } from '../../history/healthRecorder';
import { isNodeScope, type CheckSample } from '../../history/healthSamples';
import { FULL_WRITE_MS, WRITE_MS } from '../../history/historyDb';
import { HistoryRecorder, type WriteRecords } from '../../history/historyRecorder';
import { COARSE, DAY, FLEET_SCOPE, type ScopeRecords } from '../../history/historyStore';
import type { FrameRow, Watch } from '../../history/samples';
import type { Topic } from '../topics';

export interface HistoryFeedOptions {
  write: WriteRecords;
  /** historyDb's pruneRecords and readScope. */
  prune?: (now: number) => Promise<void>;
  read?: (scope: string, from: number) => Promise<ScopeRecords>;
  publish(name: string, records: ScopeRecords): void;
}

export class HistoryFeed {
  recorder: HistoryRecorder;
  /** Backend checks and tunnel minutes (healthRecorder.ts). */
  readonly health = new HealthRecorder();
  /** The history topics followed, by scope. */
  private readonly topics = new Map<string, Set<string>>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastPrune = 0;
  private lastHealthFull = 0;

  constructor(private readonly options: HistoryFeedOptions) {
    this.recorder = new HistoryRecorder(options.write);
  }

  follow({ name, scope, day }: Topic<'history'>): void {
    const names = this.topics.get(scope) ?? new Set();
    names.add(name);
    this.topics.set(scope, names);
    this.watchNodes();
    // What the recorder holds first (what it writes meanwhile is drained to the topic), then what the database kept.
    const held = isNodeScope(scope) || scope === FLEET_SCOPE ? this.recorder.exportScope(scope) : null;
    if (held) this.options.publish(name, held);
    const health = this.health.exportScope(scope);
    if (health) this.options.publish(name, health);
    const read = this.options.read?.(scope, Date.now() - (day ? DAY : COARSE.keepMs));
    read?.then((records) => this.topics.get(scope)?.has(name) && this.options.publish(name, records)).catch(() => undefined);
  }

  unfollow({ name, scope }: Topic<'history'>): void {
    const names = this.topics.get(scope);
    names?.delete(name);
    if (names?.size === 0) this.topics.delete(scope);
    this.watchNodes();
  }

  record(fleet: { rows: readonly FrameRow[]; owns(id: unknown): boolean } | null, nodes: readonly FrameRow[], watch: Watch, fine = false): void {
    const at = Date.now();
    if (fleet) this.recorder.recordFleet(fleet.rows, watch, at, fleet.owns);
    else this.recorder.recordNodes(nodes, watch, at, fine);
    if (fleet) this.health.recordTunnels(fleet.rows, at);
    this.drain();
  }

  /** A backend check the engine made (healthFeed.ts). */
  recordCheck(type: string, id: number, check: Omit<CheckSample, 'kind'>, intervalMs: number): void {
    this.health.recordCheck(type, id, check, intervalMs);
    this.drain();
  }

  flush(all: boolean): void {
    const now = Date.now();
    // The history is a convenience: a database that fails costs the history, never the live figures.
    this.recorder.flush(now, all).catch(() => undefined);
    const full = all || now - this.lastHealthFull >= FULL_WRITE_MS;
    if (full) this.lastHealthFull = now;
    const health = this.health.take(full);
    if (health.health.length || health.coverage.length) this.options.write(health).catch(() => undefined).finally(() => this.health.written(health));
    else this.health.written(health);
    if (this.options.prune && now - this.lastPrune >= FULL_WRITE_MS) {
      this.lastPrune = now;
      this.options.prune(now).catch(() => undefined);
    }
  }

  /** Sign-out: nothing kept, nothing more written. */
  forget(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.recorder = new HistoryRecorder(this.options.write);
    this.health.forget();
    this.topics.clear();
  }

  dispose(): void {
    if (this.timer !== undefined) this.flush(true);
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private watchNodes(): void {
    this.recorder.setWatched([...this.topics.keys()].filter(isNodeScope).map((scope) => scope.slice(scope.indexOf(':') + 1)));
  }

  /** Hands what frames and checks changed to the topics that draw it. */
  private drain(): void {
    this.timer ??= setInterval(() => this.flush(false), WRITE_MS);
    const updates = [...this.recorder.drain(), ...this.health.drain(new Set(this.topics.keys()))];
    for (const { scope, records } of updates) this.topics.get(scope)?.forEach((name) => this.options.publish(name, records));
  }
}
