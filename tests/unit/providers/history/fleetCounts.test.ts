/**
 * Issue 35: the nodes-online line is not broken into dashes. A count holds from its frame to the next,
 * so a second no frame fell in (a frame a few milliseconds late, a sampled fleet read every 30 s)
 * carries the earlier frame's count; after a silence longer than the stream allows, it stays unknown.
 */
import { describe, expect, it } from 'vitest';
import { recordedHistory } from './recordedHistory';

const T0 = Date.UTC(2026, 10, 26, 14, 2, 0);

const fleetOf = (online: number) => Array.from({ length: 4 }, (_, index) => ({ id: index + 1, status: index < online ? 'online' : 'offline', transferRx: 0, transferTx: 0 }));

const recording = () => {
  const store = recordedHistory();
  const frame = (atMs: number, online: number, paceMs = 1000) => store.recordFleet(fleetOf(online), T0 + atMs, paceMs);
  return { store, frame };
};

describe('the fleet online count between frames', () => {
  it('holds a count over a second no frame fell in', () => {
    const { store, frame } = recording();
    frame(100, 1);
    frame(1_050, 2);
    // 2.05 s later: second 2 had no frame of its own.
    frame(3_100, 3);
    expect(store.fleet('fine', T0, T0 + 4_000).points.map((point) => point.online)).toEqual([1, 2, 2, 3]);
  });

  it('draws a sampled fleet read every 30 s as one line, second by second', () => {
    const { store, frame } = recording();
    frame(0, 2, 30_000);
    frame(30_000, 3, 30_000);
    const online = store.fleet('fine', T0, T0 + 31_000).points.map((point) => point.online);
    expect(online.slice(0, 30)).toEqual(Array(30).fill(2));
    expect(online[30]).toBe(3);
  });

  it('leaves the time after a silence unknown', () => {
    const { store, frame } = recording();
    frame(0, 2);
    frame(1_000, 2);
    frame(20_000, 4);
    const online = store.fleet('fine', T0, T0 + 21_000).points.map((point) => point.online);
    expect(online.slice(2, 20)).toEqual(Array(18).fill(null));
    expect(online[20]).toBe(4);
  });
});
