import { lazyScreen } from '../components/lazyScreen';
import { screens } from '../screenPreload';

export const NodeList = lazyScreen(screens.nodeList);
export const NodeDetails = lazyScreen(screens.nodeDetails);

/**
 * For other features (home page, command palette): the node form, the node-ready dialog and the
 * hand-over of a created node to the list.
 */
export { NodeFormDialog } from './NodeFormDialog';
export { NodeReadyDialog } from './NodeReadyDialog';
export { handOffCreatedNode } from './createdNodeHandoff';
/** The live fleet (shared node stream) and its figures, for the home page. */
export { useFleet, useFleetCounts, useFleetPace } from './useFleet';
export type { FleetCounts } from './fleetCounts';
