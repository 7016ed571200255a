/**
 * react-admin resets the store on every logout (sign-out and a 401), which would otherwise forget the
 * user's display preferences (SPEC §2 Shell, §4 Theme, §9).
 */
import { localStorageStore, type Store } from 'react-admin';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { STORE_APP_KEY } from '../providers/preferences';

export { STORE_APP_KEY };

/** Store keys that survive a logout. */
export const PREFERENCE_KEYS: readonly string[] = ['theme', 'sidebar.open', 'locale', 'logs.wrap'];

export const createConsoleStore = (version?: string): Store => {
  const base = localStorageStore(version, STORE_APP_KEY);
  return {
    ...base,
    // No language chosen yet reads as the default one (nothing is written): react-admin's i18n provider
    // otherwise takes the missing choice for a different language and renders the console a second time.
    getItem: <T = unknown>(key: string, defaultValue?: T): T | undefined =>
      base.getItem<T>(key, key === 'locale' ? (defaultValue ?? (DEFAULT_LOCALE as T)) : defaultValue),
    reset() {
      for (const key of Object.keys(base.listItems?.() ?? {})) {
        if (!PREFERENCE_KEYS.includes(key)) base.removeItem(key);
      }
    },
  };
};
