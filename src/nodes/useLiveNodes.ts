/**
 * Live list updates: opens the node list stream for the page on screen and reopens it whenever the
 * page, the filter or the listed records change (the server's stream is a snapshot taken when it
 * opens). A change made from the console reaches the records through react-admin's cache (its
 * mutations and refresh), so it reopens the stream once. A stream error asks whether the session is
 * over (useSessionCheck): EventSource alone cannot tell a refused token from a lost connection.
 */
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { RaRecord } from 'react-admin';
import { recordNodeFrame } from '../providers/history';
import { openNodeListStream, type StreamQuery } from '../providers/streams';
import { useSessionCheck } from '../providers/useSessionCheck';
import { LiveNodeStore, type NodeRuntime } from './liveNodeStore';

/** What identifies the rows on screen: a change here means the stream's snapshot is stale. */
export const rowsKey = (rows: RaRecord[] | undefined): string =>
  (rows ?? [])
    .map((row) =>
      [row.id, row.name, row.enabled, row.isGateway, row.updated_at, JSON.stringify(row.gatewayNetworks ?? null)].join('\u0001'),
    )
    .join('\u0002');

export const useLiveNodes = (query: StreamQuery<'/nodes/stream'>, rows: RaRecord[] | undefined, enabled = true): LiveNodeStore => {
  const [store] = useState(() => new LiveNodeStore());
  const checkSession = useSessionCheck();
  const queryKey = JSON.stringify(query);
  const key = rowsKey(rows);
  const listed = rows !== undefined;
  useEffect(() => {
    // Before the rows arrive there is nothing to update, and their arrival would reopen the stream.
    if (!enabled || !listed) return;
    store.reset();
    const apply = (frame: Record<string, unknown>[]) => {
      store.apply(frame);
      recordNodeFrame(frame, { fine: false });
    };
    return openNodeListStream(JSON.parse(queryKey) as StreamQuery<'/nodes/stream'>, apply, checkSession);
  }, [store, queryKey, key, enabled, listed, checkSession]);
  return store;
};

export const LiveNodesContext = createContext<LiveNodeStore | null>(null);

const noSubscription = () => () => undefined;

/**
 * One live field of a listed record: its latest streamed value, else the record's own. The value is
 * the snapshot, so a frame re-renders the caller only when this very field of this row changed.
 */
export const useLiveValue = <K extends keyof NodeRuntime>(record: RaRecord & NodeRuntime, key: K): NodeRuntime[K] => {
  const store = useContext(LiveNodesContext);
  const id = record.id;
  const subscribe = useCallback((listener: () => void) => store!.subscribe(id, listener), [store, id]);
  return useSyncExternalStore(store ? subscribe : noSubscription, () => {
    const runtime = store?.get(id);
    return runtime && key in runtime ? runtime[key] : record[key];
  });
};
