/** What screens read of live data: the one node store and the streams that feed it, and the fleet's figures, through hooks. */
export { followNodePage, followNode, nodeStore, resetLiveNodes } from './liveNodes';
export { pickRuntime, RUNTIME_KEYS, type NodeRuntime } from './nodeStore';
export { rowsKey, useLiveListPage, useLiveNode, useLiveValue, type LiveNode } from './useLiveNodes';
export { useFleetCounts, useFleetIndex, useFleetMembers, useFleetPace, useFleetRows, useFollowFleet, type FleetPace } from './useFleet';
export type { FleetCounts, FleetIndex, FleetType, NodeBrief, RuntimeRow } from './fleetStream';
