/** Issue 3 in real Chromium: sign-in, guards, remembered paths, theme, sidebar, sign-out, not-found. */
import { describe, expect, it } from 'vitest';
import { DEMO_USER, gotoAndSignIn, injectFault, screenshot, signIn } from './browser';
import { page, useBrowserSuite } from './suite';

useBrowserSuite();

const NOT_FOUND = "Hmm...this page doesn't exist. Try searching for something else!";

describe('sign-in', () => {
  it('refuses wrong credentials with a closable banner, then signs in with the right ones', async () => {
    await page.goto('/login');
    await signIn(page, { username: DEMO_USER.username, password: 'wrong-password' });
    const banner = page.getByRole('alert').filter({ hasText: 'Invalid Credentials' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Close' }).click();
    await banner.waitFor({ state: 'detached' });
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'token');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.secure).toBe(true);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(cookie!.value);
  });

  it('shows the required messages and the Terms of Service link', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field is required').count()).resolves.toBe(2);
    const terms = page.getByRole('link', { name: 'Terms of Service' });
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await terms.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('sends a signed-out visitor to /login and back to where they were going', async () => {
    await page.goto('/domains');
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/domains');
    expect(await page.evaluate(() => localStorage.getItem('redirect'))).toBe('/');
  });

  it('sends a signed-in user away from /login to home', async () => {
    await gotoAndSignIn(page, '/');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('ends the session on a 401 mid-session and returns to the page after sign-in', async () => {
    await gotoAndSignIn(page, '/');
    // The page asked for ahead of the list (with the navigation), then the list's own call.
    await injectFault({ path: '^/api/nodes\\?', status: 401, times: 2 });
    await page.getByRole('link', { name: 'Client / Nodes' }).first().click();
    await page.waitForURL('**/login');
    // The rejected call itself is reported by the browser and by react-admin: expected here.
    page.problems = page.problems.filter((problem) => !problem.includes('Injected fault'));
    expect((await page.context().cookies()).find((entry) => entry.name === 'token')).toBeUndefined();
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/nodes');
    await page.getByRole('heading', { name: 'Client / Nodes' }).first().waitFor();
  });
});

describe('shell', () => {
  it('signs out, clearing the cookie and remembering the page', async () => {
    await gotoAndSignIn(page, '/nodes');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect((await page.context().cookies()).find((entry) => entry.name === 'token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('redirect'))).toBe('/nodes');
  });

  it('shows the not-found page with a way back home', async () => {
    await gotoAndSignIn(page, '/');
    await page.goto('/no/such/page');
    await page.getByText(NOT_FOUND).waitFor();
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('cycles the theme light → dark → auto and keeps the choice across a reload', async () => {
    await gotoAndSignIn(page, '/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: /^Theme:/ }).click(); // auto → light
    await page.getByRole('button', { name: 'Theme: light' }).click(); // light → dark
    await page.getByRole('button', { name: 'Theme: dark' }).waitFor();
    const dark = await background();
    expect(dark).not.toBe(light);
    await page.reload();
    await page.getByRole('button', { name: 'Theme: dark' }).waitFor();
    expect(await background()).toBe(dark);
    await page.getByRole('button', { name: 'Theme: dark' }).click();
    await page.getByRole('button', { name: 'Theme: auto (system)' }).waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toBe(dark);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe(light);
  });

  it('collapses the sidebar and keeps it collapsed after a reload', async () => {
    await gotoAndSignIn(page, '/');
    const label = () => page.getByText('Domain Names', { exact: true }).isVisible();
    expect(await label()).toBe(true);
    await page.getByRole('button', { name: /close menu|collapse/i }).first().click();
    await expect.poll(label).toBe(false);
    await page.reload();
    await page.getByRole('link', { name: 'Domain Names' }).waitFor();
    expect(await label()).toBe(false);
  });

  it('opens the sidebar from the top bar on a small screen and closes it with Escape or an outside click', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoAndSignIn(page, '/');
    const nav = page.getByRole('link', { name: 'Domain Names' });
    await page.getByRole('button', { name: /open menu|expand/i }).first().click();
    await nav.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /open menu|expand/i }).first().click();
    await nav.waitFor({ state: 'visible' });
    await page.mouse.click(370, 600);
    await nav.waitFor({ state: 'hidden' });
    await screenshot(page, 'home-small-screen');
  });

  it('is usable with the keyboard alone: tabbing reaches the sidebar, the top bar and sign-out', async () => {
    await gotoAndSignIn(page, '/');
    const reached = new Set<string>();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      reached.add(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          return active?.getAttribute('aria-label') || active?.textContent?.trim() || '';
        }),
      );
    }
    for (const name of ['Home', 'Domain Names', 'Client / Nodes', 'Source repository', 'Need help?', 'Sign out']) {
      expect([...reached].some((entry) => entry.includes(name))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
  });
});

describe('screenshots', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`captures sign-in, home and not-found in ${scheme}`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await screenshot(page, `sign-in-${scheme}`);
      await signIn(page);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Client / Nodes' }).first().waitFor();
      await screenshot(page, `home-${scheme}`);
      await page.goto('/missing-page');
      await page.getByText(NOT_FOUND).waitFor();
      await screenshot(page, `not-found-${scheme}`);
    });
  }
});
