/** The line to the live engine: a worker, else (jsdom, or a worker that failed to start) the same engine on the main thread. */
import { devLog } from '../../config';
// Static: the console's history reads the same module at boot, so a lazy import here would move nothing.
import { pruneRecords, readScope, writeRecords } from '../history/historyDb';
import type { FromEngine, ToEngine } from './protocol';

export interface Channel {
  send(message: ToEngine): void;
  close(): void;
}

const onMainThread = (onMessage: (message: FromEngine) => void): Channel => {
  let queue: ToEngine[] | null = [];
  let engine: { handle(message: ToEngine): void; dispose(): void } | null = null;
  let closed = false;
  void import('./engine/engine').then(({ Engine }) => {
    if (closed) return;
    // After the current task's work, as a worker's message would arrive.
    engine = new Engine({ post: (message) => queueMicrotask(() => onMessage(message)), write: writeRecords, prune: pruneRecords, read: readScope });
    queue?.forEach(engine.handle);
    queue = null;
  });
  return {
    send: (message) => (engine ? engine.handle(message) : queue?.push(message)),
    close: () => {
      closed = true;
      engine?.dispose();
    },
  };
};

export const openChannel = (onMessage: (message: FromEngine) => void): Channel => {
  if (typeof Worker === 'undefined') return onMainThread(onMessage);
  const worker = new Worker(new URL('./engine/engine.worker.ts', import.meta.url), { type: 'module', name: 'live' });
  let fallback: Channel | null = null;
  const told = new Map<string, ToEngine>();
  worker.onmessage = (event: MessageEvent<FromEngine>) => onMessage(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    devLog('live worker failed: the engine runs on the main thread', event.message);
    worker.terminate();
    if (fallback) return;
    fallback = onMainThread(onMessage);
    told.forEach((message) => fallback!.send(message));
  };
  return {
    send: (message) => {
      // What a replacement must be told: the session, the tab's visibility and the topics followed (the history kept so far is lost).
      if (message.type === 'session' || message.type === 'visibility') told.set(message.type, message);
      if (message.type === 'subscribe') told.set(message.topic.name, message);
      if (message.type === 'unsubscribe') told.delete(message.name);
      if (fallback) fallback.send(message);
      else worker.postMessage(message);
    },
    close: () => {
      worker.terminate();
      fallback?.close();
    },
  };
};
