/**
 * The history in a component: a node's throughput and status, the fleet's figures, over a window that
 * ends now. A component re-renders when the channel it draws changes: each second for 1 s steps, when a
 * minute closes for 1 min steps, on a change for a status.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { FLEET_SCOPE, history, loadScope, watchScope } from './history';
import { COARSE, FINE, nodeScope, type Channel, type Tier } from './historyStore';
import type { FleetSeries, StatusHistory, ThroughputSeries } from './types';

const stepOf = (tier: Tier) => (tier === 'fine' ? FINE.stepMs : COARSE.stepMs);

/** The window's end: the step in progress is shown for 1 min steps (a first minute shows at once), not for 1 s. */
const windowEnd = (tier: Tier, now = Date.now()) => {
  const step = stepOf(tier);
  return Math.floor(now / step) * step + (tier === 'coarse' ? step : 0);
};

const useVersion = (scope: string, channel: Channel, windowMs: number): number => {
  const subscribe = useCallback((listener: () => void) => history.subscribe(scope, channel, listener), [scope, channel]);
  useEffect(() => {
    if (windowMs > COARSE.keepMs) history.keepDay(scope);
    void loadScope(scope, Date.now() - windowMs);
  }, [scope, windowMs]);
  // A node's history is also kept where the fleet's frames are read: it is handed over while drawn here.
  useEffect(() => (scope === FLEET_SCOPE ? undefined : watchScope(scope)), [scope]);
  return useSyncExternalStore(subscribe, () => history.version(scope, channel));
};

export const useNodeThroughput = (id: unknown, tier: Tier, windowMs: number): ThroughputSeries => {
  const scope = nodeScope(id);
  const version = useVersion(scope, tier, windowMs);
  return useMemo(() => {
    const to = windowEnd(tier);
    return history.throughput(scope, tier, to - windowMs, to);
    // `version` is what moves the window: a new step was recorded or read back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, tier, windowMs, version]);
};

/** `follow`: the steps whose pace moves the window's end (each second on details, each minute in a row). */
export const useNodeStatusHistory = (id: unknown, windowMs: number, follow: Tier = 'coarse'): StatusHistory => {
  const scope = nodeScope(id);
  const status = useVersion(scope, 'status', windowMs);
  // The coverage and the current period grow with every frame: the window's end follows `follow`.
  const coarse = useVersion(scope, follow, windowMs);
  return useMemo(() => {
    const to = Date.now();
    return history.status(scope, to - windowMs, to);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, windowMs, status, coarse]);
};

export const useFleetHistory = (tier: Tier, windowMs: number): FleetSeries => {
  const version = useVersion(FLEET_SCOPE, tier, windowMs);
  return useMemo(() => {
    const to = windowEnd(tier);
    return history.fleet(tier, to - windowMs, to);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tier, windowMs, version]);
};
