#!/usr/bin/env node
/**
 * `npm run bench:load`: first-load speed of the production build in Chromium with the CPU slowed 4x
 * (an operator's small laptop). For several fresh browser contexts it measures
 *   1. from navigation start until the sign-in form is usable (inputs and an enabled 'Sign in'), and
 *   2. from clicking 'Sign in' until the first row of the nodes list is on screen,
 * and prints the medians. Options: --runs N (default 5), --cpu N (default 4), --no-build.
 */
import { ensureBuilt, launchChromium, median, option, startGateway } from './bench-support.mjs';

const runs = Number(option('runs', 5));
const cpu = Number(option('cpu', 4));

ensureBuilt({ build: option('no-build', false) !== true });
const { url: baseURL, stop } = await startGateway();
const browser = await launchChromium();

const signInTimes = [];
const firstRowTimes = [];
try {
  for (let run = 0; run < runs; run += 1) {
    await fetch(`${baseURL}/api/__demo/reset`, { method: 'POST' });
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // The user was on their way to the nodes list: sign-in brings them there.
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('redirect', '/nodes'));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
    await page.getByLabel('Username').waitFor();
    signInTimes.push(await page.evaluate(() => performance.now()));
    await page.getByLabel('Username').fill('admin@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('demo-password');
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'dev-laptop' }).waitFor({ timeout: 60000 });
    firstRowTimes.push((await page.evaluate(() => performance.now())) - clicked);
    await context.close();
    console.log(`run ${run + 1}: sign-in usable ${signInTimes.at(-1).toFixed(0)} ms, first nodes row ${firstRowTimes.at(-1).toFixed(0)} ms`);
  }
} finally {
  await browser.close();
  stop();
}

console.log(`\nCPU slowed ${cpu}x, ${runs} runs (medians):`);
console.log(`  sign-in form usable after navigation: ${median(signInTimes).toFixed(0)} ms`);
console.log(`  sign-in click → first nodes row:      ${median(firstRowTimes).toFixed(0)} ms`);
