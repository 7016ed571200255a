/**
 * GET /api/logs/stream (API-FACTS §5.6, §6.3): `["Getting logs..."]`, then the last 10 lines, then new
 * lines as they are "written", at `settings.logRate` lines per second. Each data frame ends with the
 * `""` element the reference's newline-split chunks carry.
 */
import type { HttpHandler } from 'msw';
import type { DemoDb } from '../db';
import { createLogLines, type LogSource } from '../log-lines';
import { every, eventStream } from './event-stream';
import { findDomain } from './domains';
import type { Routes } from './route';
import { backendTarget } from './service-rules';

const TICK_MS = 100;
const BACKLOG = 10;
/** Upper bound per frame, so a mistyped rate cannot flood a browser tab. */
const MAX_LINES_PER_TICK = 5000;

const pathsOf = (db: DemoDb, domain: string | null) => {
  const key = (domain ?? '').toLowerCase();
  return db.httpServices.filter((service) => (service.domain ?? '').toLowerCase() === key).map((service) => service.pathLocation);
};

/** Which "file" the query names: a log source, `null` for an unknown service, or the missing file's path. */
const sourceFor = (db: DemoDb, url: URL): LogSource | null | { missing: string } => {
  const type = url.searchParams.get('type');
  const id = Number(url.searchParams.get('id'));
  if (type === 'tcp') {
    const service = db.tcpServices.find((row) => row.id === id);
    const node = service && db.find('nodes', service.nodeId);
    if (!service || !node) return null;
    return { kind: 'tcp', seed: 1000 + id, proto: service.proto, upstream: `${backendTarget(node, service.backendHost)}:${service.backendPort}` };
  }
  if (type === 'http') {
    const service = db.httpServices.find((row) => row.id === id);
    if (!service) return null;
    // The reference tails the whole domain's access log, not just this service's lines.
    return { kind: 'http', seed: id, paths: pathsOf(db, service.domain) };
  }
  const domain = url.searchParams.get('domain');
  if (domain && !findDomain(db, domain)) return { missing: `/var/log/nginx/${domain}/access.log` };
  return { kind: 'http', seed: domain ? domain.length * 31 : 0, paths: pathsOf(db, domain) };
};

export const logHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => [
  routes.get('/logs/stream', ({ request, response }) => {
    const source = sourceFor(db, new URL(request.url));
    const onFrame = routes.checks && ((data: unknown) => routes.checks?.frame('/logs/stream', data));
    const stream = eventStream(request, (sink) => {
      // Unknown service: the reference fails after the stream started, so the connection just drops.
      if (source === null) return sink.close();
      sink.send(['Getting logs...']);
      if ('missing' in source) {
        // tail's stderr arrives as a named `error` event; then the stream stays open and silent.
        sink.sendEvent('error', `tail: cannot open '${source.missing}' for reading: No such file or directory`);
        return undefined;
      }
      const nextLine = createLogLines(source);
      const start = Date.now();
      sink.send([...Array.from({ length: BACKLOG }, (_, i) => nextLine(start - (BACKLOG - i) * 1700)), '']);
      let owed = 0;
      return every(TICK_MS, () => {
        owed += (Math.max(0, db.settings.logRate) * TICK_MS) / 1000;
        const count = Math.min(MAX_LINES_PER_TICK, Math.floor(owed));
        if (count === 0) return;
        owed = Math.min(owed - count, MAX_LINES_PER_TICK);
        const now = Date.now();
        sink.send([...Array.from({ length: count }, () => nextLine(now)), '']);
      });
    }, onFrame);
    return response.untyped(stream);
  }),
];
