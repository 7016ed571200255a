/**
 * Light / dark / auto. react-admin keeps 'light' or 'dark' in its persisted store; removing the entry
 * makes it follow the system preference live, which is what "auto" means.
 */
import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useRemoveFromStore, useStore, useTranslate } from 'react-admin';

type Mode = 'light' | 'dark' | 'auto';

const NEXT: Record<Mode, Mode> = { light: 'dark', dark: 'auto', auto: 'light' };
const ICON = { light: <LightModeIcon />, dark: <DarkModeIcon />, auto: <BrightnessAutoIcon /> };

/** The current mode, its spoken label and its icon, and the switch to the next mode. */
export const useThemeMode = () => {
  const translate = useTranslate();
  const [stored, setStored] = useStore<'light' | 'dark' | undefined>('theme');
  const removeFromStore = useRemoveFromStore();
  const mode: Mode = stored ?? 'auto';
  const label = translate('app.appbar.theme', { mode: translate(`app.appbar.theme_${mode}`) });

  const next = () => {
    const target = NEXT[mode];
    if (target === 'auto') removeFromStore('theme');
    else setStored(target);
  };

  return { mode, label, icon: ICON[mode], next };
};

export const ThemeSwitch = () => {
  const { label, icon, next } = useThemeMode();
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={next} aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
};
