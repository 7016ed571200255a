/**
 * Issue 42, health over time on the one live engine: following a service's health topic has the engine
 * check its backend about once a minute while its node is online, spread over the minute, one at a time,
 * fewer while the tab is hidden; never more than one check per service per minute (asked-for checks
 * included). Results and the gateway's ping of each node (from the fleet's frames) are recorded by the
 * history and reach the history topics. The calls are counted at the check itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Engine } from '../../../../src/providers/live/engine/engine';
import type { Ping } from '../../../../src/providers/live/engine/healthFeed';
import { healthTargetOf, type HealthTarget, type ServiceHealth } from '../../../../src/providers/live/health';
import type { FromEngine, ToEngine } from '../../../../src/providers/live/protocol';
import { topics, type TopicSpec } from '../../../../src/providers/live/topics';
import type { HealthSample } from '../../../../src/providers/history/healthSamples';
import type { DirtyRecords, ScopeRecords } from '../../../../src/providers/history/historyStore';
import { FakeSource, openSources } from './fakeEventSource';

const T0 = Date.UTC(2026, 10, 28, 14, 0, 0);
const MINUTE = 60_000;

const fleetRow = (id: number, patch: Record<string, unknown> = {}) => ({ id, name: `n${id}`, address: `10.0.0.${id}`, status: 'online', enabled: true, isGateway: false, isLocal: false, reachable: true, latency: 20, lastPingTs: T0, transferRx: 0, transferTx: 0, ...patch });

const service = (id: number, nodeId: number, patch: Record<string, unknown> = {}): HealthTarget =>
  healthTargetOf('http', { id, nodeId, pathLocation: `/s${id}`, enabled: true, expiresAt: null, backendHost: null, ...patch });

const engines: Engine[] = [];
beforeEach(() => {
  FakeSource.all = [];
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  engines.splice(0).forEach((engine) => engine.dispose());
  vi.useRealTimers();
});

const started = (answer: (target: HealthTarget) => Awaited<ReturnType<Ping>> = (target) => ({ check: { t: Date.now(), outcome: 'ok', status: 200, ms: 30, path: target.path } })) => {
  const posted: FromEngine[] = [];
  const written: DirtyRecords[] = [];
  const calls: Array<{ id: number; at: number; token: string | null }> = [];
  const ping: Ping = async (target, token) => {
    calls.push({ id: target.id, at: Date.now(), token });
    return answer(target);
  };
  const engine = new Engine({ post: (message) => posted.push(message), write: async (records) => void written.push(records), EventSource: FakeSource as unknown as typeof EventSource, ping });
  engines.push(engine);
  const send = (message: ToEngine) => engine.handle(message);
  send({ type: 'session', fleetUrl: '/api/nodes/stream?token=t', token: 't' });
  const subscribe = (topic: TopicSpec) => send({ type: 'subscribe', topic });
  const published = (name: string) => posted.flatMap((message) => (message.type === 'publish' ? message.items.filter(([item]) => item === name).map(([, payload]) => payload) : []));
  const fleet = () => openSources().find((source) => source.url.pathname === '/api/nodes/stream')!;
  /** Sends a fleet frame each second until `ms` later. */
  const runFor = async (ms: number, rows: () => Record<string, unknown>[]) => {
    for (let spent = 0; spent < ms; spent += 1000) {
      fleet().emit(rows());
      await vi.advanceTimersByTimeAsync(1000);
    }
  };
  const callsOf = (id: number) => calls.filter((call) => call.id === id);
  return { engine, posted, written, calls, callsOf, send, subscribe, published, runFor };
};

describe('health checks in the engine', () => {
  it('checks each followed HTTP service on an online node about once a minute, spread over the minute, with the session’s token', async () => {
    const { subscribe, runFor, calls, callsOf } = started();
    const services = [1, 2, 3, 4, 5, 6].map((id) => service(id, 10 + (id % 2)));
    services.forEach((target) => subscribe(topics.health(target)));
    await runFor(10 * MINUTE, () => [fleetRow(10), fleetRow(11)]);
    for (const { id } of services) {
      const times = callsOf(id).map((call) => call.at);
      // Ten minutes, the first check after the start delay: nine or ten checks, never two within a minute.
      expect(times.length).toBeGreaterThanOrEqual(9);
      expect(times.length).toBeLessThanOrEqual(10);
      times.slice(1).forEach((at, index) => expect(at - times[index]).toBeGreaterThanOrEqual(MINUTE));
    }
    // Spread: the six services' checks fall at different seconds of the minute.
    const seconds = new Set(services.map(({ id }) => Math.floor((callsOf(id)[0].at % MINUTE) / 1000)));
    expect(seconds.size).toBe(6);
    // One at a time, never closer than 3 s in all.
    const all = calls.map((call) => call.at).sort((a, b) => a - b);
    all.slice(1).forEach((at, index) => expect(at - all[index]).toBeGreaterThanOrEqual(3_000));
    expect(new Set(calls.map((call) => call.token))).toEqual(new Set(['t']));
  });

  it('does not check a disabled service, one on a node that is not online, one behind a gateway node, or a TCP service', async () => {
    const { subscribe, runFor, calls, published } = started();
    const disabled = service(1, 10, { enabled: false });
    const idle = service(2, 11);
    const behindGateway = service(3, 12, { backendHost: '192.168.1.50' });
    const tcp = healthTargetOf('tcp', { id: 4, nodeId: 10 });
    [disabled, idle, behindGateway, tcp].forEach((target) => subscribe(topics.health(target)));
    await runFor(3 * MINUTE, () => [fleetRow(10), fleetRow(11, { status: 'idle', reachable: false }), fleetRow(12, { isGateway: true })]);
    expect(calls).toEqual([]);
    const pauseOf = (target: HealthTarget) => (published(topics.health(target).name).at(-1) as ServiceHealth).paused;
    expect([disabled, idle, behindGateway, tcp].map(pauseOf)).toEqual(['disabled', 'node', 'untestable', 'tcp']);
  });

  it("says a service is not checked yet, not that its node is offline, until the node's first frame", async () => {
    const { subscribe, runFor, calls, published } = started();
    const target = service(1, 10);
    subscribe(topics.health(target));
    const last = () => published(topics.health(target).name).at(-1) as ServiceHealth;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(last().paused).toBe('waiting');
    expect(calls).toEqual([]);
    await runFor(MINUTE, () => [fleetRow(10)]);
    expect(last().paused).toBeNull();
  });

  it('checks an asked-for service at once, whatever its node, but never twice within a minute', async () => {
    const { subscribe, runFor, callsOf, published } = started();
    const target = service(1, 11);
    const topic = topics.health(target);
    subscribe(topic);
    const offline = () => [fleetRow(11, { status: 'offline', reachable: undefined, latency: undefined, lastPingTs: undefined })];
    await runFor(2_000, offline);
    expect(callsOf(1)).toHaveLength(0);
    subscribe(topic);
    await runFor(2_000, offline);
    expect(callsOf(1)).toHaveLength(1);
    expect((published(topic.name).at(-1) as ServiceHealth).last).toMatchObject({ outcome: 'ok', status: 200, path: '/s1' });
    // Asked again and again within the minute: one more check, when the minute is over.
    for (let again = 0; again < 5; again += 1) {
      subscribe(topic);
      await runFor(5_000, offline);
    }
    expect(callsOf(1)).toHaveLength(1);
    await runFor(40_000, offline);
    expect(callsOf(1)).toHaveLength(2);
    expect(callsOf(1)[1].at - callsOf(1)[0].at).toBeGreaterThanOrEqual(MINUTE);
  });

  it('checks less often while the tab is hidden, and as before once it shows again', async () => {
    const { subscribe, send, runFor, callsOf } = started();
    subscribe(topics.health(service(1, 10)));
    await runFor(2 * MINUTE, () => [fleetRow(10)]);
    const before = callsOf(1).length;
    send({ type: 'visibility', hidden: true });
    await runFor(10 * MINUTE, () => [fleetRow(10)]);
    const hidden = callsOf(1).length - before;
    expect(hidden).toBeGreaterThanOrEqual(1);
    expect(hidden).toBeLessThanOrEqual(3);
    send({ type: 'visibility', hidden: false });
    const shown = callsOf(1).length;
    await runFor(5 * MINUTE, () => [fleetRow(10)]);
    expect(callsOf(1).length - shown).toBeGreaterThanOrEqual(4);
  });

  it('stretches the interval past 20 services so that a console checks at most 20 a minute', async () => {
    const { subscribe, runFor, calls } = started();
    for (let id = 1; id <= 40; id += 1) subscribe(topics.health(service(id, 10)));
    await runFor(6 * MINUTE, () => [fleetRow(10)]);
    const lastMinutes = calls.filter((call) => call.at >= T0 + 4 * MINUTE);
    expect(lastMinutes.length).toBeLessThanOrEqual(2 * 20);
    expect(lastMinutes.length).toBeGreaterThanOrEqual(2 * 18);
  });

  it('says how a backend fails since when, and records each check and each node’s ping per minute for the history topics', async () => {
    const failing = (target: HealthTarget): Awaited<ReturnType<Ping>> => ({ check: { t: Date.now(), outcome: 'timeout', ms: 3001, path: target.path } });
    const { subscribe, runFor, published, written, engine } = started(failing);
    const target = service(1, 10);
    subscribe(topics.health(target));
    const serviceHistory = topics.history('service:http:1', false);
    const nodeHistory = topics.history('node:10', false);
    subscribe(serviceHistory);
    subscribe(nodeHistory);
    let latency = 300;
    await runFor(4 * MINUTE, () => [fleetRow(10, { latency: (latency += 5) < 400 ? latency : 400, lastPingTs: Date.now() })]);
    const health = published(topics.health(target).name).at(-1) as ServiceHealth;
    expect(health.last?.outcome).toBe('timeout');
    expect(health.failures).toBeGreaterThanOrEqual(3);
    expect(health.failingSince).toBeLessThan(health.last!.t);
    // The node's tunnel, from the gateway's ping in the fleet's frames: slow.
    expect(health.tunnel?.slow).toBe(true);
    const samples = (name: string) => (published(name) as ScopeRecords[]).flatMap((records) => records.health ?? []);
    expect(samples(serviceHistory.name).filter((sample) => sample.kind === 'check').length).toBeGreaterThanOrEqual(3);
    const minutes = samples(nodeHistory.name).filter((sample): sample is Extract<HealthSample, { kind: 'tunnel' }> => sample.kind === 'tunnel');
    expect(minutes.some((sample) => sample.frames >= 59 && sample.lost === 0 && (sample.ms ?? 0) > 300)).toBe(true);
    // Written with the rest of the history.
    engine.handle({ type: 'visibility', hidden: true });
    await vi.advanceTimersByTimeAsync(0);
    const kinds = written.flatMap((records) => records.health ?? []).map((sample) => `${sample.scope}:${sample.kind}`);
    expect(kinds).toContain('service:http:1:check');
    expect(kinds).toContain('node:10:tunnel');
  });

  it('forgets everything at sign-out: no check after it', async () => {
    const { subscribe, send, runFor, calls } = started();
    subscribe(topics.health(service(1, 10)));
    await runFor(MINUTE + 20_000, () => [fleetRow(10)]);
    const before = calls.length;
    expect(before).toBeGreaterThan(0);
    send({ type: 'session', fleetUrl: null });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(calls.length).toBe(before);
  });
});
