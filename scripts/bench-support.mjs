/**
 * What every `npm run bench:*` script needs: the options on its command line, a fresh production build
 * of the console and the demo gateway, the gateway serving that build on a free port (stopped by its
 * PID), a call to its API, and Debian's Chromium launched the way the end-to-end tests launch it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const gatewayBundle = path.join(root, 'dist-gateway', 'demo-gateway.mjs');

export const CREDENTIALS = { username: 'admin@example.com', password: 'demo-password' };

/** `--name value` from the command line; a flag given without a value reads as `true`. */
export const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = process.argv[index + 1];
  return value === undefined || value.startsWith('--') ? true : value;
};

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
};

/**
 * Builds dist/ and dist-gateway/ when missing or older than their sources (always with `rebuild`).
 * With `build: false` (--no-build) it only checks that both exist.
 */
export const ensureBuilt = ({ build = true, rebuild = false } = {}) => {
  const appBuilt = newestMtime(path.join(root, 'dist', 'index.html'));
  const gatewayBuilt = newestMtime(gatewayBundle);
  if (!build) {
    if (!appBuilt || !gatewayBuilt) throw new Error('--no-build given but dist/ or dist-gateway/ is missing');
    return;
  }
  const sources = Math.max(newestMtime(path.join(root, 'src')), newestMtime(path.join(root, 'index.html')));
  const stale = !appBuilt || appBuilt < sources || !gatewayBuilt || gatewayBuilt < newestMtime(path.join(root, 'mocks'));
  if (!stale && !rebuild) return;
  console.log('Building the console and the demo gateway…');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-all.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
};

/** The demo gateway serving dist/ on a free port of 127.0.0.1; `stop()` ends it by its PID. */
export const startGateway = () =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [gatewayBundle, '--port', '0', '--static', path.join(root, 'dist')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const stop = () => {
      if (child.pid && child.exitCode === null) process.kill(child.pid);
    };
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1], stop });
    });
    child.once('exit', (code) => reject(new Error(`demo gateway exited (${code}): ${output}`)));
  });

/** A JSON call to the gateway's API (with a bearer token when given); throws on an error status. */
export const api = async (baseUrl, method, apiPath, body, token) => {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response.json();
};

export const launchChromium = () => {
  if (!existsSync(CHROMIUM_PATH)) throw new Error('Chromium is missing: apt-get install -y chromium');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
};

/** The value below which p percent of the values lie (nearest rank). */
export const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

export const median = (values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The page's JS heap in bytes after a full garbage collection: CDP `HeapProfiler.collectGarbage`, then
 * `Runtime.getHeapUsage` (its `usedSize`: live objects of the page's V8 isolate).
 */
export const heapAfterGc = async (cdp) => {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
};

/** Chromium's cumulative main-thread metrics in seconds (`Performance.enable` first): TaskDuration, ScriptDuration… */
export const chromiumMetrics = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
};

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];

/** Starts a DevTools performance trace (end it with saveTrace). */
export const startTrace = (cdp) => cdp.send('Tracing.start', { categories: TRACE_CATEGORIES.join(','), transferMode: 'ReturnAsStream' });

/** Ends the trace started by startTrace and writes it to `file` (open it in Chromium's Performance panel). */
export const saveTrace = async (cdp, file) => {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  const chunks = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream });
    chunks.push(base64Encoded ? Buffer.from(data, 'base64') : Buffer.from(data));
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  writeFileSync(file, Buffer.concat(chunks));
  console.log(`Trace written to ${file}`);
};

/**
 * Prints a table of figures, some against a budget, and says whether every budget was met.
 * `rows`: [label, value(result), met?(result), budget?(result)] (a budget of null: none for that result);
 * `columns`: the results' headings.
 */
export const printBudgetTable = (title, columns, results, rows) => {
  const table = [['', ...columns]];
  let allMet = true;
  for (const [label, value, met, budget] of rows) {
    table.push([
      label,
      ...results.map((result) => {
        // No budget for this result (e.g. a reference speed): the figure alone.
        if (!met || budget(result) == null) return String(value(result));
        const ok = met(result);
        allMet &&= ok;
        return `${value(result)} ${ok ? 'ok' : 'MISSED'} (${budget(result)})`;
      }),
    ]);
  }
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
  console.log(`\n${title}\n`);
  console.log(line(table[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of table.slice(1)) console.log(line(row));
  return allMet;
};

/** Runs a benchmark's main function: exit status 0 when it reports success, 1 when it fails or throws. */
export const runBench = (main) =>
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
