/**
 * The command line's pace (scripts/config-cli/pace.ts): past its budget of requests in the last
 * minute, a request waits for the oldest to leave the window, and the operator is told how long;
 * the requests of earlier runs count too.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { paceRequests, type SentLog } from '../../../scripts/config-cli/pace';

const realFetch = globalThis.fetch;
let sent: number[];

beforeEach(() => {
  vi.useFakeTimers({ now: 100_000 });
  sent = [];
  globalThis.fetch = vi.fn(async () => {
    sent.push(Date.now());
    return new Response('{}');
  });
});

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.useRealTimers();
});

const memoryLog = (times: number[]): SentLog & { times: number[] } => ({
  times,
  load() {
    return [...this.times];
  },
  save(next) {
    this.times = [...next];
  },
});

it('sends the budget at once, then holds each further request until a minute after the one it replaces', async () => {
  const waits: number[] = [];
  paceRequests({ budget: 3, notify: (wait) => waits.push(wait) });
  await Promise.all([fetch('http://gw/a'), fetch('http://gw/b')]);
  await vi.advanceTimersByTimeAsync(10_000);
  await fetch('http://gw/c');
  expect(sent).toEqual([100_000, 100_000, 110_000]);

  const fourth = fetch('http://gw/d');
  const fifth = fetch('http://gw/e');
  await vi.advanceTimersByTimeAsync(49_999);
  expect(sent).toHaveLength(3);
  await vi.advanceTimersByTimeAsync(1);
  await Promise.all([fourth, fifth]);
  // Both first requests left the window at 160 s: the fifth goes with the fourth.
  expect(sent.slice(3)).toEqual([160_000, 160_000]);
  expect(waits).toEqual([50_000]);
});

it('counts the requests of earlier runs from its log, and writes its own there', async () => {
  const log = memoryLog([30_000, 70_000, 90_000]);
  const waits: number[] = [];
  paceRequests({ budget: 2, notify: (wait) => waits.push(wait), log });
  const first = fetch('http://gw/a');
  await vi.advanceTimersByTimeAsync(0);
  expect(sent).toEqual([]);
  // 30 s is out of the window already; 70 s leaves it at 130 s, and then only 90 s remains with it.
  await vi.advanceTimersByTimeAsync(30_000);
  await first;
  expect(sent).toEqual([130_000]);
  expect(waits).toEqual([30_000]);
  expect(log.times).toEqual([90_000, 130_000]);
});

it('sends at once with a budget of 0 (GATEWAY_REQUESTS_PER_MINUTE=0)', async () => {
  const mocked = globalThis.fetch;
  paceRequests({ budget: 0, notify: () => undefined });
  expect(globalThis.fetch).toBe(mocked);
});
