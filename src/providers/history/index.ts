/** The traffic and status history the console saw: recording, reading, forgetting. */
export * from './types';
export { clearHistory } from './history';
export { DAY, FINE, HOUR, MINUTE, nodeScope, type Tier } from './historyStore';
export { createdAtOf, useFleetHistory, useNodeStatusHistory, useNodeThroughput, windowStart } from './useHistory';
export { useHealthHistories, useNodeTunnelHistory, useServiceHealthHistory } from './useHealthHistory';
export { serviceScope, type CheckSample, type HealthHistory, type TunnelSample } from './healthSamples';
