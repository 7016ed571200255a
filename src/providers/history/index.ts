/** The traffic and status history the console saw: recording, reading, forgetting. */
export * from './types';
export { addHistorySource, clearHistory, flushHistory, loadScope, recordFleetTotals, recordNodeFrame, type HistorySource } from './history';
export { DAY, FINE, HOUR, MINUTE, type Tier } from './historyStore';
export { createdAtOf, useFleetHistory, useNodeStatusHistory, useNodeThroughput, windowStart } from './useHistory';
