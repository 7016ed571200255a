/**
 * The fleet stream in screen tests: frames of the demo's own nodes (their runtime as the demo computes
 * it), driven by the test through controlStreams, and a reset of what fleet-wide screens share
 * between tests.
 */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { DemoDb } from '../../../mocks/db';
import { nodeInfo } from '../../../mocks/handlers/serialize';
import type { Node } from '../../../src/api/types';
import { liveClient } from '../../../src/providers/live';
import type { ControlledStream } from '../nodes/renderScreen';

/** media-server (7) alternates online/idle every 5 minutes (mocks/runtime.ts): pinned online here. */
const PINNED: Record<number, Partial<Node>> = { 7: { status: 'online' } };

/** The seeded story at the time of the frame: online 3, 4, 6, 7, 11, 13; idle 2, 9, 12; offline 5 (never connected), 8 and 10 (disconnected). */
export const fleetFrame = (db: DemoDb, changes: Record<number, Partial<Node>> = {}): Node[] =>
  db.nodes.map((node) => ({ ...nodeInfo(node), ...PINNED[node.id], ...changes[node.id] }));

/** Before each test: no fleet stream kept from the previous test (it outlives a screen by a few seconds). */
export const resetFleet = () => {
  liveClient.reset();
};

/** The console's fleet stream (the one without `limit`), once it is open. */
export const fleetStreamOf = async (streams: { openFleet: () => ControlledStream[] }): Promise<ControlledStream> => {
  let found: ControlledStream | undefined;
  await waitFor(() => {
    found = streams.openFleet()[0];
    expect(found).toBeDefined();
  });
  return found!;
};

/**
 * A fleet larger than a page (150 nodes: `rows` and generated ones after them): the live engine reads it at
 * intervals, and a page the gateway served then gets its own stream.
 */
export const largeFleet = (rows: readonly object[]): object[] => [
  ...rows,
  ...Array.from({ length: 150 - rows.length }, (_, index) => ({ id: 1000 + index, name: `generated-${index}`, status: 'online', isGateway: false, isLocal: false, enabled: true })),
];
