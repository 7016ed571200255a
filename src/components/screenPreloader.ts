/**
 * How links, menus and the route's screens start loading a screen, without knowing the screens: the
 * route table (routes.ts) fills this context at boot. `code` starts loading the screen's code (links
 * pointed at); `ready` says whether what the screen shows first is in react-admin's query cache (or is
 * not known ahead), without asking for anything; `data` asks for it and resolves once it is there (or
 * after a bounded wait): undefined when that is not known ahead for this path.
 */
import { createContext, useContext } from 'react';

export interface ScreenPreloader {
  code: (path: string) => Promise<void>;
  ready: (path: string) => boolean;
  data: (path: string) => Promise<void> | undefined;
}

const nothing: ScreenPreloader = { code: () => Promise.resolve(), ready: () => true, data: () => undefined };

export const ScreenPreloaderContext = createContext<ScreenPreloader>(nothing);

export const useScreenPreloader = (): ScreenPreloader => useContext(ScreenPreloaderContext);
