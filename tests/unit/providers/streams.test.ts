/**
 * Event streams (SPEC §4, DESIGN §5, API-FACTS §6): token in the query, node list rows replaced,
 * node detail closed on error without retry, logs reconnected 1 s after an error.
 *
 * Errors are produced by the server dropping the connection (`client.close()`) or answering non-200:
 * msw's `client.error()` errors the body with `undefined`, which the `eventsource` polyfill cannot
 * handle (it reads `err.name`), so `onerror` would never fire.
 */
import { http, HttpResponse, sse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLogStream, openNodeListStream, openNodeStream, type LogStreamState } from '../../../src/providers/streams';
import { signIn, useServer } from './support';

const { server } = useServer();

/** Every EventSource the code under test creates, so the tests can see how many and in what state. */
const sources: EventSource[] = [];
const Original = globalThis.EventSource;
class RecordingEventSource extends Original {
  constructor(url: string | URL, init?: EventSourceInit) {
    super(url, init);
    sources.push(this);
  }
}

const closers: (() => void)[] = [];
const track = (close: () => void) => {
  closers.push(close);
  return close;
};

beforeEach(() => {
  globalThis.EventSource = RecordingEventSource as typeof EventSource;
});

afterEach(() => {
  closers.splice(0).forEach((close) => close());
  sources.splice(0).forEach((source) => source.close());
  globalThis.EventSource = Original;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A promise with its resolver, to wait for a callback without timers. */
const deferred = <T = void>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

const frame = (value: unknown) => ({ data: JSON.stringify(value) });

describe('node list stream', () => {
  it('opens /api/nodes/stream with the list query and the token in the query', async () => {
    signIn('tok-list');
    const connected = deferred<URL>();
    server.use(sse('*/api/nodes/stream', ({ request }) => connected.resolve(new URL(request.url))));
    track(openNodeListStream({ page: 2, limit: 10, type: 'gateways' }, () => {}));
    const url = await connected.promise;
    expect(url.pathname).toBe('/api/nodes/stream');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', limit: '10', type: 'gateways', token: 'tok-list' });
  });

  it('never sends empty query parameters (no type for "all")', async () => {
    signIn();
    const connected = deferred<URL>();
    server.use(sse('*/api/nodes/stream', ({ request }) => connected.resolve(new URL(request.url))));
    track(openNodeListStream({ page: 1, limit: 10, type: undefined, search: '' }, () => {}));
    expect([...(await connected.promise).searchParams.keys()]).toEqual(['page', 'limit', 'token']);
  });

  it('hands over each message as the full set of rows (replacing, not appending)', async () => {
    signIn();
    server.use(
      sse('*/api/nodes/stream', ({ client }) => {
        client.send(frame([{ id: 1, status: 'online' }, { id: 2, status: 'idle' }]));
        client.send(frame([{ id: 1, status: 'offline' }, { id: 2, status: 'online' }]));
      }),
    );
    const updates: unknown[] = [];
    const twice = deferred();
    track(
      openNodeListStream({ page: 1, limit: 10 }, (rows) => {
        updates.push(rows);
        if (updates.length === 2) twice.resolve();
      }),
    );
    await twice.promise;
    expect(updates).toEqual([
      [{ id: 1, status: 'online' }, { id: 2, status: 'idle' }],
      [{ id: 1, status: 'offline' }, { id: 2, status: 'online' }],
    ]);
  });

  it('strips key material from rows (raw-entity fall-back frames carry it)', async () => {
    signIn();
    server.use(
      sse('*/api/nodes/stream', ({ client }) => {
        client.send(frame([{ id: 3, name: 'raw', privateKey: 'PRIV', publicKey: 'PUB', preSharedKey: 'PSK' }]));
      }),
    );
    const received = deferred<unknown>();
    track(openNodeListStream({ page: 1, limit: 10 }, received.resolve));
    expect(await received.promise).toEqual([{ id: 3, name: 'raw' }]);
  });

  it('ignores messages that are not a JSON array of rows', async () => {
    signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      sse('*/api/nodes/stream', ({ client }) => {
        client.send({ data: 'not json' });
        client.send(frame({ id: 1 }));
        client.send(frame([{ id: 9 }]));
      }),
    );
    const calls: unknown[] = [];
    const received = deferred();
    track(
      openNodeListStream({ page: 1, limit: 10 }, (rows) => {
        calls.push(rows);
        received.resolve();
      }),
    );
    await received.promise;
    expect(calls).toEqual([[{ id: 9 }]]);
  });
});

describe('node detail stream', () => {
  it('opens /api/nodes/stream?id=…&token=…', async () => {
    signIn('tok-node');
    const connected = deferred<URL>();
    server.use(sse('*/api/nodes/stream', ({ request }) => connected.resolve(new URL(request.url))));
    track(openNodeStream(12, () => {}));
    const url = await connected.promise;
    expect(url.pathname).toBe('/api/nodes/stream');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '12', token: 'tok-node' });
  });

  it('hands over each message as the whole node, without key material', async () => {
    signIn();
    server.use(
      sse('*/api/nodes/stream', ({ client }) => {
        // A disabled node's frames are the raw entity, keys included (API-FACTS §6.2).
        client.send(frame({ id: 12, name: 'off', enabled: false, privateKey: 'PRIV', publicKey: 'PUB', preSharedKey: 'PSK' }));
      }),
    );
    const received = deferred<unknown>();
    track(openNodeStream(12, received.resolve));
    expect(await received.promise).toEqual({ id: 12, name: 'off', enabled: false });
  });

  it('ignores an array or unreadable message', async () => {
    signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      sse('*/api/nodes/stream', ({ client }) => {
        client.send(frame([{ id: 1 }]));
        client.send({ data: '{broken' });
        client.send(frame({ id: 12, status: 'online' }));
      }),
    );
    const calls: unknown[] = [];
    const received = deferred();
    track(
      openNodeStream(12, (node) => {
        calls.push(node);
        received.resolve();
      }),
    );
    await received.promise;
    expect(calls).toEqual([{ id: 12, status: 'online' }]);
  });

  it('on error logs, closes for good and never reconnects', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let connections = 0;
    server.use(
      sse('*/api/nodes/stream', ({ client }) => {
        connections += 1;
        client.send(frame({ id: 12, status: 'online' }));
        client.close();
      }),
    );
    const closed = deferred();
    const onNode = vi.fn();
    track(openNodeStream(12, onNode, closed.resolve));
    await closed.promise;
    expect(sources).toHaveLength(1);
    expect(sources[0].readyState).toBe(EventSource.CLOSED);
    expect(warn).toHaveBeenCalled();
    // Well past the polyfill's own 3 s retry and our 1 s log retry: still one connection, one source.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connections).toBe(1);
    expect(sources).toHaveLength(1);
  });

  it('an authentication failure before the stream starts (401) also closes it without retry', async () => {
    signIn('expired');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let connections = 0;
    server.use(
      http.get('*/api/nodes/stream', () => {
        connections += 1;
        return HttpResponse.json({ status: 'error', message: 'Unknown error' }, { status: 401 });
      }),
    );
    const closed = deferred();
    track(openNodeStream(12, () => {}, closed.resolve));
    await closed.promise;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connections).toBe(1);
    expect(sources).toHaveLength(1);
    expect(sources[0].readyState).toBe(EventSource.CLOSED);
  });

  it('the close function ends the stream', async () => {
    signIn();
    const connected = deferred();
    server.use(sse('*/api/nodes/stream', () => connected.resolve()));
    const close = openNodeStream(12, () => {});
    await connected.promise;
    close();
    expect(sources[0].readyState).toBe(EventSource.CLOSED);
  });
});

describe('log stream', () => {
  it('opens /api/logs/stream?domain=…&token=… for a domain', async () => {
    signIn('tok-logs');
    const connected = deferred<URL>();
    server.use(sse('*/api/logs/stream', ({ request }) => connected.resolve(new URL(request.url))));
    track(openLogStream({ domain: 'app.example.com' }, { onLines: () => {} }));
    const url = await connected.promise;
    expect(url.pathname).toBe('/api/logs/stream');
    expect(Object.fromEntries(url.searchParams)).toEqual({ domain: 'app.example.com', token: 'tok-logs' });
  });

  it('opens /api/logs/stream?type=…&id=…&token=… for a service', async () => {
    signIn('tok-logs');
    const connected = deferred<URL>();
    server.use(sse('*/api/logs/stream', ({ request }) => connected.resolve(new URL(request.url))));
    track(openLogStream({ type: 'tcp', id: 4 }, { onLines: () => {} }));
    expect(Object.fromEntries((await connected.promise).searchParams)).toEqual({ type: 'tcp', id: '4', token: 'tok-logs' });
  });

  it('hands over each JSON list of lines and reports the open state', async () => {
    signIn();
    server.use(
      sse('*/api/logs/stream', ({ client }) => {
        client.send(frame(['Getting logs...']));
        client.send(frame(['1.2.3.4 - - [31/Jan/2025:12:00:00 +0000] "GET / HTTP/1.1" 200 12 "-" "curl"', '']));
      }),
    );
    const batches: string[][] = [];
    const states: LogStreamState[] = [];
    const twice = deferred();
    track(
      openLogStream(
        { domain: 'app.example.com' },
        {
          onLines: (lines) => {
            batches.push(lines);
            if (batches.length === 2) twice.resolve();
          },
          onState: (state) => states.push(state),
        },
      ),
    );
    await twice.promise;
    expect(batches[0]).toEqual(['Getting logs...']);
    expect(batches[1][0]).toMatch(/^1\.2\.3\.4 - - /);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('passes a message that is not a JSON list of lines to onInvalid', async () => {
    signIn();
    server.use(sse('*/api/logs/stream', ({ client }) => client.send({ data: 'tail: cannot open file' })));
    const invalid = deferred<string>();
    const onLines = vi.fn();
    track(openLogStream({ domain: 'x.example.com' }, { onLines, onInvalid: invalid.resolve }));
    expect(await invalid.promise).toBe('tail: cannot open file');
    expect(onLines).not.toHaveBeenCalled();
  });

  it('strips key material from log messages too', async () => {
    signIn();
    server.use(sse('*/api/logs/stream', ({ client }) => client.send(frame(['line', { privateKey: 'x', n: 1 }]))));
    const received = deferred<string[]>();
    track(openLogStream({ domain: 'x.example.com' }, { onLines: received.resolve }));
    expect(await received.promise).toEqual(['line', '{"n":1}']);
  });

  it('on error reconnects after exactly 1 s with a new connection', async () => {
    signIn('tok-again');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const urls: URL[] = [];
    const second = deferred();
    server.use(
      sse('*/api/logs/stream', ({ client, request }) => {
        urls.push(new URL(request.url));
        if (urls.length === 1) client.close();
        else second.resolve();
      }),
    );
    const states: LogStreamState[] = [];
    const reconnecting = deferred();
    track(
      openLogStream(
        { domain: 'app.example.com' },
        {
          onLines: () => {},
          onState: (state) => {
            states.push(state);
            if (state === 'reconnecting') reconnecting.resolve();
          },
        },
      ),
    );
    await reconnecting.promise;
    expect(sources[0].readyState).toBe(EventSource.CLOSED);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    await second.promise;
    expect(urls).toHaveLength(2);
    expect(Object.fromEntries(urls[1].searchParams)).toEqual({ domain: 'app.example.com', token: 'tok-again' });
    // An open connection that failed before any line or a second of calm was never live.
    expect(states).toEqual(['connecting', 'reconnecting']);
  });

  it('says open after the banner alone only once the stream stayed up for the reconnect delay', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const clients: { send: (lines: string[]) => void }[] = [];
    const opened = deferred();
    server.use(
      sse('*/api/logs/stream', ({ client }) => {
        clients.push({ send: (lines) => client.send(frame(lines)) });
        client.send(frame(['Getting logs...']));
        opened.resolve();
      }),
    );
    const states: LogStreamState[] = [];
    const banner = deferred();
    track(openLogStream({ domain: 'app.example.com' }, { onLines: () => banner.resolve(), onState: (state) => states.push(state) }));
    await opened.promise;
    await banner.promise;
    expect(states).toEqual(['connecting']);
    await vi.advanceTimersByTimeAsync(999);
    expect(states).toEqual(['connecting']);
    await vi.advanceTimersByTimeAsync(1);
    expect(states).toEqual(['connecting', 'open']);
  });

  it("passes the text of the gateway's named error event on, before reconnecting", async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      sse<{ message: string; error: string }>('*/api/logs/stream', ({ client }) => {
        client.send(frame(['Getting logs...']));
        client.send({ event: 'error', data: "tail: cannot open 'x' for reading: No such file or directory" });
      }),
    );
    const events: string[] = [];
    const reported = deferred();
    track(
      openLogStream(
        { domain: 'gone.example.com' },
        {
          onLines: () => {},
          onError: (text) => {
            events.push(`error: ${text}`);
            reported.resolve();
          },
          onState: (state) => events.push(state),
        },
      ),
    );
    await reported.promise;
    expect(events).toEqual(['connecting', "error: tail: cannot open 'x' for reading: No such file or directory", 'reconnecting']);
    expect(sources[0].readyState).toBe(EventSource.CLOSED);
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(2);
  });

  it('keeps reconnecting after each error (a missing log file errors every time)', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let connections = 0;
    let reconnects = 0;
    let next = deferred();
    server.use(
      sse('*/api/logs/stream', ({ client }) => {
        connections += 1;
        client.close();
      }),
    );
    track(
      openLogStream(
        { type: 'tcp', id: 4 },
        {
          onLines: () => {},
          onState: (state) => {
            if (state !== 'reconnecting') return;
            reconnects += 1;
            next.resolve();
          },
        },
      ),
    );
    for (let round = 1; round <= 3; round += 1) {
      await next.promise;
      next = deferred();
      expect(reconnects).toBe(round);
      vi.advanceTimersByTime(1000);
    }
    await next.promise;
    expect(connections).toBe(4);
    expect(sources).toHaveLength(4);
  });

  it('stops when closed while waiting to reconnect', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let connections = 0;
    server.use(
      sse('*/api/logs/stream', ({ client }) => {
        connections += 1;
        client.close();
      }),
    );
    const reconnecting = deferred();
    const close = openLogStream(
      { domain: 'app.example.com' },
      { onLines: () => {}, onState: (state) => state === 'reconnecting' && reconnecting.resolve() },
    );
    await reconnecting.promise;
    close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sources).toHaveLength(1);
    expect(connections).toBe(1);
  });

  it('stops when closed while connected, and a late error does not reconnect', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const opened = deferred();
    server.use(sse('*/api/logs/stream', ({ client }) => client.send(frame(['hello']))));
    const states: LogStreamState[] = [];
    const close = openLogStream(
      { domain: 'app.example.com' },
      { onLines: () => opened.resolve(), onState: (state) => states.push(state) },
    );
    await opened.promise;
    close();
    expect(sources[0].readyState).toBe(EventSource.CLOSED);
    sources[0].dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sources).toHaveLength(1);
    expect(states).not.toContain('reconnecting');
  });
});
