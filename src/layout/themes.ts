import type { Theme } from '@mui/material/styles';
import { AppBarClasses, defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const shared: RaThemeOptions = {
  shape: { borderRadius: 8 },
  components: {
    RaAppBar: { styleOverrides: { root: { [`& .${AppBarClasses.toolbar}`]: { gap: 4 } } } },
    // One tooltip policy for MUI's Tooltip and the console's LazyTooltip alike.
    MuiTooltip: { defaultProps: { arrow: true, enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } },
    // SPEC's texts are shown as written ('Sign in', 'Add Client'), not upper-cased.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    // The helper text of a read-only (disabled-looking) field explains why it is locked: it must stay
    // readable, so it keeps the secondary text colour instead of the faint disabled one.
    MuiFormHelperText: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#0f766e' },
    secondary: { main: '#134e4a' },
    // MUI's default orange and light blue are under 4.5:1 as text (outlined chips, links) on white and on
    // a hovered row, its red under 4.5:1 on a filled field (an invalid field's label): the same hues, darker.
    warning: { main: '#a14a08' },
    info: { main: '#0369a1' },
    error: { main: '#c62828' },
  },
  components: { ...defaultLightTheme.components, ...shared.components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#5eead4' },
    secondary: { main: '#99f6e4' },
    background: { default: '#0b1220', paper: '#111a2b' },
    // MUI's default red is under 4.5:1 as text on a hovered row's background: a lighter one.
    error: { main: '#f87171' },
  },
  components: { ...defaultDarkTheme.components, ...shared.components },
};
