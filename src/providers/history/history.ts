/**
 * The console's one history: frames go in (`recordNodeFrame`, `recordFleetTotals`), the browser's
 * database keeps them (batched every few seconds, pruned every minute), and a scope a screen opens is
 * first read back from it (`loadScope`), so a reload or a new tab starts from what was seen before.
 * Sign-out forgets it all (`clearHistory`).
 *
 * The fleet's frames are read in a worker (providers/live/fleet), which records every node's history
 * (fleetRecorder.ts) and writes it to the same database. It is a history source: told which node
 * scopes a screen draws (`watchScope`), it hands over what it has not written of each one and then
 * passes on that node's samples; told when to forget and when to write.
 */
import { onHistoryReset } from '../historyReset';
import type { FleetFrameTotals } from './types';
import { deleteHistory, FULL_WRITE_MS, pruneRecords, readScope, WRITE_MS, writeRecords } from './historyDb';
import { FLEET_SCOPE, HistoryStore, type FrameRow } from './historyStore';

export const history = new HistoryStore();


let flushTimer: ReturnType<typeof setInterval> | undefined;
let lastFull = 0;
/** Scopes read back from the database, with the earliest time read. */
const loaded = new Map<string, { from: number; done: Promise<void> }>();

const report = (error: unknown) => {
  // The history is a convenience: a database that fails costs the history, never the screen.
  if (!import.meta.env.PROD) console.warn('history: the browser database failed', error);
};

/** Writes what changed; all of it when `all` or once a minute (also when the tab is hidden: it may not come back). */
export const flushHistory = async (now = Date.now(), all = true): Promise<void> => {
  const full = all || now - lastFull >= FULL_WRITE_MS;
  if (full) {
    lastFull = now;
    history.prune(now);
  }
  await writeRecords(history.takeDirty(full)).catch(report);
  if (full) await pruneRecords(now).catch(report);
};

const startFlushing = () => {
  if (flushTimer !== undefined) return;
  lastFull = Date.now();
  flushTimer = setInterval(() => void flushHistory(Date.now(), false), WRITE_MS);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', flushWhenHidden);
};

function flushWhenHidden() {
  if (document.visibilityState !== 'hidden') return;
  void flushHistory();
  sources.forEach((source) => source.flush());
}

/**
 * Rows of a node stream: `fine` (1 s steps too) for a node's details; a list page's rows draw minutes
 * (the fleet stream gives a small fleet its 1 s steps anyway).
 */
export const recordNodeFrame = (rows: readonly FrameRow[], { fine }: { fine: boolean }, paceMs = 1000, at = Date.now()): void => {
  history.recordNodes(rows, at, { paceMs, fine });
  startFlushing();
};

/** The fleet's figures of a frame, as the fleet's worker computed them (fleetRecorder.ts). */
export const recordFleetTotals = (totals: FleetFrameTotals, paceMs: number, at: number): void => {
  history.recordFleetTotals(totals, at, paceMs);
  startFlushing();
};

/** Where node scopes are recorded besides this store (the fleet's worker). */
export interface HistorySource {
  /** A screen draws `scope` (told once, however many screens do), or no longer does. */
  watch(scope: string): void;
  unwatch(scope: string): void;
  /** Sign-out: forget what it holds. */
  forget(): void;
  /** The tab is hidden: write what it holds. */
  flush(): void;
}

const sources = new Set<HistorySource>();
const watched = new Map<string, number>();

/** Registers a source; it is told at once of the scopes screens draw now. */
export const addHistorySource = (source: HistorySource): (() => void) => {
  sources.add(source);
  watched.forEach((_count, scope) => source.watch(scope));
  return () => void sources.delete(source);
};

/** A screen draws `scope` until the returned function runs. */
export const watchScope = (scope: string): (() => void) => {
  const count = watched.get(scope) ?? 0;
  watched.set(scope, count + 1);
  if (count === 0) sources.forEach((source) => source.watch(scope));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (watched.get(scope) ?? 1) - 1;
    if (left > 0) {
      watched.set(scope, left);
      return;
    }
    watched.delete(scope);
    sources.forEach((source) => source.unwatch(scope));
  };
};

/** Reads back what the database kept of `scope` since `from` (once per scope, again for an earlier `from`). */
export const loadScope = (scope: string, from: number): Promise<void> => {
  const known = loaded.get(scope);
  if (known && known.from <= from) return known.done;
  const done = readScope(scope, from)
    .then((records) => history.restore(scope, records))
    .catch(report);
  loaded.set(scope, { from, done });
  return done;
};

/** Forgets what this tab holds: no more writes, an empty memory. */
const forgetInMemory = () => {
  clearInterval(flushTimer);
  flushTimer = undefined;
  if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', flushWhenHidden);
  loaded.clear();
  history.clear();
  sources.forEach((source) => source.forget());
};
onHistoryReset(forgetInMemory);

/** Forgets the history, in memory and in the browser (sign-out, and each test). */
export const clearHistory = async (): Promise<void> => {
  forgetInMemory();
  await deleteHistory().catch(report);
};

export { FLEET_SCOPE };
