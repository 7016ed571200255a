/**
 * Colours of the log panel. SPEC names the hues (error red, warn yellow, info blue, debug green); the
 * exact shades are picked so each keeps a WCAG AA contrast (4.5:1) on the panel in both themes, which a
 * unit test checks. Theme palette "main" colours (e.g. warning orange on white) fall short of that.
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
