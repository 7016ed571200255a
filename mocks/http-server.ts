/**
 * The demo gateway as a real HTTP server (node:http, no framework): every request becomes a Fetch
 * Request, msw's `getResponse` runs the same handlers as the browser demo and the tests, and the
 * Response is streamed back chunk by chunk so event streams flow. Optionally serves a built console,
 * and keeps its data in a file across restarts (`npm start` does both).
 *
 *   node dist-gateway/demo-gateway.mjs [--port 3000] [--static dist] [--data .demo/gateway-data.json]
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { DEMO_PASSWORD, DEMO_USERNAME } from './credentials';
import { readDataFile, writeDataFile } from './data-file';
import { createDb, type DemoDb } from './db';
import { createHandlers } from './handlers';
import { saveOnChange } from './save-on-change';
import { serveStatic } from './static-files';

const MAX_BODY_BYTES = 1024 * 1024;

/** For `npm start`'s welcome, which imports the bundle: the demo's admin. */
export const DEMO_ADMIN = { username: DEMO_USERNAME, password: DEMO_PASSWORD };

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

export interface DemoGatewayOptions {
  /** 0 asks the system for a free port. */
  port: number;
  /** A built console served beside the API, with index.html for every other path. */
  staticDir?: string;
  /** Where the data is kept across restarts; in memory only without one. */
  dataFile?: string;
}

export interface DemoGateway {
  server: Server;
  db: DemoDb;
  url: string;
  /** What the data file held at start (`restored`, or why the seed was used); undefined without one. */
  dataFound?: string;
  /** Writes a pending change to the data file, then closes every connection (event streams included). */
  stop(): Promise<void>;
}

/** Listening on 127.0.0.1; rejects when the port cannot be had (EADDRINUSE and the like). */
export function startDemoGateway({ port, staticDir, dataFile }: DemoGatewayOptions): Promise<DemoGateway> {
  const stored = dataFile ? readDataFile(dataFile) : undefined;
  const db = createDb(stored?.snapshot);
  let saveFailed = false;
  const save = (file: string) => {
    try {
      writeDataFile(file, db);
      saveFailed = false;
    } catch (error) {
      // A full disk must not stop the demo: it goes on in memory and says so once.
      if (!saveFailed) console.error(`demo data could not be saved to ${file}: ${(error as Error).message}`);
      saveFailed = true;
    }
  };
  // A fresh seed is saved at once: its times (token expiries, creation dates) are kept from the first start.
  if (dataFile && !stored?.snapshot) save(dataFile);
  const { flush } = dataFile ? saveOnChange(db, () => save(dataFile)) : { flush: () => undefined };
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
  const stop = () =>
    new Promise<void>((resolve) => {
      flush();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      // Port 0 asks the system for a free port: the one actually bound.
      const { port: bound } = server.address() as AddressInfo;
      resolve({ server, db, url: `http://127.0.0.1:${bound}`, dataFound: stored?.found, stop });
    });
  });
}

// Started when run as a program (the bundled dist-gateway/demo-gateway.mjs), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(option('port') ?? process.env.PORT ?? 3000);
  const dataFile = option('data');
  startDemoGateway({ port, staticDir: option('static'), dataFile }).then(
    (gateway) => {
      console.log(`demo gateway listening on ${gateway.url}`);
      if (dataFile) console.log(`demo data in ${dataFile}: ${gateway.dataFound}`);
      const stop = () => void gateway.stop().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: NodeJS.ErrnoException) => {
      console.error(error.code === 'EADDRINUSE' ? `Port ${port} of 127.0.0.1 is in use: pass --port with another.` : error.message);
      process.exit(1);
    },
  );
}
