/** Apple keyboards open the palette with ⌘K, others with Ctrl+K. */
export const isApplePlatform = (): boolean => {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || '');
};

export interface PaletteShortcut {
  /** For react-admin's <KeyboardShortcut> ('meta' shows as ⌘). */
  keys: string;
  /** For aria-keyshortcuts. */
  aria: string;
  /** For tooltips. */
  text: string;
}

export const paletteShortcut = (): PaletteShortcut =>
  isApplePlatform() ? { keys: 'meta+k', aria: 'Meta+K', text: '⌘K' } : { keys: 'Ctrl+k', aria: 'Control+K', text: 'Ctrl+K' };
