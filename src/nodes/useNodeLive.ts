/**
 * A node's live values on its details, from its own stream (SPEC §4: closed on an error with no retry;
 * the last values stay, and `resume()` reopens it by hand). A changed record is a new topic, whose values
 * are the record's until its first frame, as the gateway's frames are a snapshot taken when it opens.
 */
import { useCallback, useMemo } from 'react';
import type { Node } from '../api/types';
import { liveClient, topics, useLive, useLiveFailures, type NodeRuntime } from '../providers/live';

export interface LiveNode {
  runtime: NodeRuntime | null;
  /** The stream closed on an error and stays closed until `resume()`. */
  stopped: boolean;
  resume: () => void;
}

export const useNodeLive = (record: Node | undefined, enabled: boolean): LiveNode => {
  const topic = useMemo(() => (record && enabled ? topics.node(record as Node & Record<string, unknown>) : null), [record, enabled]);
  const live = useLive(topic, (node) => node);
  useLiveFailures();
  const resume = useCallback(() => topic && liveClient.refresh(topic), [topic]);
  return { runtime: live?.runtime ?? null, stopped: live?.stopped ?? false, resume };
};
