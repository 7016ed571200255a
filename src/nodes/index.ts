/**
 * The nodes feature's public face for other features (home page, command palette, configuration). Its
 * screens are the route table's (routes.ts).
 */
export { NodeFormDialog } from './NodeFormDialog';
export { NodeReadyDialog } from './NodeReadyDialog';
export { useDownloadConfig } from './useDownloadConfig';
export { handOffCreatedNode } from './createdNodeHandoff';
