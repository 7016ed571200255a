/** Static files for the Node demo gateway: a built console with history-mode fallback to index.html. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

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
  res.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
  return true;
}
