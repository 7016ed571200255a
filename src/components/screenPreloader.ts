/**
 * Lets links, menus and screens preload a screen without knowing the screens; routes.ts fills this
 * context at boot.
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
