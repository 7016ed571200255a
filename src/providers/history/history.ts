/**
 * The console's one history as screens see it: a store in the page's memory, filled by the live engine
 * alone (the history topics: what the browser's database kept of a scope, what the recorder holds of it,
 * then what each frame changes). Sign-out forgets it all (`clearHistory`, historyReset.ts).
 */
import { onHistoryReset } from '../historyReset';
import { deleteHistory } from './historyDb';
import { HistoryStore } from './historyStore';

export const history = new HistoryStore();

onHistoryReset(() => history.clear());

/** Forgets the history, in memory and in the browser (each test; sign-out goes through historyReset.ts). */
export const clearHistory = async (): Promise<void> => {
  history.clear();
  await deleteHistory().catch(() => undefined);
};
