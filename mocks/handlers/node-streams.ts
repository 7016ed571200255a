/**
 * GET /api/nodes/stream (API-FACTS §6.1, §6.2). Like the reference, the rows of a paged stream are read
 * ONCE when it opens: every second only the runtime fields are fresh, while names, `enabled`, new or
 * deleted nodes show up only after the client reopens the stream. A stream without `limit` reads every
 * node again on each tick. Unlike the reference, the first
 * frame is sent at once instead of after a second, so screens fill immediately.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { DemoDb } from '../db';
import type { NodeRow } from '../types';
import { every, eventStream } from './event-stream';
import { readListQuery, selectRows } from './list-query';
import { filterNodes, nodeSearchable } from './nodes';
import type { Routes } from './route';
import { nodeInfo } from './serialize';

const INTERVAL_MS = 1000;

const snapshotOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * NodeInfo of a snapshot row: the database fields as they were when the stream opened, but the tunnel
 * as WireGuard sees it now (a node whose tunnel came up since shows it, as on the reference).
 */
const liveInfo = (db: DemoDb, snapshot: NodeRow, now = Date.now()) =>
  nodeInfo({ ...snapshot, firstHandshakeAt: db.find('nodes', snapshot.id)?.firstHandshakeAt ?? snapshot.firstHandshakeAt }, now);

/**
 * A frame of the single-node stream. The reference's per-peer lookup fails for the local node and for
 * a disabled one (no peer in the interface), and it then sends the raw database row, key material
 * included (API-FACTS §6.2, §12.33): the console must never show those keys.
 */
const singleFrame = (db: DemoDb, snapshot: NodeRow) => {
  if (!snapshot.isLocal && snapshot.enabled) return liveInfo(db, snapshot);
  const { firstHandshakeAt: _demoOnly, ...row } = snapshot;
  return row;
};

/** The rows of the list the query selects (`type`, order, page), as they are now. */
const streamRows = (db: DemoDb, url: URL): NodeRow[] => {
  const query = readListQuery(url);
  // The stream's query is not validated: a gateway without search just does not filter by it.
  if (db.settings.search === false) query.search = undefined;
  const selected = selectRows(filterNodes(db, query), query, nodeSearchable);
  return selected instanceof Response ? [] : snapshotOf(selected.rows);
};

export const nodeStreamHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => [
  routes.get('/nodes/stream', ({ request, response }) => {
    const url = new URL(request.url);
    const onFrame = routes.checks && ((data: unknown) => routes.checks?.frame('/nodes/stream', data));
    const id = url.searchParams.get('id');
    if (id !== null) {
      const found = db.find('nodes', Number(id));
      // Unknown id: the reference's 404, its body JSON but labelled as the event stream it was to be.
      if (!found) {
        return response.untyped(
          HttpResponse.json(
            { status: 'error', message: 'Node not found!' },
            { status: 404, headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' } },
          ),
        );
      }
      const node = snapshotOf(found);
      const stream = eventStream(
        request,
        (sink) => {
          sink.send(singleFrame(db, node));
          return every(INTERVAL_MS, () => sink.send(singleFrame(db, node)));
        },
        onFrame,
      );
      return response.untyped(stream);
    }
    // Without `limit` the reference re-reads every node on every tick and ignores `type` (API-FACTS §6.1).
    const whole = !url.searchParams.get('limit');
    const rows = whole ? [] : streamRows(db, url);
    const stream = eventStream(
      request,
      (sink) => {
        const frame = () => {
          const now = Date.now();
          sink.send(whole ? db.nodes.map((node) => nodeInfo(node, now)) : rows.map((node) => liveInfo(db, node, now)));
        };
        frame();
        return every(INTERVAL_MS, frame);
      },
      onFrame,
    );
    return response.untyped(stream);
  }),
];
