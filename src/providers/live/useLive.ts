/** Live topics in a component, as react-admin's `useSubscribe`; a frame a second must not redraw what did not move. */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useSessionCheck } from '../useSessionCheck';
import { liveClient } from './liveClient';
import type { FleetCounts, FleetSnapshot, FleetType, Snapshots, Topic, TopicSpec } from './topics';
import { topics } from './topics';

/** The same values as before (shallowly): the earlier object is kept, so nothing re-renders for them. */
const sameValues = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

/** Follows `topic` while mounted (none while null); stable per topic name. */
const useFollow = (topic: TopicSpec | null) => {
  const name = topic?.name;
  // The topic's other fields are derived from its name.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => topic, [name]);
  const subscribe = useCallback(
    (callback: () => void) => {
      if (!stable) return () => undefined;
      liveClient.subscribe(stable, callback);
      return () => liveClient.unsubscribe(stable, callback);
    },
    [stable],
  );
  return { stable, subscribe };
};

export function useLive<K extends TopicSpec['kind']>(topic: Topic<K>): Snapshots[K];
/** With `select`, a topic may be null (nothing followed): `select` is then handed undefined. */
export function useLive<K extends TopicSpec['kind'], R>(topic: Topic<K> | null, select: (snapshot: Snapshots[K] | undefined) => R): R;
export function useLive<K extends TopicSpec['kind'], R>(topic: Topic<K> | null, select?: (snapshot: Snapshots[K] | undefined) => R): R | Snapshots[K] {
  const { stable, subscribe } = useFollow(topic);
  const last = useRef<{ value: unknown } | null>(null);
  return useSyncExternalStore(subscribe, () => {
    const snapshot = stable ? liveClient.snapshot(stable as Topic<K>) : undefined;
    const value = select ? select(snapshot) : snapshot;
    if (last.current && sameValues(last.current.value, value)) return last.current.value as R;
    last.current = { value };
    return value as R;
  });
}

/** Calls `onChange` with each new snapshot of `topic` without rendering; returns a reader of the current one. */
export const useLiveEvent = <K extends TopicSpec['kind']>(topic: Topic<K> | null, onChange: (snapshot: Snapshots[K]) => void): (() => Snapshots[K] | undefined) => {
  const { stable, subscribe } = useFollow(topic);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => (stable ? subscribe(() => latest.current(liveClient.snapshot(stable as Topic<K>))) : undefined), [stable, subscribe]);
  return useCallback(() => (stable ? liveClient.snapshot(stable as Topic<K>) : undefined), [stable]);
};

/** While mounted, a stream's failure asks whether the session is over (EventSource cannot tell a refused token from a lost line). */
export const useLiveFailures = (): void => {
  const checkSession = useSessionCheck();
  useEffect(() => liveClient.onFailure(checkSession), [checkSession]);
};

/** The fleet's counts (within one node type if given); null before the first frame and while the stream is down. */
export const useFleetCounts = (type?: FleetType): FleetCounts | null =>
  useLive(topics.fleet(), (fleet) => (fleet?.counts && fleet.connected ? fleet.counts[type ?? 'all'] : null));

/** `pace`: 'down' while the stream is; `at`: a sampled fleet's last read, else null. */
export interface FleetPace {
  pace: FleetSnapshot['pace'] | 'down';
  at: number | null;
  intervalMs: number;
}

/** How fresh the fleet's figures are: a new value with each frame of a sampled fleet, not each second of a live one. */
export const useFleetPace = (): FleetPace =>
  useLive(topics.fleet(), (fleet) => {
    const { pace, connected, at, intervalMs } = fleet!;
    return { pace: connected ? pace : 'down', at: pace === 'sampled' ? at : null, intervalMs };
  });
