/**
 * A controllable window.matchMedia for jsdom (which has none, so MUI's useMediaQuery always answers
 * false there): a viewport width for min-width / max-width queries, and the system colour scheme for
 * prefers-color-scheme. Changing either notifies the live MediaQueryLists, as a browser does.
 *
 *   const media = installMatchMedia({ width: 400, dark: true });
 *   act(() => media.set({ dark: false }));
 *   media.uninstall();   // (also call it in afterEach)
 */
interface MediaState {
  width: number;
  dark: boolean;
}

type Listener = (event: MediaQueryListEvent) => void;

const evaluate = (query: string, state: MediaState): boolean => {
  const clauses = query.replace(/^@media\s*/i, '').split(/\s+and\s+/i);
  return clauses.every((clause) => {
    const text = clause.trim().replace(/^\(|\)$/g, '');
    const [feature, rawValue = ''] = text.split(':').map((part) => part.trim());
    const value = parseFloat(rawValue);
    switch (feature) {
      case 'min-width':
        return state.width >= value;
      case 'max-width':
        return state.width <= value;
      case 'prefers-color-scheme':
        return rawValue === (state.dark ? 'dark' : 'light');
      default:
        return false;
    }
  });
};

export const installMatchMedia = (initial: Partial<MediaState> = {}) => {
  const state: MediaState = { width: 1280, dark: false, ...initial };
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<Listener>; mql: MediaQueryList }>();
  const previous = Object.getOwnPropertyDescriptor(window, 'matchMedia');

  const matchMedia = (query: string): MediaQueryList => {
    const entry = { query, matches: evaluate(query, state), listeners: new Set<Listener>(), mql: undefined as unknown as MediaQueryList };
    const mql = {
      get matches() {
        return entry.matches;
      },
      media: query,
      onchange: null,
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    entry.mql = mql;
    lists.add(entry);
    return mql;
  };

  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });

  return {
    /** Changes the viewport or system scheme; wrap in act() while something is rendered. */
    set(change: Partial<MediaState>) {
      Object.assign(state, change);
      for (const entry of lists) {
        const matches = evaluate(entry.query, state);
        if (matches === entry.matches) continue;
        entry.matches = matches;
        const event = { matches, media: entry.query } as MediaQueryListEvent;
        entry.listeners.forEach((listener) => listener(event));
      }
    },
    uninstall() {
      lists.clear();
      if (previous) Object.defineProperty(window, 'matchMedia', previous);
      else delete (window as unknown as { matchMedia?: unknown }).matchMedia;
    },
  };
};
