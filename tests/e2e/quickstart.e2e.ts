/**
 * Issue 41: the README's quick start on a clean clone. The README's two commands (install, start) run
 * as written in a `git clone` of this checkout's current commit (what is not committed is not in it)
 * in a temporary folder: `npm install` (from npm's cache when it can), then `npm start` on a free port;
 * Chromium signs in and reaches the first row of /nodes; npm start is stopped by its PID. It prints how
 * long each step took.
 *
 * A whole `npm install` makes it the slowest file of the suite (docs/testing.md has its times), so it
 * runs when QUICKSTART_E2E=1: `.ci/run` sets it; by hand,
 * `QUICKSTART_E2E=1 npx vitest run --project e2e tests/e2e/quickstart.e2e.ts`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launch, openPage, signIn, unexpectedProblems } from './browser';
import { NPM_CLI, npmEnv, npmStart, ROOT, type RunningStart } from './npmStart';

const RUN = process.env.QUICKSTART_E2E === '1';
const describeQuickStart = RUN ? describe : describe.skip;
const title = "the README's quick start on a clean clone";

let browser: Browser | undefined;
let dir: string | undefined;
let started: RunningStart | undefined;

afterAll(async () => {
  await started?.stop();
  await browser?.close();
  // The clone's node_modules is slow to delete on a busy disk: a process of its own deletes it, so the
  // run goes on meanwhile.
  if (dir) spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`], { detached: true, stdio: 'ignore' }).unref();
});

/** The quick start's commands, as the README gives them: its first shell line, split at `&&`. */
const quickStartCommands = (): string[] => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const block = /## Quick start[\s\S]*?```sh\n([^\n]*)/.exec(readme)![1];
  return block
    .replace(/\s+#.*$/, '')
    .split('&&')
    .map((command) => command.trim());
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `npm install` in `cwd`, npm's cache first (no network round trip for what it holds). */
const npmInstall = (cwd: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [NPM_CLI!, 'install'], {
      cwd,
      env: npmEnv({ npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm install exited (${code}):\n${output}`))));
  });

describeQuickStart(RUN ? title : `${title} (skipped: set QUICKSTART_E2E=1, as .ci/run does)`, () => {
  it('installs, starts, signs in and reaches the first row of /nodes', async () => {
    expect(quickStartCommands()).toEqual(['npm install', 'npm start']);
    const times: string[] = [];
    let mark = performance.now();
    const lap = (what: string) => {
      const now = performance.now();
      times.push(`${what}: ${seconds(now - mark)}`);
      mark = now;
    };

    dir = mkdtempSync(path.join(tmpdir(), 'quickstart-'));
    const clone = path.join(dir, 'ingress-console');
    const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
    for (const args of [['clone', '--quiet', ROOT, clone], ['-C', clone, 'checkout', '--quiet', '--detach', head]]) {
      const git = spawnSync('git', args, { encoding: 'utf8' });
      expect(git.status, git.stderr).toBe(0);
    }
    lap('git clone');

    await npmInstall(clone);
    lap('npm install');

    started = await npmStart({ cwd: clone });
    expect(started.output()).toContain('Building the console');
    lap('npm start until its address (build included)');

    browser = await launch();
    const page = await openPage(browser, { baseURL: started.url });
    await page.goto('/nodes');
    await page.waitForURL('**/login');
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    await signInButton.waitFor();
    await expect.poll(() => signInButton.isEnabled()).toBe(true);
    lap('then a usable sign-in form');

    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/nodes');
    const firstRow = page.getByRole('table').first().getByRole('row').nth(1);
    await firstRow.getByRole('link').first().waitFor();
    lap('then Sign in → the first row of /nodes');
    expect(unexpectedProblems(page)).toEqual([]);
    await page.context().close();

    await started.stop();
    started = undefined;
    lap('npm start stopped by its PID, port closed');
    console.log(`quick start on a clean clone (${head.slice(0, 7)}):\n  ${times.join('\n  ')}`);
  }, 600_000);
});
