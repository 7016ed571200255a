/**
 * Health over time in a component: services' backend checks, a node's tunnel per minute, over a window
 * that ends with the current minute. Following a scope's history topic has the engine fill the store with
 * it; the component re-renders when a check or a minute of one of its scopes comes.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { liveClient } from '../live/liveClient';
import { topics } from '../live/topics';
import { history } from './history';
import { serviceScope, type HealthHistory } from './healthSamples';
import { COARSE, MINUTE, nodeScope } from './historyStore';

export const useHealthHistories = (scopes: readonly string[], windowMs: number): HealthHistory[] => {
  const day = windowMs > COARSE.keepMs;
  const key = scopes.join('\n');
  // The scopes are the key's lines: the same scopes, the same array.
  const followed = useMemo(() => key.split('\n').filter(Boolean), [key]);
  const subscribe = useCallback(
    (callback: () => void) => {
      const followedTopics = followed.map((scope) => topics.history(scope, day));
      followedTopics.forEach((topic) => liveClient.subscribe(topic, callback));
      if (day) followed.forEach((scope) => history.keepDay(scope));
      const stops = followed.map((scope) => history.subscribe(scope, 'health', callback));
      return () => {
        stops.forEach((stop) => stop());
        followedTopics.forEach((topic) => liveClient.unsubscribe(topic, callback));
      };
    },
    [followed, day],
  );
  const version = useSyncExternalStore(subscribe, () => followed.map((scope) => history.version(scope, 'health')).join());
  return useMemo(() => {
    const to = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE;
    return followed.map((scope) => ({ ...history.health(scope, to - windowMs, to), windowMs }));
    // `version` is what moves the window: a check or a minute was recorded or read back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followed, windowMs, version]);
};

export const useServiceHealthHistory = (type: string, id: unknown, windowMs: number): HealthHistory => useHealthHistories([serviceScope(type, id)], windowMs)[0];

export const useNodeTunnelHistory = (id: unknown, windowMs: number): HealthHistory => useHealthHistories([nodeScope(id)], windowMs)[0];
