/** Each error asks whether the session is over before the reconnect, as EventSource reports a 401 like any failure. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { openLogStream, type LogQuery, type LogStreamState } from '../providers/streams';
import { useSessionCheck } from '../providers/useSessionCheck';
import { LogStore } from './LogStore';
import { TailReplayFilter } from './tailReplay';

export interface LogStream {
  store: LogStore;
  connection: LogStreamState;
  /** Kept until the stream is live again. */
  gatewayError: string | null;
}

export const useLogStream = (query: LogQuery): LogStream => {
  const notify = useNotify();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const checkSession = useSessionCheck();
  // The query object is rebuilt on every render of a page; its content is what identifies the stream.
  const key = JSON.stringify(query);
  // A new stream starts a new store: lines of two sources never mix.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => new LogStore(), [key]);
  const [connection, setConnection] = useState<LogStreamState>('connecting');
  const [gatewayError, setGatewayError] = useState<string | null>(null);

  useEffect(() => {
    let warned = false;
    const replay = new TailReplayFilter();
    setGatewayError(null);
    const close = openLogStream(JSON.parse(key) as LogQuery, {
      onLines: (lines) => store.append(replay.accept(lines)),
      onState: (state) => {
        setConnection(state);
        if (state === 'open') setGatewayError(null);
      },
      onError: (reported) => {
        replay.reconnecting();
        if (reported !== null) setGatewayError(reported);
        checkSession();
      },
      onInvalid: () => {
        store.noteSkipped();
        // One toast per screen: a gateway sending garbage many times a second must not bury the page.
        if (warned) return;
        warned = true;
        notifyRef.current('app.logs.invalid_message', { type: 'warning' });
      },
    });
    return () => {
      close();
      store.dispose();
    };
  }, [key, store, checkSession]);

  return { store, connection, gatewayError };
};
