/**
 * The whole fleet's live state (fleetStream.ts) in a component: re-renders on each frame. A stream
 * error asks whether the session is over, as every stream does (useSessionCheck).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useSessionCheck } from '../providers/useSessionCheck';
import { fleetStream, type FleetSnapshot } from '../providers/fleetStream';

export const useFleet = (): FleetSnapshot => {
  const checkSession = useSessionCheck();
  const subscribe = useCallback((listener: () => void) => fleetStream.subscribe(listener, checkSession), [checkSession]);
  return useSyncExternalStore(subscribe, fleetStream.get);
};
