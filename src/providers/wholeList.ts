/**
 * A whole list, fetched through the paged API, for what the gateway cannot do itself: search on a
 * gateway without `search` (the reference has none, API-FACTS §3), and filters on live fields such as
 * a node's status. Pages of WHOLE_LIST_PAGE rows, at most WHOLE_LIST_CAP rows (the answer says when
 * the list was longer). A fetched list is kept for a few seconds so that typing a search does not
 * fetch it again on every keystroke; any change made through the data provider forgets it.
 */
import { readList } from './listAnswer';
import type { ConsoleRecord, ListArgs, Parent, ResourceApi } from './resources';

/** Rows the console fetches at most to search or filter by itself. */
export const WHOLE_LIST_CAP = 10_000;

/** Rows per request while fetching a whole list. */
export const WHOLE_LIST_PAGE = 1_000;

/** How long a fetched whole list answers again (the list screens refresh by themselves after that). */
export const WHOLE_LIST_TTL_MS = 5_000;

export interface WholeList {
  rows: ConsoleRecord[];
  /** How many rows the gateway has: more than `rows.length` when the cap cut the list short. */
  total: number;
}

const fetchPages = async (api: ResourceApi<ConsoleRecord>, args: Omit<ListArgs, 'page' | 'limit'>, parent: Parent): Promise<WholeList> => {
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

const cache = new Map<string, { at: number; list: Promise<WholeList> }>();

/** Forgets every fetched whole list (after a change made through the data provider). */
export const forgetWholeLists = (): void => cache.clear();

/**
 * Every row of `resource`'s list for `args` (order and server-side filters; no search, no paging),
 * within WHOLE_LIST_CAP. Not cancelled with the caller's signal: the same fetch may serve the next
 * keystroke.
 */
export const wholeList = (
  resource: string,
  api: ResourceApi<ConsoleRecord>,
  args: Omit<ListArgs, 'page' | 'limit' | 'search' | 'signal'>,
  parent: Parent,
  now = Date.now(),
): Promise<WholeList> => {
  const key = JSON.stringify([resource, args.orderBy ?? null, args.filter, parent.nodeId ?? null]);
  const cached = cache.get(key);
  if (cached && now - cached.at < WHOLE_LIST_TTL_MS) return cached.list;
  const list = fetchPages(api, args, parent);
  cache.set(key, { at: now, list });
  // A failed fetch is not kept: the next call tries again.
  list.catch(() => {
    if (cache.get(key)?.list === list) cache.delete(key);
  });
  return list;
};
