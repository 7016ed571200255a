/**
 * The fleet's worker: the fleet stream read and reduced, and the console's history recorded, off the
 * main thread (fleetHost.ts), written to the browser's database the screens read.
 */
import { pruneRecords, writeRecords } from '../../history/historyDb';
import { createFleetHost } from './fleetHost';
import type { FleetCommand, FleetEvent } from './fleetProtocol';

const worker = self as unknown as {
  postMessage(event: FleetEvent): void;
  onmessage: ((event: MessageEvent<FleetCommand>) => void) | null;
};

const host = createFleetHost({ post: (event) => worker.postMessage(event), write: writeRecords, prune: pruneRecords });

worker.onmessage = (event) => host.handle(event.data);
