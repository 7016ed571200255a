#!/usr/bin/env node
/**
 * `npm run bench:load`: first-load speed of the production build in Chromium with the CPU slowed 4x
 * (an operator's small laptop). For several fresh browser contexts it measures
 *   1. from navigation start until the sign-in form is usable (inputs and an enabled 'Sign in'), and
 *   2. from clicking 'Sign in' until the first row of the nodes list is on screen,
 * and prints the medians. Options: --runs N (default 5), --cpu N (default 4), --no-build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const runs = option('runs', 5);
const cpu = option('cpu', 4);

if (!args.includes('--no-build') || !existsSync(path.join(root, 'dist-gateway', 'demo-gateway.mjs'))) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-all.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const gateway = spawn(process.execPath, [path.join(root, 'dist-gateway', 'demo-gateway.mjs'), '--port', '0', '--static', path.join(root, 'dist')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const baseURL = await new Promise((resolve, reject) => {
  let output = '';
  gateway.stdout.on('data', (chunk) => {
    output += chunk;
    const match = /listening on (http:\/\/\S+)/.exec(output);
    if (match) resolve(match[1]);
  });
  gateway.on('exit', () => reject(new Error(output)));
});

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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
  gateway.kill();
}

console.log(`\nCPU slowed ${cpu}x, ${runs} runs (medians):`);
console.log(`  sign-in form usable after navigation: ${median(signInTimes).toFixed(0)} ms`);
console.log(`  sign-in click → first nodes row:      ${median(firstRowTimes).toFixed(0)} ms`);
