/** The node streams the engine reads. Each connection is a watch of its own (samples.ts): a rate is never taken across a reconnection. */
import { devLog } from '../../../config';
import { nodeRowsOf, parse } from '../../streamData';

/** After an error answer, the fleet is read again this much later. */
const FLEET_RETRY_MS = 5_000;

/** `live`: the stream stays open, a frame a second; else one frame, then closed until `intervalMs` later. */
export interface FleetPace {
  live: boolean;
  intervalMs: number;
}

/** An unpaged frame costs the gateway a read of its database and WireGuard's dump (API-FACTS §6.1): a fleet larger than a page is read at intervals that grow with it. */
const fleetPaceFor = (nodes: number): FleetPace =>
  nodes <= 100 ? { live: true, intervalMs: 1_000 } : { live: false, intervalMs: Math.min(300_000, Math.max(5_000, nodes * 3)) };

type Source = typeof EventSource;
export type Rows = Record<string, unknown>[];

/** A new watch number: random where it starts, so that two tabs or a reload never share one. */
let lastWatch = typeof crypto !== 'undefined' ? crypto.getRandomValues(new Uint32Array(1))[0] : Math.floor(Math.random() * 2 ** 32);
export const nextWatch = (): number => (lastWatch = (lastWatch + 1) >>> 0 || 1);

export interface Feed {
  watch: number;
  close(): void;
}

/** A stream of nodes (a node's frame is one object); `closed`: the browser gave up (an error answer), else it reconnects, on a new watch. */
export const openFeed = (Source: Source, url: string, watchFor: () => number, onRows: (rows: Rows, feed: Feed) => void, onError: (closed: boolean, feed: Feed) => void): Feed => {
  const source = new Source(url);
  const feed: Feed = { watch: watchFor(), close: () => source.close() };
  source.onmessage = (event: MessageEvent<string>) => {
    const list = nodeRowsOf(event.data);
    const one = list ? null : parse(event.data);
    const rows = list ?? (one?.ok && one.value && typeof one.value === 'object' ? [one.value as Record<string, unknown>] : null);
    if (rows) onRows(rows, feed);
    else devLog('node stream: unreadable message');
  };
  source.onerror = () => {
    const closed = source.readyState === Source.CLOSED;
    if (!closed) feed.watch = watchFor();
    onError(closed, feed);
  };
  return feed;
};

interface FleetFeedEvents {
  onFrame(rows: Rows, watch: number, pace: FleetPace): void;
  onError(): void;
}

export class FleetFeed {
  private feed: Feed | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private url: string | null = null;
  /** The watch the next reading continues (0: a new one). */
  private watch = 0;
  private readonly continueWatch = () => (this.watch ||= nextWatch());

  constructor(
    private readonly Source: Source,
    private readonly events: FleetFeedEvents,
  ) {}

  get following(): boolean {
    return this.url !== null;
  }

  start(url: string): void {
    if (this.url === url) return;
    this.stop();
    this.url = url;
    this.open();
  }

  /** Reads a fleet sampled at intervals now: a screen waits for it. */
  readNow(): void {
    if (!this.url || this.feed) return;
    clearTimeout(this.timer);
    this.open();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.feed?.close();
    this.feed = null;
    this.url = null;
    this.watch = 0;
  }

  private open = (): void => {
    if (this.url) this.feed = openFeed(this.Source, this.url, this.continueWatch, this.onRows, this.onError);
  };

  private onRows = (rows: Rows, feed: Feed): void => {
    if (feed !== this.feed) return;
    const pace = fleetPaceFor(rows.length);
    // A sampled fleet: one frame, then the stream is closed and read again `intervalMs` later.
    if (!pace.live) this.later(pace.intervalMs, feed);
    this.events.onFrame(rows, feed.watch, pace);
  };

  private onError = (closed: boolean, feed: Feed): void => {
    if (feed !== this.feed) return;
    // The browser retries a dropped connection by itself, on a new watch; not an error answer.
    if (!closed) feed.watch = this.watch = nextWatch();
    else {
      this.watch = 0;
      this.later(FLEET_RETRY_MS, feed);
    }
    this.events.onError();
  };

  private later(delay: number, feed: Feed): void {
    feed.close();
    this.feed = null;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.open, delay);
  }
}
