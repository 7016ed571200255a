/**
 * Mounts the command palette and the shortcuts list for the signed-in console and listens to their keys.
 * The palette's code (and the forms it opens) loads the first time it is opened; it then stays mounted
 * so that the dialogs it started outlive it.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { PaletteContext } from './PaletteContext';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useGlobalShortcuts } from './useGlobalShortcuts';

const CommandPalette = lazy(() => import('./CommandPalette'));

export const PaletteProvider = ({ children }: { children: ReactNode }) => {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);

  const controls = useMemo(
    () => ({
      openPalette: () => {
        setLoaded(true);
        setPaletteOpen(true);
      },
      openShortcuts: () => setShortcutsOpen(true),
    }),
    [],
  );
  useGlobalShortcuts({
    onPalette: () => {
      setLoaded(true);
      setPaletteOpen((open) => !open);
    },
    onHelp: controls.openShortcuts,
  });

  return (
    <PaletteContext.Provider value={controls}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} onShowShortcuts={controls.openShortcuts} />
        </Suspense>
      )}
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </PaletteContext.Provider>
  );
};
