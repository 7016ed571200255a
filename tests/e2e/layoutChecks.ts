/** Layout checks shared by the Chromium suites: nothing scrolls sideways, a control is on screen. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The machine is small and busy: the first render of a screen may take a while. */
const FIRST_RENDER = { timeout: 60_000 };

/** The page is no wider than the window: nothing scrolls sideways (the message names what sticks out). */
export const expectNoSidewaysScroll = async (page: Page) => {
  const { overflow, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      overflow: document.documentElement.scrollWidth - width,
      wide: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 8)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`),
    };
  });
  expect(overflow, wide.join(' ')).toBe(0);
};

/** Entirely inside the window, so a tap reaches it without scrolling sideways (nor down, with `fully`). */
export const expectOnScreen = async (page: Page, target: Locator, { fully = false } = {}) => {
  await target.waitFor(FIRST_RENDER);
  // Read in the page in one step: `boundingBox()` gives null when the element is re-rendered between
  // the wait and the read (home's figures are, as the fleet's first frame lands), which then reads as a failure.
  const box = await target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  if (fully) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
};
