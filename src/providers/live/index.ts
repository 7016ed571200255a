/** Live data as screens reach it: topics, the one client's hooks, and the client itself (its reset at sign-out, in tests). */
export { liveClient } from './liveClient';
export { topics, RUNTIME_KEYS, type FleetCounts, type FleetIndex, type FleetType, type NodeBrief, type NodeLive, type NodeRuntime, type PageQuery } from './topics';
export { useFleetCounts, useFleetPace, useLive, useLiveEvent, useLiveFailures, type FleetPace } from './useLive';
export { healthTargetOf, MIN_CHECK_INTERVAL_MS, NO_HEALTH, type HealthPause, type HealthTarget, type ServiceHealth, type TunnelHealth } from './health';
export { askHealthCheck, healthKey, useServiceHealth, useServicesHealth } from './useHealth';
