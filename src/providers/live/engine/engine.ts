/** The live engine: the only code that opens node streams and decides which feeds which topic, so that each fact, and each node's history, has one source. */
import { FINE_FLEET_CAP } from '../../history/historyStore';
import type { FromEngine, ToEngine } from '../protocol';
import { NO_FLEET, pickRuntime, sameRuntime, type FleetSnapshot, type NodeBrief, type NodeLive, type NodeRuntime, type TopicSpec } from '../topics';
import { FleetFeed, nextWatch, openFeed, type Feed, type FleetPace, type Rows } from './feeds';
import { countsOf, indexChanges, membersOf } from './fleetFacts';
import { HealthFeed, type Ping } from './healthFeed';
import { pingThroughApi } from './healthPing';
import { HistoryFeed, type HistoryFeedOptions } from './historyFeed';

export interface EngineOptions extends Omit<HistoryFeedOptions, 'publish'> {
  post(message: FromEngine): void;
  /** The EventSource class and the backend check (tests pass fake ones). */
  EventSource?: typeof EventSource;
  ping?: Ping;
}

/** A followed topic: its own stream, if any, and what it was last sent. */
interface Sub {
  topic: TopicSpec;
  url?: string;
  feed?: Feed;
  stopped?: boolean;
  shown: Map<number, NodeRuntime>;
  members?: string;
  version: number;
}

/** How long the fleet stays followed after its last reader left: screens change, it stays. */
const LINGER_MS = 3_000;
const NODE_PACE_MS = 1_000;

/** Whether a topic reads the fleet (a node's stream does not; a history is drawn from what is recorded anyway; health reads node states). */
const readsFleet = (topic: TopicSpec) => topic.kind !== 'node' && topic.kind !== 'history';

export class Engine {
  private readonly subs = new Map<string, Sub>();
  private readonly fleet: FleetFeed;
  private readonly history: HistoryFeed;
  private readonly health: HealthFeed;
  /** The last fleet frame; its rows only while it is read every second. */
  private last: { snapshot: FleetSnapshot; size: number; rows: Rows | null } | null = null;
  private briefs: Map<number, NodeBrief> | null = null;
  private fleetUrl: string | null = null;
  private linger: ReturnType<typeof setTimeout> | undefined;
  private outbox: Array<[string, unknown]> = [];

  constructor(private readonly options: EngineOptions) {
    const Source = options.EventSource ?? globalThis.EventSource;
    this.fleet = new FleetFeed(Source, { onFrame: this.onFleetFrame, onError: this.onFleetError });
    this.history = new HistoryFeed({ ...options, publish: this.publish });
    this.health = new HealthFeed({
      ping: options.ping ?? pingThroughApi(),
      publish: this.publish,
      record: (type, id, check, intervalMs) => this.history.recordCheck(type, id, check, intervalMs),
      failed: () => options.post({ type: 'failed' }),
    });
  }

  handle = (message: ToEngine): void => {
    switch (message.type) {
      case 'session':
        this.health.setToken(message.token ?? null);
        return this.session(message.fleetUrl);
      case 'subscribe':
        return this.subscribe(message.topic, message.url);
      case 'unsubscribe':
        return this.unsubscribe(message.name);
      case 'visibility':
        if (message.hidden) this.history.flush(true);
        return this.health.setHidden(message.hidden);
    }
  };

  dispose = (): void => {
    this.subs.forEach((sub) => sub.feed?.close());
    this.subs.clear();
    this.fleet.stop();
    clearTimeout(this.linger);
    this.history.dispose();
    this.health.dispose();
  };

  private session(fleetUrl: string | null): void {
    this.fleetUrl = fleetUrl;
    if (fleetUrl === null) {
      this.history.forget();
      this.health.forget();
      this.dispose();
      this.last = this.briefs = null;
    } else if (this.fleet.following) this.fleet.start(fleetUrl);
  }

  private subscribe(topic: TopicSpec, url?: string): void {
    const known = this.subs.get(topic.name);
    if (known) {
      // A node's details asked again for a stream that closed on an error; a service's health for a check now.
      if (known.stopped) this.openOwnFeed(known);
      if (topic.kind === 'health') this.health.again(topic);
      return;
    }
    const sub: Sub = { topic, url, shown: new Map(), version: 0 };
    this.subs.set(topic.name, sub);
    if (topic.kind === 'node') this.openOwnFeed(sub);
    if (topic.kind === 'history') this.history.follow(topic);
    if (topic.kind === 'health') this.health.follow(topic);
    if (topic.kind === 'fleet' && this.last) this.publish(topic.name, this.last.snapshot);
    if (!readsFleet(topic)) return;
    clearTimeout(this.linger);
    if (this.fleetUrl) this.fleet.start(this.fleetUrl);
    // A fleet read at intervals is read now rather than leave the screen waiting.
    if (this.last?.rows) this.serveFromFleet([sub], this.last.rows);
    else if (this.last && (topic.kind !== 'page' || !topic.query) && topic.kind !== 'fleet' && topic.kind !== 'health') this.fleet.readNow();
    this.syncPageFeeds();
  }

  private unsubscribe(name: string): void {
    const sub = this.subs.get(name);
    if (!sub) return;
    this.subs.delete(name);
    sub.feed?.close();
    if (sub.topic.kind === 'history') this.history.unfollow(sub.topic);
    if (sub.topic.kind === 'health') this.health.unfollow(name);
    if (sub.topic.kind === 'fleet-index') this.briefs = null;
    if ([...this.subs.values()].some((other) => readsFleet(other.topic))) return;
    clearTimeout(this.linger);
    this.linger = setTimeout(() => {
      this.fleet.stop();
      this.last = null;
    }, LINGER_MS);
  }

  /** A page's or a node's own stream: its rows into the same topic, its history where it owns it. */
  private openOwnFeed(sub: Sub): void {
    sub.feed?.close();
    sub.stopped = false;
    if (sub.topic.kind === 'node') this.publish(sub.topic.name, this.nodeLive(sub));
    sub.feed = openFeed(
      this.options.EventSource ?? globalThis.EventSource,
      sub.url!,
      nextWatch,
      (rows, feed) => {
        this.patch(sub, rows);
        const owners = this.owners();
        const owned = rows.filter((row) => owners.get(Number(row.id)) === sub);
        if (owned.length) this.history.record(null, owned, { watch: feed.watch, paceMs: NODE_PACE_MS }, sub.topic.kind === 'node');
      },
      (closed) => {
        this.options.post({ type: 'failed' });
        // A page's stream the gateway refused: its rows come from the fleet until the fleet's next frame opens it again.
        if (sub.topic.kind !== 'node') {
          if (closed) sub.feed = undefined;
          return;
        }
        // SPEC §4: a node's stream closes on an error, for good until asked again; its last values stay.
        sub.feed?.close();
        sub.stopped = true;
        this.publish(sub.topic.name, this.nodeLive(sub));
      },
    );
  }

  private onFleetFrame = (rows: Rows, watch: number, pace: FleetPace): void => {
    const snapshot: FleetSnapshot = { counts: countsOf(rows), pace: pace.live ? 'live' : 'sampled', at: Date.now(), intervalMs: pace.intervalMs, connected: true };
    this.last = { snapshot, size: rows.length, rows: pace.live ? rows : null };
    if (this.subs.has('fleet')) this.publish('fleet', snapshot);
    this.syncPageFeeds();
    this.serveFromFleet([...this.subs.values()], rows);
    const owners = this.owners();
    this.history.record({ rows, owns: (id) => !owners.has(Number(id)) }, [], { watch, paceMs: pace.intervalMs });
    this.health.onFleet(rows);
  };

  private onFleetError = (): void => {
    const snapshot: FleetSnapshot = { ...(this.last?.snapshot ?? NO_FLEET), connected: false };
    if (this.last) this.last.snapshot = snapshot;
    this.publish('fleet', snapshot);
    this.options.post({ type: 'failed' });
  };

  private serveFromFleet(subs: Sub[], rows: Rows): void {
    let byId: Map<number, Record<string, unknown>> | undefined;
    for (const sub of subs) {
      const { topic } = sub;
      if (topic.kind === 'fleet-index') {
        const { briefs, changes } = indexChanges(rows, this.briefs);
        this.briefs = briefs;
        if (changes) this.publish(topic.name, changes);
      } else if (topic.kind === 'members') {
        const members = membersOf(rows, topic.statuses, topic.type);
        // The first frame under a filter is the baseline the list was read with.
        if (sub.members !== undefined && sub.members !== members) this.publish(topic.name, (sub.version += 1));
        sub.members = members;
      } else if (topic.kind === 'page' && !sub.feed) {
        byId ??= new Map(rows.map((row) => [Number(row.id), row]));
        this.patch(sub, topic.ids.map((id) => byId!.get(id)).filter((row) => row !== undefined));
      }
    }
  }

  /** Publishes the rows whose live values changed since the topic last had them (all of them the first time). */
  private patch(sub: Sub, rows: Rows): void {
    const changed: Array<[number, NodeRuntime]> = [];
    for (const row of rows) {
      const id = Number(row.id);
      const runtime = pickRuntime(row);
      if (sameRuntime(sub.shown.get(id), runtime)) continue;
      sub.shown.set(id, runtime);
      changed.push([id, runtime]);
    }
    if (!changed.length) return;
    this.publish(sub.topic.name, sub.topic.kind === 'node' ? this.nodeLive(sub) : changed);
  }

  private nodeLive(sub: Sub): NodeLive {
    return { runtime: sub.topic.kind === 'node' ? (sub.shown.get(sub.topic.id) ?? null) : null, stopped: Boolean(sub.stopped) };
  }

  /** A page the gateway served has its own stream while the fleet is read at intervals; else its rows come from the fleet. */
  private syncPageFeeds(): void {
    const sampled = this.last?.snapshot.pace === 'sampled';
    for (const sub of this.subs.values()) {
      if (sub.topic.kind !== 'page' || !sub.topic.query) continue;
      if (sampled && !sub.feed) this.openOwnFeed(sub);
      if (!sampled && sub.feed) {
        sub.feed.close();
        sub.feed = undefined;
      }
    }
  }

  /** The topics whose own streams record nodes' histories, by node (the fleet records the others). */
  private owners(): Map<number, Sub> {
    const fleetFine = this.last !== null && this.last.size <= FINE_FLEET_CAP;
    const open = [...this.subs.values()].filter((sub) => sub.feed && !sub.stopped);
    const owners = new Map<number, Sub>();
    // A node's stream first: it gives 1 s steps.
    for (const sub of open) if (sub.topic.kind === 'node' && !fleetFine) owners.set(sub.topic.id, sub);
    for (const sub of open) if (sub.topic.kind === 'page') for (const id of sub.topic.ids) if (!owners.has(id)) owners.set(id, sub);
    return owners;
  }

  /** Sends what changed once per task, whatever the number of topics. */
  private publish = (name: string, payload: unknown): void => {
    if (!this.outbox.length) queueMicrotask(() => this.options.post({ type: 'publish', items: this.outbox.splice(0) }));
    this.outbox.push([name, payload]);
  };
}
