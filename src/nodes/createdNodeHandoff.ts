/**
 * Hands a just-created node (with its one-time token) from another screen (the home page's Create
 * Node card) to the nodes list, which opens the node-ready dialog. Kept in memory only: the token
 * never goes into the URL, history state or storage.
 */
import type { RaRecord } from 'react-admin';

let pending: RaRecord | null = null;

export const handOffCreatedNode = (node: RaRecord): void => {
  pending = node;
};

/** Read without consuming (render-safe); `clearCreatedNode` once the dialog is closed. */
export const peekCreatedNode = (): RaRecord | null => pending;

export const clearCreatedNode = (): void => {
  pending = null;
};
