/** Rebuilt exactly when the next service lifetime ends (useExpiryClock), never every second for nothing. */
import { useMemo } from 'react';
import type { Domain, Service, ServiceType } from '../api/types';
import { useExpiryClock } from '../components/useExpiryClock';
import { expiryOf } from '../services';
import { exposureRow, type ExposureRow } from './exposureRow';
import { useExposureSources, type ExposureSources } from './useExposureSources';
import { healthTargetOf, topics, useLive, useServicesHealth, type FleetIndex, type ServiceHealth } from '../providers/live';

export interface Exposure extends Omit<ExposureSources, 'http' | 'tcp' | 'domains'> {
  /** Null until the services and domains have been read. */
  rows: ExposureRow[] | null;
  domainCount: number | null;
  fleet: FleetIndex;
  /** Until the fleet's first frame rows are `pending`, and flagged counts and flag filters are not known. */
  nodesKnown: boolean;
  /** The time the rows were judged at (ms). */
  now: number;
  /** Each service's health (healthKey), from the checks the live engine makes while the page follows them. */
  health: ReadonlyMap<string, ServiceHealth>;
}

const nextExpiry = (services: Service[], now: number): number | null => {
  let next: number | null = null;
  for (const service of services) {
    const at = expiryOf(service);
    if (at !== null && at > now && (next === null || at < next)) next = at;
  }
  return next;
};

export const useExposure = (): Exposure => {
  const fleet = useLive(topics.fleetIndex());
  // Known once the first frame is in; changes when a node joins or leaves the fleet.
  const nodeSetKey = fleet.nodes ? String(fleet.nodeSet) : null;
  const { http, tcp, domains, ...sources } = useExposureSources(nodeSetKey);
  const services = useMemo(() => [...http, ...tcp], [http, tcp]);
  const now = useExpiryClock(nextExpiry(services, Date.now()));

  const rows = useMemo(() => {
    if (!sources.ready) return null;
    const byName = new Map<string, Domain>(domains.map((domain) => [domain.domain, domain]));
    const nodesKnown = fleet.nodes !== null;
    const rowsOf = (type: ServiceType, list: Service[]) =>
      list.map((service) => exposureRow(type, service, byName, fleet.nodes?.get(service.nodeId), now, nodesKnown));
    return [...rowsOf('http', http), ...rowsOf('tcp', tcp)];
  }, [sources.ready, http, tcp, domains, fleet.nodes, now]);

  // Following the services' health has the live engine check them while the inventory or home is open.
  const targets = useMemo(() => [...http.map((service) => healthTargetOf('http', service)), ...tcp.map((service) => healthTargetOf('tcp', service))], [http, tcp]);
  const health = useServicesHealth(targets);

  // When the cap cut the domains short, the gateway's own total.
  const domainCount = sources.truncated.find((cut) => cut.resource === 'domains')?.total ?? domains.length;
  return { ...sources, rows, domainCount: sources.ready ? domainCount : null, fleet, nodesKnown: fleet.nodes !== null, now, health };
};
