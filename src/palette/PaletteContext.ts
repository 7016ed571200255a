/** Lets the top bar's button open the command palette mounted by PaletteProvider. */
import { createContext, useContext } from 'react';

export interface PaletteControls {
  openPalette: () => void;
  openShortcuts: () => void;
}

export const PaletteContext = createContext<PaletteControls>({ openPalette: () => undefined, openShortcuts: () => undefined });

export const usePalette = () => useContext(PaletteContext);
