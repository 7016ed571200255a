/**
 * /api/services (API-FACTS §5.5): lists, get-one, enable/disable and delete for both kinds; creates and
 * updates live in http-services.ts and tcp-services.ts. As on the reference, single-service routes
 * look the service up by `:id` alone, whatever `:nodeId` says.
 */
import { delay, type HttpHandler } from 'msw';
import type { DemoDb } from '../db';
import type { HttpServiceRow, TcpServiceRow } from '../types';
import { backendCheckStatus } from './backend-check';
import { httpServiceWriteHandlers } from './http-services';
import { listBody, readListQuery, type ListQuery } from './list-query';
import { badRequest } from './respond';
import type { Routes } from './route';
import { httpServiceJson, tcpServiceJson } from './serialize';
import { disableExpiredServices, isWiredoorApp, serviceMissing } from './service-rules';
import { tcpServiceWriteHandlers } from './tcp-services';

type ServiceRow = HttpServiceRow | TcpServiceRow;

/** Both filters apply (the reference keeps only the last one, a bug not worth copying). */
const filterServices = <T extends ServiceRow>(rows: T[], query: ListQuery): T[] =>
  rows.filter(
    (row) =>
      (query.nodeId === undefined || row.nodeId === query.nodeId) &&
      (query.domain === undefined || (row.domain ?? '').toLowerCase() === query.domain.toLowerCase()),
  );

/** The operations both kinds share, over one table. */
const serviceTable = <T extends ServiceRow>(db: DemoDb, table: 'httpServices' | 'tcpServices') => {
  const missing = table === 'tcpServices' ? 'identifier' : 'node';
  const rows = () => db[table] as T[];
  return {
    /** The rows of a list request (`nodeId` from the path wins over the query's). */
    list(request: Request, pathNodeId?: string) {
      const query = readListQuery(new URL(request.url));
      if (pathNodeId !== undefined) query.nodeId = Number(pathNodeId);
      disableExpiredServices(db);
      return { rows: filterServices(rows(), query), query };
    },
    /** The service of the path, or the 400 the reference answers for a missing one. */
    at(id: string, property: Parameters<typeof serviceMissing>[0] = missing) {
      disableExpiredServices(db);
      return rows().find((row) => row.id === Number(id)) ?? serviceMissing(property);
    },
    setEnabled(row: T, enabled: boolean, patch: Partial<T> = {}) {
      db.update(table, row.id, { enabled, ...patch });
    },
    remove(row: T) {
      db.remove(table, row.id);
    },
  };
};

const searchable = (row: ServiceRow) => [row.name, row.domain];

const httpHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => {
  const services = serviceTable<HttpServiceRow>(db, 'httpServices');
  const toJson = (row: HttpServiceRow) => httpServiceJson(db, row);
  const setEnabled = (id: string, enabled: boolean) => {
    const row = services.at(id);
    if (row instanceof Response) return row;
    // Disabling the console's own service is a silent no-op; HTTP disable also clears the TTL.
    if (enabled) services.setEnabled(row, true);
    else if (!isWiredoorApp(db, row)) services.setEnabled(row, false, { expiresAt: null });
    return httpServiceJson(db, row, true);
  };
  return [
    routes.get('/services/http', ({ request, response }) => {
      const { rows, query } = services.list(request);
      const body = listBody(rows, query, { searchable, toJson, entity: 'HttpService' });
      return body instanceof Response ? body : response(200).json(body);
    }),
    routes.get('/services/{nodeId}/http', ({ request, params, response }) => {
      const { rows, query } = services.list(request, params.nodeId);
      const body = listBody(rows, query, { searchable, toJson, entity: 'HttpService' });
      return body instanceof Response ? body : response(200).json(body);
    }),
    ...httpServiceWriteHandlers(db, routes),
    routes.get('/services/{nodeId}/http/{id}', ({ params, response }) => {
      const row = services.at(params.id);
      // An unknown id is a `null` result on the reference, i.e. 204 No Content.
      return row instanceof Response ? response(204).empty() : response(200).json(httpServiceJson(db, row, true));
    }),
    routes.patch('/services/{nodeId}/http/{id}/enable', ({ params, response }) => {
      const answer = setEnabled(params.id, true);
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    routes.patch('/services/{nodeId}/http/{id}/disable', ({ params, response }) => {
      const answer = setEnabled(params.id, false);
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    routes.get('/services/{nodeId}/http/{id}/ping', async ({ request, params, response }) => {
      const row = services.at(params.id, 'backendProto');
      if (row instanceof Response) return row;
      const path = new URL(request.url).searchParams.get('path') || '/';
      const answer = backendCheckStatus(db.find('nodes', row.nodeId), row, path);
      if ('status' in answer) return response(200).json({ status: answer.status });
      if (answer.failsAfterMs) await delay(answer.failsAfterMs);
      return badRequest('Request to backend failed.');
    }),
    routes.delete('/services/{nodeId}/http/{id}', ({ params, response }) => {
      const row = services.at(params.id);
      if (row instanceof Response) return row;
      if (isWiredoorApp(db, row)) return badRequest("Wiredoor APP can't be deleted");
      services.remove(row);
      return response(200).json('Deleted!');
    }),
  ];
};

const tcpHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => {
  const services = serviceTable<TcpServiceRow>(db, 'tcpServices');
  const toJson = (row: TcpServiceRow) => tcpServiceJson(db, row);
  // Unlike HTTP, disabling a TCP service keeps its `expiresAt` (API-FACTS §12.22).
  const setEnabled = (id: string, enabled: boolean) => {
    const row = services.at(id);
    if (row instanceof Response) return row;
    services.setEnabled(row, enabled);
    return tcpServiceJson(db, row, true);
  };
  return [
    routes.get('/services/tcp', ({ request, response }) => {
      const { rows, query } = services.list(request);
      const body = listBody(rows, query, { searchable, toJson, entity: 'TcpService' });
      return body instanceof Response ? body : response(200).json(body);
    }),
    routes.get('/services/{nodeId}/tcp', ({ request, params, response }) => {
      const { rows, query } = services.list(request, params.nodeId);
      const body = listBody(rows, query, { searchable, toJson, entity: 'TcpService' });
      return body instanceof Response ? body : response(200).json(body);
    }),
    ...tcpServiceWriteHandlers(db, routes),
    routes.get('/services/{nodeId}/tcp/{id}', ({ params, response }) => {
      const row = services.at(params.id);
      return row instanceof Response ? response(204).empty() : response(200).json(tcpServiceJson(db, row, true));
    }),
    routes.patch('/services/{nodeId}/tcp/{id}/enable', ({ params, response }) => {
      const answer = setEnabled(params.id, true);
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    routes.patch('/services/{nodeId}/tcp/{id}/disable', ({ params, response }) => {
      const answer = setEnabled(params.id, false);
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    routes.delete('/services/{nodeId}/tcp/{id}', ({ params, response }) => {
      const row = services.at(params.id);
      if (row instanceof Response) return row;
      services.remove(row);
      return response(200).json('Deleted!');
    }),
  ];
};

export const serviceHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => [...httpHandlers(db, routes), ...tcpHandlers(db, routes)];
