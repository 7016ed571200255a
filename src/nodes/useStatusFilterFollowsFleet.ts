/**
 * A list filtered by status shows the nodes in that status now: when the fleet shows a node entering or
 * leaving it, the list is read again, from the gateway (the whole list kept for keystrokes holds the
 * statuses of when it was read). The first fleet frame under a filter is only the baseline the list was read with.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import type { Node } from '../api/types';
import { statusFilter } from '../providers/localFilters';
import { topics, useLiveEvent } from '../providers/live';
import { WHOLE_LIST } from '../providers/wholeList';

export const useStatusFilterFollowsFleet = () => {
  const { filterValues, refetch } = useListContext<Node>();
  const queryClient = useQueryClient();
  const statuses = statusFilter(filterValues.status);
  const type = filterValues.type === 'nodes' || filterValues.type === 'gateways' ? (filterValues.type as 'nodes' | 'gateways') : undefined;
  useLiveEvent(statuses ? topics.members([...statuses], type) : null, () => {
    void queryClient.invalidateQueries({ queryKey: ['nodes', WHOLE_LIST], refetchType: 'none' }).then(() => void refetch());
  });
};
