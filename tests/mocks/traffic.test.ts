/**
 * Issue 35: the demo's traffic is plausible. A counter grows between two frames by what the node's
 * rate sends over the interval; a status change (idle to online and back) changes the rate, never
 * jumps the counter; a counter only falls when the interface session restarts.
 */
import { describe, expect, it } from 'vitest';
import { nodeProfile, nodeRuntime, nodeTrafficRates } from '../../mocks/runtime';
import { nodeDefaults } from '../../mocks/seed';
import type { NodeRow } from '../../mocks/types';

const MINUTE = 60_000;
/** A minute of a working day, in UTC, away from any node's daily session restart in the windows below (checked). */
const T0 = Date.UTC(2026, 0, 14, 10, 0, 0);

const peer = (id: number, firstHandshakeAt: number): NodeRow =>
  ({ ...nodeDefaults(), id, name: `n${id}`, address: `10.0.0.${id}`, privateKey: 'k', publicKey: 'k', preSharedKey: 'k', firstHandshakeAt, created_at: '', updated_at: '' }) as NodeRow;

/** The node's runtime once a second over [from, from + seconds]. */
const everySecond = (node: NodeRow, from: number, seconds: number) =>
  Array.from({ length: seconds + 1 }, (_, index) => ({ at: from + index * 1000, ...nodeRuntime(node, from + index * 1000) }));

describe('demo traffic', () => {
  // id 7: the flaky profile, online and idle in turns of five minutes.
  const flaky = peer(7, T0 - 2 * 24 * 60 * MINUTE);

  it('grows each counter by what the stated rate sends: exactly over each whole minute, within the wobble each second', () => {
    expect(nodeProfile(flaky)).toBe('flaky');
    const samples = everySecond(flaky, T0, 20 * 60);
    expect(new Set(samples.map((sample) => sample.status))).toEqual(new Set(['online', 'idle']));
    for (let minute = 0; minute < 20; minute += 1) {
      const start = samples[minute * 60];
      const end = samples[(minute + 1) * 60];
      const rates = nodeTrafficRates(flaky, start.at);
      // Over a whole minute the wobble sums to nothing (the counters are whole bytes).
      expect(Math.abs(end.transferRx! - start.transferRx! - rates.rx * 60)).toBeLessThanOrEqual(1);
      expect(Math.abs(end.transferTx! - start.transferTx! - rates.tx * 60)).toBeLessThanOrEqual(1);
    }
  });

  it('never jumps when the status changes: an idle-to-online second moves no more than an online second', () => {
    const samples = everySecond(flaky, T0 - 10 * MINUTE, 30 * 60);
    const online = nodeTrafficRates({ ...flaky }, T0);
    const highest = Math.max(online.rx, nodeTrafficRates(flaky, T0 + 5 * MINUTE).rx);
    let changes = 0;
    for (let index = 1; index < samples.length; index += 1) {
      const [before, after] = [samples[index - 1], samples[index]];
      if (before.status !== after.status) changes += 1;
      const received = after.transferRx! - before.transferRx!;
      // Never back (no false reset), never more than the highest rate with its wobble (30 %), plus rounding.
      expect(received).toBeGreaterThanOrEqual(0);
      expect(received).toBeLessThanOrEqual(highest * 1.3 + 1);
    }
    expect(changes).toBeGreaterThanOrEqual(4);
  });

  it('starts a tunnel that just came up from zero at its online rate', () => {
    const connected = T0 + 7_300;
    const node = peer(12, connected);
    const rates = nodeTrafficRates(node, connected + 1000);
    const samples = everySecond(node, connected, 120);
    expect(samples[0].transferRx).toBe(0);
    expect(samples.every((sample) => sample.status === 'online')).toBe(true);
    expect(Math.abs(samples[120].transferRx! - rates.rx * 120)).toBeLessThanOrEqual(1);
  });

  it('resets a counter only when the interface session restarts, once a day', () => {
    const node = peer(3, T0 - 3 * 24 * 60 * MINUTE);
    let falls = 0;
    let last = nodeRuntime(node, T0).transferRx!;
    for (let at = T0 + MINUTE; at <= T0 + 24 * 60 * MINUTE; at += MINUTE) {
      const next = nodeRuntime(node, at).transferRx!;
      if (next < last) falls += 1;
      last = next;
    }
    expect(falls).toBe(1);
  });
});
