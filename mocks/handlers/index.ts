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
import { createRoute } from './route';
import { serviceHandlers } from './services';

const API_PATH = /^[a-z]+:\/\/[^/]+\/api\//i;

/** An unknown /api route gets Express' default HTML 404, as on the reference. */
const unknownRoute = http.all(API_PATH, ({ request }) => {
  const { pathname } = new URL(request.url);
  const html = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${request.method} ${pathname}</pre>\n</body>\n</html>\n`;
  return new HttpResponse(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
});

export function createHandlers(db: DemoDb): HttpHandler[] {
  const route = createRoute(db);
  return [
    ...demoHandlers(db, route),
    ...authHandlers(db, route),
    // Before /nodes/:id, which would otherwise take "stream" for an id.
    ...nodeStreamHandlers(db, route),
    ...nodeHandlers(db, route),
    ...patHandlers(db, route),
    ...domainHandlers(db, route),
    ...serviceHandlers(db, route),
    ...logHandlers(db, route),
    unknownRoute,
  ];
}
