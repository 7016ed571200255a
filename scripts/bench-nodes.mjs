#!/usr/bin/env node
/**
 * `npm run bench:nodes`: the nodes list of this console and of the upstream Vue console side by side,
 * production builds in Chromium, each served by a demo gateway holding the same fleet. Parts:
 *
 * live (budgets; exit status 1 when one is missed): /nodes with its first page of 10 rows, CPU slowed
 * 4x, runs alternating between the consoles, a fresh browser context each. Once the rows are on screen,
 * the first stream frames in and the page settled, the JS heap (page and its workers, after a full GC:
 * CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage), then --seconds of live updates: script
 * time on the main thread (JavaScript in a CPU profile of the window, microtasks included: Chromium's
 * ScriptDuration, printed beside it, leaves them out, and with them most of a Vue console's rendering),
 * long tasks (> 50 ms, PerformanceObserver) and the longest animation frame, and the heap again. Budgets
 * at each --nodes size (250 and 1,000), on the medians: script time at most the upstream console's, no
 * long task, no frame over 200 ms, and the heap after the window at most the stack floor's (measured in
 * the same runs) + 3 MB. Other --sizes (10,000): figures, with the same verdicts in parentheses.
 *
 * bytes (figures): what one open console costs the gateway, at --bytes-sizes (1,000 and 10,000 nodes):
 * every API byte the page and its workers receive (DevTools Network events) over --bytes-seconds, from
 * 10 s after the first row on, per minute; event-stream messages and their bytes, and those bytes as the
 * reference gateway would send them gzipped (an estimate). Every size and screen (/nodes and the home
 * page) of both consoles open at once, each size on gateways of its own, CPU 1x (bytes, not time).
 *
 * ours (figures, not by default; this console only, the upstream one has neither): the live window with
 * 100 rows (/nodes?perPage=100), and a search over the whole fleet (typed → its row alone on screen) on
 * a gateway with search and on one without (the console then reads the whole list and searches it).
 *
 * growth (budget, not by default): the heap over a long open /nodes, at each --growth-nodes size (1,000)
 * on gateways of its own, every console open at once, CPU 1x. After the first row, a live frame and 60 s
 * of warm-up, the heap (page + workers, after a full GC) is read twice in a row (the lower kept, the
 * difference printed: the GC noise), then once a minute, and twice again at the end of --growth-seconds
 * (600). Budget: this console's growth (end − start) at most 0.5 MB at every size, the tolerance for
 * the noise between two full-GC readings.
 *
 *   node scripts/bench-nodes.mjs [--parts live,bytes[,ours][,growth]] [--upstream DIR] [--no-build] [--dist DIR]
 *     live:  [--nodes 250,1000] [--sizes 250,1000,10000:1] [--runs 5] [--seconds 20] [--cpu 4]
 *            [--trace PREFIX] [--profile PREFIX]
 *     bytes: [--bytes-sizes 1000,10000] [--bytes-seconds 60] [--bytes-screens /nodes,/]
 *     growth: [--growth-nodes 1000] (a list: 250,1000) [--growth-seconds 600]
 *     [--no-floor]: leaves out the stack floor (scripts/bench-floor, a bare react-admin list kept live
 *            by its page's stream), measured in the live window, whose heap the budget holds to.
 *     [--dist DIR]: serves this console's build from DIR instead of dist/ (e.g. one commit's, built
 *            apart; give --no-build too, as the build step writes dist/).
 *
 * --trace / --profile write a DevTools performance trace / main-thread CPU profile of the first live
 * window of each console at --nodes (PREFIX-<ours|upstream|floor>.json / .cpuprofile).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { constants as zlibConstants, createGzip } from 'node:zlib';
import {
  api,
  attachWorkers,
  attempt,
  chromiumMetrics,
  ensureBuilt,
  heapWithWorkersAfterGc,
  launchChromium,
  median,
  option,
  printBudgetTable,
  runBench,
  saveTrace,
  startTrace,
  trackNetwork,
} from './bench-support.mjs';
import {
  alternating,
  comparisonRows,
  BUDGETS,
  FIRST_ROW_SELECTOR,
  fleetSizes,
  floorDist,
  MB,
  printComparison,
  seedFleet,
  signedInContext,
  signInConsoles,
  startConsoles,
  upstreamDist,
} from './bench-upstream.mjs';
import { profileTimes } from './profile-times.mjs';

const runs = Number(option('runs', 5));
const settings = {
  parts: String(option('parts', 'live,bytes')).split(','),
  sizes: fleetSizes('250,1000,10000:1', runs, '250,1000'),
  seconds: Number(option('seconds', 20)),
  cpu: Number(option('cpu', 4)),
  trace: option('trace', ''),
  profile: option('profile', ''),
  bytesSizes: String(option('bytes-sizes', '1000,10000')).split(',').map(Number),
  bytesSeconds: Number(option('bytes-seconds', 60)),
  bytesScreens: String(option('bytes-screens', '/nodes,/')).split(','),
  growthNodes: String(option('growth-nodes', '1000')).split(',').map(Number),
  growthSeconds: Number(option('growth-seconds', 600)),
  /** The largest size whose budgets decide (the 'ours' part's fleet). */
  nodes: Math.max(...String(option('nodes', '250,1000')).split(',').map(Number)),
  build: option('no-build', false) !== true,
  floor: option('no-floor', false) !== true,
  dist: option('dist', ''),
};
if (settings.growthNodes.some((nodes) => !Number.isInteger(nodes) || nodes < 1) || !(settings.growthSeconds > 0)) {
  throw new Error(`bad --growth-nodes/--growth-seconds: ${settings.growthNodes} / ${settings.growthSeconds}`);
}

/** Rows of the first page, in both consoles. */
const PAGE_ROWS = 10;
/** Stream messages waited for (on the main thread) before the page counts as loaded; at most WARM_UP_MS. */
const WARM_UP_MESSAGES = 2;
const WARM_UP_MS = 10_000;
/** After the first frames, time for the page to settle before its heap is read "after load". */
const SETTLE_MS = 3000;
/** The bytes window starts this long after the first row: what a console costs while open, not its opening. */
const BYTES_SETTLE_MS = 10_000;
/** The growth part's start is read this long after the first row and frame: caches filled, code compiled. */
const GROWTH_WARM_UP_MS = 60_000;
/** Between two heap readings of the growth part. */
const GROWTH_STEP_MS = 60_000;
/**
 * The growth this console may show over the window: two full-GC readings of a page doing the same work
 * differ by GC noise (what a collection leaves differs from one to the next), measured at the start.
 */
const GROWTH_TOLERANCE = 0.5 * MB;
const TIMEOUT_MS = 180_000;

// ---------------------------------------------------------------------------------------------------
// In-page probe (runs before the console's own scripts)

const LIVE_PROBE = (selector) => {
  const probe = { firstRowAt: null, messages: 0, longTasks: [], longFrames: [], recording: false };
  window.__liveBench = probe;
  const observer = new MutationObserver(() => {
    if (probe.firstRowAt === null && document.querySelector(selector)) {
      probe.firstRowAt = performance.now();
      observer.disconnect();
    }
  });
  const observe = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) observe();
  else document.addEventListener('readystatechange', observe, { once: true });

  new PerformanceObserver((list) => {
    if (probe.recording) for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  // Long animation frames: how long the page could not paint, and which script held it.
  if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      if (!probe.recording) return;
      for (const entry of list.getEntries()) {
        const script = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
        const held = script ? `${script.invoker} ${Math.round(script.duration)} ms` : 'no script';
        probe.longFrames.push({ duration: entry.duration, script: held });
      }
    }).observe({ type: 'long-animation-frame' });
  }

  // Node stream messages that reach the main thread (a stream a Worker reads is not seen here).
  const NativeEventSource = window.EventSource;
  window.EventSource = class extends NativeEventSource {
    constructor(url, init) {
      super(url, init);
      if (String(url).includes('/api/nodes/stream')) this.addEventListener('message', () => (probe.messages += 1));
    }
  };

  probe.start = () => {
    probe.longTasks = [];
    probe.longFrames = [];
    probe.recording = true;
  };
  probe.stop = () => {
    probe.recording = false;
    return { longTasks: probe.longTasks, longFrames: probe.longFrames };
  };
};

// ---------------------------------------------------------------------------------------------------
// Pages

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in page (the `token` cookie both consoles read) with the probe, its workers attached. */
const newSignedInPage = async (browser, consoleInfo, cpuRate) => {
  const context = await signedInContext(browser, consoleInfo);
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(error.message));
  await page.addInitScript(LIVE_PROBE, FIRST_ROW_SELECTOR);
  const cdp = await context.newCDPSession(page);
  const workers = await attachWorkers(cdp);
  await cdp.send('Performance.enable');
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp, workers };
};

/**
 * An expression's value in the page, through the DevTools protocol alone: Playwright's locators and
 * waitForFunction put its injected script (about 0.5 MB of heap once compiled) into the page, which the
 * heap figures would count as the console's.
 */
const inPage = async (cdp, expression) => {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
};

/** Polls `expression` in the page (inPage) until it is true; false when `timeout` ms passed. */
const untilInPage = async (cdp, expression, timeout) => {
  const end = Date.now() + timeout;
  while (!(await inPage(cdp, expression))) {
    if (Date.now() > end) return false;
    await sleep(100);
  }
  return true;
};

/** Rows of the nodes table that show a node (its name links to it). */
const rowsShown = `[...document.querySelectorAll('main table tbody tr')]
  .filter((row) => row.querySelector('a[href^="/nodes/"]')).length`;

/** ms spent in the workers over a CPU profile of each (sampled; idle samples left out). */
const busyMs = (answers) => answers.reduce((total, answer) => total + profileTimes(answer?.profile).busy, 0);

/**
 * The live list: `path` on screen with `rows` rows, heap after load, then `settings.seconds` of updates.
 * `artifacts`: with --trace / --profile, the suffix of the files of this window's trace / profile.
 */
const liveWindow = async (browser, consoleInfo, path, rows, artifacts) => {
  const { context, page, cdp, workers } = await newSignedInPage(browser, consoleInfo, settings.cpu);
  try {
    await page.goto(path, { waitUntil: 'commit' });
    if (!(await untilInPage(cdp, `${rowsShown} === ${rows}`, TIMEOUT_MS))) {
      throw new Error(`${rows} rows not shown within ${TIMEOUT_MS / 1000} s`);
    }
    const firstRow = await inPage(cdp, 'window.__liveBench.firstRowAt');
    await untilInPage(cdp, `window.__liveBench.messages >= ${WARM_UP_MESSAGES}`, WARM_UP_MS);
    // Settled: what the first seconds compile and cache is part of the page.
    await sleep(SETTLE_MS);
    const heapLoad = await heapWithWorkersAfterGc(cdp, workers);
    const traceFile = artifacts && settings.trace ? `${settings.trace}-${artifacts}.json` : '';
    const profileFile = artifacts && settings.profile ? `${settings.profile}-${artifacts}.cpuprofile` : '';
    if (traceFile) await startTrace(cdp);
    // The main thread's script time is read from a CPU profile (profileTimes), which counts microtasks.
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await workers.send('Profiler.enable');
    await workers.send('Profiler.start');
    const loadBefore = loadavg()[0];
    const messagesBefore = await inPage(cdp, 'window.__liveBench.messages');
    await inPage(cdp, 'window.__liveBench.start()');
    const before = await chromiumMetrics(cdp);
    const startedAt = performance.now();
    await sleep(settings.seconds * 1000);
    const after = await chromiumMetrics(cdp);
    // Per the window's exact length (the reads themselves take a moment at 4x).
    const scale = (settings.seconds * 1000) / (performance.now() - startedAt);
    const probe = await inPage(cdp, 'window.__liveBench.stop()');
    const messages = (await inPage(cdp, 'window.__liveBench.messages')) - messagesBefore;
    const workerMs = busyMs(await workers.send('Profiler.stop'));
    const { profile } = await cdp.send('Profiler.stop');
    const mainThread = profileTimes(profile);
    if (profileFile) {
      writeFileSync(profileFile, JSON.stringify(profile));
      console.log(`CPU profile written to ${profileFile}`);
    }
    if (traceFile) await saveTrace(cdp, traceFile);
    const heapEnd = await heapWithWorkersAfterGc(cdp, workers);
    if (page.problems.length) throw new Error(`page errors: ${page.problems.join('; ')}`);
    const longest = [...probe.longFrames].sort((a, b) => b.duration - a.duration)[0];
    return {
      firstRow,
      scriptMs: mainThread.js * scale,
      gcMs: mainThread.gc * scale,
      scriptDurationMs: (after.ScriptDuration - before.ScriptDuration) * 1000 * scale,
      taskMs: (after.TaskDuration - before.TaskDuration) * 1000 * scale,
      longTasks: probe.longTasks.length,
      longTaskMs: probe.longTasks.reduce((sum, duration) => sum + duration, 0),
      longestFrame: longest?.duration ?? 0,
      longestFrameScript: longest?.script,
      heapLoad: heapLoad.total,
      heapLoadWorkers: heapLoad.workers,
      heapEnd: heapEnd.total,
      workers: workers.count(),
      workerMs,
      messages,
      load: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
    };
  } finally {
    await context.close();
  }
};


// ---------------------------------------------------------------------------------------------------
// Parts

const runLive = async (browser, consoles) => {
  let ok = true;
  for (const size of settings.sizes) {
    await seedFleet(consoles, size.nodes);
    await signInConsoles(consoles);
    const rows = Math.min(PAGE_ROWS, size.nodes);
    const nodes = size.nodes.toLocaleString('en-US');
    console.log(`\n${nodes} nodes, /nodes: ${size.runs} run(s) per console, ${settings.seconds} s each, CPU ${settings.cpu}x…`);
    const results = await alternating(consoles, size.runs, async (consoleInfo, run) => {
      const artifacts = size.gating && run === 0 ? consoleInfo.key : '';
      const result = await attempt(consoleInfo.label, () => liveWindow(browser, consoleInfo, '/nodes', rows, artifacts));
      if (result) {
        const frameScript = result.longestFrameScript ? `, ${result.longestFrameScript}` : '';
        const inWorkers = result.workers ? ` (workers ${(result.heapLoadWorkers / MB).toFixed(1)} MB)` : '';
        console.log(
          `  run ${run + 1}, ${consoleInfo.label}: script ${Math.round(result.scriptMs)} ms, ${result.longTasks} long task(s)` +
            ` (${Math.round(result.longTaskMs)} ms; longest frame ${Math.round(result.longestFrame)} ms${frameScript}),` +
            ` heap ${(result.heapLoad / MB).toFixed(1)} MB${inWorkers}, load ${result.load}`,
        );
      }
      return result ?? {};
    });
    const title =
      `${nodes} nodes, /nodes with ${rows} rows: ${settings.seconds} s of live updates, CPU ${settings.cpu}x slower,` +
      ` ${size.runs} alternating run(s) per console`;
    // Script time and long tasks are held to upstream (the live updates are what is compared), the heap
    // to the stack floor; at a stress size (not gating) no frame may stall the page over 200 ms.
    const rowsOf = (key, against = 'upstream', gated = true) => {
      const row = comparisonRows(results, key, against);
      const budget = (value) => (gated ? value : undefined);
      return [
        row('navigation (typed URL) → first row', 'firstRow', 'ms'),
        row(`script time on the main thread over ${settings.seconds} s (CPU profile)`, 'scriptMs', 'ms', budget(against === 'upstream' ? BUDGETS.ratio : undefined)),
        row('  its garbage collection', 'gcMs', 'ms'),
        row("  Chromium's ScriptDuration (leaves microtasks out)", 'scriptDurationMs', 'ms'),
        row('long tasks (> 50 ms)', 'longTasks', 'count', budget(BUDGETS.none)),
        row('  their total', 'longTaskMs', 'ms'),
        row('longest animation frame (long-animation-frame entries)', 'longestFrame', 'ms', budget(BUDGETS.stall)),
        row(`all main-thread tasks over ${settings.seconds} s`, 'taskMs', 'ms'),
        row('JS heap after load (page + workers, after GC)', 'heapLoad', 'MB'),
        row(`JS heap after the ${settings.seconds} s (same)`, 'heapEnd', 'MB', budget(against === 'floor' ? BUDGETS.floorHeap : undefined)),
        row('workers: their busy time over the window (sampled)', 'workerMs', 'ms'),
        row('node-stream messages on the main thread', 'messages', 'count'),
      ];
    };
    ok = printComparison(title, rowsOf('ours'), { gating: size.gating }) && ok;
    if (results.floor) {
      ok = printComparison(`${title}; beside the stack floor (scripts/bench-floor: a bare react-admin list, live) in the same runs`, rowsOf('ours', 'floor'), {
        gating: size.gating,
        against: 'stack floor',
      }) && ok;
      printComparison(`${title}; the stack floor beside upstream (figures)`, rowsOf('floor', 'upstream', false), { gating: false, name: 'stack floor' });
    }
  }
  console.log(
    '\nScript time: the samples in JavaScript of a CPU profile of the page\'s main thread over the window (tasks,' +
      '\nevent handlers and microtasks alike; Chromium\'s ScriptDuration counts no microtask, where Vue renders);' +
      '\nlong tasks: PerformanceObserver; heap: CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage of the page' +
      '\nand of each dedicated worker. MB = 1,048,576 bytes.',
  );
  return ok;
};

/**
 * Event-stream messages gzipped as the reference gateway sends them (compression(): one gzip stream per
 * response, flushed before each frame), from the DevTools protocol's eventSourceMessageReceived.
 */
const gzippedStreams = (cdp, workers) => {
  const streams = new Map();
  const sizes = [];
  let pending = Promise.resolve();
  const received = ({ requestId, data }, source) => {
    const at = Date.now();
    const key = `${source}:${requestId}`;
    if (!streams.has(key)) {
      const gzip = createGzip();
      const stream = { gzip, produced: 0 };
      gzip.on('data', (chunk) => (stream.produced += chunk.length));
      streams.set(key, stream);
    }
    const stream = streams.get(key);
    pending = pending.then(
      () =>
        new Promise((resolve) => {
          const before = stream.produced;
          stream.gzip.write(`data: ${data}\n\n`);
          stream.gzip.flush(zlibConstants.Z_SYNC_FLUSH, () =>
            setImmediate(() => {
              sizes.push({ at, bytes: stream.produced - before });
              resolve();
            }),
          );
        }),
    );
  };
  cdp.on('Network.eventSourceMessageReceived', (params) => received(params, 'page'));
  workers.on('Network.eventSourceMessageReceived', received);
  return {
    between: async (fromMs, toMs) => {
      await pending;
      const kept = sizes.filter((entry) => entry.at > fromMs && entry.at <= toMs);
      return { messages: kept.length, bytes: kept.reduce((sum, entry) => sum + entry.bytes, 0) };
    },
    close: () => streams.forEach(({ gzip }) => gzip.close()),
  };
};

/** One open console on `screen` for the bytes window: what it received from the gateway's API. */
const bytesWindow = async (browser, consoleInfo, screen) => {
  const { context, page, cdp, workers } = await newSignedInPage(browser, consoleInfo, 1);
  const gzipped = gzippedStreams(cdp, workers);
  try {
    const bytes = await trackNetwork(cdp, workers);
    await page.goto(screen, { waitUntil: 'commit' });
    const shown = screen === '/nodes' ? `${rowsShown} > 0` : `document.querySelector('main h1, main h2') !== null`;
    if (!(await untilInPage(cdp, shown, TIMEOUT_MS))) throw new Error(`${screen} not shown within ${TIMEOUT_MS / 1000} s`);
    await sleep(BYTES_SETTLE_MS);
    const from = Date.now();
    await sleep(settings.bytesSeconds * 1000);
    const to = Date.now();
    const perMinute = 60_000 / (to - from);
    const isApi = (url) => new URL(url).pathname.startsWith('/api/');
    const isStream = (url) => /^\/api\/[a-z/]+\/stream$/.test(new URL(url).pathname);
    const streams = await gzipped.between(from, to);
    return {
      api: bytes.between(from, to, isApi) * perMinute,
      streams: bytes.between(from, to, isStream) * perMinute,
      gzipped: streams.bytes * perMinute,
      messages: Math.round(streams.messages * perMinute),
    };
  } finally {
    gzipped.close();
    await context.close();
  }
};

/**
 * One set of consoles per fleet size in `sizes`, each on gateways of its own: the first set is `first`
 * (already started), the others are started like it (`floor`: with the stack floor's build, `oursDir`:
 * this console's build when not dist/). Each set is seeded with its size and signed in. `stop()` ends
 * the gateways started here.
 */
const consolesPerSize = async (sizes, first, { upstreamDir, floor, oursDir }) => {
  const extra = [];
  const stop = () => extra.forEach((started) => started.stop());
  try {
    const sets = [first];
    for (let index = 1; index < sizes.length; index += 1) {
      extra.push(await startConsoles(upstreamDir, floor, oursDir));
      sets.push(extra.at(-1).consoles);
    }
    for (const [index, nodes] of sizes.entries()) {
      await seedFleet(sets[index], nodes);
      await signInConsoles(sets[index]);
    }
    return { sets, stop };
  } catch (error) {
    stop();
    throw error;
  }
};

/**
 * Every fleet size at once, each on a pair of gateways of its own (the first pair is `consoles`), every
 * screen of both consoles open together: the bytes a page receives hardly depend on the CPU it shares.
 */
const runBytes = async (browser, consoles, dirs) => {
  const { sets: pairs, stop } = await consolesPerSize(settings.bytesSizes, consoles, { ...dirs, floor: undefined });
  try {
    const sizes = settings.bytesSizes.map((nodes) => nodes.toLocaleString('en-US')).join(' and ');
    const screens = settings.bytesScreens.join(' and ');
    console.log(`\n${sizes} nodes: ${screens} of each console open at once for ${settings.bytesSeconds} s…`);
    const jobs = settings.bytesSizes.flatMap((nodes, index) =>
      settings.bytesScreens.flatMap((screen) => pairs[index].map((consoleInfo) => ({ nodes, screen, consoleInfo }))),
    );
    const results = await Promise.all(
      jobs.map(({ nodes, screen, consoleInfo }) =>
        attempt(`${nodes} nodes, ${consoleInfo.label} ${screen}`, () => bytesWindow(browser, consoleInfo, screen)),
      ),
    );
    for (const nodes of settings.bytesSizes) {
      const rows = [];
      for (const screen of settings.bytesScreens) {
        const of = (key, name) => {
          const index = jobs.findIndex((job) => job.nodes === nodes && job.screen === screen && job.consoleInfo.key === key);
          return [results[index]?.[name] ?? NaN];
        };
        const row = (label, name, unit) => ({ label, unit, ours: of('ours', name), upstream: of('upstream', name) });
        rows.push(
          row(`${screen}: API bytes received per minute (as sent, uncompressed)`, 'api', 'KB'),
          row(`${screen}:   of which event streams`, 'streams', 'KB'),
          row(`${screen}:   event streams gzipped as the reference sends them (estimate)`, 'gzipped', 'KB'),
          row(`${screen}: event-stream messages per minute`, 'messages', 'count'),
        );
      }
      printComparison(
        `${nodes.toLocaleString('en-US')} nodes: what one open console costs the gateway` +
          ` (${settings.bytesSeconds} s from ${BYTES_SETTLE_MS / 1000} s after the first row, per minute)`,
        rows,
        { gating: false },
      );
    }
  } finally {
    stop();
  }
  console.log(
    '\nBytes: DevTools Network events of the page and its workers (headers and bodies; the demo gateway does not' +
      '\ncompress API answers, the reference gateway gzips them: hence the estimate, one gzip stream per event stream' +
      '\nflushed at each frame). KB = 1,024 bytes.',
  );
};

/** A node's number typed in the search box → its row alone on screen (ms, node clock). */
const searchTime = async (browser, consoleInfo, term) => {
  const { context, page } = await newSignedInPage(browser, consoleInfo, settings.cpu);
  try {
    await page.goto('/nodes');
    await page.locator(FIRST_ROW_SELECTOR).first().waitFor({ timeout: TIMEOUT_MS });
    const box = page.getByRole('textbox', { name: 'Search nodes' });
    const typedAt = Date.now();
    await box.fill(term);
    await page.waitForFunction(
      (text) => {
        const rows = document.querySelectorAll('main table tbody tr');
        return rows.length === 1 && rows[0].textContent.includes(text);
      },
      term,
      { timeout: TIMEOUT_MS, polling: 10 },
    );
    return Date.now() - typedAt;
  } finally {
    await context.close();
  }
};

const runOurs = async (browser, consoles) => {
  const ours = consoles.find((consoleInfo) => consoleInfo.key === 'ours');
  await api(ours.url, 'POST', '/__demo/settings', { nodeCount: settings.nodes, logRate: 0 });
  await signInConsoles([ours]);
  console.log(`\nThis console only, ${settings.nodes.toLocaleString('en-US')} nodes, CPU ${settings.cpu}x…`);
  const rows = Math.min(100, settings.nodes);
  const window100 = await attempt('100 rows', () => liveWindow(browser, ours, '/nodes?perPage=100', rows, ''));
  const searches = {};
  for (const gatewaySearch of [true, false]) {
    await api(ours.url, 'POST', '/__demo/settings', { search: gatewaySearch });
    const times = [];
    for (let run = 0; run < 3; run += 1) {
      // A different node each run: nothing cached from the previous one.
      const term = String(settings.nodes - 1 - run * 7).padStart(5, '0');
      times.push((await attempt(`search ${term}`, () => searchTime(browser, ours, term))) ?? NaN);
    }
    searches[gatewaySearch] = times;
  }
  await api(ours.url, 'POST', '/__demo/settings', { search: true });
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'n/a');
  const lines = [
    [`/nodes?perPage=100, ${settings.seconds} s of live updates: script time`, ms(window100?.scriptMs)],
    [
      '  long tasks (> 50 ms)',
      window100 ? `${window100.longTasks} (${ms(window100.longTaskMs)}; longest frame ${ms(window100.longestFrame)})` : 'n/a',
    ],
    ['  JS heap after load (page + workers)', window100 ? `${(window100.heapLoad / MB).toFixed(1)} MB` : 'n/a'],
    ['search, gateway with search: typed → its row, median of 3', ms(median(searches.true.filter(Number.isFinite)))],
    [
      'search, gateway without (the console searches the whole list), median of 3',
      ms(median(searches.false.filter(Number.isFinite))),
    ],
  ];
  const width = Math.max(...lines.map(([label]) => label.length));
  console.log(`\nThis console only (figures; the search includes the 500 ms typing debounce):\n`);
  for (const [label, value] of lines) console.log(`${label.padEnd(width)} | ${value}`);
};

/**
 * Watches for the first event-stream frame the page or one of its workers receives (DevTools Network
 * events; this console reads its fleet's stream in a worker, where the page's probe does not see it).
 * Call before the page loads. `first(timeout)`: true once a frame is in, false after `timeout` ms; the
 * Network domain is then turned off again, for the long window to run without it.
 */
const watchFrames = async (cdp, workers) => {
  let watching = true;
  let arrived = false;
  const seen = () => (arrived = true);
  cdp.on('Network.eventSourceMessageReceived', seen);
  workers.on('Network.eventSourceMessageReceived', seen);
  await cdp.send('Network.enable');
  await workers.setup((send) => (watching ? send('Network.enable') : undefined));
  return {
    first: async (timeout) => {
      const end = Date.now() + timeout;
      while (!arrived && Date.now() < end) await sleep(100);
      watching = false;
      await cdp.send('Network.disable');
      await workers.send('Network.disable');
      return arrived;
    },
  };
};

/**
 * Two heap readings in a row (page + workers, each after a full GC): the lower one, and their difference
 * (the noise). What is in flight at a reading (a frame being parsed, a buffer on its way from a worker)
 * only adds to it, so the lower of two is the nearer to what the page keeps.
 */
const heapTwice = async (cdp, workers) => {
  const first = await heapWithWorkersAfterGc(cdp, workers);
  const second = await heapWithWorkersAfterGc(cdp, workers);
  const lower = second.total < first.total ? second : first;
  return { total: lower.total, workers: lower.workers, noise: second.total - first.total };
};

/**
 * One console open on /nodes for the growth window (CPU 1x): its heap at the start (heapTwice), every
 * GROWTH_STEP_MS (one reading) and at the end (heapTwice again).
 */
const growthWindow = async (browser, consoleInfo, what) => {
  const { context, page, cdp, workers } = await newSignedInPage(browser, consoleInfo, 1);
  try {
    const frames = await watchFrames(cdp, workers);
    await page.goto('/nodes', { waitUntil: 'commit' });
    if (!(await untilInPage(cdp, `${rowsShown} > 0`, TIMEOUT_MS))) throw new Error(`no row shown within ${TIMEOUT_MS / 1000} s`);
    const framed = await frames.first(WARM_UP_MS);
    await sleep(GROWTH_WARM_UP_MS);
    const start = await heapTwice(cdp, workers);
    const startedAt = Date.now();
    console.log(
      `  ${what}: start ${(start.total / MB).toFixed(2)} MB (workers ${(start.workers / MB).toFixed(2)} MB),` +
        ` noise ${signedMb(start.noise, 3)}${framed ? '' : `; no live frame within ${WARM_UP_MS / 1000} s`}`,
    );
    const series = [];
    const windowMs = settings.growthSeconds * 1000;
    for (let at = GROWTH_STEP_MS; at < windowMs; at += GROWTH_STEP_MS) {
      await sleep(startedAt + at - Date.now());
      series.push({ seconds: at / 1000, heap: (await heapWithWorkersAfterGc(cdp, workers)).total });
    }
    await sleep(startedAt + windowMs - Date.now());
    const end = await heapTwice(cdp, workers);
    if (page.problems.length) throw new Error(`page errors: ${page.problems.join('; ')}`);
    console.log(
      `  ${what}: end ${(end.total / MB).toFixed(2)} MB (workers ${(end.workers / MB).toFixed(2)} MB),` +
        ` noise ${signedMb(end.noise, 3)}, growth ${signedMb(end.total - start.total, 3)}`,
    );
    return { start, end, growth: end.total - start.total, series, seconds: windowMs / 1000, framed };
  } finally {
    await context.close();
  }
};

const signedMb = (bytes, digits = 2) => `${bytes < 0 ? '−' : '+'}${(Math.abs(bytes) / MB).toFixed(digits)} MB`;

/**
 * The readings (start, every minute, end) as a straight line, least squares: its slope in bytes per
 * minute, and the largest distance of a reading from it (how far readings a minute apart scatter).
 */
const trendOf = ({ start, series, end, seconds }) => {
  const points = [
    { minutes: 0, heap: start.total },
    ...series.map((reading) => ({ minutes: reading.seconds / 60, heap: reading.heap })),
    { minutes: seconds / 60, heap: end.total },
  ];
  const meanX = points.reduce((sum, point) => sum + point.minutes, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.heap, 0) / points.length;
  const covariance = points.reduce((sum, point) => sum + (point.minutes - meanX) * (point.heap - meanY), 0);
  const variance = points.reduce((sum, point) => sum + (point.minutes - meanX) ** 2, 0);
  const slope = variance ? covariance / variance : 0;
  const scatter = Math.max(...points.map((point) => Math.abs(point.heap - (meanY + slope * (point.minutes - meanX)))));
  return { perMinute: slope, scatter };
};

/**
 * Every --growth-nodes size at once, each on gateways of its own (the first set is `consoles`), every
 * console on /nodes together for --growth-seconds, CPU 1x: a heap's growth does not depend on the CPU
 * it shares. Budget: this console's growth at most GROWTH_TOLERANCE at every size.
 */
const runGrowth = async (browser, consoles, dirs) => {
  const { sets, stop } = await consolesPerSize(settings.growthNodes, consoles, dirs);
  const order = ['ours', 'floor', 'upstream'];
  let ok = true;
  try {
    const sizes = settings.growthNodes.map((nodes) => nodes.toLocaleString('en-US')).join(' and ');
    const minutes = (seconds) => (seconds % 60 ? `${seconds} s` : `${seconds / 60} min`);
    console.log(
      `\n${sizes} nodes: /nodes of every console open at once for ${GROWTH_WARM_UP_MS / 1000} s of warm-up,` +
        ` then ${minutes(settings.growthSeconds)}, CPU 1x…`,
    );
    const jobs = settings.growthNodes.flatMap((nodes, index) =>
      [...sets[index]].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key)).map((consoleInfo) => ({ nodes, consoleInfo })),
    );
    const results = await Promise.all(
      jobs.map(({ nodes, consoleInfo }) => {
        const what = `${nodes.toLocaleString('en-US')} nodes, ${consoleInfo.label}`;
        return attempt(what, () => growthWindow(browser, consoleInfo, what));
      }),
    );
    const mb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / MB).toFixed(2)} MB` : 'n/a');
    const signed = (bytes, digits) => (Number.isFinite(bytes) ? signedMb(bytes, digits) : 'n/a');
    for (const nodes of settings.growthNodes) {
      const columns = jobs.filter((job) => job.nodes === nodes);
      // A console that could not be measured shows n/a, and misses its budget (no growth to hold).
      const measured = columns.map((job) => ({ key: job.consoleInfo.key, ...results[jobs.indexOf(job)] }));
      const isOurs = (result) => result.key === 'ours';
      const steps = measured.find((result) => result.series)?.series ?? [];
      const twice = (at, name) => [
        [`heap ${at} (page + workers; lower of two readings)`, (result) => mb(result[name]?.total)],
        ['  of which workers', (result) => mb(result[name]?.workers)],
        ['  second reading − first: the noise', (result) => signed(result[name]?.noise, 3)],
      ];
      const rows = [
        ...twice('at the start', 'start'),
        ...steps.map(({ seconds }, index) => [minutes(seconds), (result) => mb(result.series?.[index]?.heap)]),
        ...twice(`at the end, ${minutes(settings.growthSeconds)}`, 'end'),
        [
          'growth (end − start)',
          (result) => signed(result.growth, 3),
          (result) => result.growth <= GROWTH_TOLERANCE,
          (result) => (isOurs(result) ? `<= +${(GROWTH_TOLERANCE / MB).toFixed(1)} MB` : null),
        ],
        ['trend of the readings (least squares), per minute', (result) => (result.series ? signed(trendOf(result).perMinute, 3) : 'n/a')],
        ['  largest distance of a reading from it', (result) => (result.series ? mb(trendOf(result).scatter) : 'n/a')],
      ];
      ok =
        printBudgetTable(
          `${nodes.toLocaleString('en-US')} nodes, /nodes: the heap over ${settings.growthSeconds} s open` +
            ` (from ${GROWTH_WARM_UP_MS / 1000} s after the first row and a live frame), CPU 1x`,
          columns.map((job) => job.consoleInfo.label),
          measured,
          rows,
        ) && ok;
      const missingFrames = measured.filter((result) => result.framed === false).map((result) => result.key);
      if (missingFrames.length) console.log(`(no live frame seen within ${WARM_UP_MS / 1000} s: ${missingFrames.join(', ')})`);
    }
  } finally {
    stop();
  }
  console.log(
    `\nHeap: CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage (objects and ArrayBuffer contents) of the` +
      `\npage and of each dedicated worker. Start (${GROWTH_WARM_UP_MS / 1000} s after the first row and a live frame) and end: two` +
      `\nreadings in a row, the lower kept (what is in flight at a reading only adds to it), their difference printed` +
      `\nas the noise between two full-GC readings; between them, one reading every ${GROWTH_STEP_MS / 1000} s. Budget: this console's` +
      `\ngrowth at most ${(GROWTH_TOLERANCE / MB).toFixed(1)} MB at every size, the tolerance for that noise. MB = 1,048,576 bytes.`,
  );
  return ok;
};

const main = async () => {
  ensureBuilt(settings);
  const upstreamDir = upstreamDist();
  console.log(`Upstream console: ${upstreamDir}`);
  const floor = settings.floor ? await floorDist() : undefined;
  const oursDir = settings.dist ? String(settings.dist) : undefined;
  if (oursDir) console.log(`This console: ${oursDir}`);
  const { consoles: all, stop } = await startConsoles(upstreamDir, floor, oursDir);
  // The stack floor is measured in the live window only.
  const consoles = all.filter((consoleInfo) => consoleInfo.key !== 'floor');
  let browser;
  try {
    browser = await launchChromium({ loopbackOnly: true });
    let ok = true;
    if (settings.parts.includes('live')) ok = (await runLive(browser, all)) && ok;
    if (settings.parts.includes('bytes')) await runBytes(browser, consoles, { upstreamDir, oursDir });
    if (settings.parts.includes('ours')) await runOurs(browser, consoles);
    // Every console of the live window, the stack floor included (unless --no-floor).
    if (settings.parts.includes('growth')) ok = (await runGrowth(browser, all, { upstreamDir, floor, oursDir })) && ok;
    if (loadavg()[0] >= cpus().length) {
      console.log('\nNote: the machine was busy with other work; times are pessimistic for both consoles alike.');
    }
    if (settings.parts.includes('live') || settings.parts.includes('growth')) {
      console.log(`\n${ok ? 'All budgets met.' : 'Some budgets were MISSED.'}`);
    }
    return ok;
  } finally {
    await browser?.close();
    stop();
  }
};

runBench(main);
