/**
 * The hooks the page-driving browser suites share: one Chromium per test file; before each test the demo
 * data reset and a fresh page; after it, the page's routes and the gateway's injected faults removed,
 * its console checked (no uncaught exception, no unexpected error line) and its context closed.
 *
 * `page` is a live binding: a file that imports it always sees the current test's page. A file's own
 * `beforeEach` runs after the suite's (the page is open), its own `afterEach` before (the page still is).
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { clearFaults, launch, openPage, pageErrors, resetDemo, unexpectedProblems, type TrackedPage } from './browser';

let browser: Browser;
export let page: TrackedPage;

export interface BrowserSuiteOptions {
  /** Console lines the current test provokes on purpose, beyond those `unexpectedProblems` allows. */
  expectedProblems?: () => RegExp[];
}

export const useBrowserSuite = ({ expectedProblems = () => [] }: BrowserSuiteOptions = {}) => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetDemo();
    page = await openPage(browser);
  });
  afterEach(async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await clearFaults();
    expect(pageErrors(page)).toEqual([]);
    const expected = expectedProblems();
    expect(unexpectedProblems(page).filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([]);
    await page.context().close();
  });
};

/**
 * `it` for a catalogue of cases (faults, sessions): counts them, and after the file prints
 * "<label>: N (M passed)" so a run shows how many cases the suite holds.
 */
export const countedCases = (label: string) => {
  let declared = 0;
  let passed = 0;
  afterAll(() => {
    console.log(`${label}: ${declared} (${passed} passed)`);
  });
  return (name: string, run: () => Promise<void>, timeout = 90_000) => {
    declared += 1;
    it(
      name,
      async () => {
        await run();
        passed += 1;
      },
      timeout,
    );
  };
};
