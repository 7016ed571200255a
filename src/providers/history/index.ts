/** The traffic and status history the console saw: recording, reading, forgetting. */
export * from './types';
export { clearHistory } from './history';
export { DAY, FINE, HOUR, MINUTE, type Tier } from './historyStore';
export { createdAtOf, useFleetHistory, useNodeStatusHistory, useNodeThroughput, windowStart } from './useHistory';
