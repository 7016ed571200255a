/**
 * The live fleet (the shared fleet stream, providers/fleetStream.ts) as the exposure inventory needs
 * it: each node's name, status and enabled flag, by id. A frame arrives every second with moving
 * traffic figures; this index changes only when one of these facts changes, so the inventory (and
 * its filtered, sorted copy) is not rebuilt every second for nothing.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Node, NodeStatus } from '../api/types';
import { fleetStream, type FleetSnapshot } from '../providers/fleetStream';
import { useSessionCheck } from '../providers/useSessionCheck';

export interface NodeBrief {
  id: number;
  name: string;
  status: NodeStatus | undefined;
  enabled: boolean;
  isLocal: boolean;
}

export interface FleetIndex {
  /** Null until the first frame. */
  nodes: ReadonlyMap<number, NodeBrief> | null;
  pace: FleetSnapshot['pace'];
}

const briefOf = (node: Node): NodeBrief => ({
  id: Number(node.id),
  name: String(node.name ?? ''),
  status: node.status ?? undefined,
  enabled: node.enabled !== false,
  isLocal: Boolean(node.isLocal),
});

let last: { snapshot: FleetSnapshot; key: string; index: FleetIndex } | null = null;

/** The index of the stream's current frame; the same object as long as the facts are the same. */
const indexOf = (snapshot: FleetSnapshot): FleetIndex => {
  if (last?.snapshot === snapshot) return last.index;
  const briefs = (snapshot.nodes ?? []).map(briefOf);
  const key = `${snapshot.nodes ? 'ready' : 'waiting'}|${snapshot.pace}|${briefs.map((b) => [b.id, b.name, b.status, b.enabled, b.isLocal].join('\u0001')).join('\u0002')}`;
  if (last?.key === key) {
    last = { ...last, snapshot };
    return last.index;
  }
  const index: FleetIndex = { nodes: snapshot.nodes ? new Map(briefs.map((brief) => [brief.id, brief])) : null, pace: snapshot.pace };
  last = { snapshot, key, index };
  return index;
};

export const useFleetIndex = (): FleetIndex => {
  const checkSession = useSessionCheck();
  const subscribe = useCallback((listener: () => void) => fleetStream.subscribe(listener, checkSession), [checkSession]);
  return useSyncExternalStore(subscribe, () => indexOf(fleetStream.get()));
};
