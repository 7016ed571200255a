/**
 * The demo gateway in the browser: a service worker answers /api from an in-memory database that is
 * saved to localStorage after every change, so the demo survives a reload.
 */
import { setupWorker } from 'msw/browser';
import { createDb, isDemoData, type DemoDb } from './db';
import { createHandlers } from './handlers';
import { saveOnChange } from './save-on-change';

export const STORAGE_KEY = 'ingress-demo-db';

let activeDb: DemoDb | undefined;

const readSnapshot = () => {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = saved ? JSON.parse(saved) : undefined;
    // A snapshot of an older shape is dropped: the demo starts from fresh seed data instead.
    return isDemoData(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

const save = (db: DemoDb) => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(db.snapshot()));
  } catch (error) {
    // Quota exceeded (e.g. 10,000 benchmark nodes): the demo keeps working, only unsaved.
    console.warn('Demo data could not be saved', error);
  }
};

export async function startDemoWorker(): Promise<DemoDb> {
  const db = createDb(readSnapshot());
  activeDb = db;
  const { flush } = saveOnChange(db, () => save(db));
  window.addEventListener('pagehide', flush);
  const worker = setupWorker(...createHandlers(db));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return db;
}

/** Back to the seed data; the signed-in user stays signed in. */
export function resetDemoData(): void {
  if (activeDb) activeDb.reset({ keepSessions: true });
  else localStorage.removeItem(STORAGE_KEY);
}
