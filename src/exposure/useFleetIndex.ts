/**
 * The live fleet as the exposure inventory needs it: each node's name, status and enabled flag, by id.
 * The fleet's worker sends only the briefs that changed, so the inventory changes only when one does.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { fleetStream, type FleetIndex, type NodeBrief } from '../providers/fleetStream';
import { useSessionCheck } from '../providers/useSessionCheck';

export type { FleetIndex, NodeBrief };

export const useFleetIndex = (): FleetIndex => {
  const checkSession = useSessionCheck();
  useEffect(() => fleetStream.followIndex(), []);
  const subscribe = useCallback((listener: () => void) => fleetStream.subscribe(listener, checkSession), [checkSession]);
  return useSyncExternalStore(subscribe, fleetStream.getIndex);
};
