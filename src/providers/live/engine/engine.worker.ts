/** The live engine's worker: the node streams read, reduced and recorded off the main thread (engine.ts). */
import { pruneRecords, readScope, writeRecords } from '../../history/historyDb';
import type { ToEngine } from '../protocol';
import { Engine } from './engine';

const engine = new Engine({ post: (message) => self.postMessage(message), write: writeRecords, prune: pruneRecords, read: readScope });

self.onmessage = (event: MessageEvent<ToEngine>) => engine.handle(event.data);
