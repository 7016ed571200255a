/**
 * A list filtered by status shows the nodes in that status now: when the fleet stream shows a node entering
 * or leaving it, the list is read again, from the whole list while that is fresh (no extra gateway call).
 * The first fleet frame under a filter is only the baseline the list was read with.
 */
import { useListContext } from 'react-admin';
import type { Node } from '../api/types';
import { statusFilter } from '../providers/localFilters';
import { useFleetMembers } from '../providers/live';

export const useStatusFilterFollowsFleet = () => {
  const { filterValues, refetch } = useListContext<Node>();
  const statuses = statusFilter(filterValues.status);
  const type = filterValues.type === 'nodes' || filterValues.type === 'gateways' ? (filterValues.type as 'nodes' | 'gateways') : undefined;
  const query = statuses ? { key: `${[...statuses].join()}|${String(type)}`, statuses: [...statuses], ...(type && { type }) } : null;
  useFleetMembers(query, () => void refetch());
};
