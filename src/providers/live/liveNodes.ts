/**
 * The node streams the main thread reads (a list page's, SPEC §7's optional list stream; a node's,
 * SPEC §4) and the one store their frames land in, with the history fed from here. A stream is opened
 * once per distinct query however many screens follow it, and closed when the last one leaves.
 */
import type { Identifier } from 'react-admin';
import { recordNodeFrame } from '../history';
import { openNodeListStream, openNodeStream, type StreamQuery } from '../streams';
import { NodeStore } from './nodeStore';

export const nodeStore = new NodeStore();

interface Shared {
  followers: number;
  onError: Set<() => void>;
  close: () => void;
}

const open = new Map<string, Shared>();

/** Follows the stream `key` (opened by `start` for its first follower); returns the unfollow. */
const follow = (key: string, start: (onError: () => void) => () => void, onError: () => void): (() => void) => {
  let shared = open.get(key);
  if (!shared) {
    const created: Shared = { followers: 0, onError: new Set(), close: () => undefined };
    open.set(key, created);
    created.close = start(() => created.onError.forEach((handler) => handler()));
    shared = created;
  }
  const entry = shared;
  // One handler per follow, even when two followers pass the same function.
  const handler = () => onError();
  entry.followers += 1;
  entry.onError.add(handler);
  return () => {
    entry.onError.delete(handler);
    entry.followers -= 1;
    if (entry.followers > 0) return;
    open.delete(key);
    entry.close();
  };
};

/**
 * A list page's live rows: the node list stream for that very query. `ids`: the nodes listed, the
 * baseline until the first frame; `key`: what identifies them (a new key opens a new snapshot).
 */
export const followNodePage = (query: StreamQuery<'/nodes/stream'>, ids: readonly Identifier[], key: string, onError: () => void): (() => void) => {
  const streamKey = `page|${JSON.stringify(query)}|${key}`;
  const unfollow = follow(
    streamKey,
    (error) => {
      nodeStore.forget(ids);
      return openNodeListStream(
        query,
        (frame) => {
          nodeStore.apply(frame);
          recordNodeFrame(frame, { fine: false });
        },
        error,
      );
    },
    onError,
  );
  return () => {
    unfollow();
    if (!open.has(streamKey)) nodeStore.forget(ids);
  };
};

/**
 * One node's live record: its stream, closed for good on an error (`onClosed`). Its values stay when it
 * closes (the page shows the last ones); whoever follows it forgets them (useLiveNode).
 */
export const followNode = (id: Identifier, onClosed: () => void): (() => void) =>
  follow(
    `node|${String(id)}`,
    (closed) =>
      openNodeStream(
        id,
        (node) => {
          nodeStore.apply([node]);
          recordNodeFrame([node], { fine: true });
        },
        closed,
      ),
    onClosed,
  );

/** Closes every stream and forgets every value (sign-out, tests). */
export const resetLiveNodes = (): void => {
  open.forEach((shared) => shared.close());
  open.clear();
  nodeStore.clear();
};
