/**
 * The demo gateway as a real HTTP server (node:http, no framework): every request becomes a Fetch
 * Request, msw's `getResponse` runs the same handlers as the browser demo and the tests, and the
 * Response is streamed back chunk by chunk so event streams flow. Optionally serves a built console.
 *
 *   node dist-gateway/demo-gateway.mjs [--port 3000] [--static dist]
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { createDb } from './db';
import { createHandlers } from './handlers';
import { serveStatic } from './static-files';

const MAX_BODY_BYTES = 1024 * 1024;

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const readBody = async (req: IncomingMessage): Promise<Buffer | undefined> => {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('request entity too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const toRequest = (req: IncomingMessage, body: Buffer | undefined, signal: AbortSignal): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  return new Request(url, { method: req.method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined, signal });
};

/** Copies status and headers, then streams the body, flushing each chunk as it comes (SSE frames included). */
const send = async (response: Response, res: ServerResponse, req: IncomingMessage): Promise<void> => {
  const headers: Record<string, string> = { 'x-powered-by': 'Wiredoor Server' };
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  if (!response.body || req.method === 'HEAD') return void res.end();
  res.flushHeaders();
  const reader = response.body.getReader();
  // Client gone: cancelling the body reaches the handler's stream, which stops its timers.
  res.on('close', () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || res.destroyed) break;
      res.write(value);
    }
  } catch {
    // The stream was cancelled or errored: nothing more to send.
  }
  res.end();
};

const notFoundHtml = (req: IncomingMessage) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${req.method} ${req.url}</pre>\n</body>\n</html>\n`;

export function startDemoGateway(port: number, staticDir?: string) {
  const db = createDb();
  const handlers = createHandlers(db);
  const server = createServer(async (req, res) => {
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    try {
      const body = await readBody(req);
      const response = await getResponse(handlers, toRequest(req, body, abort.signal));
      if (response) return await send(response, res, req);
      const path = (req.url ?? '/').split('?')[0];
      if (staticDir && !path.startsWith('/api/') && (await serveStatic(staticDir, path, req, res))) return;
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFoundHtml(req));
    } catch (error) {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', message: (error as Error).message }));
    }
  });
  server.listen(port, '127.0.0.1', () => {
    // Port 0 asks the system for a free port: print the one actually bound.
    const { port: bound } = server.address() as AddressInfo;
    console.log(`demo gateway listening on http://127.0.0.1:${bound}`);
  });
  return { server, db };
}

// Started when run as a program (the bundled dist-gateway/demo-gateway.mjs), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startDemoGateway(Number(option('port') ?? process.env.PORT ?? 3000), option('static'));
}
