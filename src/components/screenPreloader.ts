/**
 * How a link or a menu starts loading the screen it leads to, without knowing the screens: the route
 * table (routes.ts) fills this context at boot. `code` starts loading the screen's code; `data` asks
 * for what the screen shows first, into react-admin's query cache, and resolves once it is there (or
 * after a bounded wait): undefined when that is not known ahead for this path.
 */
import { createContext, useContext } from 'react';

export interface ScreenPreloader {
  code: (path: string) => Promise<void>;
  data: (path: string) => Promise<void> | undefined;
}

const nothing: ScreenPreloader = { code: () => Promise.resolve(), data: () => undefined };

export const ScreenPreloaderContext = createContext<ScreenPreloader>(nothing);

export const useScreenPreloader = (): ScreenPreloader => useContext(ScreenPreloaderContext);
