/**
 * react-admin keeps 'light' or 'dark' in its store; removing the entry makes it follow the system
 * preference live, which is what "auto" means.
 */
import { useRemoveFromStore, useStore } from 'react-admin';

export type ThemeMode = 'light' | 'dark' | 'auto';

const NEXT: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'auto', auto: 'light' };

export const useThemeMode = () => {
  const [stored, setStored] = useStore<'light' | 'dark' | undefined>('theme');
  const removeFromStore = useRemoveFromStore();
  const mode: ThemeMode = stored ?? 'auto';
  const next = NEXT[mode];
  const cycle = () => {
    if (next === 'auto') removeFromStore('theme');
    else setStored(next);
  };
  return { mode, next, cycle };
};
