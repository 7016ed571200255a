/** The console's one history as screens see it, filled by the live engine alone (its history topics). */
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
