/**
 * A service's state (./serviceState) kept true as time passes. When its lifetime ends while the record still
 * says enabled, the service lists are read again a moment later so that the gateway's own "disabled" shows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Node, Service, ServiceType } from '../api/types';
import { resourceOf } from './serviceKinds';
import { expiryOf, serviceState, type ServiceState } from './serviceState';
import { useExpiryClock } from '../components/useExpiryClock';
import { useServiceNode } from './useServiceNode';

/** The gateway disables a service when its lifetime ends (to the second); give it a moment. */
export const EXPIRY_SETTLE_MS = 1_500;

export interface LiveServiceState extends ServiceState {
  node: Node | undefined;
  now: number;
}

export const useServiceState = (type: ServiceType, service: Service, pageNode?: Node): LiveServiceState => {
  const node = useServiceNode(service.nodeId, pageNode);
  const now = useExpiryClock(expiryOf(service));
  const state = serviceState(service, node, now);
  const queryClient = useQueryClient();
  const lapsedWhileEnabled = state.availability === 'expired' && service.enabled;
  const resource = resourceOf(type);

  useEffect(() => {
    if (!lapsedWhileEnabled) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: [resource] }), EXPIRY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [lapsedWhileEnabled, queryClient, resource]);

  return { ...state, node, now };
};
