/**
 * Takes the list to a node just created, wherever the chosen order puts it: the filters that would
 * hide it are cleared (search, status, another node type; the order stays), and the list goes to the
 * page that holds it, found in the whole list as the gateway orders it.
 */
import { useEffect } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import type { Node } from '../api/types';
import type { ConsoleDataProvider } from '../providers/dataProvider';

export const RevealCreatedNode = ({ node }: { node: Node | null }) => {
  const { filterValues, displayedFilters, sort, perPage, setFilters, setPage } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const id = node?.id;
  useEffect(() => {
    if (!node) return;
    let cancelled = false;
    const { q: _q, status: _status, type, ...kept } = filterValues as Record<string, unknown>;
    const sameType = type === (node.isGateway ? 'gateways' : 'nodes');
    const filter = sameType ? { ...kept, type } : kept;
    dataProvider
      .getWholeList<Node>('nodes', { filter, sort })
      .then(({ data }) => {
        if (cancelled) return;
        const index = (data ?? []).findIndex((row) => row.id === node.id);
        setFilters(filter, displayedFilters, false);
        if (index >= 0) setPage(Math.floor(index / perPage) + 1);
      })
      // Not found or not reachable: the list stays where it is, the node is on the gateway anyway.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Once per node revealed, with the list as it was then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return null;
};
