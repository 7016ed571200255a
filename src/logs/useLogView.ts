/** While paused the store keeps receiving (within its cap) and the viewer does not re-render at all. */
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { LogEntry, LogStore } from './LogStore';

const noSubscription = () => () => undefined;

export interface LogView {
  entries: readonly LogEntry[];
  paused: boolean;
  /** receivedCount when paused (or last cleared while paused): lines since then are "new". */
  pausedAtCount: number;
  pause: () => void;
  resume: () => void;
  clear: () => void;
}

export const useLogView = (store: LogStore): LogView => {
  const [frozen, setFrozen] = useState<{ entries: readonly LogEntry[]; at: number } | null>(null);
  const paused = frozen !== null;
  const live = useSyncExternalStore(paused ? noSubscription : store.subscribe, store.getEntries);

  const pause = useCallback(() => setFrozen({ entries: store.getEntries(), at: store.receivedCount }), [store]);
  const resume = useCallback(() => setFrozen(null), []);
  const clear = useCallback(() => {
    store.clear();
    setFrozen((current) => (current ? { entries: [], at: store.receivedCount } : null));
  }, [store]);

  return {
    entries: frozen ? frozen.entries : live,
    paused,
    pausedAtCount: frozen?.at ?? 0,
    pause,
    resume,
    clear,
  };
};
