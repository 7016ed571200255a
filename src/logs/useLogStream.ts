/**
 * Opens the log stream of a screen (token in the query, 1 s reconnect: providers/streams.ts) and feeds
 * a LogStore that lives as long as the screen. Leaving the screen closes the stream.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { openLogStream, type LogQuery, type LogStreamState } from '../providers/streams';
import { LogStore } from './LogStore';

export interface LogStream {
  store: LogStore;
  connection: LogStreamState;
}

export const useLogStream = (query: LogQuery): LogStream => {
  const notify = useNotify();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  // The query object is rebuilt on every render of a page; its content is what identifies the stream.
  const key = JSON.stringify(query);
  // A new stream starts a new store: lines of two sources never mix.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => new LogStore(), [key]);
  const [connection, setConnection] = useState<LogStreamState>('connecting');

  useEffect(() => {
    let warned = false;
    const close = openLogStream(JSON.parse(key) as LogQuery, {
      onLines: (lines) => store.append(lines),
      onState: setConnection,
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
  }, [key, store]);

  return { store, connection };
};
