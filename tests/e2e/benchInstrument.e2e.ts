/**
 * bench:nodes budgets the main thread's script time of this console against the upstream Vue console's.
 * Vue renders in microtasks (its scheduler flushes on a resolved promise), React in tasks. This holds the
 * instrument to counting both: the same busy work, run by a task and by a microtask, must read about the
 * same in a CPU profile (profileTimes), while Chromium's ScriptDuration (the figure used before) counts
 * the microtask's as nothing.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileTimes } from '../../scripts/profile-times.mjs';
import { launch } from './browser';

type Browser = Awaited<ReturnType<typeof launch>>;

/** Busy work: 20 turns of 10 ms, each started by a timer, run by `how`. */
const BUSY_MS = 200;
const work = (how: 'task' | 'microtask') => `new Promise((done) => {
  const spin = () => { const end = performance.now() + 10; while (performance.now() < end); };
  let turns = 0;
  const timer = setInterval(() => {
    if (${how === 'microtask'}) Promise.resolve().then(spin); else spin();
    if (++turns === 20) { clearInterval(timer); setTimeout(done, 20); }
  }, 20);
})`;

const scriptDuration = async (cdp: CDPSession) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? NaN;

const measure = async (page: Page, cdp: CDPSession, how: 'task' | 'microtask') => {
  const before = await scriptDuration(cdp);
  await cdp.send('Profiler.start');
  await page.evaluate(work(how));
  const { profile } = await cdp.send('Profiler.stop');
  const after = await scriptDuration(cdp);
  return { profiled: profileTimes(profile).js, scriptDuration: (after - before) * 1000 };
};

describe('the bench:nodes script-time instrument', () => {
  let browser: Browser;
  let page: Page;
  let cdp: CDPSession;

  beforeAll(async () => {
    browser = await launch();
    page = await browser.newPage();
    await page.setContent('<p>instrument</p>');
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
  });
  afterAll(() => browser?.close());

  it('counts work run by a task', async () => {
    const { profiled } = await measure(page, cdp, 'task');
    expect(profiled).toBeGreaterThan(BUSY_MS * 0.6);
  });

  it('counts work run by a microtask, which ScriptDuration leaves out', async () => {
    const { profiled, scriptDuration } = await measure(page, cdp, 'microtask');
    expect(profiled).toBeGreaterThan(BUSY_MS * 0.6);
    expect(scriptDuration).toBeLessThan(BUSY_MS * 0.3);
  });
});
