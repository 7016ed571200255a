/**
 * For what the gateway cannot do itself: search where it has no `search` (API-FACTS §3), filters on live
 * fields, fleet-wide screens.
 */
import { readList } from './listAnswer';
import { resourceApi, type ConsoleRecord, type ListArgs, type Parent, type ResourceApi } from './resources';

/** Rows the console fetches at most to search or filter by itself. */
export const WHOLE_LIST_CAP = 10_000;

export const WHOLE_LIST_PAGE = 1_000;

/** How long a fetched whole list answers the next keystrokes (the list screens refresh by themselves after that). */
export const WHOLE_LIST_TTL_MS = 5_000;

export interface WholeList {
  rows: ConsoleRecord[];
  /** How many rows the gateway has: more than `rows.length` when the cap cut the list short. */
  total: number;
}

type WholeListArgs = Omit<ListArgs, 'page' | 'limit' | 'search'>;

export const fetchWholeList = async (api: ResourceApi<ConsoleRecord>, args: WholeListArgs, parent: Parent): Promise<WholeList> => {
  const rows: ConsoleRecord[] = [];
  let total = 0;
  for (let page = 1; rows.length < WHOLE_LIST_CAP; page += 1) {
    const answer = readList(await api.list({ ...args, page, limit: WHOLE_LIST_PAGE, search: undefined }, parent), page, WHOLE_LIST_PAGE);
    rows.push(...answer.data);
    total = Math.max(answer.total, rows.length);
    if (answer.data.length < WHOLE_LIST_PAGE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, WHOLE_LIST_CAP), total };
};

/** The second part of every whole list's query key: `[resource, WHOLE_LIST, …]`. */
export const WHOLE_LIST = 'getWholeList';

/** Not cancelled with the list's own request: the same fetch may serve the next keystroke. */
export const wholeListQuery = (resource: string, args: WholeListArgs, parent: Parent) => ({
  queryKey: [resource, WHOLE_LIST, { orderBy: args.orderBy ?? null, filter: args.filter, nodeId: parent.nodeId ?? null }],
  queryFn: () => fetchWholeList(resourceApi(resource), args, parent),
  staleTime: WHOLE_LIST_TTL_MS,
  gcTime: WHOLE_LIST_TTL_MS,
});
