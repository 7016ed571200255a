/**
 * The event streams (SPEC §4, DESIGN §5). EventSource cannot send headers, so the token travels in the
 * query, as the API requires.
 */
import type { QueryOf } from '../api/operations';
import { constants, devLog } from '../config';
import { streamUrl, type StreamPath } from './api';
import { nodeRowsOf, parse } from './streamData';
import { getToken } from './tokenCookie';

export type StreamQuery<P extends StreamPath> = Omit<QueryOf<P>, 'token'>;

/** For what opens a stream elsewhere, e.g. in a worker. */
export const sessionStreamUrl = <P extends StreamPath>(path: P, query: StreamQuery<P>): string =>
  // Without a token the gateway refuses the stream (401), which is what ends an expired session.
  streamUrl(path, { ...query, token: getToken() ?? '' } as QueryOf<P>);

const open = <P extends StreamPath>(path: P, query: StreamQuery<P>): EventSource => new EventSource(sessionStreamUrl(path, query));

/** The browser retries a dropped connection by itself but not an error answer: `closed` says it gave up. */
export const openNodeListStream = (
  query: StreamQuery<'/nodes/stream'>,
  onRows: (rows: Record<string, unknown>[]) => void,
  onError?: (closed: boolean) => void,
): (() => void) => {
  const source = open('/nodes/stream', query);
  source.onmessage = (event: MessageEvent<string>) => {
    const rows = nodeRowsOf(event.data);
    if (rows) onRows(rows);
    else devLog('node list stream: unreadable message');
  };
  source.onerror = () => {
    devLog('node list stream error');
    onError?.(source.readyState === EventSource.CLOSED);
  };
  return () => source.close();
};

export const openNodeStream = (
  id: string | number,
  onNode: (node: Record<string, unknown>) => void,
  onClosed?: () => void,
): (() => void) => {
  const source = open('/nodes/stream', { id: Number(id) });
  source.onmessage = (event: MessageEvent<string>) => {
    const parsed = parse(event.data);
    if (parsed.ok && parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value)) {
      onNode(parsed.value as Record<string, unknown>);
    } else devLog('node stream: unreadable message');
  };
  source.onerror = () => {
    devLog('node stream error: closed');
    source.close();
    onClosed?.();
  };
  return () => source.close();
};

export type LogStreamState = 'connecting' | 'open' | 'reconnecting';

/** What the reference sends first on every connection (API-FACTS §6.3), before tail's output. */
export const LOG_STREAM_BANNER = 'Getting logs...';

export interface LogStreamHandlers {
  onLines: (lines: string[]) => void;
  /**
   * 'open' only once lines other than the banner arrive or the stream stays up for the reconnect delay:
   * the reference opens the stream before it reports tail's failure, so a connection alone proves nothing.
   */
  onState?: (state: LogStreamState) => void;
  /** `reported`: the gateway's own text (tail's stderr), if it sent one. */
  onError?: (reported: string | null) => void;
  onInvalid?: (raw: string) => void;
}

export type LogQuery = { domain: string } | { type: 'http' | 'tcp'; id: number };

/** The text of the reference's named `event: error` (a MessageEvent), or null for a connection error. */
const reportedText = (event: Event): string | null => {
  const data = (event as Partial<MessageEvent>).data;
  return typeof data === 'string' ? data : null;
};

export const openLogStream = (query: LogQuery, handlers: LogStreamHandlers): (() => void) => {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let retrying = false;

  const connect = () => {
    if (!retrying) handlers.onState?.('connecting');
    let healthy = false;
    const live = () => {
      clearTimeout(settle);
      if (healthy) return;
      healthy = true;
      handlers.onState?.('open');
    };
    source = open('/logs/stream', query);
    source.onopen = () => {
      settle = setTimeout(live, constants.logReconnectMs);
    };
    source.onmessage = (event: MessageEvent<string>) => {
      const parsed = parse(event.data);
      if (parsed.ok && Array.isArray(parsed.value)) {
        const lines = parsed.value.map((line) => (typeof line === 'string' ? line : JSON.stringify(line)));
        if (lines.some((line) => line !== '' && line !== LOG_STREAM_BANNER)) live();
        handlers.onLines(lines);
      } else handlers.onInvalid?.(event.data);
    };
    // A listener rather than `onerror`: the named `event: error` reaches listeners in every
    // EventSource (the Node polyfill does not pass it to `onerror`).
    source.addEventListener('error', (event) => {
      const reported = reportedText(event);
      devLog('log stream error: reconnecting', reported ?? '');
      source?.close();
      clearTimeout(settle);
      if (closed) return;
      retrying = true;
      handlers.onError?.(reported);
      handlers.onState?.('reconnecting');
      timer = setTimeout(connect, constants.logReconnectMs);
    });
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    clearTimeout(settle);
    source?.close();
  };
};
