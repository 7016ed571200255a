/**
 * The nodes feature's public face for other features (home page, command palette, configuration): the
 * node form, the node-ready dialog, a node's configuration download, the hand-over of a created node to
 * the list, and the live fleet and its figures.
 * Its screens are the route table's (routes.ts).
 */
export { NodeFormDialog } from './NodeFormDialog';
export { NodeReadyDialog } from './NodeReadyDialog';
export { useDownloadConfig } from './useDownloadConfig';
export { handOffCreatedNode } from './createdNodeHandoff';
