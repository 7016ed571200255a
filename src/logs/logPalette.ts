/**
 * SPEC names the hues; these shades keep WCAG AA contrast (4.5:1) on the panel in both themes, which the
 * theme's "main" colours do not.
 */
import type { LogLevel } from './logLevel';

export type PaletteMode = 'light' | 'dark';

export interface LogPanelColors {
  background: string;
  gutter: string;
  levels: Record<LogLevel, string>;
}

export const logPanelColors: Record<PaletteMode, LogPanelColors> = {
  light: {
    background: '#fbfbfc',
    gutter: '#5f6b7a',
    levels: { error: '#b3261e', warn: '#8a5300', info: '#0b57d0', debug: '#146c2e', other: '#1f2328' },
  },
  dark: {
    background: '#0d1117',
    gutter: '#8b949e',
    levels: { error: '#ff8a80', warn: '#f2cc60', info: '#79b8ff', debug: '#7ee787', other: '#e6edf3' },
  },
};
