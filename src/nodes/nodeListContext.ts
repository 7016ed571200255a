/** What the nodes list's parts share: the node form, a node to reveal. */
import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';

export interface NodeListChanges {
  /** Opens the node form for a new node. */
  addNode: () => void;
  /** A node just created: shown (its page, its filters) and highlighted. */
  revealed: Identifier | null;
}

export const NodeListContext = createContext<NodeListChanges>({
  addNode: () => undefined,
  revealed: null,
});

export const useNodeListChanges = () => useContext(NodeListContext);
