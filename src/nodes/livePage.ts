/** The nodes list's page topic for its cells (useListLiveNodes), and a row's live values and state from it. */
import { createContext, useContext } from 'react';
import type { Node } from '../api/types';
import { useLive, type NodeRuntime, type topics } from '../providers/live';
import { nodeStateOf, type NodeState } from '../providers/nodeState';

export type PageTopic = ReturnType<typeof topics.page>;

export const LivePageContext = createContext<PageTopic | null>(null);

export const useLivePage = (): PageTopic | null => useContext(LivePageContext);

/** A row's live value: the page's latest frame for it, else the record's own. */
export const liveValueOf = <K extends keyof NodeRuntime>(rows: ReadonlyMap<number, NodeRuntime> | undefined, record: Node, key: K): NodeRuntime[K] => {
  const runtime = rows?.get(Number(record.id));
  return runtime && key in runtime ? runtime[key] : record[key];
};

/** One live field of a listed record; a frame re-renders the caller only when this very field of this node changed. */
export const useLiveValue = <K extends keyof NodeRuntime>(record: Node, key: K): NodeRuntime[K] => useLive(useLivePage(), (rows) => liveValueOf(rows, record, key));

/** A row's state, from the same frame's status and `enabled` (the record's where the frame has none). */
export const liveStateOf = (rows: ReadonlyMap<number, NodeRuntime> | undefined, record: Node): NodeState | null =>
  nodeStateOf({ isLocal: record.isLocal, enabled: liveValueOf(rows, record, 'enabled'), status: liveValueOf(rows, record, 'status') });

/** A listed record's state; a frame re-renders the caller only when it changed. */
export const useLiveState = (record: Node): NodeState | null => useLive(useLivePage(), (rows) => liveStateOf(rows, record));
