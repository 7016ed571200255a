/**
 * Mounts the command palette and the shortcuts list for the signed-in console and listens to their keys.
 * The palette's code (and the forms it opens) is its own chunk, loaded and mounted (closed) at the first
 * idle moment once the console is up (not before: the first screen comes first), or at once when asked
 * for earlier: the keys typed right after the first Ctrl+K land in its search box, and the dialogs it
 * starts outlive it (it stays mounted). The shortcuts list is built when first asked for. Neither
 * renders again when the page around them does (every navigation): their props do not change.
 */
import { lazy, memo, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useOpenedOnce } from '../components/useOpenedOnce';
import type { CommandPaletteProps } from './CommandPalette';
import { PaletteContext } from './PaletteContext';
import { PaletteUnavailable } from './PaletteUnavailable';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useGlobalShortcuts } from './useGlobalShortcuts';

// A chunk that cannot be fetched (an old tab after a new deployment, a lost connection) must not take
// the console down with it: the palette then says so when asked for.
const CommandPalette = memo(
  lazy((): Promise<{ default: ComponentType<CommandPaletteProps> }> => import('./CommandPalette').catch(() => ({ default: PaletteUnavailable }))),
);

const Shortcuts = memo(ShortcutsDialog);

/** Turns true at the browser's first idle moment after mount (a short timer where that is unknown). */
const useIdle = (): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true));
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
};

export const PaletteProvider = ({ children }: { children: ReactNode }) => {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const idle = useIdle();
  const [mounted, setMounted] = useState(false);
  if (!mounted && (idle || paletteOpen)) setMounted(true);
  const shortcutsMounted = useOpenedOnce(shortcutsOpen);

  const controls = useMemo(
    () => ({
      openPalette: () => setPaletteOpen(true),
      openShortcuts: () => setShortcutsOpen(true),
      closePalette: () => setPaletteOpen(false),
      closeShortcuts: () => setShortcutsOpen(false),
    }),
    [],
  );
  useGlobalShortcuts({
    onPalette: () => setPaletteOpen((open) => !open),
    onHelp: controls.openShortcuts,
  });

  return (
    <PaletteContext.Provider value={controls}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onClose={controls.closePalette} onShowShortcuts={controls.openShortcuts} />
        </Suspense>
      )}
      {shortcutsMounted && <Shortcuts open={shortcutsOpen} onClose={controls.closeShortcuts} />}
    </PaletteContext.Provider>
  );
};
