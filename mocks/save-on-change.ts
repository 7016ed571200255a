/**
 * Saves the demo database a moment after it changes, so that a burst of changes (a bulk action, a
 * reseed) is written once: how the browser demo keeps its data in localStorage and the HTTP demo
 * gateway in its data file.
 */
import type { DemoDb } from './db';

export const SAVE_DELAY_MS = 300;

/** `flush()` writes a pending save at once (a page being left, a server being stopped). */
export function saveOnChange(db: DemoDb, save: () => void, delayMs = SAVE_DELAY_MS): { flush: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    save();
  };
  db.onChange(() => {
    clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  });
  return { flush };
}
