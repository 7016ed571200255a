/** Sign-in, wrong password, sign-out and the guards, on the real gateway. */
import { expect, it } from 'vitest';
import { signIn } from '../e2e/browser';
import { describeOnGateway, gateway, signInToConsole } from './realGateway';
import { page, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

const tokenCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'token');

describeOnGateway('signing in and out on the real gateway', () => {
  it('refuses a wrong password with a closable banner, then signs in with the right one', async () => {
    await page.goto('/login');
    await signIn(page, { username: gateway().username, password: 'not-the-password' });
    const banner = page.getByRole('alert').filter({ hasText: 'Invalid Credentials' });
    await banner.waitFor();
    expect(await tokenCookie()).toBeUndefined();
    await banner.getByRole('button', { name: 'Close' }).click();
    await banner.waitFor({ state: 'detached' });
    await signIn(page, gateway());
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    const cookie = await tokenCookie();
    expect(cookie?.sameSite).toBe('Strict');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(cookie!.value);
  });

  it('sends a signed-out visitor to the sign-in page and back where they were going; a signed-in one away from it', async () => {
    await signInToConsole(page, '/domains');
    await page.getByRole('heading', { name: 'Domains', level: 1 }).waitFor();
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('signs out: the cookie goes, and the next page asks for a sign-in again', async () => {
    await signInToConsole(page, '/nodes');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect(await tokenCookie()).toBeUndefined();
    await page.goto('/nodes');
    await page.waitForURL('**/login');
  });

  it('treats a token the gateway refuses as no session', async () => {
    await page.context().addCookies([{ name: 'token', value: 'not.a.jwt', url: gateway().url }]);
    await page.goto('/domains');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await tokenCookie()).toBeUndefined();
  });
});
