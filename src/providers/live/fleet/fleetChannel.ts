/**
 * The line to the fleet's host: a module Worker where the browser has workers, else the same host on the
 * main thread (jsdom in tests). A worker that fails to start is replaced by the main-thread host.
 */
import { devLog } from '../../../config';
import { pruneRecords, writeRecords } from '../../history/historyDb';
import { createFleetHost } from './fleetHost';
import type { FleetCommand, FleetEvent } from './fleetProtocol';

export interface FleetChannel {
  send(command: FleetCommand): void;
  /** Ends the host (its stream, its worker). */
  close(): void;
}

const onMainThread = (onEvent: (event: FleetEvent) => void): FleetChannel => {
  const host = createFleetHost({
    // After the current task's work, as a worker's message would arrive.
    post: (event) => queueMicrotask(() => onEvent(event)),
    write: writeRecords,
    prune: pruneRecords,
  });
  return { send: host.handle, close: host.dispose };
};

export const openFleetChannel = (onEvent: (event: FleetEvent) => void): FleetChannel => {
  if (typeof Worker === 'undefined') return onMainThread(onEvent);
  const worker = new Worker(new URL('./fleet.worker.ts', import.meta.url), { type: 'module', name: 'fleet' });
  let fallback: FleetChannel | null = null;
  // What a replacement must be told: the screens' interest, and the stream if it is open (the history kept so far is lost).
  let interest: FleetCommand | null = null;
  let stream: FleetCommand | null = null;
  worker.onmessage = (event: MessageEvent<FleetEvent>) => onEvent(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    devLog('fleet worker failed: the fleet is read on the main thread', event.message);
    worker.terminate();
    if (fallback) return;
    fallback = onMainThread(onEvent);
    if (interest) fallback.send(interest);
    if (stream) fallback.send(stream);
  };
  return {
    send: (command) => {
      if (command.type === 'interest') interest = command;
      if (command.type === 'open') stream = command;
      if (command.type === 'close' || command.type === 'forget') stream = null;
      if (fallback) fallback.send(command);
      else worker.postMessage(command);
    },
    close: () => {
      worker.terminate();
      fallback?.close();
    },
  };
};
