/**
 * Node details live updates: the node stream's runtime fields on top of the fetched record. The
 * stream is closed on error with no retry (SPEC §4) and reopened when `revision` moves (any change
 * made on the page), because the server's frames are a snapshot taken when it opens.
 */
import { useEffect, useState } from 'react';
import type { Identifier } from 'react-admin';
import { openNodeStream } from '../providers/streams';
import { pickRuntime, type NodeRuntime } from './liveNodeStore';

export const useNodeStream = (id: Identifier | undefined, revision: number, enabled: boolean): NodeRuntime | null => {
  const [runtime, setRuntime] = useState<NodeRuntime | null>(null);
  useEffect(() => {
    setRuntime(null);
    if (id == null || !enabled) return;
    return openNodeStream(id, (node) => setRuntime(pickRuntime(node)));
  }, [id, revision, enabled]);
  return runtime;
};
