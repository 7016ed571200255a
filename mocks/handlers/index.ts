/** All handlers of the demo gateway, in matching order. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoDb } from '../db';
import { authHandlers } from './auth';
import { demoHandlers } from './demo';
import { domainHandlers } from './domains';
import { logHandlers } from './logs';
import { nodeStreamHandlers } from './node-streams';
import { nodeHandlers } from './nodes';
import { patHandlers } from './pats';
import type { ContractChecks } from '../contract/checks';
import { createRoutes } from './route';
import { serviceHandlers } from './services';

const API_PATH = /^[a-z]+:\/\/[^/]+\/api\//i;

/** An unknown /api route gets Express' default HTML 404, as on the reference. */
const unknownRoute = http.all(API_PATH, ({ request }) => {
  const { pathname } = new URL(request.url);
  const html = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${request.method} ${pathname}</pre>\n</body>\n</html>\n`;
  return new HttpResponse(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
});

/**
 * The gateway's handlers over `db`. With `checks` (tests), every answer and event-stream frame is also
 * checked against openapi.yaml.
 */
export function createHandlers(db: DemoDb, checks?: ContractChecks): HttpHandler[] {
  const routes = createRoutes(db, checks);
  return [
    ...demoHandlers(db),
    ...authHandlers(db, routes),
    // Before /nodes/{id}, which would otherwise take "stream" for an id.
    ...nodeStreamHandlers(db, routes),
    ...nodeHandlers(db, routes),
    ...patHandlers(db, routes),
    ...domainHandlers(db, routes),
    ...serviceHandlers(db, routes),
    ...logHandlers(db, routes),
    unknownRoute,
  ];
}
