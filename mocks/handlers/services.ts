/**
 * /api/services (API-FACTS §5.5): lists, get-one, enable/disable and delete for both kinds; creates and
 * updates live in http-services.ts and tcp-services.ts. As on the reference, single-service routes
 * look the service up by `:serviceId` alone, whatever `:nodeId` says.
 */
import type { HttpHandler } from 'msw';
import type { DemoDb } from '../db';
import type { HttpServiceRow, TcpServiceRow } from '../types';
import { httpServiceWriteHandlers } from './http-services';
import { listResponse, parseListQuery, type ListQuery } from './list-query';
import { badRequest, json, jsonString, noContent } from './respond';
import type { Route, RouteContext } from './route';
import { httpServiceJson, tcpServiceJson } from './serialize';
import { disableExpiredServices, isWiredoorApp, serviceMissing } from './service-rules';
import { tcpServiceWriteHandlers } from './tcp-services';

type ServiceRow = HttpServiceRow | TcpServiceRow;

interface Kind {
  type: 'http' | 'tcp';
  table: 'httpServices' | 'tcpServices';
  toJson: (db: DemoDb, row: ServiceRow, includeNode?: boolean) => unknown;
}

const KINDS: Kind[] = [
  { type: 'http', table: 'httpServices', toJson: (db, row, node) => httpServiceJson(db, row as HttpServiceRow, node) },
  { type: 'tcp', table: 'tcpServices', toJson: (db, row, node) => tcpServiceJson(db, row as TcpServiceRow, node) },
];

/** Both filters apply (the reference keeps only the last one, a bug not worth copying). */
const filterServices = (rows: ServiceRow[], query: ListQuery): ServiceRow[] =>
  rows.filter(
    (row) =>
      (query.nodeId === undefined || row.nodeId === query.nodeId) &&
      (query.domain === undefined || (row.domain ?? '').toLowerCase() === query.domain.toLowerCase()),
  );

const kindHandlers = (db: DemoDb, route: Route, kind: Kind): HttpHandler[] => {
  const rows = () => db[kind.table] as ServiceRow[];
  const one = `/services/:nodeId/${kind.type}/:serviceId`;

  const list = ({ url, params }: RouteContext) => {
    const query = parseListQuery(url, ['nodeId', 'domain']);
    if (query instanceof Response) return query;
    if (params.nodeId !== undefined) query.nodeId = Number(params.nodeId);
    disableExpiredServices(db);
    return listResponse(filterServices(rows(), query), query, {
      searchable: (row) => [row.name, row.domain],
      toJson: (row) => kind.toJson(db, row),
    });
  };

  /** The service of the path, or the 400 the reference answers for a missing one. */
  const serviceAt = (params: Record<string, string>): ServiceRow | Response => {
    disableExpiredServices(db);
    return rows().find((row) => row.id === Number(params.serviceId)) ?? serviceMissing();
  };

  const isProtected = (row: ServiceRow) => kind.type === 'http' && isWiredoorApp(db, row as HttpServiceRow);

  const setEnabled = (enabled: boolean) => ({ params }: RouteContext) => {
    const row = serviceAt(params);
    if (row instanceof Response) return row;
    // Disabling the console's own service is a silent no-op; HTTP disable also clears the TTL.
    if (!(isProtected(row) && !enabled)) {
      db.update(kind.table, row.id, !enabled && kind.type === 'http' ? { enabled, expiresAt: null } : { enabled });
    }
    return json(kind.toJson(db, row, true));
  };

  return [
    route('get', `/services/${kind.type}`, list),
    route('get', `/services/:nodeId/${kind.type}`, list),
    ...(kind.type === 'http' ? httpServiceWriteHandlers(db, route) : tcpServiceWriteHandlers(db, route)),
    route('get', one, ({ params }) => {
      const row = serviceAt(params);
      // An unknown id is a `null` result on the reference, i.e. 204 No Content.
      return row instanceof Response ? noContent() : json(kind.toJson(db, row, true));
    }),
    route('patch', `${one}/enable`, setEnabled(true)),
    route('patch', `${one}/disable`, setEnabled(false)),
    route('delete', one, ({ params }) => {
      const row = serviceAt(params);
      if (row instanceof Response) return row;
      if (isProtected(row)) return badRequest("Wiredoor APP can't be deleted");
      db.remove(kind.table, row.id);
      return jsonString('Deleted!');
    }),
  ];
};

export const serviceHandlers = (db: DemoDb, route: Route): HttpHandler[] => KINDS.flatMap((kind) => kindHandlers(db, route, kind));
