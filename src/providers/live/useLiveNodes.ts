/**
 * Live node values in a component, from the one node store (liveNodes.ts) whichever stream wrote them.
 * A stream error asks whether the session is over (useSessionCheck): EventSource alone cannot tell a
 * refused token from a lost connection.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { StreamQuery } from '../streams';
import { useSessionCheck } from '../useSessionCheck';
import { followNode, followNodePage, nodeStore } from './liveNodes';
import type { NodeRuntime } from './nodeStore';

/** What identifies listed records: a change here means a stream's snapshot is stale (the server's frames are taken when it opens). */
export const rowsKey = (rows: RaRecord[] | undefined): string =>
  (rows ?? [])
    .map((row) =>
      [row.id, row.name, row.enabled, row.isGateway, row.updated_at, JSON.stringify(row.gatewayNetworks ?? null)].join('\u0001'),
    )
    .join('\u0002');

/**
 * One live field of a record: its latest streamed value, else the record's own. A frame re-renders the
 * caller only when this very field of this node changed.
 */
export const useLiveValue = <K extends keyof NodeRuntime>(record: RaRecord & NodeRuntime, key: K): NodeRuntime[K] => {
  const id = record.id;
  const subscribe = useCallback((listener: () => void) => nodeStore.subscribe(id, listener), [id]);
  return useSyncExternalStore(subscribe, () => {
    const runtime = nodeStore.get(id);
    return runtime && key in runtime ? runtime[key] : record[key];
  });
};

/**
 * Follows the node list stream of a list page while `enabled` (and its rows are in), reopened when the
 * query or the listed records change.
 */
export const useLiveListPage = (query: StreamQuery<'/nodes/stream'>, rows: RaRecord[] | undefined, enabled = true): void => {
  const checkSession = useSessionCheck();
  const queryKey = JSON.stringify(query);
  const key = rowsKey(rows);
  const listed = rows !== undefined;
  useEffect(() => {
    // Before the rows arrive there is nothing to update, and their arrival would reopen the stream.
    if (!enabled || !listed) return;
    const ids = (rows ?? []).map((row) => row.id);
    return followNodePage(JSON.parse(queryKey) as StreamQuery<'/nodes/stream'>, ids, key, checkSession);
    // `rows` is read through `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey, key, enabled, listed, checkSession]);
};

export interface LiveNode {
  runtime: NodeRuntime | null;
  /** The stream closed on an error and stays closed until `resume()`. */
  stopped: boolean;
  resume: () => void;
}

/**
 * A node's live values while `enabled`, from its stream (SPEC §4: closed on an error with no retry; the
 * last values stay, and `resume()` reopens it by hand). A changed record is the new baseline until its
 * first frame, as the server's frames are a snapshot taken when the stream opens.
 */
export const useLiveNode = (record: RaRecord | undefined, enabled: boolean): LiveNode => {
  const checkSession = useSessionCheck();
  const [stopped, setStopped] = useState(false);
  const [resumes, setResumes] = useState(0);
  const id: Identifier | undefined = record?.id;
  const key = rowsKey(record ? [record] : []);

  useEffect(() => {
    if (id == null) return;
    nodeStore.forget([id]);
    return () => nodeStore.forget([id]);
  }, [id, key]);

  useEffect(() => {
    setStopped(false);
    if (id == null || !enabled) return;
    return followNode(id, () => {
      setStopped(true);
      checkSession();
    });
  }, [id, key, enabled, resumes, checkSession]);

  const subscribe = useCallback((listener: () => void) => (id == null ? () => undefined : nodeStore.subscribe(id, listener)), [id]);
  const runtime = useSyncExternalStore(subscribe, () => (id == null ? undefined : nodeStore.get(id))) ?? null;
  const resume = useCallback(() => setResumes((count) => count + 1), []);
  return { runtime, stopped, resume };
};
