/**
 * The fleet's access tokens, for "expiring within 7 days". The API has no fleet-wide token list, so each
 * node's list is read, TOKEN_CONCURRENCY at a time for at most TOKEN_NODE_CAP nodes; read again when the
 * set of nodes changes, every TOKEN_REFRESH_MS, and after any token change made here.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PersonalAccessToken } from '../api/types';
import type { NodeBrief } from '../exposure';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { mapWithConcurrency } from './mapWithConcurrency';

export const TOKEN_NODE_CAP = 200;
const TOKEN_CONCURRENCY = 4;
const TOKEN_REFRESH_MS = 5 * 60_000;

export interface FleetTokens {
  /** Null until read. */
  tokens: PersonalAccessToken[] | null;
  /** Nodes whose tokens were asked for, and peers in the fleet. */
  checked: number;
  total: number;
  /** Nodes whose list could not be read. */
  failed: number;
  error: unknown;
}

export const useFleetTokens = (nodes: ReadonlyMap<number, NodeBrief> | null): FleetTokens => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const peers = useMemo(
    () => (nodes ? [...nodes.values()].filter((node) => !node.isLocal).map((node) => node.id).sort((a, b) => a - b) : null),
    [nodes],
  );
  const ids = peers?.slice(0, TOKEN_NODE_CAP) ?? [];
  const query = useQuery({
    queryKey: ['pats', 'fleetTokens', ids.join(',')],
    enabled: peers !== null,
    placeholderData: keepPreviousData,
    refetchInterval: TOKEN_REFRESH_MS,
    queryFn: async ({ signal }) => {
      const lists = await mapWithConcurrency(
        ids,
        TOKEN_CONCURRENCY,
        async (nodeId) => {
          try {
            const answer = await dataProvider.getWholeList<PersonalAccessToken>('pats', { meta: { nodeId }, signal });
            return answer?.data?.map((token) => ({ ...token, nodeId: token.nodeId ?? nodeId })) ?? [];
          } catch {
            return null;
          }
        },
        signal,
      );
      return { tokens: lists.flatMap((list) => list ?? []), failed: lists.filter((list) => list === null).length };
    },
  });
  return {
    tokens: query.data?.tokens ?? null,
    checked: ids.length,
    total: peers?.length ?? 0,
    failed: query.data?.failed ?? 0,
    error: query.error,
  };
};
