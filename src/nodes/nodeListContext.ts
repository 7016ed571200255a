/** What the nodes list's parts share: changes made from the screen, the node form, a node to reveal. */
import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';

export interface NodeListChanges {
  /** Moves after every change made from this screen; the live stream reopens on it. */
  revision: number;
  changed: () => void;
  /** Opens the node form for a new node. */
  addNode: () => void;
  /** A node just created: shown (its page, its filters) and highlighted. */
  revealed: Identifier | null;
}

export const NodeListContext = createContext<NodeListChanges>({
  revision: 0,
  changed: () => undefined,
  addNode: () => undefined,
  revealed: null,
});

export const useNodeListChanges = () => useContext(NodeListContext);
