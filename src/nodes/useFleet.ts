/**
 * The whole fleet's live state (providers/fleetStream.ts) in a component. `useFleet` re-renders on each
 * frame; `useFleetCounts` only when a count changes (a frame a second must not redraw a screen whose
 * figures did not move); `useFleetFrames` hands each frame to a callback without rendering at all.
 * A stream error asks whether the session is over, as every stream does (useSessionCheck).
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Node } from '../api/types';
import { fleetStream, type FleetSnapshot } from '../providers/fleetStream';
import { useSessionCheck } from '../providers/useSessionCheck';
import { fleetCounts, type FleetCounts } from './fleetCounts';

const useSubscribe = () => {
  const checkSession = useSessionCheck();
  return useCallback((listener: () => void) => fleetStream.subscribe(listener, checkSession), [checkSession]);
};

export const useFleet = (): FleetSnapshot => useSyncExternalStore(useSubscribe(), fleetStream.get);

const COUNT_KEYS = ['online', 'idle', 'offline', 'peers', 'gateways'] as const;

/**
 * The fleet's counts (within one node type if given); null before the first frame and while the
 * stream is down (figures that stopped moving are not shown as live).
 */
export const useFleetCounts = (type?: 'nodes' | 'gateways'): FleetCounts | null => {
  const last = useRef<{ snapshot: FleetSnapshot | null; type?: string; key: string }>({ snapshot: null, key: '' });
  const key = useSyncExternalStore(useSubscribe(), () => {
    const snapshot = fleetStream.get();
    if (snapshot !== last.current.snapshot || type !== last.current.type) {
      const { nodes, connected } = snapshot;
      const counts = nodes && connected ? fleetCounts(nodes, type) : null;
      last.current = { snapshot, type, key: counts ? COUNT_KEYS.map((name) => counts[name]).join(',') : '' };
    }
    return last.current.key;
  });
  return useMemo(() => {
    if (!key) return null;
    const values = key.split(',').map(Number);
    return Object.fromEntries(COUNT_KEYS.map((name, index) => [name, values[index]])) as unknown as FleetCounts;
  }, [key]);
};

/** How the fleet is followed: every second, sampled (a large fleet), or not at the moment (stream down). */
export const useFleetPace = (): 'live' | 'sampled' | 'down' =>
  useSyncExternalStore(useSubscribe(), () => {
    const { pace, connected } = fleetStream.get();
    return connected ? pace : 'down';
  });

/** Calls `onFrame` with every frame's nodes while `enabled` (and keeps the fleet followed meanwhile). */
export const useFleetFrames = (onFrame: (nodes: Node[]) => void, enabled: boolean) => {
  const subscribe = useSubscribe();
  const latest = useRef(onFrame);
  latest.current = onFrame;
  useEffect(() => {
    if (!enabled) return;
    const deliver = () => {
      const { nodes } = fleetStream.get();
      if (nodes) latest.current(nodes);
    };
    deliver();
    return subscribe(deliver);
  }, [enabled, subscribe]);
};
