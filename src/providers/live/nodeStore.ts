/**
 * The live runtime fields of nodes, by id: one store for the console, written by every node stream and
 * by the fleet's rows, read by each cell that shows a live value. A frame notifies only the nodes whose
 * values changed, then the frame listeners once.
 */
import type { Identifier } from 'react-admin';
import type { Node } from '../../api/types';
import { RUNTIME_KEYS } from './fleet/fleetReducer';

export { RUNTIME_KEYS };

export type NodeRuntime = Partial<Pick<Node, (typeof RUNTIME_KEYS)[number]>>;

/** The runtime fields a frame carries (absent keys stay absent, so the record's values show). */
export const pickRuntime = (row: Record<string, unknown>): NodeRuntime => {
  const runtime: Record<string, unknown> = {};
  for (const key of RUNTIME_KEYS) if (key in row) runtime[key] = row[key];
  return runtime as NodeRuntime;
};

const sameRuntime = (a: NodeRuntime | undefined, b: NodeRuntime): boolean =>
  a !== undefined && RUNTIME_KEYS.every((key) => a[key] === b[key]);

export class NodeStore {
  private values = new Map<Identifier, NodeRuntime>();
  private listeners = new Map<Identifier, Set<() => void>>();
  private frameListeners = new Set<() => void>();

  get = (id: Identifier): NodeRuntime | undefined => this.values.get(id);

  subscribe = (id: Identifier, listener: () => void): (() => void) => {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  };

  /** Once per frame or forget that changed something, after the nodes' own listeners. */
  subscribeFrames = (listener: () => void): (() => void) => {
    this.frameListeners.add(listener);
    return () => {
      this.frameListeners.delete(listener);
    };
  };

  /** Merges one frame's rows. */
  apply = (rows: readonly object[]): void => {
    let changed = false;
    for (const row of rows as readonly Record<string, unknown>[]) {
      const id = row.id as Identifier | undefined;
      if (id == null) continue;
      const next = pickRuntime(row);
      if (sameRuntime(this.values.get(id), next)) continue;
      this.values.set(id, next);
      changed = true;
      this.notify(id);
    }
    if (changed) this.frameListeners.forEach((listener) => listener());
  };

  /** Forgets these nodes' values: their freshly fetched records are the baseline until the next frame. */
  forget = (ids: readonly Identifier[]): void => {
    const known = ids.filter((id) => this.values.delete(id));
    known.forEach(this.notify);
    if (known.length) this.frameListeners.forEach((listener) => listener());
  };

  /** Forgets every value (sign-out, tests). */
  clear = (): void => this.forget([...this.values.keys()]);

  private notify = (id: Identifier): void => {
    this.listeners.get(id)?.forEach((listener) => listener());
  };
}
