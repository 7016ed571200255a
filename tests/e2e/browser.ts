/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core. Every page records console
 * errors, uncaught exceptions and CSP violations so tests can assert none happened.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_USER = { username: 'admin@example.com', password: 'demo-password' };
export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

export const baseURL = () => inject('baseURL');

export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export interface TrackedPage extends Page {
  problems: string[];
}

export const openPage = async (browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> => {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 }, ...options });
  const page = (await context.newPage()) as TrackedPage;
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return page;
};

/** Console errors the app causes on purpose (an API answering 401/400 is logged by Chromium). */
export const unexpectedProblems = (page: TrackedPage): string[] =>
  page.problems.filter((problem) => !/Failed to load resource: the server responded with a status of (400|401|404|422|429)/.test(problem));

export const resetDemo = async () => {
  const response = await fetch(`${baseURL()}/api/__demo/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`demo reset failed: ${response.status}`);
};

export const signIn = async (page: Page, user = DEMO_USER) => {
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

export const gotoAndSignIn = async (page: Page, pathName = '/') => {
  await page.goto(pathName);
  await page.waitForURL('**/login');
  await signIn(page);
  await page.waitForURL((url) => url.pathname === pathName);
  // The console loads after the light sign-in page: wait until its shell is there.
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
};

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
};

/** Makes the demo gateway fail matching requests (see mocks/handlers/demo.ts). */
export const injectFault = async (fault: { path: string; status: number; times?: number; message?: string }) => {
  const response = await fetch(`${baseURL()}/api/__demo/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault injection failed: ${response.status}`);
};

export const clearFaults = () => fetch(`${baseURL()}/api/__demo/fault`, { method: 'DELETE' });
