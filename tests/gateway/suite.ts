/**
 * Hooks of the real-gateway browser suites: one Chromium per file; before each test a fresh context
 * with a client address of its own; after it, the page's console checked (no uncaught exception, no
 * unexpected error line) and the context closed. Nothing is reset: the gateway keeps what tests made,
 * so every test names its records uniquely and reads back only those.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launch, pageErrors, toastWith, unexpectedProblems, type TrackedPage } from '../e2e/browser';
import { openConsole } from './realGateway';

let browser: Browser;
export let page: TrackedPage;

export const useGatewayBrowserSuite = ({ expectedProblems = () => [] as RegExp[] } = {}) => {
  if (!inject('gateway')) return;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await openConsole(browser);
  });
  afterEach(async () => {
    expect(pageErrors(page)).toEqual([]);
    const expected = expectedProblems();
    expect(unexpectedProblems(page).filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([]);
    await page.context().close();
  });
};

/** A second console page, for what another operator sees at the same time. */
export const openAnotherConsole = () => openConsole(browser);

/** A toast with this text; then closed with its close button, as an operator would, so the next one shows at once. */
export const seeToast = async (text: string) => {
  await toastWith(page, text).waitFor();
  const toast = page.locator('.MuiSnackbar-root').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Close the message' }).click();
  await toast.waitFor({ state: 'detached' });
};
