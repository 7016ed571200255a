import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const shared: RaThemeOptions = {
  shape: { borderRadius: 8 },
  components: {
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { gap: 4 } } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    // SPEC's texts are shown as written ('Sign in', 'Add Client'), not upper-cased.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
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
  },
  components: { ...defaultDarkTheme.components, ...shared.components },
};
