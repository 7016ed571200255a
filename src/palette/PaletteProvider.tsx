/**
 * The palette mounts when first opened, as a closed palette would hold its memory on every screen, and is
 * then kept for the dialogs it starts.
 */
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyDialog } from '../components/lazyDialog';
import { useOpenedOnce } from '../components/useOpenedOnce';
import type { CommandPaletteProps } from './CommandPalette';
import { PaletteContext } from './PaletteContext';
import { PaletteUnavailable } from './PaletteUnavailable';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useGlobalShortcuts } from './useGlobalShortcuts';

// A chunk that cannot be fetched (an old tab after a new deployment, a lost connection) must not take
// the console down with it: the palette then says so when asked for.
const CommandPalette = lazyDialog<CommandPaletteProps>(
  () => import('./CommandPalette').then((module) => module.default, () => PaletteUnavailable),
  (props) => props.open,
);
const Palette = memo(CommandPalette);

const Shortcuts = memo(ShortcutsDialog);

const useWhenIdle = (task: () => void) => {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(task, 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }, [task]);
};

const preloadPalette = () => void CommandPalette.preload();

export const PaletteProvider = ({ children }: { children: ReactNode }) => {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  useWhenIdle(preloadPalette);
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
      <Palette open={paletteOpen} onClose={controls.closePalette} onShowShortcuts={controls.openShortcuts} />
      {shortcutsMounted && <Shortcuts open={shortcutsOpen} onClose={controls.closeShortcuts} />}
    </PaletteContext.Provider>
  );
};
