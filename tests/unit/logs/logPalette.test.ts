import { describe, expect, it } from 'vitest';
import { LOG_LEVELS } from '../../../src/logs/logLevel';
import { logPanelColors } from '../../../src/logs/logPalette';

// WCAG 2.1 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe('log level colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    it.each(LOG_LEVELS)(`${mode}: %s text is readable on the panel (WCAG AA 4.5:1)`, (level) => {
      const colors = logPanelColors[mode];
      expect(contrast(colors.levels[level], colors.background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('keeps the hues of SPEC: error red, warn yellow, info blue, debug green', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const d = max - min;
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    for (const mode of ['light', 'dark'] as const) {
      const { levels } = logPanelColors[mode];
      expect(hue(levels.error) < 15 || hue(levels.error) > 345).toBe(true);
      expect(hue(levels.warn)).toBeGreaterThanOrEqual(35);
      expect(hue(levels.warn)).toBeLessThanOrEqual(60);
      expect(hue(levels.info)).toBeGreaterThanOrEqual(200);
      expect(hue(levels.info)).toBeLessThanOrEqual(240);
      expect(hue(levels.debug)).toBeGreaterThanOrEqual(90);
      expect(hue(levels.debug)).toBeLessThanOrEqual(150);
    }
  });
});
