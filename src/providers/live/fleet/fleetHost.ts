/**
 * The fleet's host: reads the unpaged node stream, reduces each frame and posts what screens show, and
 * keeps the console's history (historyRecorder.ts) of every frame, the main thread's node streams' too.
 * The same code runs in the worker and on the main thread where there is none.
 */
import { HistoryRecorder, type WriteRecords } from '../../history/historyRecorder';
import { FULL_WRITE_MS, WRITE_MS } from '../../history/historyDb';
import { nodeScope } from '../../history/historyStore';
import { nodeRowsOf } from '../../streamData';
import { fleetPaceFor } from './fleetPace';
import { NO_INTEREST, type FleetCommand, type FleetEvent, type FleetInterest } from './fleetProtocol';
import { FleetReducer, type FleetRow } from './fleetReducer';

export interface FleetHostOptions {
  post(event: FleetEvent): void;
  /** Where the history is written (historyDb.writeRecords; tests keep a list), and what is too old deleted (historyDb.pruneRecords). */
  write: WriteRecords;
  prune?: (now: number) => Promise<void>;
  /** The EventSource class (tests pass a fake one). */
  EventSource?: typeof EventSource;
}

export interface FleetHost {
  handle(command: FleetCommand): void;
  dispose(): void;
}

export const createFleetHost = ({ post, write, prune, EventSource: Source = globalThis.EventSource }: FleetHostOptions): FleetHost => {
  const reducer = new FleetReducer();
  const history = new HistoryRecorder(write);
  let writeTimer: ReturnType<typeof setInterval> | undefined;
  let lastPrune = 0;
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
    const now = Date.now();
    // The history is a convenience: a database that fails costs the history, never the fleet.
    history.flush(now, all).catch(() => undefined);
    if (prune && now - lastPrune >= FULL_WRITE_MS) {
      lastPrune = now;
      prune(now).catch(() => undefined);
    }
  };

  /** Hands the screens what the last frames changed of what they draw, and writes it within seconds. */
  const handOver = () => {
    writeTimer ??= setInterval(() => writeHistory(false), WRITE_MS);
    const updates = history.drain();
    if (updates.length) post({ type: 'history', updates });
  };

  const onFrame = (rows: FleetRow[], at: number) => {
    const pace = fleetPaceFor(rows.length);
    if (!pace.live) closeStream();
    history.recordFleet(rows, pace.intervalMs, at);
    const { counts, update } = reducer.frame(rows);
    post({
      type: 'frame',
      at,
      openedAt,
      total: rows.length,
      live: pace.live,
      intervalMs: pace.intervalMs,
      counts,
      update,
      held: reducer.settle(pace.live),
    });
    handOver();
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
    history.setWatched(next.history);
    const updates = next.history
      .filter((id) => !drawn.has(String(id)))
      .map((id) => ({ scope: nodeScope(id), records: history.exportScope(nodeScope(id)) }))
      .filter((update): update is { scope: string; records: NonNullable<typeof update.records> } => update.records !== null);
    if (updates.length) post({ type: 'history', updates });
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
      case 'record':
        history.recordNodes(command.rows, command.paceMs, command.at, command.fine);
        return handOver();
      case 'forget-history':
        stopWriting();
        return history.forget();
      case 'flush-history':
        return writeHistory(true);
    }
  };

  const dispose = () => {
    closeStream();
    writeHistory(true);
    stopWriting();
  };

  return { handle, dispose };
};
