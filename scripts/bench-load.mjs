#!/usr/bin/env node
/**
 * `npm run bench:load`: this console, the stack floor (scripts/bench-floor, a bare react-admin console
 * with no code of this one) and the upstream Vue console side by side, production builds in Chromium
 * with the CPU slowed 4x, each served by a demo gateway holding the same fleet. Runs alternate between
 * the consoles, each in a fresh browser context (a cold cache):
 *   1. from the press on 'Sign in' (pressed as soon as the form is usable, as a password manager fills
 *      it; the user was on their way to /nodes) until the first row of the nodes list is in the page,
 *      and the bytes the page and its workers received from the visit's start until then;
 *   2. signed in on the home page, until the first nodes row: after a press on the sidebar's
 *      'Client / Nodes' link, after a history navigation (history.pushState and a popstate event, as
 *      the back button, a command palette or a router would: no click), and after /nodes typed in
 *      the address bar (a new document, the cache warm);
 * and prints medians, ranges and the ratio this console / the stack floor against budgets (ratio at
 * most 1.00) at each --nodes size, exit status 1 when one is missed, then this console beside upstream
 * as figures. The other --sizes are printed as figures.
 *
 *   node scripts/bench-load.mjs [--runs 5] [--nodes 250,1000] [--sizes 250,1000,10000:1] [--cpu 4]
 *     [--upstream DIR] [--dwell 2000] [--no-build] [--trace /tmp/load] [--no-floor] [--dist DIR]
 *
 * --upstream DIR: the upstream console's build (default .gateway/vue-dist, built by
 * ../shared/gateway/build.sh when missing). --dwell: ms spent on the home page before navigating.
 * --no-floor leaves the stack floor out: the budgets are then held to upstream.
 * --dist DIR serves this console's build from DIR instead of dist/ (one commit's or a variant's, built
 * apart; give --no-build too, as the build step writes dist/).
 * --trace PREFIX writes DevTools performance traces of the first run at --nodes
 * (PREFIX-<ours|upstream|floor>-<signin|click|history>.json), to open in Chromium's Performance panel.
 */
import { attachWorkers, attempt, CREDENTIALS, ensureBuilt, launchChromium, option, runBench, trackBytes } from './bench-support.mjs';
import {
  alternating,
  comparisonRows,
  BUDGETS,
  FIRST_ROW_SELECTOR,
  fleetSizes,
  floorDist,
  printComparison,
  seedFleet,
  startConsoles,
  upstreamDist,
} from './bench-upstream.mjs';

const runs = Number(option('runs', 5));
const cpu = Number(option('cpu', 4));
const dwellMs = Number(option('dwell', 2000));
const tracePrefix = option('trace', '');
const sizes = fleetSizes('250,1000,10000:1', runs, '250,1000');
const TIMEOUT_MS = 120_000;

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading', 'blink.user_timing'];

/**
 * In-page clock (runs before the console's scripts): when the pointer was pressed after `arm()`, and
 * when the first row of the nodes list entered the page at /nodes.
 */
const LOAD_PROBE = (selector) => {
  const probe = { pressedAt: null, firstRowAt: null };
  window.__loadBench = probe;
  const observer = new MutationObserver(() => {
    if (probe.firstRowAt === null && location.pathname === '/nodes' && document.querySelector(selector)) {
      probe.firstRowAt = performance.now();
      observer.disconnect();
    }
  });
  const observe = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  addEventListener('pointerdown', () => (probe.pressedAt ??= performance.now()), true);
  probe.arm = () => {
    probe.pressedAt = null;
    probe.firstRowAt = null;
    observe();
  };
  if (document.documentElement) observe();
  else document.addEventListener('readystatechange', observe, { once: true });
};

const newPage = async (browser, baseURL) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(LOAD_PROBE, FIRST_ROW_SELECTOR);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, cdp };
};

const traced = async (browser, page, name, action) => {
  if (!name) return action();
  await browser.startTracing(page, { path: `${tracePrefix}-${name}.json`, categories: TRACE_CATEGORIES });
  try {
    return await action();
  } finally {
    await browser.stopTracing();
  }
};

const signInButton = (page) => page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled'));

// react-admin's own sign-in page (the stack floor's) marks the fields required: "Username *".
const field = (page, label) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

const fillSignIn = async (page) => {
  await field(page, 'Username').fill(CREDENTIALS.username);
  await field(page, 'Password').fill(CREDENTIALS.password);
};

/** The probe's times once the first row is in: { pressedAt, firstRowAt, timeOrigin } (page clock, ms). */
const firstRowTimes = async (page) => {
  await page.waitForFunction(() => window.__loadBench.firstRowAt !== null, undefined, { timeout: TIMEOUT_MS, polling: 100 });
  return page.evaluate(() => ({ ...window.__loadBench, timeOrigin: performance.timeOrigin }));
};

/** A cold visit to /login, sign in; the redirect to /nodes was kept when the console sent the user there. */
const signInRun = async (browser, consoleInfo, traceName) => {
  const { context, page, cdp } = await newPage(browser, consoleInfo.url);
  try {
    await page.addInitScript(() => localStorage.setItem('redirect', '/nodes'));
    // A Worker's requests are its own: counted through its own session.
    const bytes = await trackBytes(cdp, await attachWorkers(cdp));
    await page.goto('/login', { waitUntil: 'commit' });
    await signInButton(page).waitFor({ timeout: TIMEOUT_MS });
    await field(page, 'Username').waitFor();
    const usable = await page.evaluate(() => performance.now());
    // The password typed the moment the form is usable, as a password manager does.
    await fillSignIn(page);
    return await traced(browser, page, traceName, async () => {
      await page.evaluate(() => window.__loadBench.arm());
      await signInButton(page).click();
      const { pressedAt, firstRowAt, timeOrigin } = await firstRowTimes(page);
      return { usable, firstRow: firstRowAt - pressedAt, bytes: bytes.until(timeOrigin + firstRowAt) };
    });
  } finally {
    await context.close();
  }
};

const HISTORY_PUSH = () => {
  window.__loadBench.pressedAt = performance.now();
  history.pushState(null, '', '/nodes');
  dispatchEvent(new PopStateEvent('popstate', { state: null }));
};

/** Signs in and looks at the home page for a moment, then waits for an idle moment. */
const signInToHome = async (page) => {
  await page.goto('/login');
  await signInButton(page).waitFor({ timeout: TIMEOUT_MS });
  await fillSignIn(page);
  await signInButton(page).click();
  await page.getByRole('heading', { name: /Welcome/ }).waitFor({ timeout: TIMEOUT_MS });
  await page.waitForTimeout(dwellMs);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
};

/**
 * Signed in on the home page, then to /nodes by a sidebar click, by history or by the address typed (a
 * new document: from its navigation start): ms until the first row.
 */
const navigationRun = async (browser, consoleInfo, how, traceName) => {
  const { context, page } = await newPage(browser, consoleInfo.url);
  try {
    await signInToHome(page);
    return await traced(browser, page, traceName, async () => {
      if (how === 'typed') {
        await page.goto('/nodes', { waitUntil: 'commit' });
        return (await firstRowTimes(page)).firstRowAt;
      }
      await page.evaluate(() => window.__loadBench.arm());
      if (how === 'click') await consoleInfo.sidebarLink(page).click();
      else await page.evaluate(HISTORY_PUSH);
      const { pressedAt, firstRowAt } = await firstRowTimes(page);
      return firstRowAt - pressedAt;
    });
  } finally {
    await context.close();
  }
};


const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

const measureSize = async (browser, consoles, size) => {
  await seedFleet(consoles, size.nodes);
  console.log(`\n${size.nodes.toLocaleString('en-US')} nodes, ${size.runs} run(s) per console, CPU ${cpu}x slower…`);
  const trace = (consoleInfo, run, name) => (tracePrefix && size.gating && run === 0 ? `${consoleInfo.key}-${name}` : '');
  const results = await alternating(consoles, size.runs, async (consoleInfo, run) => {
    const { label } = consoleInfo;
    const signIn = await attempt(`${label} sign-in`, () => signInRun(browser, consoleInfo, trace(consoleInfo, run, 'signin')));
    const navigate = (how) =>
      attempt(`${label} ${how}`, () => navigationRun(browser, consoleInfo, how, trace(consoleInfo, run, how)));
    const click = await navigate('click');
    const byHistory = await navigate('history');
    const typed = await navigate('typed');
    const result = {
      usable: signIn?.usable ?? NaN,
      firstRow: signIn?.firstRow ?? NaN,
      bytes: signIn?.bytes ?? NaN,
      click: click ?? NaN,
      history: byHistory ?? NaN,
      typed: typed ?? NaN,
    };
    console.log(
      `  run ${run + 1}, ${label}: sign-in → first row ${ms(result.firstRow)} (${Math.round(result.bytes / 1024)} KB),` +
        ` sidebar click → first row ${ms(result.click)}, history → first row ${ms(result.history)}, typed URL → first row ${ms(result.typed)}`,
    );
    return result;
  });
  const title = `${size.nodes.toLocaleString('en-US')} nodes: CPU ${cpu}x slower, ${size.runs} alternating run(s) per console,`;
  const rows = (key, against, budget) => {
    const row = comparisonRows(results, key, against);
    return [
      row('sign-in form usable after navigation', 'usable', 'ms'),
      row("'Sign in' pressed once usable → first nodes row", 'firstRow', 'ms', budget),
      row('home → first nodes row, sidebar press', 'click', 'ms', budget),
      row('home → first nodes row, history push', 'history', 'ms', budget),
      row('signed in, /nodes typed → first nodes row', 'typed', 'ms', budget),
      row('bytes on the wire until the first row (cold cache)', 'bytes', 'KB', budget),
    ];
  };
  // The budgets hold this console to the stack floor measured in the same runs; upstream's figures stay beside.
  const reference = results.floor ? { key: 'floor', name: 'stack floor' } : { key: 'upstream', name: 'upstream console' };
  const met = printComparison(`${title} fresh browser context each; budgets against the ${reference.name}`, rows('ours', reference.key, BUDGETS.ratio), {
    gating: size.gating,
    against: reference.name,
  });
  if (results.floor) {
    printComparison(`${title} beside the upstream console (figures)`, rows('ours', 'upstream'), { against: 'upstream console' });
    printComparison(`${title} the stack floor beside the upstream console (figures)`, rows('floor', 'upstream'), { name: 'stack floor', against: 'upstream console' });
  }
  return met;
};

const main = async () => {
  ensureBuilt({ build: option('no-build', false) !== true });
  const upstreamDir = upstreamDist();
  console.log(`Upstream console: ${upstreamDir}`);
  const floor = option('no-floor', false) === true ? undefined : await floorDist();
  const oursDir = option('dist', '') || undefined;
  const { consoles, stop } = await startConsoles(upstreamDir, floor, oursDir && String(oursDir));
  let browser;
  try {
    browser = await launchChromium({ loopbackOnly: true });
    let ok = true;
    for (const size of sizes) ok = (await measureSize(browser, consoles, size)) && ok;
    console.log(
      '\nTimes run from the press (pointerdown) or the history push to the first row of the nodes list entering the page' +
        '\n(a MutationObserver); bytes are what the page and its workers received (DevTools Network events)' +
        " from the visit's start." +
        `\n${ok ? 'All budgets met.' : 'Some budgets were MISSED.'}`,
    );
    if (tracePrefix) console.log(`Traces: ${tracePrefix}-<ours|upstream>-<signin|click|history>.json`);
    return ok;
  } finally {
    await browser?.close();
    stop();
  }
};

runBench(main);
