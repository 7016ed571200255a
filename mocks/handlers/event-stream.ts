/**
 * Server-sent events as the reference sends them (API-FACTS §6): `data: <json>` frames, no ids, no
 * retry, no heartbeats. Built on a plain streaming Response instead of msw's `sse()` because:
 * `sse()` only matches requests whose Accept header is exactly `text/event-stream` (curl and plain
 * fetch would miss it), needs a global EventSource even in the Node gateway, cannot answer a JSON 401
 * before the stream starts, and gives no signal when the reader cancels, which is when timers must stop.
 */
import { HttpResponse } from 'msw';

export interface EventSink {
  /** Sends one message whose data is `JSON.stringify(data)`. */
  send(data: unknown): void;
  /** Sends a named event with raw text data (the reference's `event: error` for tail failures). */
  sendEvent(event: string, text: string): void;
  /** Ends the stream (the client sees the connection drop). */
  close(): void;
}

/** A timer that does not keep a Node process alive on its own (tests, the Node gateway). */
export const every = (ms: number, tick: () => void): (() => void) => {
  const timer = setInterval(tick, ms) as unknown as { unref?: () => void };
  timer.unref?.();
  return () => clearInterval(timer as unknown as ReturnType<typeof setInterval>);
};

/** The streams open now, by path and query (the token left out): what the demo says at /api/__demo/streams. */
const openNow = new Map<string, number>();

export const openStreams = (): Record<string, number> => Object.fromEntries(openNow);

const streamKey = (request: Request): string => {
  const url = new URL(request.url);
  url.searchParams.delete('token');
  return url.pathname + url.search;
};

/**
 * Starts a stream; `start` gets a sink and returns a cleanup function that runs exactly once, when
 * the client aborts the request, cancels the body, or the stream is closed.
 */
export function eventStream(
  request: Request,
  start: (sink: EventSink) => (() => void) | void,
  /** Sees each `data:` frame's value (the contract checks of tests). */
  onFrame?: (data: unknown) => void,
): Response {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | void;
  let done = false;
  const key = streamKey(request);
  openNow.set(key, (openNow.get(key) ?? 0) + 1);
  const stop = () => {
    if (done) return false;
    done = true;
    const left = (openNow.get(key) ?? 1) - 1;
    if (left > 0) openNow.set(key, left);
    else openNow.delete(key);
    cleanup?.();
    return true;
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (frame: string) => {
        if (!done) controller.enqueue(encoder.encode(frame));
      };
      const sink: EventSink = {
        send: (data) => {
          onFrame?.(data);
          write(`data: ${JSON.stringify(data)}\n\n`);
        },
        sendEvent: (event, text) => write(`event: ${event}\n${text.split(/\r?\n/).map((line) => `data: ${line}`).join('\n')}\n\n`),
        close: () => {
          if (stop()) controller.close();
        },
      };
      request.signal.addEventListener('abort', () => sink.close(), { once: true });
      cleanup = start(sink);
      if (done) cleanup?.();
      else if (request.signal.aborted) sink.close();
    },
    cancel() {
      stop();
    },
  });
  return new HttpResponse(body, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' },
  });
}
