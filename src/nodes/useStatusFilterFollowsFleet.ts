/**
 * A list filtered by status shows the nodes in that status now: when the fleet stream shows a node
 * entering or leaving it, the list is read again (from the whole list just fetched, filtered with the
 * fleet's statuses: no extra call to the gateway while that list is fresh). The fleet's worker tells
 * when the members changed; the first frame under a filter is the baseline the list was read with.
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
