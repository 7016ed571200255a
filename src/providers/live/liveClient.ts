/** The one live client on the main thread, in react-admin's realtime shape: it tells the engine what screens follow, and hands them what it publishes. */
import { history } from '../history/history';
import type { ScopeRecords } from '../history/historyStore';
import { onHistoryReset } from '../historyReset';
import { sessionStreamUrl } from '../streams';
import { getToken } from '../tokenCookie';
import { openChannel, type Channel } from './channel';
import { NO_HEALTH } from './health';
import type { FromEngine } from './protocol';
import { NO_FLEET, type FleetIndex, type IndexChanges, type NodeBrief, type NodeRuntime, type Snapshots, type Topic, type TopicSpec } from './topics';

const applyIndex = (index: FleetIndex, { reset, set, removed }: IndexChanges): FleetIndex => {
  const nodes = reset ? new Map<number, NodeBrief>() : new Map(index.nodes ?? []);
  let joined = reset || removed.length > 0;
  for (const brief of set) {
    if (!joined && !nodes.has(brief.id)) joined = true;
    nodes.set(brief.id, brief);
  }
  removed.forEach((id) => nodes.delete(id));
  return { nodes, nodeSet: index.nodeSet + (joined ? 1 : 0) };
};

type Reducer<K extends TopicSpec['kind']> = (snapshot: Snapshots[K], payload: never, topic: Topic<K>) => Snapshots[K];

/** Each kind's first snapshot, and how a payload of the engine changes it. */
const KINDS: { [K in TopicSpec['kind']]: { initial: () => Snapshots[K]; reduce: Reducer<K> } } = {
  fleet: { initial: () => NO_FLEET, reduce: (_, payload) => payload },
  'fleet-index': { initial: () => ({ nodes: null, nodeSet: 0 }), reduce: applyIndex as Reducer<'fleet-index'> },
  members: { initial: () => 0, reduce: (_, payload) => payload },
  node: { initial: () => ({ runtime: null, stopped: false }), reduce: (_, payload) => payload },
  page: { initial: () => new Map(), reduce: (rows, payload: Array<[number, NodeRuntime]>) => new Map([...rows, ...payload]) },
  history: {
    initial: () => 0,
    // The history store is the snapshot: screens read it (useHistory.ts).
    reduce: (version, payload: ScopeRecords, topic) => {
      history.restore(topic.scope, payload);
      return version + 1;
    },
  },
  health: { initial: () => NO_HEALTH, reduce: (_, payload) => payload },
};

/** The stream a topic may need of its own, as the gateway's API has it (the token in the query). */
const streamOf = (topic: TopicSpec): string | undefined => {
  if (topic.kind === 'node') return sessionStreamUrl('/nodes/stream', { id: topic.id });
  if (topic.kind === 'page' && topic.query) return sessionStreamUrl('/nodes/stream', topic.query);
  return undefined;
};

interface Followed {
  topic: TopicSpec;
  snapshot: unknown;
  callbacks: Set<() => void>;
}

class LiveClient {
  private channel: Channel | null = null;
  private followed = new Map<string, Followed>();
  private failureHandlers = new Set<() => void>();
  private token: string | null = null;

  subscribe = (topic: TopicSpec, callback: () => void): void => {
    let entry = this.followed.get(topic.name);
    if (!entry) {
      entry = { topic, snapshot: KINDS[topic.kind].initial(), callbacks: new Set() };
      this.followed.set(topic.name, entry);
      this.send(topic);
    }
    entry.callbacks.add(callback);
  };

  unsubscribe = (topic: TopicSpec, callback: () => void): void => {
    const entry = this.followed.get(topic.name);
    if (!entry?.callbacks.delete(callback) || entry.callbacks.size) return;
    // After the task: a screen that follows the same topic again at once (a remount) keeps its stream.
    queueMicrotask(() => {
      if (entry.callbacks.size || this.followed.get(topic.name) !== entry) return;
      this.followed.delete(topic.name);
      this.channel?.send({ type: 'unsubscribe', name: topic.name });
    });
  };

  snapshot = <K extends TopicSpec['kind']>(topic: Topic<K>): Snapshots[K] =>
    (this.followed.get(topic.name)?.snapshot ?? KINDS[topic.kind].initial()) as Snapshots[K];

  /** Asks the engine for a followed topic again: a node's stream that stopped on an error reopens. */
  refresh = (topic: TopicSpec): void => {
    if (this.followed.has(topic.name)) this.send(topic);
  };

  /** `handler` (the session check) runs when a stream fails. */
  onFailure = (handler: () => void): (() => void) => {
    this.failureHandlers.add(handler);
    return () => void this.failureHandlers.delete(handler);
  };

  /** Hidden, the engine writes the history now and checks health less often. */
  setHidden = (hidden: boolean): void => this.channel?.send({ type: 'visibility', hidden });

  /** Ends the engine and forgets every topic (sign-out, tests). */
  reset = (): void => {
    this.channel?.send({ type: 'session', fleetUrl: null });
    this.channel?.close();
    this.channel = null;
    this.token = null;
    this.followed.clear();
  };

  private send(topic: TopicSpec): void {
    const token = getToken();
    this.channel ??= openChannel(this.receive);
    // A session of its own for every token: a stream opened for an earlier one is not this one's.
    if (token !== this.token) {
      this.token = token;
      this.channel.send({ type: 'session', fleetUrl: sessionStreamUrl('/nodes/stream', {}), token });
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') this.setHidden(true);
    }
    this.channel.send({ type: 'subscribe', topic, url: streamOf(topic) });
  }

  private receive = (message: FromEngine): void => {
    if (message.type === 'failed') return this.failureHandlers.forEach((handler) => handler());
    const told = new Set<Followed>();
    for (const [name, payload] of message.items) {
      const entry = this.followed.get(name);
      if (!entry) continue;
      entry.snapshot = (KINDS[entry.topic.kind].reduce as (snapshot: unknown, payload: unknown, topic: TopicSpec) => unknown)(entry.snapshot, payload, entry.topic);
      told.add(entry);
    }
    told.forEach((entry) => entry.callbacks.forEach((callback) => callback()));
  };
}

export const liveClient = new LiveClient();

onHistoryReset(liveClient.reset);
if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => liveClient.setHidden(document.visibilityState === 'hidden'));
