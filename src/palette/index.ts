/** The command palette (Ctrl+K / ⌘K) and the shortcuts list ('?'), for the layout and the top bar. */
export { PaletteProvider } from './PaletteProvider';
export { PaletteButton } from './PaletteButton';
