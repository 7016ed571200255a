// @vitest-environment node
/** Issue 23: every colour a chart draws with stands out from the paper (3:1) in the light and the dark theme. */
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { lineColors, statusColors } from '../../../../src/components/charts/chartColors';
import { darkTheme, lightTheme } from '../../../../src/layout/themes';

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('chart colours in the %s theme', (_, options) => {
  const theme = createTheme(options);
  const paper = theme.palette.background.paper;
  const weak = (colors: Record<string, string>) =>
    Object.entries(colors)
      .map(([name, color]) => ({ name, color, ratio: Number(getContrastRatio(color, paper).toFixed(2)) }))
      .filter(({ ratio }) => ratio < 3);

  it('keep 3:1 against the paper for lines and statuses', () => {
    expect(weak(lineColors(theme))).toEqual([]);
    expect(weak(statusColors(theme))).toEqual([]);
  });

  it('draw received and transmitted, and the four statuses, in different colours', () => {
    const lines = lineColors(theme);
    expect(lines.received).not.toBe(lines.transmitted);
    expect(new Set(Object.values(statusColors(theme))).size).toBe(4);
  });
});
