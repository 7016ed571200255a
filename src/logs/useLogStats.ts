/**
 * Counts for the status line, sampled a few times a second rather than on every frame: the figures
 * stay readable and the components showing them do not re-render at the stream's pace.
 */
import { useEffect, useState } from 'react';
import type { LogStore } from './LogStore';
import { RateMeter } from './RateMeter';

export interface LogStats {
  kept: number;
  received: number;
  skipped: number;
  /** Lines per second over the last couple of seconds, rounded. */
  rate: number;
}

export const STATS_INTERVAL_MS = 250;

const read = (store: LogStore, rate: number): LogStats => ({
  kept: store.keptCount,
  received: store.receivedCount,
  skipped: store.skippedCount,
  rate,
});

const same = (a: LogStats, b: LogStats) =>
  a.kept === b.kept && a.received === b.received && a.skipped === b.skipped && a.rate === b.rate;

export const useLogStats = (store: LogStore): LogStats => {
  const [stats, setStats] = useState<LogStats>(() => read(store, 0));

  useEffect(() => {
    const meter = new RateMeter();
    const tick = () => {
      const next = read(store, Math.round(meter.sample(store.receivedCount, performance.now())));
      setStats((current) => (same(current, next) ? current : next));
    };
    tick();
    const timer = setInterval(tick, STATS_INTERVAL_MS);
    // A clear should show at once, not up to a tick later.
    const unsubscribe = store.subscribe(() => {
      if (store.keptCount === 0) tick();
    });
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [store]);

  return stats;
};
