/**
 * Which stream feeds the nodes list's rows into the node store: for a page the gateway served, the node list
 * stream of that same page; for rows the console searched or filtered itself, which are no page the gateway
 * knows, the fleet stream that the list follows anyway for its status counts.
 */
import { useEffect, useMemo } from 'react';
import { useListContext } from 'react-admin';
import type { Node } from '../api/types';
import { listOrderBy, type ListMeta } from '../providers/dataProvider';
import { nodeStore, useFleetRows, useLiveListPage } from '../providers/live';

export const useListLiveNodes = (): void => {
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
  useLiveListPage(query, data, !local);
  const ids = useMemo(() => (data ?? []).map((row) => row.id), [data]);
  useFleetRows(ids, nodeStore.apply, local);
  // The fetched rows are the baseline until the fleet's next rows; nothing is kept once they go.
  useEffect(() => {
    if (!local) return;
    nodeStore.forget(ids);
    return () => nodeStore.forget(ids);
  }, [local, ids]);
};
