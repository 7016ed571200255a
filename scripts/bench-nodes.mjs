#!/usr/bin/env node
/**
 * `npm run bench:nodes`: the nodes list of the production console in Chromium, in two parts.
 *
 * live (budgets of the nodes page under a live stream; exit status 1 when one is missed): the page with
 * 10 rows on the demo gateway's default fleet, and with 100 rows (`/nodes?perPage=100`) on a fleet topped
 * up to --fleet nodes (the default fleet has fewer than 100), each at 4x CPU slowdown (and 1x for
 * reference), with the page stream and the fleet stream each sending a frame a second. Once the page is
 * loaded, the first frames are in and 5 s have passed, it records for --seconds:
 *   - script time per update: Chromium's own ScriptDuration (every script the page ran, from the DevTools
 *     protocol's Performance.getMetrics) read each second, i.e. per live update of the page (one page
 *     stream frame and one fleet stream frame a second): median and p95 of those seconds;
 *   - long tasks (> 50 ms, the page's PerformanceObserver);
 *   - the JS heap after load and after the window: CDP HeapProfiler.collectGarbage, then
 *     Runtime.getHeapUsage's usedSize (live objects after a full GC, in MiB), and the growth between them
 *     (read and waited for through the DevTools protocol only, so that no Playwright script is counted).
 * Budgets (at 4x CPU for time; heap at every speed): script per update at most 15 ms (median), no long
 * task, heap at most 8 MiB after load and after the window, growth at most HEAP_GROWTH_TOLERANCE_MB.
 * The probe's own figures per message (handler + React's commit, then style and layout of the next frame)
 * are printed too, to tell the page stream's share from the fleet stream's.
 *
 * large (figures only, no budget): the demo gateway holding --nodes nodes (10,000). For each CPU speed
 *   1. from navigation to /nodes until the first row is on screen (fresh browser context each run,
 *      signed in, median of several runs), and
 *   2. the main-thread time spent per live stream update (one frame a second from /api/nodes/stream):
 *      an init script wraps the EventSource message handlers of the node stream and times, for every
 *      message, the handler plus what it queued as microtasks (React's synchronous store commit) and
 *      the style and layout of the next frame (forced and timed in that frame's requestAnimationFrame
 *      callback). Median and p95 over the samples, plus long tasks and Chromium's own task time;
 *      the page stream's updates (10 rows) apart from the fleet stream's (every node, for the status
 *      counts; sampled every 15 s above 2,000 nodes);
 *   3. a search over the whole fleet: from typing a node's number in the search box to its row alone on
 *      screen, on a gateway with search (the demo's extension) and on one without (the reference: the
 *      console reads the whole list through the paged API and searches it itself). The total includes
 *      react-admin's 500 ms typing debounce; "after the request" starts at the first list request.
 *
 *   node scripts/bench-nodes.mjs [--parts live,large] [--cpu 1,4] [--no-build]
 *     live:  [--rows 10,100] [--seconds 60] [--fleet 200] [--trace FILE] [--profile FILE] [--reduced-motion]
 *     large: [--nodes 10000] [--runs 5] [--samples 20]
 *
 * --trace FILE writes a DevTools performance trace of each live window (FILE-<rows>-<cpu>x.json, for
 * Chromium's Performance panel); --profile FILE a CPU profile (FILE-<rows>-<cpu>x.cpuprofile);
 * --reduced-motion measures with the status dots still (to tell their pulse's share).
 * Builds dist/ and dist-gateway/ when missing or older than the sources (skip with --no-build), starts
 * the demo gateway by spawning node directly and stops it by its PID.
 */
import { cpus, loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import {
  api,
  chromiumMetrics,
  CREDENTIALS,
  ensureBuilt,
  heapAfterGc,
  launchChromium,
  median,
  option,
  percentile,
  printBudgetTable,
  runBench,
  saveTrace,
  startGateway,
  startTrace,
} from './bench-support.mjs';

/** Stream messages left out at the start of a window (the first frames fill the store). */
const WARM_UP_MESSAGES = 2;

/** After the first frames, time for the page to settle before its heap is read "after load". */
const SETTLE_MS = 5000;

/** The live page's budgets (issue: the nodes page under a live stream). */
const BUDGET = {
  /** Script per update, median, at 4x CPU (ms). */
  scriptMs: 15,
  /** At this CPU slowdown the time budgets apply (the 1x figures are for reference). */
  budgetCpu: 4,
  longTasks: 0,
  /** JS heap after a full GC, after load and after the window (MiB). */
  heapMb: 8,
  /**
   * Heap growth over the window (MiB) still read as "no growth": a full GC leaves a few hundred KiB of
   * noise (compiled code, caches of the last frame), far below what a leak per frame adds in 60 frames.
   */
  heapGrowthMb: 0.25,
};

const settings = {
  parts: String(option('parts', 'live,large')).split(','),
  rows: String(option('rows', '10,100')).split(',').map(Number),
  seconds: Number(option('seconds', 60)),
  fleet: Number(option('fleet', 200)),
  trace: option('trace', false),
  reducedMotion: option('reduced-motion', false) === true,
  profile: option('profile', false),
  nodes: Number(option('nodes', 10_000)),
  runs: Number(option('runs', 5)),
  samples: Number(option('samples', 20)),
  cpu: String(option('cpu', '1,4')).split(',').map(Number),
  build: option('no-build', false) !== true,
};

// ---------------------------------------------------------------------------------------------------
// In-page probe (runs before the console's own scripts)

const PROBE = () => {
  const probe = { firstRowAt: null, samples: [], longTasks: [], longFrames: [], recording: false };
  window.__nodesBench = probe;

  // 1. When the first row of the nodes table (a link to a node) is in the DOM, in ms since navigation start.
  const firstRow = () => document.querySelector('main table tbody tr a[href^="/nodes/"]');
  const watcher = new MutationObserver(() => {
    if (probe.firstRowAt === null && firstRow()) {
      probe.firstRowAt = performance.now();
      watcher.disconnect();
    }
  });
  const watch = () => watcher.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) watch();
  else document.addEventListener('readystatechange', watch, { once: true });

  // 2. Long tasks while recording.
  try {
    new PerformanceObserver((list) => {
      if (probe.recording) for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  } catch {
    // No long task support: the figure stays empty.
  }
  // Long animation frames say which script (and how much rendering) made a frame long.
  if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      if (!probe.recording) return;
      for (const entry of list.getEntries()) {
        const script = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
        probe.longFrames.push({
          duration: Math.round(entry.duration),
          // renderStart is 0 when the frame rendered nothing.
          render: entry.renderStart ? Math.round(entry.startTime + entry.duration - entry.renderStart) : 0,
          script: script ? `${script.invoker} ${Math.round(script.duration)} ms` : 'no script',
        });
      }
    }).observe({ type: 'long-animation-frame' });
  }

  // 3. Each node stream message: handler + microtasks, then the next frame's style and layout.
  const isNodeStream = (source) => typeof source.url === 'string' && source.url.includes('/api/nodes/stream');
  // The fleet stream has no `limit`: every node in each frame.
  const streamKind = (source) => (new URL(source.url, location.href).searchParams.has('limit') ? 'page' : 'fleet');
  const measured = (source, handler) =>
    function measuredHandler(event) {
      if (!isNodeStream(source)) return handler.call(this, event);
      if (probe.light) {
        // Light: the handler and React's commit only, nothing read or laid out by the probe itself
        // (its reads would count as the page's script time).
        const start = performance.now();
        try {
          return handler.call(this, event);
        } finally {
          queueMicrotask(() =>
            queueMicrotask(() => {
              if (probe.recording) probe.samples.push({ kind: streamKind(source), script: performance.now() - start });
            }),
          );
        }
      }
      const tableText = () => document.querySelector('main table tbody')?.textContent ?? '';
      const before = tableText();
      const start = performance.now();
      try {
        return handler.call(this, event);
      } finally {
        const handlerEnd = performance.now();
        // React commits a store change in a microtask queued by the handler; two hops later it is done.
        queueMicrotask(() =>
          queueMicrotask(() => {
            const scriptEnd = performance.now();
            // Whether the cells already show the new figures (React did commit within the microtasks).
            const committed = tableText() !== before;
            requestAnimationFrame(() => {
              const frameStart = performance.now();
              // Style and layout of the changed cells, done here instead of after the callback.
              void document.body.offsetHeight;
              const layoutEnd = performance.now();
              if (!probe.recording) return;
              probe.samples.push({
                kind: streamKind(source),
                handler: handlerEnd - start,
                script: scriptEnd - start,
                layout: layoutEnd - frameStart,
                total: scriptEnd - start + (layoutEnd - frameStart),
                toFrame: layoutEnd - start,
                committed,
              });
            });
          }),
        );
      }
    };

  const proto = window.EventSource.prototype;
  const native = Object.getOwnPropertyDescriptor(proto, 'onmessage');
  const handlers = new WeakMap();
  Object.defineProperty(proto, 'onmessage', {
    configurable: true,
    enumerable: true,
    get() {
      return handlers.get(this) ?? null;
    },
    set(handler) {
      handlers.set(this, handler);
      native.set.call(this, typeof handler === 'function' ? measured(this, handler) : handler);
    },
  });
  const wrappers = new WeakMap();
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  proto.addEventListener = function addEventListener(type, listener, options) {
    if (type !== 'message' || typeof listener !== 'function') return add.call(this, type, listener, options);
    if (!wrappers.has(listener)) wrappers.set(listener, measured(this, listener));
    return add.call(this, type, wrappers.get(listener), options);
  };
  proto.removeEventListener = function removeEventListener(type, listener, options) {
    return remove.call(this, type, (type === 'message' && wrappers.get(listener)) || listener, options);
  };

  probe.start = (light = false) => {
    probe.light = light;
    probe.samples = [];
    probe.longTasks = [];
    probe.longFrames = [];
    probe.recording = true;
  };
  probe.stop = () => {
    probe.recording = false;
    return { samples: probe.samples, longTasks: probe.longTasks, longFrames: probe.longFrames };
  };
};

// ---------------------------------------------------------------------------------------------------
// Measurements

const newSignedInPage = async (browser, url, token, cpuRate) => {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'token', value: token, url, sameSite: 'Strict', secure: true }]);
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(error.message));
  await page.addInitScript(PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp };
};

/** ms from navigation start to the first row, as seen by the page. */
const firstRowTime = async (browser, url, token, cpuRate) => {
  const { context, page } = await newSignedInPage(browser, url, token, cpuRate);
  try {
    await page.goto('/nodes', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__nodesBench?.firstRowAt != null, undefined, { timeout: 120_000, polling: 50 });
    const time = await page.evaluate(() => window.__nodesBench.firstRowAt);
    if (page.problems.length) throw new Error(`page errors: ${page.problems.join('; ')}`);
    return time;
  } finally {
    await context.close();
  }
};

const taskSeconds = async (cdp) => (await chromiumMetrics(cdp)).TaskDuration ?? 0;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An expression's value in the page, through the DevTools protocol alone. Playwright's waitForFunction
 * and locators put its own injected script (a 320 KB library, its compiled code and objects) into the
 * page's JS heap, which the heap figures would then count as the console's; page.evaluate brings a
 * small helper of its own. The live part reads and waits through this before and while it measures.
 */
const inPage = async (cdp, expression) => {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
};

/** Polls `expression` in the page (inPage) until it is true. */
const untilInPage = async (cdp, expression, timeout) => {
  const end = Date.now() + timeout;
  while (!(await inPage(cdp, expression))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await sleep(100);
  }
};

/** Whether the probe recorded at least `page` page stream and `fleet` fleet stream messages. */
const framesIn = ({ page, fleet }) => {
  const samples = window.__nodesBench.samples;
  return samples.filter((sample) => sample.kind === 'page').length >= page && samples.filter((sample) => sample.kind === 'fleet').length >= fleet;
};

/**
 * The live page: `rows` rows on screen, both streams sending; heap after load, then `seconds` of
 * updates with Chromium's script time read each second, long tasks, and the heap at the end.
 */
const livePage = async (browser, url, token, cpuRate, rows, expectedRows) => {
  const { context, page, cdp } = await newSignedInPage(browser, url, token, cpuRate);
  const file = (base, extension) => `${base}-${rows}-${cpuRate}x.${extension}`;
  try {
    if (settings.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/nodes?perPage=${rows}`);
    await untilInPage(cdp, `document.querySelectorAll('main table tbody tr').length === ${expectedRows}`, 120_000);
    // Loaded: the rows, the first frames of both streams in the store and on screen.
    await inPage(cdp, 'window.__nodesBench.start(true)');
    await untilInPage(cdp, `(${framesIn})(${JSON.stringify({ page: WARM_UP_MESSAGES, fleet: WARM_UP_MESSAGES })})`, 60_000);
    // Settled: what the first seconds compile and cache is part of the page, not growth.
    await sleep(SETTLE_MS);
    const heapLoad = await heapAfterGc(cdp);
    if (settings.trace) await startTrace(cdp);
    if (settings.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const loadBefore = loadavg()[0];
    await inPage(cdp, 'window.__nodesBench.start(true)');
    const seconds = [];
    let last = await chromiumMetrics(cdp);
    let lastAt = performance.now();
    const endAt = lastAt + settings.seconds * 1000;
    while (performance.now() < endAt) {
      await sleep(1000);
      const now = await chromiumMetrics(cdp);
      const at = performance.now();
      // Per second of wall time: one page stream update and one fleet frame.
      const scale = 1000 / (at - lastAt);
      seconds.push({
        script: (now.ScriptDuration - last.ScriptDuration) * 1000 * scale,
        task: (now.TaskDuration - last.TaskDuration) * 1000 * scale,
        layout: ((now.LayoutDuration - last.LayoutDuration) + (now.RecalcStyleDuration - last.RecalcStyleDuration)) * 1000 * scale,
      });
      last = now;
      lastAt = at;
    }
    const probe = await inPage(cdp, 'window.__nodesBench.stop()');
    if (settings.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(file(settings.profile, 'cpuprofile'), JSON.stringify(profile));
      console.log(`CPU profile written to ${file(settings.profile, 'cpuprofile')}`);
    }
    if (settings.trace) await saveTrace(cdp, file(settings.trace, 'json'));
    const heapEnd = await heapAfterGc(cdp);
    if (page.problems.length) throw new Error(`page errors: ${page.problems.join('; ')}`);
    const rowsShown = await page.locator('main table tbody tr').count();
    const pageSamples = probe.samples.filter((sample) => sample.kind === 'page');
    const fleetSamples = probe.samples.filter((sample) => sample.kind === 'fleet');
    return {
      rows,
      cpuRate,
      label: `${rows} rows, CPU ${cpuRate}x`,
      scriptMedian: median(seconds.map((second) => second.script)),
      scriptP95: percentile(seconds.map((second) => second.script), 95),
      taskMedian: median(seconds.map((second) => second.task)),
      layoutMedian: median(seconds.map((second) => second.layout)),
      pageScript: median(pageSamples.map((sample) => sample.script)),
      fleetScript: median(fleetSamples.map((sample) => sample.script)),
      updates: pageSamples.length,
      fleetUpdates: fleetSamples.length,
      longTasks: probe.longTasks,
      worstFrames: [...probe.longFrames].sort((a, b) => b.duration - a.duration).slice(0, 3),
      heapLoadMb: heapLoad / 2 ** 20,
      heapEndMb: heapEnd / 2 ** 20,
      rowsShown,
      load: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
    };
  } finally {
    await context.close();
  }
};

const streamUpdates = async (browser, url, token, cpuRate) => {
  const { context, page, cdp } = await newSignedInPage(browser, url, token, cpuRate);
  try {
    await page.goto('/nodes');
    await page.waitForFunction(() => window.__nodesBench?.firstRowAt != null, undefined, { timeout: 120_000 });
    const total = await page.getByText(`of ${settings.nodes.toLocaleString('en-US')}`).or(page.getByText(`of ${settings.nodes}`)).first().textContent({ timeout: 60_000 });
    // Let the first stream frames fill the store, then record.
    await page.evaluate(() => window.__nodesBench.start());
    const pageSamples = (count) => window.__nodesBench.samples.filter((sample) => sample.kind === 'page').length >= count;
    await page.waitForFunction(pageSamples, WARM_UP_MESSAGES, { timeout: 60_000 });
    await page.evaluate(() => window.__nodesBench.start());
    const taskStart = await taskSeconds(cdp);
    const startedAt = Date.now();
    await page.waitForFunction(pageSamples, settings.samples, { timeout: settings.samples * 5000 + 60_000 });
    const { samples, longTasks } = await page.evaluate(() => window.__nodesBench.stop());
    const elapsed = (Date.now() - startedAt) / 1000;
    const taskMs = ((await taskSeconds(cdp)) - taskStart) * 1000;
    if (page.problems.length) throw new Error(`page errors: ${page.problems.join('; ')}`);
    const rowsShown = await page.locator('main table tbody tr').count();
    // The same with reduced motion (no pulsing status dots), to tell the animation's share.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => window.__nodesBench.start());
    const quietStart = await taskSeconds(cdp);
    const quietStartedAt = Date.now();
    const quietSamples = Math.max(5, Math.round(settings.samples / 2));
    await page.waitForFunction(pageSamples, quietSamples, { timeout: quietSamples * 5000 + 60_000 });
    const quiet = await page.evaluate(() => window.__nodesBench.stop());
    quiet.samples = quiet.samples.filter((sample) => sample.kind === 'page');
    const quietTaskMsPerSecond = (((await taskSeconds(cdp)) - quietStart) * 1000) / ((Date.now() - quietStartedAt) / 1000);
    return {
      samples: samples.filter((sample) => sample.kind === 'page'),
      fleetSamples: samples.filter((sample) => sample.kind === 'fleet'),
      longTasks,
      taskMsPerSecond: taskMs / elapsed,
      quietTaskMsPerSecond,
      quietTotalMedian: median(quiet.samples.map((sample) => sample.total)),
      elapsed,
      rowsShown,
      total: total?.trim(),
    };
  } finally {
    await context.close();
  }
};

/** A node's number typed in the search box → its row alone on screen (ms, node clock). */
const searchTime = async (browser, url, token, cpuRate, term) => {
  const { context, page } = await newSignedInPage(browser, url, token, cpuRate);
  try {
    await page.goto('/nodes');
    await page.waitForFunction(() => window.__nodesBench?.firstRowAt != null, undefined, { timeout: 120_000 });
    const box = page.getByRole('textbox', { name: 'Search nodes' });
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/nodes', { timeout: 60_000 });
    const typedAt = Date.now();
    await box.fill(term);
    const requestAt = (await asked, Date.now());
    await page.waitForFunction(
      (text) => {
        const rows = document.querySelectorAll('main table tbody tr');
        return rows.length === 1 && rows[0].textContent.includes(text);
      },
      term,
      { timeout: 120_000, polling: 10 },
    );
    const shownAt = Date.now();
    if (page.problems.length) throw new Error(`page errors: ${page.problems.join('; ')}`);
    return { total: shownAt - typedAt, afterRequest: shownAt - requestAt };
  } finally {
    await context.close();
  }
};

// ---------------------------------------------------------------------------------------------------
// Report

const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

const printTable = (title, header, rows) => {
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => String(cell)[column === 0 ? 'padEnd' : 'padStart'](widths[column])).join(' | ');
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(row));
};

/** The large fleet's figures (no budget): first row, stream updates, search. */
const runLarge = async (url, browser) => {
  const seeded = await api(url, 'POST', '/__demo/settings', { nodeCount: settings.nodes, logRate: 0 });
  if (seeded.nodeCount !== settings.nodes) throw new Error(`the demo gateway holds ${seeded.nodeCount} nodes, not ${settings.nodes}`);
  console.log(`Demo gateway at ${url} holding ${seeded.nodeCount.toLocaleString('en-US')} nodes.`);
  const { token } = await api(url, 'POST', '/auth/login', CREDENTIALS);

  const results = [];
  for (const cpuRate of settings.cpu) {
    const label = cpuRate === 1 ? 'CPU 1x' : `CPU ${cpuRate}x slower`;
    const loadBefore = loadavg()[0];
    const firstRows = [];
    for (let run = 0; run < settings.runs; run += 1) {
      firstRows.push(await firstRowTime(browser, url, token, cpuRate));
      console.log(`${label}: run ${run + 1}/${settings.runs}, navigation → first row ${fmt(firstRows.at(-1), 0)} ms`);
    }
    const searches = {};
    for (const gatewaySearch of [true, false]) {
      await api(url, 'POST', '/__demo/settings', { search: gatewaySearch });
      const times = [];
      for (let run = 0; run < Math.min(3, settings.runs); run += 1) {
        // A different node each run: nothing cached from the previous one.
        const term = String(settings.nodes - 1 - run * 7).padStart(5, '0');
        times.push(await searchTime(browser, url, token, cpuRate, term));
      }
      searches[gatewaySearch ? 'server' : 'local'] = times;
      console.log(`${label}: search over the fleet (${gatewaySearch ? 'gateway with search' : 'gateway without search'}) ${times.map((t) => t.total).join(', ')} ms`);
    }
    await api(url, 'POST', '/__demo/settings', { search: true });
    console.log(`${label}: recording ${settings.samples} stream updates…`);
    const stream = await streamUpdates(browser, url, token, cpuRate);
    const pick = (key) => stream.samples.map((sample) => sample[key]);
    results.push({
      label,
      firstRowMedian: median(firstRows),
      firstRowMin: Math.min(...firstRows),
      firstRowMax: Math.max(...firstRows),
      updates: stream.samples.length,
      totalMedian: median(pick('total')),
      totalP95: percentile(pick('total'), 95),
      scriptMedian: median(pick('script')),
      scriptP95: percentile(pick('script'), 95),
      layoutMedian: median(pick('layout')),
      layoutP95: percentile(pick('layout'), 95),
      toFrameMedian: median(pick('toFrame')),
      longTasks: stream.longTasks.length,
      longestTask: stream.longTasks.length ? Math.max(...stream.longTasks) : 0,
      taskMsPerSecond: stream.taskMsPerSecond,
      quietTaskMsPerSecond: stream.quietTaskMsPerSecond,
      quietTotalMedian: stream.quietTotalMedian,
      handlerMedian: median(pick('handler')),
      fleetUpdates: stream.fleetSamples.length,
      fleetMedian: median(stream.fleetSamples.map((sample) => sample.total)),
      searchServer: median(searches.server.map((time) => time.total)),
      searchServerAfter: median(searches.server.map((time) => time.afterRequest)),
      searchLocal: median(searches.local.map((time) => time.total)),
      searchLocalAfter: median(searches.local.map((time) => time.afterRequest)),
      committed: stream.samples.filter((sample) => sample.committed).length,
      rowsShown: stream.rowsShown,
      total: stream.total,
      load: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
    });
  }

  const header = ['', ...results.map((r) => r.label)];
  printTable(
    `Nodes list with ${settings.nodes.toLocaleString('en-US')} nodes: ${settings.runs} cold loads and ${settings.samples} stream updates per CPU speed`,
    header,
    [
      ['navigation → first row, median (ms)', ...results.map((r) => fmt(r.firstRowMedian, 0))],
      ['navigation → first row, min–max (ms)', ...results.map((r) => `${fmt(r.firstRowMin, 0)}–${fmt(r.firstRowMax, 0)}`)],
      ['main thread per update, median (ms)', ...results.map((r) => fmt(r.totalMedian, 2))],
      ['main thread per update, p95 (ms)', ...results.map((r) => fmt(r.totalP95, 2))],
      ['  handler alone, median (ms)', ...results.map((r) => fmt(r.handlerMedian, 2))],
      ['  handler + React commit, median / p95 (ms)', ...results.map((r) => `${fmt(r.scriptMedian, 2)} / ${fmt(r.scriptP95, 2)}`)],
      ['  style + layout of next frame, median / p95 (ms)', ...results.map((r) => `${fmt(r.layoutMedian, 2)} / ${fmt(r.layoutP95, 2)}`)],
      ['message → next frame laid out, median (ms)', ...results.map((r) => fmt(r.toFrameMedian, 1))],
      ['page stream updates measured (cells changed by commit)', ...results.map((r) => `${r.updates} (${r.committed})`)],
      ['fleet stream frames (every node), median (ms)', ...results.map((r) => `${fmt(r.fleetMedian, 1)} (${r.fleetUpdates} frames)`)],
      ['search, gateway with search: typed → row (ms)', ...results.map((r) => `${fmt(r.searchServer, 0)} (after request ${fmt(r.searchServerAfter, 0)})`)],
      ['search, gateway without: typed → row (ms)', ...results.map((r) => `${fmt(r.searchLocal, 0)} (after request ${fmt(r.searchLocalAfter, 0)})`)],
      ['long tasks (> 50 ms) while streaming', ...results.map((r) => (r.longTasks ? `${r.longTasks} (longest ${fmt(r.longestTask, 0)} ms)` : '0'))],
      ['all main-thread tasks (ms per s)', ...results.map((r) => fmt(r.taskMsPerSecond, 0))],
      ['  same with reduced motion (ms per s)', ...results.map((r) => fmt(r.quietTaskMsPerSecond, 0))],
      ['  per update with reduced motion, median (ms)', ...results.map((r) => fmt(r.quietTotalMedian, 2))],
      ['rows on screen / pager', ...results.map((r) => `${r.rowsShown} / ${r.total}`)],
      [`machine load (1 min, ${cpus().length} CPUs)`, ...results.map((r) => r.load)],
    ],
  );
  console.log(
    '\n"main thread per update" = the stream message handler and the microtasks it queued (React\'s commit of the' +
      '\nchanged cells), plus the style and layout of the next frame. "all main-thread tasks" is Chromium\'s' +
      '\nTaskDuration while streaming: everything, including the status dots\' pulse animation (repainted every' +
      '\nframe); the reduced-motion rows stop that animation.',
  );
  if (results.some((r) => Number(r.load.split(' ')[0]) >= cpus().length)) {
    console.log('Note: the machine was busy with other work during the run; the figures are pessimistic.');
  }
};

/** The live page's figures against the budgets; true when every budget is met. */
const runLive = async (url, browser) => {
  const results = [];
  for (const rows of settings.rows) {
    // The default fleet when it fills the page, else one topped up to --fleet nodes.
    let fleet = (await api(url, 'POST', '/__demo/reset')).nodeCount;
    if (fleet < rows) {
      fleet = (await api(url, 'POST', '/__demo/settings', { nodeCount: Math.max(settings.fleet, rows) })).nodeCount;
    }
    await api(url, 'POST', '/__demo/settings', { logRate: 0 });
    const { token } = await api(url, 'POST', '/auth/login', CREDENTIALS);
    for (const cpuRate of settings.cpu) {
      console.log(`Live page, ${rows} rows of a ${fleet}-node fleet, CPU ${cpuRate}x: recording ${settings.seconds} s of updates…`);
      const result = await livePage(browser, url, token, cpuRate, rows, Math.min(rows, fleet));
      results.push({ ...result, fleet });
    }
  }
  const timed = (r) => r.cpuRate === BUDGET.budgetCpu;
  const allMet = printBudgetTable(
    `Nodes page under a live stream: ${settings.seconds} s of updates (a page stream frame and a fleet stream frame a second)`,
    results.map((r) => r.label),
    results,
    [
      ['fleet (nodes) / rows on screen', (r) => `${r.fleet} / ${r.rowsShown}`],
      [
        'script per update (Chromium ScriptDuration per s), median (ms)',
        (r) => fmt(r.scriptMedian, 2),
        (r) => r.scriptMedian <= BUDGET.scriptMs,
        (r) => (timed(r) ? `<= ${BUDGET.scriptMs}` : null),
      ],
      ['  p95 (ms)', (r) => fmt(r.scriptP95, 2)],
      ['  page stream message: handler + React commit, median (ms)', (r) => fmt(r.pageScript, 2)],
      ['  fleet stream message: handler + React commit, median (ms)', (r) => fmt(r.fleetScript, 2)],
      ['style + layout per s, median (ms)', (r) => fmt(r.layoutMedian, 2)],
      ['all main-thread tasks per s, median (ms)', (r) => fmt(r.taskMedian, 1)],
      [
        'long tasks (> 50 ms)',
        (r) => (r.longTasks.length ? `${r.longTasks.length} (longest ${fmt(Math.max(...r.longTasks), 0)} ms)` : '0'),
        (r) => r.longTasks.length <= BUDGET.longTasks,
        () => `<= ${BUDGET.longTasks}`,
      ],
      ['JS heap after load (MiB, after GC)', (r) => fmt(r.heapLoadMb, 2), (r) => r.heapLoadMb <= BUDGET.heapMb, () => `<= ${BUDGET.heapMb}`],
      [`JS heap after ${settings.seconds} s (MiB, after GC)`, (r) => fmt(r.heapEndMb, 2), (r) => r.heapEndMb <= BUDGET.heapMb, () => `<= ${BUDGET.heapMb}`],
      [
        'JS heap growth over the window (MiB)',
        (r) => fmt(r.heapEndMb - r.heapLoadMb, 2),
        (r) => r.heapEndMb - r.heapLoadMb <= BUDGET.heapGrowthMb,
        () => `<= ${BUDGET.heapGrowthMb}`,
      ],
      ['page stream updates / fleet frames', (r) => `${r.updates} / ${r.fleetUpdates}`],
      [`machine load (1 min, ${cpus().length} CPUs)`, (r) => r.load],
    ],
  );
  for (const r of results.filter((result) => result.worstFrames.length)) {
    const frames = r.worstFrames.map((f) => `${f.duration} ms (rendering ${f.render} ms, longest script: ${f.script})`);
    console.log(`\nLongest animation frames, ${r.label}:\n  ${frames.join('\n  ')}`);
  }
  console.log(
    '\n"script per update": every script the page ran, as Chromium counts it (Performance.getMetrics ScriptDuration),' +
      '\nread each second: one page stream frame and one fleet stream frame arrive each second. Heap: CDP' +
      '\nHeapProfiler.collectGarbage, then Runtime.getHeapUsage (usedSize). Time budgets apply at 4x CPU.',
  );
  console.log(`\n${allMet ? 'All budgets met.' : 'Some budgets were MISSED.'}`);
  if (results.some((r) => Number(r.load.split(' ')[0]) >= cpus().length)) {
    console.log('Note: the machine was busy with other work during the run; the time figures are pessimistic.');
  }
  return allMet;
};

const main = async () => {
  ensureBuilt(settings);
  const { url, stop } = await startGateway();
  let browser;
  try {
    browser = await launchChromium();
    let ok = true;
    if (settings.parts.includes('live')) ok = (await runLive(url, browser)) && ok;
    if (settings.parts.includes('large')) await runLarge(url, browser);
    return ok;
  } finally {
    await browser?.close();
    stop();
  }
};

runBench(main);
