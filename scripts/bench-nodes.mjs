#!/usr/bin/env node
/**
 * `npm run bench:nodes` (issue 4): the nodes list of the production console in Chromium, with the demo
 * gateway holding 10,000 nodes. For each CPU speed (normal, then slowed 4x through the DevTools
 * protocol) it measures
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
 *   node scripts/bench-nodes.mjs [--nodes 10000] [--runs 5] [--samples 20] [--cpu 1,4] [--no-build]
 *
 * Builds dist/ and dist-gateway/ when missing or older than the sources (skip with --no-build), starts
 * the demo gateway by spawning node directly and stops it by its PID.
 */
import { cpus, loadavg } from 'node:os';
import { api, CREDENTIALS, ensureBuilt, launchChromium, median, option, percentile, runBench, startGateway } from './bench-support.mjs';

/** Stream messages left out at the start of a window (the first frames fill the store). */
const WARM_UP_MESSAGES = 2;

const settings = {
  nodes: Number(option('nodes', 10_000)),
  runs: Number(option('runs', 5)),
  samples: Number(option('samples', 20)),
  cpu: String(option('cpu', '1,4')).split(',').map(Number),
  build: option('no-build', false) !== true,
};

// ---------------------------------------------------------------------------------------------------
// In-page probe (runs before the console's own scripts)

const PROBE = () => {
  const probe = { firstRowAt: null, samples: [], longTasks: [], recording: false };
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

  // 3. Each node stream message: handler + microtasks, then the next frame's style and layout.
  const isNodeStream = (source) => typeof source.url === 'string' && source.url.includes('/api/nodes/stream');
  // The fleet stream has no `limit`: every node in each frame.
  const streamKind = (source) => (new URL(source.url, location.href).searchParams.has('limit') ? 'page' : 'fleet');
  const measured = (source, handler) =>
    function measuredHandler(event) {
      if (!isNodeStream(source)) return handler.call(this, event);
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

  probe.start = () => {
    probe.samples = [];
    probe.longTasks = [];
    probe.recording = true;
  };
  probe.stop = () => {
    probe.recording = false;
    return { samples: probe.samples, longTasks: probe.longTasks };
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

const taskSeconds = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
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

const main = async () => {
  ensureBuilt(settings);
  const { url, stop } = await startGateway();
  let browser;
  try {
    const seeded = await api(url, 'POST', '/__demo/settings', { nodeCount: settings.nodes, logRate: 0 });
    if (seeded.nodeCount !== settings.nodes) throw new Error(`the demo gateway holds ${seeded.nodeCount} nodes, not ${settings.nodes}`);
    console.log(`Demo gateway at ${url} holding ${seeded.nodeCount.toLocaleString('en-US')} nodes.`);
    const { token } = await api(url, 'POST', '/auth/login', CREDENTIALS);
    browser = await launchChromium();

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
    return true;
  } finally {
    await browser?.close();
    stop();
  }
};

runBench(main);
