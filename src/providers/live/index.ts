/** Live node values for screens: the one node store, the streams that feed it, and their hooks. */
export { followNodePage, followNode, nodeStore, resetLiveNodes } from './liveNodes';
export { pickRuntime, RUNTIME_KEYS, type NodeRuntime } from './nodeStore';
export { rowsKey, useLiveListPage, useLiveNode, useLiveValue, type LiveNode } from './useLiveNodes';
