/**
 * The fleet's host: reads the unpaged node stream, records every node's history, reduces each frame and
 * posts what screens show. The same code runs in the worker and on the main thread where there is none.
 */
import { FleetRecorder, type WriteRecords } from '../../history/fleetRecorder';
import { WRITE_MS } from '../../history/historyDb';
import { nodeScope } from '../../history/historyStore';
import type { FrameRow } from '../../history/samples';
import { nodeRowsOf } from '../../streamData';
import { fleetPaceFor } from './fleetPace';
import { NO_INTEREST, type FleetCommand, type FleetEvent, type FleetInterest } from './fleetProtocol';
import { FleetReducer, type FleetRow } from './fleetReducer';

export interface FleetHostOptions {
  post(event: FleetEvent): void;
  /** Where the nodes' history is written (historyDb.writeRecords; tests keep a list). */
  write: WriteRecords;
  /** The EventSource class (tests pass a fake one). */
  EventSource?: typeof EventSource;
}

export interface FleetHost {
  handle(command: FleetCommand): void;
  dispose(): void;
}

const sampleOf = ({ id, status, enabled, transferRx, transferTx }: FleetRow): FrameRow => ({ id, status, enabled, transferRx, transferTx });

export const createFleetHost = ({ post, write, EventSource: Source = globalThis.EventSource }: FleetHostOptions): FleetHost => {
  const reducer = new FleetReducer();
  const history = new FleetRecorder(write);
  let writeTimer: ReturnType<typeof setInterval> | undefined;
  let source: EventSource | null = null;
  let interest: FleetInterest = NO_INTEREST;
  let openedAt = 0;

  const closeStream = () => {
    source?.close();
    source = null;
  };

  const stopWriting = () => {
    clearInterval(writeTimer);
    writeTimer = undefined;
  };

  const writeHistory = (all: boolean) => {
    // The history is a convenience: a database that fails costs the history, never the fleet.
    history.flush(Date.now(), all).catch(() => undefined);
  };

  const onFrame = (rows: FleetRow[], at: number) => {
    const pace = fleetPaceFor(rows.length);
    if (!pace.live) closeStream();
    const totals = history.record(rows, pace.intervalMs, at);
    writeTimer ??= setInterval(() => writeHistory(false), WRITE_MS);
    const { counts, update } = reducer.frame(rows);
    const samples = reducer.rowsOf(interest.history).map(sampleOf);
    post({
      type: 'frame',
      at,
      openedAt,
      total: rows.length,
      live: pace.live,
      intervalMs: pace.intervalMs,
      counts,
      totals,
      samples,
      update,
      held: reducer.settle(pace.live),
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
      if (!drawn.has(String(id))) post({ type: 'history', scope: nodeScope(id), records: history.exportNode(id) });
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
        stopWriting();
        return history.forget();
      case 'flush-history':
        return writeHistory(true);
    }
  };

  const dispose = () => {
    closeStream();
    stopWriting();
  };

  return { handle, dispose };
};
