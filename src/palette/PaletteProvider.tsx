/**
 * Mounts the command palette and the shortcuts list for the signed-in console and listens to their keys.
 * The palette's code (and the forms it opens) is its own chunk, loaded and mounted (closed) as soon as
 * the console is up: the keys typed right after the first Ctrl+K land in its search box, and the
 * dialogs it starts outlive it.
 */
import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { CommandPaletteProps } from './CommandPalette';
import { PaletteContext } from './PaletteContext';
import { PaletteUnavailable } from './PaletteUnavailable';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useGlobalShortcuts } from './useGlobalShortcuts';

// A chunk that cannot be fetched (an old tab after a new deployment, a lost connection) must not take
// the console down with it: the palette then says so when asked for.
const CommandPalette = lazy(
  (): Promise<{ default: ComponentType<CommandPaletteProps> }> => import('./CommandPalette').catch(() => ({ default: PaletteUnavailable })),
);

export const PaletteProvider = ({ children }: { children: ReactNode }) => {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);

  const controls = useMemo(
    () => ({
      openPalette: () => setPaletteOpen(true),
      openShortcuts: () => setShortcutsOpen(true),
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
      <Suspense fallback={null}>
        <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} onShowShortcuts={controls.openShortcuts} />
      </Suspense>
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </PaletteContext.Provider>
  );
};
