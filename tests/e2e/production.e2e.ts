/** The production flag of SPEC §1 in the production build: Secure token cookie, no development logging. */
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoAndSignIn, launch, openPage, resetDemo } from './browser';

let browser: Browser;

beforeAll(async () => {
  await resetDemo();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('production build', () => {
  it('keeps the token in a Secure, SameSite=Strict cookie only', async () => {
    const page = await openPage(browser);
    await gotoAndSignIn(page, '/nodes');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'token');
    expect(cookie).toMatchObject({ secure: true, sameSite: 'Strict', httpOnly: false });
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(cookie!.value);
    await page.context().close();
  });

  it('logs nothing to the console, even when streams fail and reconnect', async () => {
    const page = await openPage(browser);
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));
    await gotoAndSignIn(page, '/nodes');
    await page.getByRole('link', { name: 'dev-laptop' }).click();
    await page.waitForURL(/\/nodes\/\d+$/);
    // A domain without a log file: the gateway answers the stream with an error event, the console
    // reconnects every second (and a development build would log each time).
    await page.goto('/domains/no-such-domain.example.com/logs');
    await page.getByText(/retrying/i).first().waitFor({ timeout: 15000 });
    const logged = messages.filter((message) => message.type() !== 'error' || !/Failed to load resource/.test(message.text()));
    expect(logged.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
    await page.context().close();
  });
});
