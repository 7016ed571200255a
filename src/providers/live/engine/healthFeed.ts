/**
 * The engine's health checks: each followed HTTP service on an online node (or on the gateway itself)
 * has its backend checked (GET …/http/{id}/ping) about once a minute, spread over the minute by a phase
 * of its own, one check at a time. The gateway's load is bounded: at most one check per service per
 * minute (asked-for checks included), at most one every CHECK_GAP_MS in all, and fewer while the tab is
 * hidden. The first checks wait START_MS, past the first screens' own reads.
 */
import type { CheckSample } from '../../history/healthSamples';
import type { BackendFact } from '../../serviceCheck/types';
import { MIN_CHECK_INTERVAL_MS, NO_HEALTH, type HealthPause, type HealthTarget, type ServiceHealth } from '../health';
import type { Topic } from '../topics';
import { TunnelWindow } from './tunnelWindow';

export type Ping = (target: HealthTarget, token: string | null) => Promise<BackendFact & { refusedStatus?: number }>;

export interface HealthFeedOptions {
  ping: Ping;
  publish(name: string, health: ServiceHealth): void;
  record(type: string, id: number, check: Omit<CheckSample, 'kind'>, intervalMs: number): void;
  /** A check refused for the session (401/403): the main thread asks whether it is over. */
  failed(): void;
}

const MIN_INTERVAL_MS = MIN_CHECK_INTERVAL_MS;
const HIDDEN_INTERVAL_MS = 5 * MIN_INTERVAL_MS;
/** At most 20 checks a minute from one console: the reference takes 60 requests a minute per address in all. */
export const CHECK_GAP_MS = 3_000;
const HIDDEN_GAP_MS = 5 * CHECK_GAP_MS;
export const START_MS = 15_000;

interface NodeFacts {
  /** In a fleet frame yet: until then nothing is known of it. */
  seen: boolean;
  status: unknown;
  enabled: boolean;
  isLocal: boolean;
  isGateway: boolean;
  address: unknown;
  tunnel: TunnelWindow;
}

interface Followed {
  target: HealthTarget;
  names: Set<string>;
  health: ServiceHealth;
  /** When it is checked next; `asked`: a check was asked for, made as soon as the bound allows. */
  due: number | null;
  asked: boolean;
  phase: number;
  followedAt: number;
  sent: string;
}

const keyOf = ({ type, id }: HealthTarget) => `${type}:${id}`;

/** Where in the interval a service's checks fall: its own, so that a page of services is spread over the minute. */
const phaseOf = (key: string) => {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash / 2 ** 32;
};

export class HealthFeed {
  private readonly followed = new Map<string, Followed>();
  private readonly byName = new Map<string, string>();
  private readonly nodes = new Map<number, NodeFacts>();
  /** When each service was last checked, whoever followed it (the once-a-minute bound outlives a screen). */
  private readonly lastCheck = new Map<string, number>();
  private lastStart = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private hidden = false;
  /** The token for the checks; replaced at sign-out, which makes the answers still on their way stale. */
  private session: { token: string | null } = { token: null };

  constructor(private readonly options: HealthFeedOptions) {}

  follow({ name, service }: Topic<'health'>): void {
    const key = keyOf(service);
    this.byName.set(name, key);
    let entry = this.followed.get(key);
    if (!entry) {
      entry = { target: service, names: new Set(), health: NO_HEALTH, due: null, asked: false, phase: phaseOf(key), followedAt: Date.now(), sent: '' };
      this.followed.set(key, entry);
      if (!this.nodes.has(service.nodeId)) this.nodes.set(service.nodeId, { seen: false, status: undefined, enabled: true, isLocal: false, isGateway: false, address: null, tunnel: new TunnelWindow() });
    }
    // The newest record's facts (a topic is new for a changed record).
    if (entry.target !== service) [entry.target, entry.due] = [service, null];
    entry.names.add(name);
    this.options.publish(name, entry.health);
    this.reschedule();
  }

  /** Asked again: checked as soon as the once-a-minute bound allows, whatever its node says. */
  again({ name }: Topic<'health'>): void {
    const entry = this.followed.get(this.byName.get(name) ?? '');
    if (!entry) return;
    entry.asked = true;
    entry.due = null;
    this.reschedule();
  }

  unfollow(name: string): void {
    const key = this.byName.get(name);
    this.byName.delete(name);
    const entry = key ? this.followed.get(key) : undefined;
    if (!entry) return;
    entry.names.delete(name);
    if (entry.names.size === 0) this.followed.delete(key!);
    this.reschedule();
  }

  /** A fleet frame: the state of the followed services' nodes, and their tunnels. */
  onFleet(rows: readonly Record<string, unknown>[], at = Date.now()): void {
    if (!this.followed.size) return;
    for (const row of rows) {
      const node = this.nodes.get(Number(row.id));
      if (!node) continue;
      Object.assign(node, { seen: true, status: row.status, enabled: row.enabled !== false, isLocal: Boolean(row.isLocal), isGateway: Boolean(row.isGateway), address: row.address });
      node.tunnel.add(row, at);
    }
    this.reschedule();
  }

  setHidden(hidden: boolean): void {
    if (hidden === this.hidden) return;
    this.hidden = hidden;
    for (const entry of this.followed.values()) entry.due = null;
    this.reschedule();
  }

  setToken(token: string | null): void {
    this.session.token = token;
  }

  /** Sign-out: nothing kept. */
  forget(): void {
    this.dispose();
    this.session = { token: null };
    this.followed.clear();
    this.byName.clear();
    this.nodes.clear();
    this.lastCheck.clear();
    this.inFlight = false;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private pauseOf({ target }: Followed, now: number): HealthPause | null {
    if (target.type === 'tcp') return 'tcp';
    const node = this.nodes.get(target.nodeId);
    if (node?.seen && node.isGateway && !node.isLocal && target.backendHost && target.backendHost !== node.address) return 'untestable';
    if (!target.enabled || (target.expiresAt !== null && target.expiresAt <= now)) return 'disabled';
    // Before the node's first frame nothing says it is offline: "not checked yet", not "not online".
    if (!node?.seen) return 'waiting';
    return node.isLocal || (node.enabled && node.status === 'online') ? null : 'node';
  }

  private intervalOf(checkable: number): number {
    return Math.max(this.hidden ? HIDDEN_INTERVAL_MS : MIN_INTERVAL_MS, checkable * (this.hidden ? HIDDEN_GAP_MS : CHECK_GAP_MS));
  }

  /** Each service's next check and snapshot, then the timer for the earliest. */
  private reschedule(): void {
    const now = Date.now();
    const pauses = new Map([...this.followed.values()].map((entry) => [entry, this.pauseOf(entry, now)]));
    const interval = this.intervalOf([...pauses.values()].filter((pause) => pause === null).length);
    for (const [entry, paused] of pauses) {
      const last = this.lastCheck.get(keyOf(entry.target)) ?? -Infinity;
      if (paused === 'tcp' || paused === 'untestable') entry.asked = false;
      // An asked-for check waits for the node's first frame (whether it is testable), then for the bound only.
      if (entry.asked) entry.due = this.nodes.get(entry.target.nodeId)?.seen ? Math.max(now, last + MIN_INTERVAL_MS) : null;
      else if (paused) entry.due = null;
      else entry.due ??= Math.max(last + interval, Math.max(now, entry.followedAt + START_MS) + entry.phase * interval);
      const tunnel = this.nodes.get(entry.target.nodeId)?.tunnel.summary(now) ?? null;
      this.update(entry, { paused, next: entry.due, intervalMs: interval, tunnel });
    }
    this.arm();
  }

  private update(entry: Followed, change: Partial<ServiceHealth>): void {
    entry.health = { ...entry.health, ...change };
    const sent = JSON.stringify(entry.health);
    if (sent === entry.sent) return;
    entry.sent = sent;
    entry.names.forEach((name) => this.options.publish(name, entry.health));
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.inFlight) return;
    let first: number | null = null;
    for (const { due } of this.followed.values()) if (due !== null && (first === null || due < first)) first = due;
    if (first === null) return;
    const at = Math.max(first, this.lastStart + (this.hidden ? HIDDEN_GAP_MS : CHECK_GAP_MS));
    this.timer = setTimeout(this.run, Math.max(0, at - Date.now()));
  }

  private run = async (): Promise<void> => {
    this.timer = undefined;
    const now = Date.now();
    const entry = [...this.followed.values()].filter((candidate) => candidate.due !== null && candidate.due <= now).sort((a, b) => a.due! - b.due!)[0];
    if (!entry) return this.arm();
    const { target } = entry;
    const key = keyOf(target);
    const session = this.session;
    this.inFlight = true;
    this.lastStart = now;
    this.lastCheck.set(key, now);
    this.update(entry, { checking: true });
    const fact: Awaited<ReturnType<Ping>> = await this.options.ping(target, session.token).catch((error: unknown) => ({ unchecked: { text: String(error) }, at: Date.now() }));
    if (session !== this.session) return;
    this.inFlight = false;
    // The bounds count from the answer too: the next call starts after this one ended, whatever its way to the gateway took.
    this.lastCheck.set(key, (this.lastStart = Date.now()));
    const current = this.followed.get(key) ?? entry;
    current.asked = false;
    current.due = null;
    if ('check' in fact) {
      const { path: _path, ...check } = fact.check;
      this.options.record(target.type, target.id, check, current.health.intervalMs);
      const failed = check.outcome !== 'ok';
      const failures = failed ? current.health.failures + 1 : 0;
      this.update(current, { checking: false, last: fact.check, refused: null, refusedAt: null, failures, failingSince: failed ? (current.health.failingSince ?? check.t) : null });
    } else if ('unchecked' in fact) {
      if (fact.refusedStatus === 401 || fact.refusedStatus === 403) this.options.failed();
      this.update(current, { checking: false, refused: fact.unchecked, refusedAt: fact.at });
    }
    this.reschedule();
  };
}
