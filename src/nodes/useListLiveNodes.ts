/**
 * Where the nodes list's live values come from. A list the gateway paged itself: the node list stream
 * for that very page (same page, limit, type, search and order). A list the console searched or
 * filtered itself (a gateway without search, a status filter): its rows are not a page the gateway
 * knows, so they take their values from the fleet stream, which the list follows anyway for its
 * status counts.
 */
import { useMemo } from 'react';
import { useListContext } from 'react-admin';
import type { Node } from '../api/types';
import { listOrderBy, type ListMeta } from '../providers/dataProvider';
import type { LiveNodeStore } from './liveNodeStore';
import { useFleetRows } from './useFleet';
import { useLiveNodes } from './useLiveNodes';

export const useListLiveNodes = (): LiveNodeStore => {
  const { data, page, perPage, filterValues, sort, meta } = useListContext<Node>();
  const local = Boolean((meta as ListMeta | undefined)?.searchedLocally);
  const query = useMemo(
    () => ({
      page,
      limit: perPage,
      type: filterValues.type === 'nodes' || filterValues.type === 'gateways' ? filterValues.type : undefined,
      search: typeof filterValues.q === 'string' && filterValues.q.trim() ? filterValues.q.trim() : undefined,
      orderBy: listOrderBy('nodes', sort),
    }),
    [page, perPage, filterValues.type, filterValues.q, sort],
  );
  const store = useLiveNodes(query, data, !local);
  const ids = useMemo(() => (data ?? []).map((row) => row.id), [data]);
  useFleetRows(ids, store.apply, local);
  return store;
};
