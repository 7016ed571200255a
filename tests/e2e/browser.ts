/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core. Every page records console
 * errors, uncaught exceptions and CSP violations so tests can assert none happened.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const DEMO_USER = { username: 'admin@example.com', password: 'demo-password' };
export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

export const baseURL = () => inject('baseURL');

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

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

/**
 * The whole page, or only the viewport: a full-page capture resizes the page for a moment, which can
 * cross a breakpoint and re-lay the screen out under an open dialog.
 */
export const screenshot = async (page: Page, name: string, { fullPage = true } = {}) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
};

/** Makes the demo gateway fail matching requests (see mocks/handlers/demo.ts). */
export const injectFault = async (fault: { path: string; status: number; method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; times?: number; message?: string }) => {
  const response = await fetch(`${baseURL()}/api/__demo/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault injection failed: ${response.status}`);
};

export const clearFaults = () => fetch(`${baseURL()}/api/__demo/fault`, { method: 'DELETE' });

// ---- Helpers for the hostile-input and accessibility suites (issue 8, points 3 and 4). ----

/** Signs in to the demo gateway's API directly and returns the admin token. */
export const apiToken = async (user = DEMO_USER): Promise<string> => {
  const response = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`API sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
};

/** A bearer call to the demo gateway; throws on an error status. */
export const api = async <T = Record<string, unknown>>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
};

/** The demo gateway's "tunnel comes up" control: a new node starts handshaking (it has never connected before). */
export const connectNode = async (id: number): Promise<void> => {
  const response = await fetch(`${baseURL()}/api/__demo/nodes/${id}/connect`, { method: 'POST' });
  if (!response.ok) throw new Error(`connecting node ${id} failed: ${response.status}`);
};

/**
 * Resolves once every finite animation and transition of the page has finished (dialogs fading in,
 * menus growing): colour checks on a half-transparent dialog would measure the wrong colours.
 * Infinite animations (pulsing status dots, spinners) are ignored.
 */
export const animationsSettled = async (page: Page): Promise<void> => {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return iterations === Infinity || animation.playState !== 'running';
    }),
  );
};

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's explanation per target (colours and ratio for contrast). */
  summaries: string[];
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Violations that fail the audit; 'moderate' and 'minor' ones are reported, not failed. */
export const isSerious = (finding: AxeFinding): boolean => finding.impact === 'serious' || finding.impact === 'critical';

/**
 * Runs axe-core on the whole document after waiting for animations to settle and returns every
 * violation (see `isSerious`).
 */
export const axeAudit = async (page: Page): Promise<AxeFinding[]> => {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }>;
      };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
      summaries: violation.nodes.map((node) => (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()),
    }));
  });
  return violations;
};

/** The findings as readable lines: `rule (impact) target`. */
export const formatFindings = (screen: string, findings: AxeFinding[]): string[] =>
  findings.flatMap((finding) =>
    finding.targets.map((target, index) => `${screen}: ${finding.id} (${finding.impact}) ${target} — ${finding.summaries[index] || finding.help}`),
  );

/**
 * A screenshot of what is on screen (not the full page): for open dialogs, whose fixed backdrop only
 * covers the viewport, so a full-page capture of a long page shows the rest unshaded.
 */
export const screenshotViewport = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
};

// ---- Helpers for the fault and session suites (issue 8, points 1 and 2). ----

/** Starts a session without the sign-in page: the `token` cookie exactly as the console writes it. */
export const addSessionCookie = async (page: Page, token: string) => {
  await page.context().addCookies([
    { name: 'token', value: encodeURIComponent(token), url: baseURL(), sameSite: 'Strict', secure: true },
  ]);
};

/** The console's own frame (top bar and sidebar) is on screen: whatever failed, the page is not blank. */
export const expectShell = async (page: Page) => {
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  await page.getByRole('link', { name: 'Client / Nodes' }).first().waitFor();
};

/** Uncaught exceptions only (`pageerror:` entries). */
export const pageErrors = (page: TrackedPage): string[] => page.problems.filter((problem) => problem.startsWith('pageerror:'));

/** What the browser logs for a request a test made fail: a status it answered with, or no answer at all. */
export const failedLoad = (status?: number): RegExp =>
  status === undefined
    ? /Failed to load resource: net::ERR_FAILED/
    : new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

/** A toast (react-admin's notification) holding this text. */
export const toastWith = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);

/** A server-sent-events body: one `data:` frame per entry (objects as JSON, strings verbatim). */
export const eventStreamBody = (...frames: unknown[]): string =>
  frames.map((frame) => `data: ${typeof frame === 'string' ? frame : JSON.stringify(frame)}\n\n`).join('');
