/** The traffic and status history the console saw (issue 23): recording, reading, forgetting. */
export * from './types';
export { clearHistory, flushHistory, loadScope, recordFleetFrame, recordNodeFrame } from './history';
export { DAY, FINE, HOUR, MINUTE, type Tier } from './historyStore';
export { useFleetHistory, useNodeStatusHistory, useNodeThroughput } from './useHistory';
