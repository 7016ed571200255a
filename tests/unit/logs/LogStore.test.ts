import { describe, expect, it, vi } from 'vitest';
import { LogStore } from '../../../src/logs/LogStore';

/** A store whose frames are run by the test: `frames.run()` plays the pending animation frame. */
const manualFrames = () => {
  let pending: (() => void) | null = null;
  const schedule = vi.fn((run: () => void) => {
    pending = run;
    return () => {
      pending = null;
    };
  });
  return {
    schedule,
    run: () => {
      const run = pending;
      pending = null;
      run?.();
    },
    get pending() {
      return pending !== null;
    },
  };
};

const texts = (store: LogStore) => store.getEntries().map((entry) => entry.text);
const numbered = (from: number, count: number) => Array.from({ length: count }, (_, i) => `line ${from + i}`);

describe('LogStore', () => {
  it('commits the lines of many messages once, on the next frame', () => {
    const frames = manualFrames();
    const store = new LogStore(1000, frames.schedule);
    const listener = vi.fn();
    store.subscribe(listener);

    store.append(['a', 'b']);
    store.append(['c']);
    store.append(['d']);

    expect(texts(store)).toEqual([]);
    expect(frames.schedule).toHaveBeenCalledTimes(1);
    frames.run();
    expect(texts(store)).toEqual(['a', 'b', 'c', 'd']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps at most the cap, dropping the oldest lines (SPEC §9)', () => {
    const frames = manualFrames();
    const store = new LogStore(1000, frames.schedule);
    store.append(numbered(1, 600));
    frames.run();
    store.append(numbered(601, 600));
    frames.run();

    const kept = texts(store);
    expect(kept).toHaveLength(1000);
    expect(kept[0]).toBe('line 201');
    expect(kept[999]).toBe('line 1200');
    expect(store.keptCount).toBe(1000);
    expect(store.receivedCount).toBe(1200);
  });

  it('never holds more than twice the cap while no frame runs (a hidden tab)', () => {
    const frames = manualFrames();
    const store = new LogStore(100, frames.schedule);
    for (let i = 0; i < 50; i += 1) store.append(numbered(i * 10, 10));
    frames.run();
    expect(texts(store)).toEqual(numbered(400, 100));
    expect(store.receivedCount).toBe(500);
  });

  it('numbers and classifies only the lines that survive the cap', () => {
    const frames = manualFrames();
    const store = new LogStore(3, frames.schedule);
    store.append(['[ERROR] a', '[INFO] b', 'c', '[DEBUG] d']);
    frames.run();
    expect(store.getEntries()).toEqual([
      { seq: 1, text: '[INFO] b', level: 'info' },
      { seq: 2, text: 'c', level: 'other' },
      { seq: 3, text: '[DEBUG] d', level: 'debug' },
    ]);
    store.append(['[WARN] e']);
    frames.run();
    expect(store.getEntries().map((entry) => [entry.seq, entry.level])).toEqual([
      [2, 'other'],
      [3, 'debug'],
      [4, 'warn'],
    ]);
  });

  it('skips the empty string that ends each chunk of the reference server', () => {
    const frames = manualFrames();
    const store = new LogStore(10, frames.schedule);
    store.append(['one', 'two', '']);
    store.append(['']);
    frames.run();
    expect(texts(store)).toEqual(['one', 'two']);
    expect(store.receivedCount).toBe(2);
  });

  it('returns the same entries array until something is committed', () => {
    const frames = manualFrames();
    const store = new LogStore(10, frames.schedule);
    store.append(['x']);
    frames.run();
    const first = store.getEntries();
    expect(store.getEntries()).toBe(first);
    store.append(['y']);
    expect(store.getEntries()).toBe(first);
    frames.run();
    expect(store.getEntries()).not.toBe(first);
  });

  it('clears the kept and waiting lines but keeps counting arrivals', () => {
    const frames = manualFrames();
    const store = new LogStore(10, frames.schedule);
    store.append(['a', 'b']);
    frames.run();
    store.append(['c']);
    store.clear();
    expect(frames.pending).toBe(false);
    expect(texts(store)).toEqual([]);
    expect(store.receivedCount).toBe(3);
    store.append(['d']);
    frames.run();
    expect(texts(store)).toEqual(['d']);
  });

  it('writes the kept lines as a .log body, one per line', () => {
    const frames = manualFrames();
    const store = new LogStore(2, frames.schedule);
    expect(store.toText()).toBe('');
    store.append(['a', 'b', 'c']);
    frames.run();
    expect(store.toText()).toBe('b\nc\n');
  });

  it('tracks the longest line since the last clear and the skipped messages', () => {
    const frames = manualFrames();
    const store = new LogStore(2, frames.schedule);
    store.append(['short', 'a much longer line']);
    frames.run();
    store.noteSkipped();
    expect(store.longestLine).toBe(18);
    expect(store.skippedCount).toBe(1);
    store.clear();
    expect(store.longestLine).toBe(0);
  });

  it('stops its pending frame when disposed', () => {
    const frames = manualFrames();
    const store = new LogStore(10, frames.schedule);
    store.append(['a']);
    store.dispose();
    expect(frames.pending).toBe(false);
  });
});
