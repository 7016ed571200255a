/**
 * The console's react-admin store (localStorage, app key 'IngressConsole'), whose reset keeps the
 * user's display preferences. react-admin resets the store on every logout (sign-out and a 401),
 * which would otherwise forget the chosen theme and the sidebar state (SPEC §2 Shell, §4 Theme, §9).
 */
import { localStorageStore, type Store } from 'react-admin';
import { STORE_APP_KEY } from './preferences';

export { STORE_APP_KEY };

/** Store keys that survive a logout. */
export const PREFERENCE_KEYS: readonly string[] = ['theme', 'sidebar.open', 'locale', 'logs.wrap'];

export const createConsoleStore = (version?: string): Store => {
  const base = localStorageStore(version, STORE_APP_KEY);
  return {
    ...base,
    reset() {
      for (const key of Object.keys(base.listItems?.() ?? {})) {
        if (!PREFERENCE_KEYS.includes(key)) base.removeItem(key);
      }
    },
  };
};
