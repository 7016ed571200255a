/** The live engine's worker: the node streams read, reduced and recorded off the main thread (engine.ts). */
import { pruneRecords, readScope, writeRecords } from '../../history/historyDb';
import type { FromEngine, ToEngine } from '../protocol';
import { Engine } from './engine';

const worker = self as unknown as {
  postMessage(message: FromEngine): void;
  onmessage: ((event: MessageEvent<ToEngine>) => void) | null;
};

const engine = new Engine({ post: (message) => worker.postMessage(message), write: writeRecords, prune: pruneRecords, read: readScope });

worker.onmessage = (event) => engine.handle(event.data);
