#!/usr/bin/env node
/**
 * Real-time logs benchmark (issue 6): the production console on the demo gateway, in Chromium with the
 * CPU slowed 4x through the DevTools protocol, streaming 200 then 2,000 log lines per second.
 * Prints frame intervals, long tasks, main-thread time, JS heap and DOM figures against the goals.
 *
 *   node scripts/bench-logs.mjs [--seconds 30] [--rates 200,2000] [--throttle 4] [--no-build | --rebuild] [--trace FILE]
 *
 * --trace FILE writes a DevTools performance trace of each measured window to FILE-<rate>.json.
 *
 * Builds dist/ and dist-gateway/ when missing or older than the sources (skip with --no-build), starts the gateway by
 * spawning node directly and stops it by its PID. Exits 1 when a goal is missed.
 */
import { cpus, loadavg } from 'node:os';
import {
  api,
  chromiumMetrics,
  CREDENTIALS,
  ensureBuilt,
  heapAfterGc,
  launchChromium,
  option,
  percentile,
  runBench,
  saveTrace,
  startGateway,
  startTrace,
} from './bench-support.mjs';

/** Time for the view to reach its steady state (the 1000-line cap at 200 lines/s) before measuring. */
const WARM_UP_MS = 6000;

const settings = {
  seconds: Number(option('seconds', 30)),
  rates: String(option('rates', '200,2000')).split(',').map(Number),
  throttle: Number(option('throttle', 4)),
  build: option('no-build', false) !== true,
  rebuild: option('rebuild', false) === true,
  trace: option('trace', false),
};

/**
 * Goals of issue 6, at 4x CPU slowdown. Frame intervals come in whole 60 Hz frames (16.7, 33.3 ms…),
 * so "at most 33 ms" is read as "at most two frames" and compared with half a millisecond to spare.
 */
const FRAME_SLACK_MS = 0.5;
const GOALS = {
  p95FrameMs: (rate) => (rate <= 200 ? 20 : 33),
  maxLongTaskMs: 50,
  heapGrowthMb: 5,
  maxKeptLines: 1000,
  maxLineElements: 100,
};

// ---------------------------------------------------------------------------------------------------
// In-page probe: frame intervals, long tasks, and the DOM and kept-line figures, sampled each frame.

const PROBE = () => {
  const probe = {
    intervals: [],
    longTasks: [],
    longFrames: [],
    maxLineElements: 0,
    maxKeptLines: 0,
    running: false,
  };
  let countText = '';
  let kept = 0;
  const keptLines = () => {
    const text = document.querySelector('[data-testid="log-line-count"]')?.textContent ?? '';
    if (text === countText) return kept;
    countText = text;
    // "1,000 lines" or "12 of 1,000 lines shown": the kept count is the last number.
    const numbers = text.match(/[\d,.\u202f\u00a0]+/g) ?? [];
    kept = numbers.length ? Number(numbers[numbers.length - 1].replace(/[^\d]/g, '')) : 0;
    return kept;
  };
  let last = 0;
  // A live collection: reading its length each frame costs far less than a fresh query, so the probe
  // weighs little on the frames it measures.
  const lineElements = document.getElementsByClassName('log-line');
  const frame = (now) => {
    if (!probe.running) return;
    if (last) probe.intervals.push(now - last);
    last = now;
    probe.maxLineElements = Math.max(probe.maxLineElements, lineElements.length);
    probe.maxKeptLines = Math.max(probe.maxKeptLines, keptLines());
    requestAnimationFrame(frame);
  };
  new PerformanceObserver((list) => {
    if (probe.running) for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  // Long animation frames say which script (and how much rendering) made a frame long.
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      if (!probe.running) return;
      for (const entry of list.getEntries()) {
        const script = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
        probe.longFrames.push({
          duration: Math.round(entry.duration),
          render: Math.round(entry.startTime + entry.duration - entry.renderStart),
          styleAndLayout: Math.round(entry.startTime + entry.duration - entry.styleAndLayoutStart),
          script: script ? `${script.invoker} ${Math.round(script.duration)} ms` : 'no script',
        });
      }
    }).observe({ type: 'long-animation-frame' });
  }
  probe.start = () => {
    probe.intervals = [];
    probe.longTasks = [];
    probe.longFrames = [];
    probe.maxLineElements = 0;
    probe.maxKeptLines = 0;
    probe.running = true;
    last = 0;
    requestAnimationFrame(frame);
  };
  probe.stop = () => {
    probe.running = false;
    return {
      intervals: probe.intervals,
      longTasks: probe.longTasks,
      longFrames: probe.longFrames,
      maxLineElements: probe.maxLineElements,
      maxKeptLines: probe.maxKeptLines,
      rateText: document.querySelector('[data-testid="log-rate"]')?.textContent ?? '',
    };
  };
  window.__logsBench = probe;
};

const taskSeconds = async (cdp) => (await chromiumMetrics(cdp)).TaskDuration ?? 0;

const measure = async (page, cdp, baseUrl, rate) => {
  await api(baseUrl, 'POST', '/__demo/settings', { logRate: rate });
  await page.waitForTimeout(WARM_UP_MS);
  const heapStart = await heapAfterGc(cdp);
  const taskStart = await taskSeconds(cdp);
  const loadBefore = loadavg()[0];
  const startedAt = Date.now();
  if (settings.trace) await startTrace(cdp);
  await page.evaluate(() => window.__logsBench.start());
  await page.waitForTimeout(settings.seconds * 1000);
  const probe = await page.evaluate(() => window.__logsBench.stop());
  if (settings.trace) await saveTrace(cdp, `${settings.trace}-${rate}.json`);
  const elapsed = (Date.now() - startedAt) / 1000;
  const taskEnd = await taskSeconds(cdp);
  const heapEnd = await heapAfterGc(cdp);
  return {
    rate,
    frames: probe.intervals.length,
    p50: percentile(probe.intervals, 50),
    p95: percentile(probe.intervals, 95),
    maxInterval: probe.intervals.length ? Math.max(...probe.intervals) : NaN,
    longTaskCount: probe.longTasks.length,
    longTaskTotal: probe.longTasks.reduce((sum, value) => sum + value, 0),
    longTaskMax: probe.longTasks.length ? Math.max(...probe.longTasks) : 0,
    mainThreadMsPerSecond: ((taskEnd - taskStart) * 1000) / elapsed,
    heapStartMb: heapStart / 2 ** 20,
    heapEndMb: heapEnd / 2 ** 20,
    maxKeptLines: probe.maxKeptLines,
    maxLineElements: probe.maxLineElements,
    shownRate: probe.rateText,
    worstFrames: [...probe.longFrames].sort((a, b) => b.duration - a.duration).slice(0, 3),
    load: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
  };
};

// ---------------------------------------------------------------------------------------------------
// Report

const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

const report = (results) => {
  const rows = [
    ['rAF interval p50 (ms)', (r) => fmt(r.p50)],
    ['rAF interval p95 (ms)', (r) => fmt(r.p95), (r) => r.p95 <= GOALS.p95FrameMs(r.rate) + FRAME_SLACK_MS, (r) => `<= ${GOALS.p95FrameMs(r.rate)}`],
    ['rAF interval max (ms)', (r) => fmt(r.maxInterval)],
    ['frames measured', (r) => String(r.frames)],
    ['long tasks (count)', (r) => String(r.longTaskCount)],
    ['long tasks total (ms)', (r) => fmt(r.longTaskTotal, 0)],
    ['longest task (ms)', (r) => fmt(r.longTaskMax, 0), (r) => r.longTaskMax <= GOALS.maxLongTaskMs, () => `<= ${GOALS.maxLongTaskMs}`],
    ['main thread (ms per s)', (r) => fmt(r.mainThreadMsPerSecond, 0)],
    ['JS heap start (MB, after GC)', (r) => fmt(r.heapStartMb, 2)],
    ['JS heap end (MB, after GC)', (r) => fmt(r.heapEndMb, 2)],
    ['JS heap growth (MB)', (r) => fmt(r.heapEndMb - r.heapStartMb, 2), (r) => r.heapEndMb - r.heapStartMb < GOALS.heapGrowthMb, () => `< ${GOALS.heapGrowthMb}`],
    ['max kept lines', (r) => String(r.maxKeptLines), (r) => r.maxKeptLines <= GOALS.maxKeptLines && r.maxKeptLines > 0, () => `<= ${GOALS.maxKeptLines}`],
    ['max line elements in DOM', (r) => String(r.maxLineElements), (r) => r.maxLineElements < GOALS.maxLineElements, () => `< ${GOALS.maxLineElements}`],
    ['rate shown by the page', (r) => r.shownRate],
    [`machine load (1 min, ${cpus().length} CPUs)`, (r) => r.load],
  ];
  const header = ['', ...results.map((r) => `${r.rate} lines/s`)];
  const table = [header];
  let allMet = true;
  for (const [label, value, met, goal] of rows) {
    const cells = results.map((r) => {
      if (!met) return value(r);
      const ok = met(r);
      allMet &&= ok;
      return `${value(r)} ${ok ? 'ok' : 'MISSED'} (${goal(r)})`;
    });
    table.push([label, ...cells]);
  }
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
  console.log(`\nReal-time logs, CPU slowed ${settings.throttle}x, ${settings.seconds} s per rate\n`);
  console.log(line(table[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of table.slice(1)) console.log(line(row));
  for (const r of results.filter((result) => result.worstFrames.length)) {
    const frames = r.worstFrames.map((f) => `${f.duration} ms (rendering ${f.render} ms of which style, layout and paint ${f.styleAndLayout} ms, longest script: ${f.script})`);
    console.log(`\nLongest frames at ${r.rate} lines/s:\n  ${frames.join('\n  ')}`);
  }
  console.log(`\n${allMet ? 'All goals met.' : 'Some goals were MISSED.'}`);
  if (results.some((r) => Number(r.load.split(' ')[0]) >= cpus().length)) {
    console.log('Note: the machine was busy with other work during the run; frame and task figures are pessimistic.');
  }
  return allMet;
};

// ---------------------------------------------------------------------------------------------------

const main = async () => {
  ensureBuilt(settings);
  const { url, stop } = await startGateway();
  let browser;
  try {
    await api(url, 'POST', '/__demo/settings', { logRate: 0 });
    const { token } = await api(url, 'POST', '/auth/login', CREDENTIALS);
    const domains = await api(url, 'GET', '/domains?page=1&limit=10', undefined, token);
    const domain = (Array.isArray(domains) ? domains : domains.data)[0]?.domain;
    if (!domain) throw new Error('the demo gateway has no domain to stream');

    browser = await launchChromium();
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'token', value: token, url, sameSite: 'Strict' }]);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(PROBE);
    await page.goto(`/domains/${encodeURIComponent(domain)}/logs`);
    await page.getByRole('log', { name: 'Log lines' }).waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.throttle });

    const results = [];
    for (const rate of settings.rates) {
      console.log(`Measuring ${rate} lines/s for ${settings.seconds} s (after ${WARM_UP_MS / 1000} s warm-up)…`);
      results.push(await measure(page, cdp, url, rate));
    }
    await api(url, 'POST', '/__demo/settings', { logRate: 0 });
    if (problems.length) console.log(`Page errors:\n  ${problems.join('\n  ')}`);
    return report(results) && problems.length === 0;
  } finally {
    await browser?.close();
    stop();
  }
};

runBench(main);
