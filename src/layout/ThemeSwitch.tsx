import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useThemeMode } from '../components/useThemeMode';
import { LazyTooltip } from '../components/LazyTooltip';

const ICON = { light: <LightModeIcon />, dark: <DarkModeIcon />, auto: <BrightnessAutoIcon /> };

export const useThemeSwitch = () => {
  const translate = useTranslate();
  const { mode, cycle } = useThemeMode();
  const label = translate('app.appbar.theme', { mode: translate(`app.appbar.theme_${mode}`) });
  return { mode, label, icon: ICON[mode], next: cycle };
};

export const ThemeSwitch = () => {
  const { label, icon, next } = useThemeSwitch();
  return (
    <LazyTooltip title={label}>
      <IconButton color="inherit" onClick={next} aria-label={label}>
        {icon}
      </IconButton>
    </LazyTooltip>
  );
};
