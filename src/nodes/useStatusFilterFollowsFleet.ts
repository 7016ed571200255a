/**
 * A list filtered by status shows the nodes in that status now: when the fleet stream shows a node
 * entering or leaving it, the list is read again (from the whole list just fetched, filtered with the
 * fleet's statuses: no extra call to the gateway while that list is fresh).
 */
import { useRef } from 'react';
import { useListContext } from 'react-admin';
import type { Node } from '../api/types';
import { statusFilter } from '../providers/localFilters';
import { useFleetFrames } from './useFleet';

export const useStatusFilterFollowsFleet = () => {
  const { filterValues, refetch } = useListContext<Node>();
  const statuses = statusFilter(filterValues.status);
  const type = filterValues.type;
  const filter = `${[...(statuses ?? [])].join()}|${String(type)}`;
  const last = useRef<{ filter: string; key: string } | null>(null);
  useFleetFrames((nodes) => {
    const key = nodes
      .filter((node) => !node.isLocal && (type !== 'nodes' || !node.isGateway) && (type !== 'gateways' || node.isGateway))
      .filter((node) => statuses?.has(node.status ?? 'offline'))
      .map((node) => node.id)
      .join(',');
    // The first frame under a filter is the baseline the list was just read with.
    if (last.current?.filter === filter && last.current.key !== key) void refetch();
    last.current = { filter, key };
  }, statuses !== null);
};
