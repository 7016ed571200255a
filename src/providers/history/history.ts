/**
 * The console's one history as screens see it. Frames are recorded where the fleet's are read (the
 * fleet's host, historyRecorder.ts), which writes them to the browser's database; the streams the main
 * thread reads hand their frames over (`recordNodeFrame`). Screens draw from `history`, filled from the
 * database (`loadScope`, so a reload or a new tab starts from what was seen before) and from what the
 * recorder hands over of the scopes they draw (`applyHistory`). Sign-out forgets it all (`clearHistory`).
 */
import { onHistoryReset } from '../historyReset';
import { deleteHistory, FULL_WRITE_MS, readScope } from './historyDb';
import { FLEET_SCOPE, HistoryStore, type FrameRow, type ScopeRecords } from './historyStore';

export const history = new HistoryStore();

/** Where the history is recorded (the fleet's host, through its channel). */
export interface HistorySource {
  /** Rows of a node stream read on the main thread (`fine`: 1 s steps too). */
  record(rows: readonly FrameRow[], options: { fine: boolean; paceMs: number; at: number }): void;
  /** A screen draws `scope` (told once, however many screens do), or no longer does. */
  watch(scope: string): void;
  unwatch(scope: string): void;
  /** Sign-out: forget what it holds. */
  forget(): void;
  /** The tab is hidden: write what it holds. */
  flush(): void;
}

let source: HistorySource | null = null;
const watched = new Map<string, number>();
/** Scopes read back from the database, with the earliest time read. */
const loaded = new Map<string, { from: number; done: Promise<void> }>();
let lastPrune = 0;

const report = (error: unknown) => {
  // The history is a convenience: a database that fails costs the history, never the screen.
  if (!import.meta.env.PROD) console.warn('history: the browser database failed', error);
};

function flushWhenHidden() {
  if (document.visibilityState === 'hidden') source?.flush();
}

/** Sets where the history is recorded; it is told at once of the scopes screens draw now. */
export const setHistorySource = (next: HistorySource): void => {
  source = next;
  watched.forEach((_count, scope) => next.watch(scope));
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', flushWhenHidden);
};

/**
 * Rows of a node stream: `fine` (1 s steps too) for a node's details; a list page's rows draw minutes
 * (the fleet stream gives a small fleet its 1 s steps anyway).
 */
export const recordNodeFrame = (rows: readonly FrameRow[], { fine }: { fine: boolean }, paceMs = 1000, at = Date.now()): void => {
  source?.record(rows, { fine, paceMs, at });
};

/** What the recorder or the database gives of a scope, for the screens; what is older than they draw goes once a minute. */
export const applyHistory = (scope: string, records: ScopeRecords, now = Date.now()): void => {
  history.restore(scope, records);
  if (now - lastPrune < FULL_WRITE_MS) return;
  lastPrune = now;
  history.prune(now);
};

/** A screen draws `scope` until the returned function runs. */
export const watchScope = (scope: string): (() => void) => {
  const count = watched.get(scope) ?? 0;
  watched.set(scope, count + 1);
  if (count === 0) source?.watch(scope);
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
    source?.unwatch(scope);
  };
};

/** Reads back what the database kept of `scope` since `from` (once per scope, again for an earlier `from`). */
export const loadScope = (scope: string, from: number): Promise<void> => {
  const known = loaded.get(scope);
  if (known && known.from <= from) return known.done;
  const done = readScope(scope, from)
    .then((records) => applyHistory(scope, records))
    .catch(report);
  loaded.set(scope, { from, done });
  return done;
};

/** Forgets what this tab holds. */
const forgetInMemory = () => {
  loaded.clear();
  history.clear();
  lastPrune = 0;
  source?.forget();
};
onHistoryReset(forgetInMemory);

/** Forgets the history, in memory and in the browser (sign-out, and each test). */
export const clearHistory = async (): Promise<void> => {
  forgetInMemory();
  await deleteHistory().catch(report);
};

export { FLEET_SCOPE };
