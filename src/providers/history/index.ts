/** The traffic and status history the console saw (issue 23): recording, reading, forgetting. */
export * from './types';
export { clearHistory, flushHistory, loadScope, recordFleetFrame, recordNodeFrame, FLUSH_MS } from './history';
export { COARSE, DAY, FINE, FINE_FLEET_CAP, HOUR, MINUTE, maxGapFor, type Tier } from './historyStore';
export { useFleetHistory, useNodeStatusHistory, useNodeThroughput } from './useHistory';
