/**
 * The fleet's live state (fleetStream.ts) in a component. `useFleetCounts` re-renders only
 * when a count changes (a frame a second must not redraw a screen whose figures did not move);
 * `useFleetRows` and `useFleetMembers` hand what changed to a callback without rendering at all.
 * The fleet itself stays in its worker: these read what it posts. A stream error asks whether the
 * session is over, as every stream does (useSessionCheck).
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { fleetStream, type FleetCounts, type FleetIndex, type FleetType, type MembershipQuery, type RuntimeRow } from './fleetStream';
import { useSessionCheck } from '../useSessionCheck';

const useSubscribe = () => {
  const checkSession = useSessionCheck();
  return useCallback((listener: () => void) => fleetStream.subscribe(listener, checkSession), [checkSession]);
};

const COUNT_KEYS = ['online', 'idle', 'offline', 'peers', 'gateways'] as const;

/**
 * The fleet's counts (within one node type if given); null before the first frame and while the
 * stream is down (figures that stopped moving are not shown as live).
 */
export const useFleetCounts = (type?: FleetType): FleetCounts | null => {
  const key = useSyncExternalStore(useSubscribe(), () => {
    const { counts, connected } = fleetStream.get();
    const tally = counts && connected ? counts[type ?? 'all'] : null;
    return tally ? COUNT_KEYS.map((name) => tally[name]).join(',') : '';
  });
  return useMemo(() => {
    if (!key) return null;
    const values = key.split(',').map(Number);
    return Object.fromEntries(COUNT_KEYS.map((name, index) => [name, values[index]])) as unknown as FleetCounts;
  }, [key]);
};

export interface FleetPace {
  /** How the fleet is followed: every second, sampled (a large fleet), or not at the moment (stream down). */
  pace: 'live' | 'sampled' | 'down';
  /** A sampled fleet's last read (ms since the epoch; null otherwise), and how often it is read. */
  at: number | null;
  intervalMs: number;
}

/** How fresh the fleet's figures are: re-rendered with each frame of a sampled fleet, not each second of a live one. */
export const useFleetPace = (): FleetPace => {
  const key = useSyncExternalStore(useSubscribe(), () => {
    const { pace, connected, at, intervalMs } = fleetStream.get();
    return `${connected ? pace : 'down'}|${pace === 'sampled' ? (at ?? '') : ''}|${intervalMs}`;
  });
  return useMemo(() => {
    const [pace, at, intervalMs] = key.split('|');
    return { pace: pace as FleetPace['pace'], at: at ? Number(at) : null, intervalMs: Number(intervalMs) };
  }, [key]);
};

/** Keeps the fleet followed while `enabled` (the layout, once painted): its figures are recorded whatever screen is open. */
export const useFollowFleet = (enabled: boolean): void => {
  const subscribe = useSubscribe();
  useEffect(() => (enabled ? subscribe(() => undefined) : undefined), [enabled, subscribe]);
};

/** Calls `onRows` with the live fields of the nodes `ids` at every frame while `enabled` (and keeps the fleet followed meanwhile). */
export const useFleetRows = (ids: readonly unknown[], onRows: (rows: RuntimeRow[]) => void, enabled: boolean) => {
  const subscribe = useSubscribe();
  const latest = useRef(onRows);
  latest.current = onRows;
  const key = ids.map(String).join(',');
  useEffect(() => {
    if (!enabled) return;
    const stopRows = fleetStream.followRows(key ? key.split(',') : [], (rows) => latest.current(rows));
    const stop = subscribe(() => undefined);
    return () => {
      stopRows();
      stop();
    };
  }, [enabled, key, subscribe]);
};

/** Calls `onChange` when the members of a status filter change in the fleet (none while `query` is null). */
export const useFleetMembers = (query: MembershipQuery | null, onChange: () => void) => {
  const subscribe = useSubscribe();
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (!key) return;
    const stopMembers = fleetStream.followMembers(JSON.parse(key) as MembershipQuery, () => latest.current());
    const stop = subscribe(() => undefined);
    return () => {
      stopMembers();
      stop();
    };
  }, [key, subscribe]);
};

/**
 * Each node's name, status and enabled flag, by id (the exposure inventory). The fleet's worker sends
 * only the briefs that changed, so this changes only when one of these facts does.
 */
export const useFleetIndex = (): FleetIndex => {
  const subscribe = useSubscribe();
  useEffect(() => fleetStream.followIndex(), []);
  return useSyncExternalStore(subscribe, fleetStream.getIndex);
};
