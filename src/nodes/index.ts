import { lazy } from 'react';

export const NodeList = lazy(() => import('./NodeList'));
export const NodeDetails = lazy(() => import('./NodeDetails'));

/** For other features (home page): the node form and the hand-over of a created node to the list. */
export { NodeFormDialog } from './NodeFormDialog';
export { handOffCreatedNode } from './createdNodeHandoff';
