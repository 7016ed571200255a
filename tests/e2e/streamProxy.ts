/**
 * A plain HTTP proxy in front of the demo gateway that can end the event streams passing through it,
 * as a restarting gateway or reverse proxy does: the browser sees a real dropped connection and
 * reconnects to the real gateway, which answers as it would (the log stream replays its file's last
 * lines). Playwright's routes cannot do this: they only fulfil whole bodies. The page is opened on the
 * proxy's origin (cookies are per host, so a session cookie of the gateway's host is sent too).
 */
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StreamProxy {
  /** The proxy's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /**
   * Ends every open event stream whose path starts with `path`, or whose URL the test accepts (one
   * stream among those of a path: a node's, not the fleet's); returns how many were ended.
   */
  endStreams: (path: StreamMatch) => number;
  /** How many event streams `path` matches (as endStreams) are open (their answer has begun). */
  openStreams: (path: StreamMatch) => number;
  /** How many frames (events) the streams `path` matches have passed on to the browser so far, ended ones included. */
  framesSent: (path: StreamMatch) => number;
  close: () => Promise<void>;
}

type StreamMatch = string | ((url: URL) => boolean);

/** A node's own event stream (node details), not the nodes list's or the fleet's. */
export const nodeStream = (url: URL) => url.pathname === '/api/nodes/stream' && url.searchParams.has('id');

const matches = (stream: { url: URL }, path: StreamMatch) =>
  typeof path === 'string' ? stream.url.pathname.startsWith(path) : path(stream.url);

export const startStreamProxy = async (target: string): Promise<StreamProxy> => {
  /** Open event streams: their path and how to end them. */
  const streams = new Map<ServerResponse, { url: URL; end: () => void }>();
  /** Every event stream seen, with the frames it carried (a frame ends with a blank line). */
  const carried: Array<{ url: URL; frames: number }> = [];
  const server = createServer((req, res) => {
    const upstream = request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      if (String(answer.headers['content-type']).startsWith('text/event-stream')) {
        const end = () => {
          answer.unpipe(res);
          answer.destroy();
          res.end();
        };
        const url = new URL(req.url ?? '/', target);
        streams.set(res, { url, end });
        const count = { url, frames: 0 };
        carried.push(count);
        answer.on('data', (chunk: Buffer) => (count.frames += chunk.toString().split('\n\n').length - 1));
        res.flushHeaders();
      }
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    // The browser went away, or the proxy ended the stream: the gateway stops its side too.
    res.on('close', () => {
      streams.delete(res);
      upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    openStreams: (path) => [...streams.values()].filter((stream) => matches(stream, path)).length,
    framesSent: (path) => carried.filter((stream) => matches(stream, path)).reduce((sum, stream) => sum + stream.frames, 0),
    endStreams: (path) => {
      const ending = [...streams.values()].filter((stream) => matches(stream, path));
      ending.forEach((stream) => stream.end());
      return ending.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
