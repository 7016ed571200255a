/**
 * Read again every EXPOSURE_REFRESH_MS while shown, as the CLI or another operator may change them, and
 * when the fleet's set of nodes changes.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { Domain, HttpService, TcpService } from '../api/types';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { WHOLE_LIST } from '../providers/wholeList';

export const EXPOSURE_REFRESH_MS = 30_000;

const RESOURCES = ['http_services', 'tcp_services', 'domains'] as const;
type Resource = (typeof RESOURCES)[number];

export interface Truncated {
  resource: Resource;
  fetched: number;
  total: number;
}

export interface ExposureSources {
  http: HttpService[];
  tcp: TcpService[];
  domains: Domain[];
  truncated: Truncated[];
  /** Every list has been read at least once (after a failure, the last good answer is kept). */
  ready: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

const NONE: never[] = [];

/** A whole list's key: invalidated with every whole list after any change (providers/queryClient.ts). */
const keyOf = (resource: Resource) => [resource, WHOLE_LIST] as const;

export const useExposureSources = (nodeSetKey: string | null): ExposureSources => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: RESOURCES.map((resource) => ({
      queryKey: keyOf(resource),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const answer = await dataProvider.getWholeList(resource, { signal });
        // A call refused because the session ended resolves with an empty placeholder (gatewayAnswer.ts).
        return { data: answer?.data ?? [], total: answer?.total ?? 0 };
      },
      refetchInterval: EXPOSURE_REFRESH_MS,
    })),
  });

  const previousNodeSet = useRef(nodeSetKey);
  useEffect(() => {
    const before = previousNodeSet.current;
    previousNodeSet.current = nodeSetKey;
    if (before === null || nodeSetKey === null || before === nodeSetKey) return;
    for (const resource of RESOURCES) void queryClient.invalidateQueries({ queryKey: keyOf(resource) });
  }, [nodeSetKey, queryClient]);

  const [http, tcp, domains] = results;
  const truncated = RESOURCES.flatMap((resource, index): Truncated[] => {
    const answer = results[index].data;
    return answer && answer.total > answer.data.length ? [{ resource, fetched: answer.data.length, total: answer.total }] : [];
  });
  return {
    http: (http.data?.data ?? NONE) as HttpService[],
    tcp: (tcp.data?.data ?? NONE) as TcpService[],
    domains: (domains.data?.data ?? NONE) as Domain[],
    truncated,
    ready: results.every((result) => result.data !== undefined),
    isPending: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
    refetch: () => results.forEach((result) => void result.refetch()),
  };
};
