/**
 * The history in a component, over a window that ends now and starts no earlier than the history (windowStart),
 * so that a chart does not open on "not watched" before a node existed or before this browser ever saw it.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { topics } from '../live/topics';
import { useLive } from '../live/useLive';
import { history } from './history';
import { COARSE, FLEET_SCOPE, nodeScope, STEP_MS, type Channel, type Tier } from './historyStore';
import type { FleetSeries, StatusHistory, ThroughputSeries } from './types';

/** The window's end: the step in progress is shown for 1 min steps (a first minute shows at once), not for 1 s. */
const windowEnd = (tier: Tier, now = Date.now()) => {
  const step = STEP_MS[tier];
  return Math.floor(now / step) * step + (tier === 'coarse' ? step : 0);
};

/** A node's `created_at` in ms since the epoch; undefined when absent or not a date. */
export const createdAtOf = (value: unknown): number | undefined => {
  const t = typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(t) ? t : undefined;
};

/** Where [from, to) starts: the node's creation when inside it (its whole life shown), else the first sample kept when later, on a step boundary before `to`. */
export const windowStart = ({ from, to, stepMs = 1, firstSample, createdAt }: { from: number; to: number; stepMs?: number; firstSample?: number; createdAt?: number }): number => {
  let start = from;
  if (createdAt !== undefined && createdAt > from) start = Math.min(createdAt, firstSample ?? createdAt);
  else if (firstSample !== undefined && firstSample > from) start = firstSample;
  return Math.max(from, Math.min(Math.floor(start / stepMs) * stepMs, to - stepMs));
};

/** Follows the scope's history topic (the engine fills the store with it) and re-renders when `channel` changed. */
const useVersion = (scope: string, channel: Channel, windowMs: number): number => {
  const day = windowMs > COARSE.keepMs;
  useLive(topics.history(scope, day), () => 0);
  useEffect(() => {
    if (day) history.keepDay(scope);
  }, [scope, day]);
  const subscribe = useCallback((listener: () => void) => history.subscribe(scope, channel, listener), [scope, channel]);
  return useSyncExternalStore(subscribe, () => history.version(scope, channel));
};

/** `createdAt`: the node's creation (its `created_at`), where its history can start at the latest. */
export const useNodeThroughput = (id: unknown, tier: Tier, windowMs: number, createdAt?: number): ThroughputSeries => {
  const scope = nodeScope(id);
  const version = useVersion(scope, tier, windowMs);
  return useMemo(() => {
    const to = windowEnd(tier);
    const from = windowStart({ from: to - windowMs, to, stepMs: STEP_MS[tier], firstSample: history.firstSample(scope), createdAt });
    return { ...history.throughput(scope, tier, from, to), windowMs };
    // `version` is what moves the window: a new step was recorded or read back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, tier, windowMs, createdAt, version]);
};

/** `follow`: the steps whose pace moves the window's end (each second on details, each minute in a row). */
export const useNodeStatusHistory = (id: unknown, windowMs: number, follow: Tier = 'coarse', createdAt?: number): StatusHistory => {
  const scope = nodeScope(id);
  const status = useVersion(scope, 'status', windowMs);
  // The coverage and the current period grow with every frame: the window's end follows `follow`.
  const coarse = useVersion(scope, follow, windowMs);
  return useMemo(() => {
    const to = Date.now();
    const from = windowStart({ from: to - windowMs, to, firstSample: history.firstSample(scope), createdAt });
    return { ...history.status(scope, from, to), windowMs };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, windowMs, createdAt, status, coarse]);
};

export const useFleetHistory = (tier: Tier, windowMs: number): FleetSeries => {
  const version = useVersion(FLEET_SCOPE, tier, windowMs);
  return useMemo(() => {
    const to = windowEnd(tier);
    const from = windowStart({ from: to - windowMs, to, stepMs: STEP_MS[tier], firstSample: history.firstSample(FLEET_SCOPE) });
    return { ...history.fleet(tier, from, to), windowMs };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tier, windowMs, version]);
};
