import { describe, expect, it } from 'vitest';
import { TailReplayFilter } from '../../../src/logs/tailReplay';

const BANNER = 'Getting logs...';
const lines = (from: number, count: number) => Array.from({ length: count }, (_, i) => `l${from + i}`);

/** A filter that has passed on the banner and `shown`, then lost its connection. */
const afterDrop = (shown: string[]) => {
  const filter = new TailReplayFilter();
  filter.accept([BANNER]);
  filter.accept([...shown, '']);
  filter.reconnecting();
  return filter;
};

describe('TailReplayFilter', () => {
  it('passes every line of the file on before any reconnect, without the banner or the chunk-ending empty strings', () => {
    const filter = new TailReplayFilter();
    expect(filter.accept([BANNER])).toEqual([]);
    expect(filter.accept(['a', 'b', ''])).toEqual(['a', 'b']);
    expect(filter.accept(['a', ''])).toEqual(['a']);
  });

  it('takes the banner text for a line of the file anywhere but in the first frame of a connection', () => {
    const filter = new TailReplayFilter();
    expect(filter.accept(['', ''])).toEqual([]);
    expect(filter.accept([BANNER])).toEqual([]);
    expect(filter.accept(['a'])).toEqual(['a']);
    expect(filter.accept([BANNER])).toEqual([BANNER]);
  });

  it('drops the banner of a reconnect and the longest replayed overlap', () => {
    const filter = afterDrop(lines(1, 15));
    expect(filter.accept([BANNER])).toEqual([]);
    expect(filter.accept([...lines(9, 7), 'g1', 'g2', 'g3', ''])).toEqual(['g1', 'g2', 'g3']);
    // Resynced: what follows passes.
    expect(filter.accept(['l9'])).toEqual(['l9']);
  });

  it('prefers the longest overlap when lines repeat', () => {
    const filter = afterDrop(['x', 'x', 'x']);
    filter.accept([BANNER]);
    // The file is now x x x x: tail shows all four; one is new.
    expect(filter.accept(['x', 'x', 'x', 'x'])).toEqual(['x']);
  });

  it('keeps everything when nothing overlaps, and works with no banner at all', () => {
    const filter = afterDrop(lines(1, 5));
    expect(filter.accept(lines(20, 10))).toEqual(lines(20, 10));
  });

  it('restarts the match when the stream drops again during the replay', () => {
    const filter = afterDrop(lines(1, 10));
    filter.accept([BANNER]);
    expect(filter.accept(lines(3, 4))).toEqual([]);
    filter.reconnecting();
    filter.accept([BANNER]);
    expect(filter.accept([...lines(5, 6), 'n1'])).toEqual(['n1']);
  });

  it('never passes the banner of a connection on, whether the first connection sent one or not', () => {
    const filter = new TailReplayFilter();
    expect(filter.accept(['a'])).toEqual(['a']);
    filter.reconnecting();
    expect(filter.accept([BANNER])).toEqual([]);
    filter.reconnecting();
    expect(filter.accept([BANNER])).toEqual([]);
  });
});
