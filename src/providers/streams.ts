/**
 * The three event streams and their policies (SPEC §4, DESIGN §5). EventSource cannot send headers,
 * so the token travels in the query, as the API requires. Every opener returns a close function.
 */
import type { QueryOf } from '../api/operations';
import { constants, devLog } from '../config';
import { streamUrl, type StreamPath } from './api';
import { stripSecrets } from './sanitize';
import { getToken } from './tokenCookie';

/** The query of a stream as the contract has it, without the token (added here). */
export type StreamQuery<P extends StreamPath> = Omit<QueryOf<P>, 'token'>;

const open = <P extends StreamPath>(path: P, query: StreamQuery<P>): EventSource =>
  // Without a token the gateway refuses the stream (401), which is what ends an expired session.
  new EventSource(streamUrl(path, { ...query, token: getToken() ?? '' } as QueryOf<P>));

const parse = (data: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: stripSecrets(JSON.parse(data)) };
  } catch {
    return { ok: false };
  }
};

/** Node list: each message is the array of rows for the list query; errors are logged, the browser retries. */
export const openNodeListStream = (query: StreamQuery<'/nodes/stream'>, onRows: (rows: Record<string, unknown>[]) => void): (() => void) => {
  const source = open('/nodes/stream', query);
  source.onmessage = (event: MessageEvent<string>) => {
    const parsed = parse(event.data);
    // Only objects can be rows: a null or a number in the list would break the screen.
    if (parsed.ok && Array.isArray(parsed.value)) onRows(parsed.value.filter((row) => row !== null && typeof row === 'object'));
    else devLog('node list stream: unreadable message');
  };
  source.onerror = () => devLog('node list stream error');
  return () => source.close();
};

/** Node detail: each message is the whole node; on error the stream is closed for good. */
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

export interface LogStreamHandlers {
  onLines: (lines: string[]) => void;
  onState?: (state: LogStreamState) => void;
  /** A message that is not a JSON list of lines; its raw text is passed on. */
  onInvalid?: (raw: string) => void;
}

export type LogQuery = { domain: string } | { type: 'http' | 'tcp'; id: number };

/** Logs: each message is a JSON list of lines; on error close and reconnect after 1 s. */
export const openLogStream = (query: LogQuery, handlers: LogStreamHandlers): (() => void) => {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const connect = () => {
    handlers.onState?.('connecting');
    source = open('/logs/stream', query);
    source.onopen = () => handlers.onState?.('open');
    source.onmessage = (event: MessageEvent<string>) => {
      const parsed = parse(event.data);
      if (parsed.ok && Array.isArray(parsed.value)) {
        handlers.onLines(parsed.value.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))));
      } else handlers.onInvalid?.(event.data);
    };
    source.onerror = () => {
      devLog('log stream error: reconnecting');
      source?.close();
      if (closed) return;
      handlers.onState?.('reconnecting');
      timer = setTimeout(connect, constants.logReconnectMs);
    };
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
};
