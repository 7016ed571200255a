/**
 * Services' health in a component: following a service's topic is what has it checked (health.ts), so
 * a screen follows the services it shows, and the engine checks those.
 */
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { NO_HEALTH, type HealthTarget, type ServiceHealth } from './health';
import { liveClient } from './liveClient';
import { topics } from './topics';
import { useLive } from './useLive';

export const healthKey = ({ type, id }: Pick<HealthTarget, 'type' | 'id'>) => `${type}:${id}`;

/** One service's health (none followed while `target` is null). */
export const useServiceHealth = (target: HealthTarget | null): ServiceHealth =>
  useLive(target ? topics.health(target) : null, (health) => health ?? NO_HEALTH);

/** The health of many services (a page of the inventory, the home page), by `healthKey`. */
export const useServicesHealth = (targets: readonly HealthTarget[]): ReadonlyMap<string, ServiceHealth> => {
  const names = targets.map((target) => topics.health(target).name).join('\n');
  // The topics' other fields are derived from their names.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const followed = useMemo(() => targets.map(topics.health), [names]);
  const subscribe = useCallback(
    (callback: () => void) => {
      followed.forEach((topic) => liveClient.subscribe(topic, callback));
      return () => followed.forEach((topic) => liveClient.unsubscribe(topic, callback));
    },
    [followed],
  );
  const last = useRef<Map<string, ServiceHealth>>(new Map());
  return useSyncExternalStore(subscribe, () => {
    const next = new Map(followed.map((topic) => [healthKey(topic.service), liveClient.snapshot(topic)]));
    const same = next.size === last.current.size && [...next].every(([key, health]) => last.current.get(key) === health);
    if (!same) last.current = next;
    return last.current;
  });
};

/** Asks for a check now: made as soon as the once-a-minute bound allows. */
export const askHealthCheck = (target: HealthTarget): void => liveClient.refresh(topics.health(target));
