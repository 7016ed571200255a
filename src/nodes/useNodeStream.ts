/**
 * Node details live updates: the node stream's runtime fields on top of the fetched record. The
 * stream is closed on error with no retry (SPEC §4): the page then says so (`stopped`) and keeps the
 * last values; `resume()` reopens it by hand. It is also reopened when the fetched record changes (a
 * change made on the page reaches it through react-admin's cache), because the server's frames are a
 * snapshot taken when it opens. An error asks whether the session is over (useSessionCheck):
 * EventSource alone cannot tell a refused token.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { recordNodeFrame } from '../providers/history';
import { openNodeStream } from '../providers/streams';
import { useSessionCheck } from '../providers/useSessionCheck';
import { pickRuntime, type NodeRuntime } from './liveNodeStore';
import { rowsKey } from './useLiveNodes';

export interface NodeStream {
  runtime: NodeRuntime | null;
  /** The stream closed on an error and stays closed until `resume()`. */
  stopped: boolean;
  resume: () => void;
}

/** `record`: the node as fetched (without the stream's values). */
export const useNodeStream = (record: RaRecord | undefined, enabled: boolean): NodeStream => {
  const checkSession = useSessionCheck();
  const [runtime, setRuntime] = useState<NodeRuntime | null>(null);
  const [stopped, setStopped] = useState(false);
  const [resumes, setResumes] = useState(0);
  const id = record?.id;
  const key = rowsKey(record ? [record] : []);

  // A changed record is the new baseline until its first frame; resuming keeps the last values shown.
  useEffect(() => {
    setRuntime(null);
  }, [key]);

  useEffect(() => {
    setStopped(false);
    if (id == null || !enabled) return;
    return openNodeStream(
      id,
      (node) => {
        recordNodeFrame([node], { fine: true });
        setRuntime(pickRuntime(node));
      },
      () => {
        setStopped(true);
        checkSession();
      },
    );
  }, [id, key, enabled, resumes, checkSession]);

  const resume = useCallback(() => setResumes((count) => count + 1), []);
  return { runtime, stopped, resume };
};
