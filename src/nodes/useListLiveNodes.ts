/**
 * The nodes list's live rows: one topic for the page on screen, its gateway query and its rows. The live
 * engine decides what feeds it (the fleet's frames, or the page's own stream for a fleet read at
 * intervals); rows the console searched or filtered itself are no page the gateway knows (no query).
 */
import { useMemo } from 'react';
import { useListContext } from 'react-admin';
import type { Node } from '../api/types';
import { listOrderBy, type ListMeta } from '../providers/dataProvider';
import { topics, useLive, useLiveFailures, type PageQuery } from '../providers/live';

export const useListLiveNodes = () => {
  const { data, page, perPage, filterValues, sort, meta } = useListContext<Node>();
  const local = Boolean((meta as ListMeta | undefined)?.searchedLocally);
  const type = filterValues.type === 'nodes' || filterValues.type === 'gateways' ? filterValues.type : undefined;
  const orderBy = listOrderBy('nodes', sort);
  const search = typeof filterValues.q === 'string' ? filterValues.q.trim() : '';
  const topic = useMemo(() => {
    // Before the rows arrive there is nothing to update.
    if (!data) return null;
    const query: PageQuery | null = local ? null : { page, limit: perPage, ...(type && { type }), ...(search && { search }), ...(orderBy && { orderBy }) };
    return topics.page(query, data as unknown as (Node & Record<string, unknown>)[]);
  }, [data, local, page, perPage, type, search, orderBy]);
  useLive(topic, () => 0);
  useLiveFailures();
  return topic;
};
