/** For code that runs before react-admin loads: the sign-in page is kept free of react-admin to load fast. */
export const STORE_APP_KEY = 'IngressConsole';

/** react-admin's localStorageStore layout: key `RaStore<appKey>.<key>`, value JSON. */
export const readPreference = <T>(key: string): T | undefined => {
  try {
    const raw = localStorage.getItem(`RaStore${STORE_APP_KEY}.${key}`);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
};

/** Writes a preference the way react-admin's store does, so the console starts with it. */
export const writePreference = (key: string, value: unknown): void => {
  try {
    localStorage.setItem(`RaStore${STORE_APP_KEY}.${key}`, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
};
