/**
 * Below `md` react-admin's 'sidebar.open' would mean "the drawer is open", which must not become the
 * remembered larger-screen choice (SPEC §9), so the key is kept in memory there.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { memoryStore, StoreContext, useStoreContext, type Store } from 'react-admin';

const SIDEBAR_KEY = 'sidebar.open';

/**
 * `base` with `key` held in memory instead; set-up and tear-down stay with whoever owns `base`. Removing
 * the key restores `initial` (react-admin's own default for it depends on the screen width).
 */
export const withTransientKey = (base: Store, key: string, initial: unknown): Store => {
  const memory = memoryStore({ [key]: initial });
  memory.setup();
  const owner = (name: string) => (name === key ? memory : base);
  const restore = () => memory.setItem(key, initial);
  return {
    setup: () => undefined,
    teardown: () => undefined,
    getItem: (name, defaultValue) => owner(name).getItem(name, defaultValue),
    setItem: (name, value) => owner(name).setItem(name, value),
    removeItem: (name) => (name === key ? restore() : base.removeItem(name)),
    removeItems: (prefix) => {
      base.removeItems(prefix);
      if (key.startsWith(prefix)) restore();
    },
    reset: () => {
      base.reset();
      restore();
    },
    subscribe: (name, callback) => owner(name).subscribe(name, callback),
    listItems: base.listItems,
  };
};

export const SidebarStateScope = ({ children }: { children: ReactNode }) => {
  const drawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const store = useStoreContext();
  // A new scope each time the screen becomes narrow: the drawer always starts closed.
  const scoped = useMemo(() => (drawer ? withTransientKey(store, SIDEBAR_KEY, false) : store), [drawer, store]);
  // The bare context, not StoreContextProvider: that one would set up and tear down the console's store.
  return <StoreContext.Provider value={scoped}>{children}</StoreContext.Provider>;
};
