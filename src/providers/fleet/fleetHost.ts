/**
 * The fleet's host: opens the node stream without `limit`, reads each frame (parsed, key material
 * stripped), records every node's history, reduces the frame (fleetReducer.ts) and posts what screens
 * show. A sampled fleet's stream is closed as soon as its frame is in; the main thread opens it again
 * when the pace says (fleetPace.ts), with the session's token of that moment.
 *
 * One implementation, two places: in the fleet's worker (fleet.worker.ts), and on the main thread
 * where there is no Worker (fleetChannel.ts), each with its own realm's history.
 */
import { FleetTotals } from '../history/fleetTotals';
import { nodeScope, type ScopeRecords } from '../history/historyStore';
import type { FrameRow } from '../history/samples';
import { nodeRowsOf } from '../streamData';
import { fleetPaceFor } from './fleetPace';
import { NO_INTEREST, type FleetCommand, type FleetEvent, type FleetInterest } from './fleetProtocol';
import { FleetReducer, type FleetRow } from './fleetReducer';

/** The history where the host runs. */
export interface HostHistory {
  /** Each node of a frame. */
  record(rows: readonly FleetRow[], paceMs: number, at: number): void;
  /** What is kept of one node (its id as a string). */
  exportNode(id: string): ScopeRecords | null;
  forget(): void;
  flush(): void;
}

export interface FleetHostOptions {
  post(event: FleetEvent): void;
  history: HostHistory;
  /** The EventSource class (tests pass a fake one). */
  EventSource?: typeof EventSource;
}

export interface FleetHost {
  handle(command: FleetCommand): void;
  dispose(): void;
}

const sampleOf = ({ id, status, enabled, transferRx, transferTx }: FleetRow): FrameRow => ({ id, status, enabled, transferRx, transferTx });

export const createFleetHost = ({ post, history, EventSource: Source = globalThis.EventSource }: FleetHostOptions): FleetHost => {
  const reducer = new FleetReducer();
  const totals = new FleetTotals();
  let source: EventSource | null = null;
  let interest: FleetInterest = NO_INTEREST;
  let openedAt = 0;

  const closeStream = () => {
    source?.close();
    source = null;
  };

  const onFrame = (rows: FleetRow[], at: number) => {
    const pace = fleetPaceFor(rows.length);
    if (!pace.live) closeStream();
    history.record(rows, pace.intervalMs, at);
    const { counts, update } = reducer.frame(rows);
    post({
      type: 'frame',
      at,
      openedAt,
      total: rows.length,
      live: pace.live,
      intervalMs: pace.intervalMs,
      counts,
      totals: totals.next(rows, at, pace.intervalMs),
      samples: reducer.rowsOf(interest.history).map(sampleOf),
      update,
    });
  };

  const open = (url: string, asked = Date.now()) => {
    closeStream();
    openedAt = asked;
    const stream = new Source(url);
    source = stream;
    stream.onmessage = (event: MessageEvent<string>) => {
      if (source !== stream) return;
      const rows = nodeRowsOf(event.data);
      if (rows) onFrame(rows, Date.now());
      else post({ type: 'unreadable' });
    };
    stream.onerror = () => {
      if (source !== stream) return;
      // The browser retries a dropped connection by itself, not an error answer.
      const closed = stream.readyState === Source.CLOSED;
      if (closed) source = null;
      post({ type: 'error', closed });
    };
  };

  const setInterest = (next: FleetInterest) => {
    const drawn = new Set(interest.history.map(String));
    interest = next;
    for (const id of next.history) {
      if (!drawn.has(String(id))) post({ type: 'history', scope: nodeScope(id), records: history.exportNode(String(id)) });
    }
    const update = reducer.setInterest(next);
    if (update) post({ type: 'update', update });
  };

  const handle = (command: FleetCommand) => {
    switch (command.type) {
      case 'open':
        return open(command.url, command.openedAt);
      case 'close':
        return closeStream();
      case 'forget':
        closeStream();
        return reducer.forget();
      case 'interest':
        return setInterest(command.interest);
      case 'statuses':
        return post({ type: 'statuses', request: command.request, statuses: reducer.statusesOf(command.ids) });
      case 'page':
        return post({ type: 'page', request: command.request, ...(reducer.pageOf(command.query) ?? { data: [], total: 0, fetched: 0 }) });
      case 'forget-history':
        totals.clear();
        return history.forget();
      case 'flush-history':
        return history.flush();
    }
  };

  return { handle, dispose: closeStream };
};
