/** Static files for the Node demo gateway: a built console with history-mode fallback to index.html. */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const isFile = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() === true;

/** Compressed like a web server in front of a console would (deploy/nginx.conf gzips the same types). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

/** Gzipped files by path and modification time: each is compressed once. */
const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();

const gzipOf = async (path: string): Promise<Buffer> => {
  const { mtimeMs } = await stat(path);
  const cached = gzipped.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(await readFile(path), { level: 6 });
  gzipped.set(path, { mtimeMs, body });
  return body;
};

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/**
 * Serves `urlPath` from `root` for GET/HEAD; unknown paths get index.html (the console routes them).
 * Hashed `/assets/*` files are cached for a year, index.html never. Returns false when not served.
 */
export async function serveStatic(root: string, urlPath: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const base = resolve(root);
  let path = resolve(join(base, normalize(decodeURIComponent(urlPath))));
  if (path !== base && !path.startsWith(base + sep)) return false;
  const isAsset = urlPath.startsWith('/assets/');
  if (!(await isFile(path))) {
    if (isAsset) return false;
    path = join(base, 'index.html');
    if (!(await isFile(path))) return false;
  }
  const isIndex = path.endsWith(`${sep}index.html`);
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=3600',
  };
  if (COMPRESSIBLE.has(extname(path))) {
    headers.vary = 'Accept-Encoding';
    if (acceptsGzip(req)) {
      const body = await gzipOf(path);
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
  return true;
}
