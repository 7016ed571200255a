#!/usr/bin/env node
/**
 * `npm run bench:load`: this console, the stack floor (scripts/bench-floor, a bare react-admin console
 * with no code of this one) and the upstream Vue console side by side, production builds in Chromium
 * with the CPU slowed 4x, each served by a demo gateway holding the same fleet, on each network profile
 * of --net (Chrome DevTools' presets, bench-network.mjs: `none` and `fast4g` by default). Runs alternate
 * between the consoles, each in a fresh browser context (a cold cache):
 *   1. signin: from the press on 'Sign in' (pressed as soon as the form is usable, as a password manager
 *      fills it; the user was on their way to /nodes) until the first row of the nodes list is in the
 *      page, and from the page's start; the bytes the page and its workers received from the visit's
 *      start until then; the requests until then and the round trips on the critical path from the press;
 *   2. navigate: signed in on the home page, until the first nodes row: after a press on the sidebar's
 *      'Client / Nodes' link, after a history navigation (history.pushState and a popstate event, as
 *      the back button, a command palette or a router would: no click), and after /nodes typed in
 *      the address bar (a new document, the cache warm);
 *   3. screens: signed in (the token cookie, no visit before), a screen's address opened (a reload, a
 *      bookmark, a link from elsewhere) until its first content: /nodes and /domains (the first row), a
 *      node's page (its name), home (its heading); cold cache, then the same address again (the second
 *      visit: the hashed assets cached as deploy/nginx.conf says, the demo gateway serving them alike);
 *      the requests and the round trips on the critical path of each.
 * It prints medians, ranges and ratios against the budgets at each --nodes size, exit status 1 when one
 * is missed, and the waterfall of the first run of each console at the first --nodes size: every
 * request until the first row, the critical path marked. The other --sizes are printed as figures.
 *
 *   node scripts/bench-load.mjs [--net none,fast4g] [--parts signin,navigate,screens]
 *     [--screens nodes,node,domains,home] [--runs 5] [--nodes 250,1000] [--sizes 250,1000,10000:1]
 *     [--cpu 4] [--upstream DIR] [--dwell 2000] [--no-build] [--trace /tmp/load] [--no-floor] [--dist DIR]
 *     [--no-waterfall]
 *
 * --net: none, fast4g, slow4g (comma-separated; each profile runs the whole set in turn).
 * --upstream DIR: the upstream console's build (default .gateway/vue-dist, built by
 * ../shared/gateway/build.sh when missing). --dwell: ms spent on the home page before navigating.
 * --no-floor leaves the stack floor out: the budgets are then held to upstream.
 * --dist DIR serves this console's build from DIR instead of dist/ (one commit's or a variant's, built
 * apart; give --no-build too, as the build step writes dist/).
 * --trace PREFIX writes DevTools performance traces of the first run at --nodes
 * (PREFIX-<net>-<ours|upstream|floor>-<signin|click|history|typed>.json), to open in Chromium's Performance panel.
 */
import { attachWorkers, attempt, CREDENTIALS, ensureBuilt, launchChromium, option, runBench, trackNetwork } from './bench-support.mjs';
import {
  alternating,
  comparisonRows,
  BUDGETS,
  FIRST_ROW_SELECTOR,
  fleetSizes,
  floorDist,
  printComparison,
  seedFleet,
  sharedNode,
  signedInContext,
  signInConsoles,
  startConsoles,
  upstreamDist,
} from './bench-upstream.mjs';
import { criticalPath, emulateNetwork, networkProfiles, networkRequests, roundTrips, waterfall } from './bench-network.mjs';

const runs = Number(option('runs', 5));
const cpu = Number(option('cpu', 4));
const dwellMs = Number(option('dwell', 2000));
const tracePrefix = option('trace', '');
const sizes = fleetSizes('250,1000,10000:1', runs, '250,1000');
const nets = networkProfiles(option('net', 'none,fast4g'));
const parts = new Set(String(option('parts', 'signin,navigate,screens')).split(','));
const printWaterfalls = option('no-waterfall', false) !== true;
const TIMEOUT_MS = 120_000;

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading', 'blink.user_timing'];

/** The nodes list's first page: what its first row waits for, in all three consoles. */
const NODES_PAGE = /\/api\/nodes\?/;

/**
 * The screens opened by address: what their first content is (an element, holding a text when given),
 * the same in the three consoles, and the request that delivers it. `node` is sharedNode's.
 */
const SCREENS = {
  nodes: { label: '/nodes', path: () => '/nodes', selector: () => FIRST_ROW_SELECTOR, content: NODES_PAGE },
  node: {
    label: "a node's page",
    path: (node) => `/nodes/${node.id}`,
    selector: () => 'main',
    text: (node) => node.name,
    content: /\/api\/nodes\/\d+(\?|$)/,
  },
  domains: { label: '/domains', path: () => '/domains', selector: () => 'main table tbody tr a[href^="https://"]', content: /\/api\/domains(\?|$)/ },
  home: { label: 'home', path: () => '/', selector: () => 'main h1', text: () => 'Welcome' },
};
const screens = String(option('screens', Object.keys(SCREENS).join(',')))
  .split(',')
  .filter(Boolean)
  .map((name) => {
    if (!SCREENS[name]) throw new Error(`--screens ${name}: one of ${Object.keys(SCREENS).join(', ')} is expected`);
    return name;
  });

/** What the probe waits for at an address: the nodes list's first row unless a screen says otherwise. */
const nodesRow = { path: '/nodes', selector: FIRST_ROW_SELECTOR };

/**
 * In-page clock (runs before the console's scripts): when the pointer was pressed after `arm()`, and
 * when the target (an element at a path, holding a text when given) entered the page.
 */
const LOAD_PROBE = (target) => {
  const probe = { pressedAt: null, firstRowAt: null };
  window.__loadBench = probe;
  const shown = () => {
    if (location.pathname !== target.path) return false;
    const element = document.querySelector(target.selector);
    return Boolean(element && (!target.text || element.textContent.includes(target.text)));
  };
  const observer = new MutationObserver(() => {
    if (probe.firstRowAt === null && shown()) {
      probe.firstRowAt = performance.now();
      observer.disconnect();
    }
  });
  const observe = () => observer.observe(document.documentElement, { childList: true, subtree: true, characterData: Boolean(target.text) });
  addEventListener('pointerdown', () => (probe.pressedAt ??= performance.now()), true);
  probe.arm = () => {
    probe.pressedAt = null;
    probe.firstRowAt = null;
    observe();
  };
  if (document.documentElement) observe();
  else document.addEventListener('readystatechange', observe, { once: true });
};

/** A page on the network profile `net`, its workers' requests tracked, in `context` (a fresh one by default). */
const newPage = async (browser, baseURL, net, { context: given, target = nodesRow } = {}) => {
  const context = given ?? (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } }));
  const page = await context.newPage();
  await page.addInitScript(LOAD_PROBE, target);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // A Worker's requests are its own: tracked through its own session.
  const network = await trackNetwork(cdp, await attachWorkers(cdp));
  await emulateNetwork(cdp, net);
  return { context, page, cdp, network };
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

/** The probe's times once the target is in: { pressedAt, firstRowAt, timeOrigin } (page clock, ms). */
const firstRowTimes = async (page) => {
  await page.waitForFunction(() => window.__loadBench.firstRowAt !== null, undefined, { timeout: TIMEOUT_MS, polling: 100 });
  return page.evaluate(() => ({ ...window.__loadBench, timeOrigin: performance.timeOrigin }));
};

/**
 * The requests of a window that ends when the content is in (`until`, wall clock), from `from` (the
 * visit's document, or a press): how many went to the network, the round trips on the critical path
 * (bench-network.mjs criticalPath), and the waterfall's lines.
 */
const requestFigures = (network, { from, until, content }) => {
  const requests = network.requests();
  const path = criticalPath(requests, { from, until, content });
  return {
    requests: networkRequests(requests, { from, until }).length,
    roundTrips: roundTrips(path),
    waterfall: () => waterfall(requests, { from, until, content }),
  };
};

/** The wall-clock time the last document up to `until` was asked for: where a visit starts. */
const visitStart = (network, until) =>
  network
    .requests()
    .filter((request) => request.type === 'Document' && request.sentAt <= until)
    .at(-1)?.sentAt ?? -Infinity;

/** A cold visit to /login, sign in; the redirect to /nodes was kept when the console sent the user there. */
const signInRun = async (browser, consoleInfo, net, traceName) => {
  const { context, page, network } = await newPage(browser, consoleInfo.url, net);
  try {
    await page.addInitScript(() => localStorage.setItem('redirect', '/nodes'));
    await page.goto('/login', { waitUntil: 'commit' });
    await signInButton(page).waitFor({ timeout: TIMEOUT_MS });
    await field(page, 'Username').waitFor();
    const { usable, usableAt } = await page.evaluate(() => ({ usable: performance.now(), usableAt: performance.timeOrigin + performance.now() }));
    const usableBytes = network.until(usableAt);
    // The password typed the moment the form is usable, as a password manager does.
    await fillSignIn(page);
    return await traced(browser, page, traceName, async () => {
      await page.evaluate(() => window.__loadBench.arm());
      await signInButton(page).click();
      const { pressedAt, firstRowAt, timeOrigin } = await firstRowTimes(page);
      const until = timeOrigin + firstRowAt;
      const fromPress = requestFigures(network, { from: timeOrigin + pressedAt, until, content: NODES_PAGE });
      return {
        usable,
        usableBytes,
        firstRow: firstRowAt - pressedAt,
        pageToRow: firstRowAt,
        bytes: network.until(until),
        signInRequests: networkRequests(network.requests(), { until }).length,
        signInTrips: fromPress.roundTrips,
        signInWaterfall: fromPress.waterfall,
      };
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
  await settle(page);
};

/** A user's moment on a page: --dwell ms, then an idle moment. */
const settle = async (page) => {
  await page.waitForTimeout(dwellMs);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
};

/**
 * Signed in on the home page, then to /nodes by a sidebar click, by history or by the address typed (a
 * new document: from its navigation start): ms until the first row.
 */
const navigationRun = async (browser, consoleInfo, net, how, traceName) => {
  const { context, page } = await newPage(browser, consoleInfo.url, net);
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

/**
 * Signed in by the token cookie alone, a screen's address opened in a fresh context (cold cache), then,
 * after a moment there, opened again (warm cache): ms from each document's start to the first content,
 * with its requests.
 */
const screenRun = async (browser, consoleInfo, net, screen, node) => {
  const spec = SCREENS[screen];
  const path = spec.path(node);
  const target = { path: path.split('?')[0], selector: spec.selector(node), text: spec.text?.(node) };
  const context = await signedInContext(browser, consoleInfo);
  try {
    const { page, network } = await newPage(browser, consoleInfo.url, net, { context, target });
    const visit = async () => {
      await page.goto(path, { waitUntil: 'commit' });
      const { firstRowAt, timeOrigin } = await firstRowTimes(page);
      const until = timeOrigin + firstRowAt;
      return { time: firstRowAt, ...requestFigures(network, { from: visitStart(network, until), until, content: spec.content }) };
    };
    const cold = await visit();
    await settle(page);
    const warm = await visit();
    return { cold, warm };
  } finally {
    await context.close();
  }
};

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

/**
 * The figures, each with its budget on each network profile: [reference, budget] (the reference measured
 * in the same runs; the stack floor's budgets are held to upstream when --no-floor leaves it out).
 */
const FIGURES = [
  { key: 'usable', label: 'sign-in form usable after navigation', unit: 'ms', part: 'signin' },
  { key: 'usableBytes', label: '  bytes on the wire until the form is usable', unit: 'KB', part: 'signin' },
  { key: 'firstRow', label: "'Sign in' pressed once usable → first nodes row", unit: 'ms', part: 'signin', budgets: { none: ['floor', BUDGETS.ratio] } },
  {
    key: 'pageToRow',
    label: 'page start → first nodes row, Sign in pressed once usable',
    unit: 'ms',
    part: 'signin',
    budgets: { fast4g: ['floor', BUDGETS.ratio] },
  },
  { key: 'signInRequests', label: '  requests until the first row', unit: 'count', part: 'signin' },
  { key: 'signInTrips', label: "  round trips on the critical path from 'Sign in'", unit: 'count', part: 'signin' },
  { key: 'bytes', label: 'bytes on the wire until the first row (cold cache)', unit: 'KB', part: 'signin', budgets: { none: ['floor', BUDGETS.ratio] } },
  { key: 'click', label: 'home → first nodes row, sidebar press', unit: 'ms', part: 'navigate', budgets: { none: ['floor', BUDGETS.ratio] } },
  { key: 'history', label: 'home → first nodes row, history push', unit: 'ms', part: 'navigate', budgets: { none: ['floor', BUDGETS.ratio] } },
  { key: 'typed', label: 'signed in, /nodes typed → first nodes row', unit: 'ms', part: 'navigate', budgets: { none: ['floor', BUDGETS.ratio] } },
  ...screens.flatMap((screen) => {
    const { label } = SCREENS[screen];
    return [
      { key: `${screen}Cold`, label: `signed in, ${label} opened → first content, cold cache`, unit: 'ms', part: 'screens', budgets: { fast4g: ['floor', BUDGETS.ratio12] } },
      { key: `${screen}ColdRequests`, label: '  requests (cold cache)', unit: 'count', part: 'screens' },
      { key: `${screen}ColdTrips`, label: '  round trips on the critical path (cold cache)', unit: 'count', part: 'screens' },
      { key: `${screen}Warm`, label: `signed in, ${label} opened again → first content, warm cache`, unit: 'ms', part: 'screens', budgets: { fast4g: ['upstream', BUDGETS.ratio] } },
      { key: `${screen}WarmRequests`, label: '  requests to the network (warm cache)', unit: 'count', part: 'screens' },
      { key: `${screen}WarmTrips`, label: '  round trips on the critical path (warm cache)', unit: 'count', part: 'screens' },
    ];
  }),
].filter((figure) => parts.has(figure.part));

const runOnce = async (browser, consoleInfo, net, run, { trace, node }) => {
  const { label } = consoleInfo;
  const result = {};
  const line = [];
  if (parts.has('signin')) {
    const signIn = await attempt(`${label} sign-in`, () => signInRun(browser, consoleInfo, net, trace('signin')));
    Object.assign(result, signIn);
    line.push(`sign-in → first row ${ms(signIn?.firstRow)} (page start → ${ms(signIn?.pageToRow)}, ${Math.round((signIn?.bytes ?? NaN) / 1024)} KB)`);
  }
  if (parts.has('navigate')) {
    for (const how of ['click', 'history', 'typed']) {
      result[how] = (await attempt(`${label} ${how}`, () => navigationRun(browser, consoleInfo, net, how, trace(how)))) ?? NaN;
      line.push(`${how} → first row ${ms(result[how])}`);
    }
  }
  for (const screen of parts.has('screens') ? screens : []) {
    const visits = await attempt(`${label} ${screen}`, () => screenRun(browser, consoleInfo, net, screen, node));
    for (const cache of ['cold', 'warm']) {
      const visit = visits?.[cache];
      const prefix = `${screen}${cache === 'cold' ? 'Cold' : 'Warm'}`;
      Object.assign(result, { [prefix]: visit?.time, [`${prefix}Requests`]: visit?.requests, [`${prefix}Trips`]: visit?.roundTrips });
      if (cache === 'cold') result[`${screen}Waterfall`] = visit?.waterfall;
    }
    line.push(`${SCREENS[screen].label} ${ms(visits?.cold.time)} cold, ${ms(visits?.warm.time)} warm`);
  }
  console.log(`  run ${run + 1}, ${label}: ${line.join(', ')}`);
  return result;
};

/** The waterfalls of one run: the /nodes address opened (cold cache), and the sign-in from the press. */
const printWaterfallsOf = (consoles, results) => {
  for (const { key, label } of consoles) {
    const [first] = results[key];
    const shown = [
      ['signed in, /nodes opened, cold cache, from the document', first?.nodesWaterfall],
      ["'Sign in' pressed → first nodes row, from the press", first?.signInWaterfall],
    ];
    for (const [what, lines] of shown) {
      if (!lines) continue;
      console.log(`\nWaterfall, ${label}, run 1: ${what} (ms; * the critical path)\n`);
      for (const text of lines()) console.log(`  ${text}`);
    }
  }
};

const measureSize = async (browser, consoles, size, net, { waterfalls }) => {
  await seedFleet(consoles, size.nodes);
  await signInConsoles(consoles);
  const node = parts.has('screens') ? await sharedNode(consoles) : undefined;
  console.log(`\n${size.nodes.toLocaleString('en-US')} nodes, network ${net}, ${size.runs} run(s) per console, CPU ${cpu}x slower…`);
  const results = await alternating(consoles, size.runs, (consoleInfo, run) => {
    const trace = (name) => (tracePrefix && size.gating && run === 0 ? `${net}-${consoleInfo.key}-${name}` : '');
    return runOnce(browser, consoleInfo, net, run, { trace, node });
  });
  if (waterfalls) printWaterfallsOf(consoles, results);
  const title = `${size.nodes.toLocaleString('en-US')} nodes, network ${net}: CPU ${cpu}x slower, ${size.runs} alternating run(s) per console,`;
  // The budgets hold this console to the stack floor or to upstream, measured in the same runs.
  const hasFloor = Boolean(results.floor);
  const budgetOf = (figure, against) => {
    const [reference, budget] = figure.budgets?.[net] ?? [];
    const held = reference === 'floor' && !hasFloor ? 'upstream' : reference;
    return held === against ? budget : undefined;
  };
  const rows = (key, against, withBudgets) => {
    const row = comparisonRows(results, key, against);
    return FIGURES.map((figure) => row(figure.label, figure.key, figure.unit, withBudgets ? budgetOf(figure, against) : undefined));
  };
  let met = true;
  if (hasFloor) {
    met = printComparison(`${title} fresh browser context each; budgets against the stack floor`, rows('ours', 'floor', true), {
      gating: size.gating,
      against: 'stack floor',
    }) && met;
  }
  met = printComparison(`${title} beside the upstream console${hasFloor ? '' : '; budgets against it'}`, rows('ours', 'upstream', true), {
    gating: size.gating,
    against: 'upstream console',
  }) && met;
  if (hasFloor) {
    printComparison(`${title} the stack floor beside the upstream console (figures)`, rows('floor', 'upstream', false), { name: 'stack floor', against: 'upstream console' });
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
    const firstGating = sizes.find((size) => size.gating) ?? sizes[0];
    for (const net of nets) {
      for (const size of sizes) ok = (await measureSize(browser, consoles, size, net, { waterfalls: printWaterfalls && size === firstGating })) && ok;
    }
    console.log(
      '\nTimes run from the press (pointerdown), the history push or the document\'s start to the first row of the nodes list' +
        '\n(or the screen\'s first content) entering the page (a MutationObserver); bytes are what the page and its workers' +
        " received (DevTools Network events) from the visit's start. Round trips: the requests on the critical path that went" +
        '\nto the network (each asked for once the last answer before it was in; bench-network.mjs).' +
        `\n${ok ? 'All budgets met.' : 'Some budgets were MISSED.'}`,
    );
    if (tracePrefix) console.log(`Traces: ${tracePrefix}-<net>-<ours|upstream|floor>-<signin|click|history|typed>.json`);
    return ok;
  } finally {
    await browser?.close();
    stop();
  }
};

runBench(main);
