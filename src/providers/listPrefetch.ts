/**
 * A list page asked for ahead of its screen. A list screen asks for its rows only once react-admin has
 * rendered it (after sign-in: once the console's code has run and the layout is built; after a click
 * in the sidebar: once the new route has rendered), so the request waits for that rendering and the
 * rendering then waits for the answer. Asked for ahead, the two run side by side: the screen's own call
 * (through react-admin's data provider proxy as usual, so errors mean what they always mean) takes the
 * answer already on its way, once, if it asks for exactly the same page within a few seconds.
 */
import type { GetListParams, GetListResult } from 'react-admin';

/** How long an answer asked for ahead waits for its screen's call before it is dropped. */
export const PREFETCH_TTL_MS = 5_000;

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

const waiting = new Map<string, { at: number; answer: Promise<GetListResult> }>();

const keyOf = (resource: string, { pagination, sort, filter, meta }: Partial<ListParams>) =>
  JSON.stringify([resource, pagination ?? null, sort ?? null, filter ?? {}, meta ?? null]);

/**
 * Asks for a list page now (`fetch` makes the call) for a screen about to ask for it; the answer, the one
 * already on its way when the same page was asked for a moment ago.
 */
export const prefetchList = (resource: string, params: ListParams, fetch: () => Promise<GetListResult>, now = Date.now()): Promise<GetListResult> => {
  const key = keyOf(resource, params);
  const early = waiting.get(key);
  if (early && now - early.at < PREFETCH_TTL_MS) return early.answer;
  const answer = fetch();
  waiting.set(key, { at: now, answer });
  // Nobody may come for it: a failure is then nobody's business (the screen's own call reports its own).
  answer.catch(() => undefined);
  return answer;
};

/**
 * Takes back `answer`, asked for ahead for this page, when no screen has taken it yet (so that it can be
 * put where the screen will find it: listQuerySeed.ts); false when a screen's call has it already.
 */
export const claimPrefetchedList = (resource: string, params: Partial<ListParams>, answer: Promise<GetListResult>): boolean => {
  const key = keyOf(resource, params);
  if (waiting.get(key)?.answer !== answer) return false;
  waiting.delete(key);
  return true;
};

/** The answer asked for ahead for exactly this page, if any and recent; each answer is given once. */
export const takePrefetchedList = (resource: string, params: Partial<ListParams>, now = Date.now()): Promise<GetListResult> | undefined => {
  const key = keyOf(resource, params);
  const early = waiting.get(key);
  if (!early) return undefined;
  waiting.delete(key);
  return now - early.at < PREFETCH_TTL_MS ? early.answer : undefined;
};

/** Drops every answer asked for ahead (after a change made through the data provider). */
export const forgetPrefetchedLists = (): void => waiting.clear();
