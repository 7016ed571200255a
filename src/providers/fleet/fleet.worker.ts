/**
 * The fleet's worker: the fleet stream read, reduced and its nodes' history kept off the main thread
 * (fleetHost.ts). Its history is this realm's own (providers/history), written to the same database.
 */
import { flushHistory, forgetHistoryInMemory, history, recordFleetNodes } from '../history/history';
import { nodeScope } from '../history/historyStore';
import { createFleetHost } from './fleetHost';
import type { FleetCommand, FleetEvent } from './fleetProtocol';

const worker = self as unknown as {
  postMessage(event: FleetEvent): void;
  onmessage: ((event: MessageEvent<FleetCommand>) => void) | null;
};

const host = createFleetHost({
  post: (event) => worker.postMessage(event),
  history: {
    record: recordFleetNodes,
    exportNode: (id) => history.exportScope(nodeScope(id)),
    forget: forgetHistoryInMemory,
    flush: () => void flushHistory(),
  },
});

worker.onmessage = (event) => host.handle(event.data);
