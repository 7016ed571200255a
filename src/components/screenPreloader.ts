/**
 * How links, menus and screens start loading a screen without knowing the screens (routes.ts fills this
 * context at boot): `code` loads its code, `ready` says whether its first data is cached, `data` asks for
 * it and resolves once there or after a bounded wait (undefined: not known ahead for this path).
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
