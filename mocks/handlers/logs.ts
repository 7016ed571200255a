/**
 * GET /api/logs/stream (API-FACTS §5.6, §6.3): `["Getting logs..."]`, then, as `tail -n 10 -f` on the
 * source's log file (mocks/log-files.ts), its last 10 lines and each line written after. Each data
 * frame ends with the `""` element the reference's newline-split chunks carry.
 */
import type { HttpHandler } from 'msw';
import type { DemoDb } from '../db';
import { createLogFiles } from '../log-files';
import type { LogSource } from '../log-lines';
import { eventStream } from './event-stream';
import { findDomain } from './domains';
import type { Routes } from './route';
import { backendTarget } from './service-rules';

const pathsOf = (db: DemoDb, domain: string | null) => {
  const key = (domain ?? '').toLowerCase();
  return db.httpServices.filter((service) => (service.domain ?? '').toLowerCase() === key).map((service) => service.pathLocation);
};

/** A domain's access log: the file the reference tails for the domain and for each of its HTTP services. */
const accessLog = (db: DemoDb, domain: string | null) => {
  const name = (domain ?? '').toLowerCase();
  return { file: `http:${name}`, source: { kind: 'http', seed: name.length * 31, paths: pathsOf(db, domain) } satisfies LogSource };
};

/** Which file the query names: a log file, `null` for an unknown service, or the missing file's path. */
const fileFor = (db: DemoDb, url: URL): { file: string; source: LogSource } | null | { missing: string } => {
  const type = url.searchParams.get('type');
  const id = Number(url.searchParams.get('id'));
  if (type === 'tcp') {
    const service = db.tcpServices.find((row) => row.id === id);
    const node = service && db.find('nodes', service.nodeId);
    if (!service || !node) return null;
    const upstream = `${backendTarget(node, service.backendHost)}:${service.backendPort}`;
    return { file: `tcp:${id}`, source: { kind: 'tcp', seed: 1000 + id, proto: service.proto, upstream } };
  }
  if (type === 'http') {
    const service = db.httpServices.find((row) => row.id === id);
    if (!service) return null;
    // The reference tails the whole domain's access log, not just this service's lines.
    return accessLog(db, service.domain);
  }
  const domain = url.searchParams.get('domain');
  if (domain && !findDomain(db, domain)) return { missing: `/var/log/nginx/${domain}/access.log` };
  return accessLog(db, domain);
};

export const logHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => {
  const files = createLogFiles(() => db.settings.logRate);
  return [
    routes.get('/logs/stream', ({ request, response }) => {
      const target = fileFor(db, new URL(request.url));
      const onFrame = routes.checks && ((data: unknown) => routes.checks?.frame('/logs/stream', data));
      const stream = eventStream(
        request,
        (sink) => {
          sink.send(['Getting logs...']);
          // Unknown service: the reference fails after its first frame, so the connection then drops.
          if (target === null) return sink.close();
          if ('missing' in target) {
            // tail's stderr arrives as a named `error` event; then the stream stays open and silent.
            sink.sendEvent('error', `tail: cannot open '${target.missing}' for reading: No such file or directory`);
            return undefined;
          }
          const tail = files.tail(target.file, target.source, (lines) => sink.send([...lines, '']));
          sink.send([...tail.backlog, '']);
          return tail.stop;
        },
        onFrame,
      );
      return response.untyped(stream);
    }),
  ];
};
