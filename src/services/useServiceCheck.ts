/**
 * The check of a service in the console: its records read now through the data provider (a refused
 * session ends as everywhere else), and its backend from the live engine's health topic, which checks
 * it as soon as the once-a-minute bound allows (a check made within the minute before is the answer).
 */
import { useCallback, useMemo, useState } from 'react';
import type { Service, ServiceType } from '../api/types';
import { useGatewayAction } from '../components';
import { askHealthCheck, healthTargetOf, MIN_CHECK_INTERVAL_MS, useServiceHealth, type ServiceHealth } from '../providers/live';
import { walkService, type BackendFact, type CheckReport } from '../providers/serviceCheck';

export interface ServiceCheck {
  report: CheckReport | null;
  running: boolean;
  /** The records could not be read. */
  error: unknown;
  /** Waiting for the engine's backend check, due then (ms). */
  waitingUntil: number | null;
  /** When the backend check shown was made, if before the check was asked for. */
  reusedAt: number | null;
  run: () => void;
}

/** The backend's fact once the engine has one for a check asked at `askedAt`; undefined while it has not. */
const backendOf = (health: ServiceHealth, askedAt: number): BackendFact | undefined => {
  if (health.paused === 'untestable') return { untestable: true };
  if (health.last && health.last.t >= askedAt - MIN_CHECK_INTERVAL_MS) return { check: health.last };
  if (!health.checking && health.refused && (health.refusedAt ?? 0) >= askedAt) return { unchecked: health.refused, at: health.refusedAt! };
  return undefined;
};

export const useServiceCheck = (type: ServiceType, service: Service): ServiceCheck => {
  const target = useMemo(() => (type === 'http' ? healthTargetOf(type, service) : null), [type, service]);
  const health = useServiceHealth(target);
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const facts = useGatewayAction((dataProvider) => dataProvider.readCheckFacts({ type, nodeId: Number(service.nodeId), id: Number(service.id) }), { quiet: true });
  const { mutate } = facts;
  const run = useCallback(() => {
    setAskedAt(Date.now());
    mutate();
    if (target) askHealthCheck(target);
  }, [mutate, target]);
  const backend = target && askedAt !== null ? backendOf(health, askedAt) : undefined;
  const ready = facts.data && (type === 'tcp' || backend !== undefined);
  const report = useMemo(() => (ready ? walkService({ ...facts.data!, backend }) : null), [ready, facts.data, backend]);
  const check = backend && 'check' in backend ? backend.check : null;
  return {
    report,
    running: facts.isPending || (facts.isSuccess && !report),
    error: facts.error,
    waitingUntil: facts.isSuccess && !report ? health.next : null,
    reusedAt: check && askedAt !== null && check.t < askedAt ? check.t : null,
    run,
  };
};
