export { PaletteProvider } from './PaletteProvider';
export { PaletteButton } from './PaletteButton';
