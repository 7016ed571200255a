/**
 * GET /api/nodes/stream (API-FACTS §6.1, §6.2). Like the reference, the rows are read ONCE when the
 * stream opens: every second only the runtime fields are fresh, while names, `enabled`, new or
 * deleted nodes show up only after the client reopens the stream. Unlike the reference, the first
 * frame is sent at once instead of after a second, so screens fill immediately.
 */
import type { HttpHandler } from 'msw';
import type { DemoDb } from '../db';
import type { NodeRow } from '../types';
import { every, eventStream } from './event-stream';
import { parseListQuery, selectRows } from './list-query';
import { filterNodes, nodeSearchable } from './nodes';
import type { Route } from './route';
import { nodeInfo } from './serialize';

const INTERVAL_MS = 1000;
const LIST_KEYS = ['page', 'limit', 'type', 'search', 'orderBy'];

const snapshotOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The list stream's query is not validated on the reference: unknown keys (`token`) and bad values are ignored. */
const streamRows = (db: DemoDb, url: URL): NodeRow[] => {
  const listUrl = new URL(url);
  for (const key of [...listUrl.searchParams.keys()]) {
    if (!LIST_KEYS.includes(key)) listUrl.searchParams.delete(key);
  }
  const parsed = parseListQuery(listUrl, ['type']);
  const query = parsed instanceof Response ? { page: 1 } : parsed;
  const selected = selectRows(filterNodes(db, query), query, nodeSearchable);
  return selected instanceof Response ? [] : snapshotOf(selected.rows);
};

export const nodeStreamHandlers = (db: DemoDb, route: Route): HttpHandler[] => [
  route('get', '/nodes/stream', ({ request, url }) => {
    const id = url.searchParams.get('id');
    if (id !== null) {
      const found = db.find('nodes', Number(id));
      const node = found ? snapshotOf(found) : undefined;
      return eventStream(request, (sink) => {
        // Unknown id: the reference fails after the headers are sent, so the connection just drops.
        if (!node) return sink.close();
        sink.send(nodeInfo(node));
        return every(INTERVAL_MS, () => sink.send(nodeInfo(node)));
      });
    }
    const rows = streamRows(db, url);
    return eventStream(request, (sink) => {
      const frame = () => {
        const now = Date.now();
        sink.send(rows.map((node) => nodeInfo(node, now)));
      };
      frame();
      return every(INTERVAL_MS, frame);
    });
  }),
];
