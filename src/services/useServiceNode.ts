/**
 * The node a service runs on, with its runtime status: the page's node on a node page (live from its
 * stream), otherwise read through react-admin (GET /nodes/{id} answers NodeInfo). The rows of a card
 * ask together: react-admin gathers the ids of one render into a single getMany.
 */
import { useGetManyAggregate } from 'react-admin';
import type { Node } from '../api/types';

export const useServiceNode = (nodeId: number | undefined, pageNode?: Node): Node | undefined => {
  const known = pageNode?.id === nodeId ? pageNode : undefined;
  const { data } = useGetManyAggregate<Node>('nodes', { ids: nodeId == null ? [] : [nodeId] }, { enabled: nodeId != null && !known });
  return known ?? data?.find((node) => node.id === nodeId);
};
