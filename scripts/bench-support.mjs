/**
 * What every `npm run bench:*` script needs: the options on its command line, a fresh production build
 * of the console and the demo gateway, the gateway serving that build on a free port (stopped by its
 * PID), a call to its API, and Debian's Chromium launched the way the end-to-end tests launch it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BUILDS, isFresh } from './builds.mjs';
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

/** The newest modification time (ms) of a file or of anything in a folder; 0 when missing. */
export const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
};

/**
 * Builds dist/ and dist-gateway/ when missing or not up to date with their sources (scripts/builds.mjs;
 * always with `rebuild`). With `build: false` (--no-build) it only checks that both exist.
 */
export const ensureBuilt = ({ build = true, rebuild = false } = {}) => {
  if (!build) {
    if (!existsSync(path.join(root, 'dist', 'index.html')) || !existsSync(gatewayBundle)) throw new Error('--no-build given but dist/ or dist-gateway/ is missing');
    return;
  }
  if (!rebuild && isFresh(BUILDS.console) && isFresh(BUILDS.gateway)) return;
  console.log('Building the console and the demo gateway…');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-all.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
};

/**
 * The demo gateway serving a built console (dist/ unless `staticDir` names another) on a free port of
 * 127.0.0.1; `stop()` ends it by its PID.
 */
export const startGateway = ({ staticDir = path.join(root, 'dist') } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [gatewayBundle, '--port', '0', '--static', staticDir], {
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

/**
 * Chromium as the end-to-end tests launch it. `loopbackOnly`: every host name fails to resolve at once,
 * so that a console asking for an outside resource (the upstream console's web font) fails the same
 * quick way on every run instead of waiting for whatever DNS the machine has.
 */
export const launchChromium = ({ loopbackOnly = false } = {}) => {
  if (!existsSync(CHROMIUM_PATH)) throw new Error('Chromium is missing: apt-get install -y chromium');
  const args = loopbackOnly ? [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] : CHROMIUM_ARGS;
  return chromium.launch({ executablePath: CHROMIUM_PATH, args });
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
 * What one `Runtime.getHeapUsage` answer counts: the live objects of the V8 isolate (`usedSize`) and
 * the ArrayBuffers' contents (`backingStorageSize`), which V8 keeps outside its heap. Without them a
 * typed array would hide its bytes (the fleet's history keeps its columns in typed arrays).
 */
const heapOf = (usage) => (usage?.usedSize ?? 0) + (usage?.backingStorageSize ?? 0);

/**
 * The page's JS heap in bytes after a full garbage collection: CDP `HeapProfiler.collectGarbage`, then
 * `Runtime.getHeapUsage` (heapOf).
 */
export const heapAfterGc = async (cdp) => {
  await cdp.send('HeapProfiler.collectGarbage');
  return heapOf(await cdp.send('Runtime.getHeapUsage'));
};

/**
 * The page's dedicated workers, attached through the page's own DevTools session (`Target.setAutoAttach`,
 * not flattened: Playwright's CDPSession cannot address a child session, so commands travel inside
 * `Target.sendMessageToTarget`). Call before the page is opened: each worker is held at its start until
 * the `setup` steps given so far have run on it (e.g. Network.enable, so that none of its requests is
 * missed), then resumed. A worker's requests and timings are its own: the page's session does not see them.
 *   send(method, params): to every live worker, resolves to their answers;
 *   on(method, handler): the workers' events, as handler(params, sessionId);
 *   setup(step): runs `step(sendToThatWorker)` on every worker, now and when one starts.
 */
export const attachWorkers = async (cdp) => {
  const workers = new Set();
  const prepared = new Set();
  const pending = new Map();
  const listeners = new Map();
  const steps = [];
  let nextId = 1;
  const sendTo = (sessionId, method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId;
      nextId += 1;
      pending.set(id, (answer) => {
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve(answer.result);
      });
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    try {
      if (targetInfo.type === 'worker') {
        workers.add(sessionId);
        for (const step of steps) await step((method, params) => sendTo(sessionId, method, params));
        prepared.add(sessionId);
      }
    } catch {
      // The page closed while its worker was starting: nothing left to set up.
    } finally {
      // Anything attached waits for us (waitForDebuggerOnStart): let it run.
      await sendTo(sessionId, 'Runtime.runIfWaitingForDebugger').catch(() => undefined);
    }
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => {
    workers.delete(sessionId);
    prepared.delete(sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const parsed = JSON.parse(message);
    if (parsed.id !== undefined) {
      pending.get(parsed.id)?.(parsed);
      pending.delete(parsed.id);
    } else {
      for (const handler of listeners.get(parsed.method) ?? []) handler(parsed.params, sessionId);
    }
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return {
    count: () => workers.size,
    /**
     * Workers whose every setup step has been applied. Playwright's own session may let a worker run
     * before then, so a worker's very first requests can go unseen; what it asks later is seen.
     */
    prepared: () => prepared.size,
    // A worker that ends meanwhile answers nothing.
    send: (method, params) =>
      Promise.all([...workers].map((sessionId) => sendTo(sessionId, method, params).catch(() => undefined))),
    on: (method, handler) => listeners.set(method, [...(listeners.get(method) ?? []), handler]),
    setup: async (step) => {
      steps.push(step);
      await Promise.all([...workers].map((sessionId) => step((method, params) => sendTo(sessionId, method, params))));
    },
  };
};

/**
 * JS heap in bytes of the page and of its dedicated workers (attachWorkers), each after a full GC: a
 * fleet parsed in a Worker still takes the operator's memory.
 */
export const heapWithWorkersAfterGc = async (cdp, workers) => {
  // Console messages kept for DevTools hold their arguments alive (the upstream console logs every request).
  await cdp.send('Runtime.discardConsoleEntries');
  const page = await heapAfterGc(cdp);
  await workers.send('HeapProfiler.collectGarbage');
  const inWorkers = (await workers.send('Runtime.getHeapUsage')).reduce((sum, usage) => sum + heapOf(usage), 0);
  return { page, workers: inWorkers, total: page + inWorkers };
};

/**
 * What a page and its workers (attachWorkers; call both before the page loads) ask of the network, from
 * the DevTools protocol's Network events: the bytes received, headers and body as they crossed the wire
 * (`encodedDataLength`), event streams included while they are still open, and each request with its
 * times. Every time is the wall clock in ms, to compare with the page's own clock
 * (`performance.timeOrigin + performance.now()`).
 */
export const trackNetwork = async (cdp, workers) => {
  const requests = new Map();
  const clockOffsets = new Map();
  const arrivals = [];
  const wall = (source, timestamp) => timestamp * 1000 + clockOffsets.get(source);
  const arrived = (source, requestId, timestamp, bytes) => {
    const request = requests.get(`${source}:${requestId}`);
    if (!request || !bytes) return;
    request.bytes += bytes;
    request.firstDataAt ??= wall(source, timestamp);
    arrivals.push({ at: wall(source, timestamp), bytes, url: request.url });
  };
  // `on(method, handler)` calls handler(params, source): the page's session, or a worker's.
  const listen = (on) => {
    on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime, type }, source) => {
      // Monotonic timestamps (s) → wall clock (ms), from the first request's pair.
      if (!clockOffsets.has(source)) clockOffsets.set(source, wallTime * 1000 - timestamp * 1000);
      const key = `${source}:${requestId}`;
      if (requests.has(key)) return;
      requests.set(key, {
        source,
        url: request.url,
        method: request.method,
        type,
        stream: type === 'EventSource',
        sentAt: wall(source, timestamp),
        bytes: 0,
        cached: false,
        failed: false,
      });
    });
    on('Network.requestServedFromCache', ({ requestId }, source) => {
      const request = requests.get(`${source}:${requestId}`);
      if (request) request.cached = true;
    });
    on('Network.responseReceived', ({ requestId, response, timestamp }, source) => {
      const request = requests.get(`${source}:${requestId}`);
      if (request) {
        request.headersAt = wall(source, timestamp);
        request.cached ||= Boolean(response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker);
      }
      arrived(source, requestId, timestamp, response.encodedDataLength);
    });
    on('Network.dataReceived', ({ requestId, encodedDataLength, timestamp }, source) =>
      arrived(source, requestId, timestamp, encodedDataLength),
    );
    // The finished total is authoritative (some bodies report no dataReceived lengths).
    on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }, source) => {
      const request = requests.get(`${source}:${requestId}`);
      arrived(source, requestId, timestamp, encodedDataLength - (request?.bytes ?? encodedDataLength));
      if (request) request.endAt = wall(source, timestamp);
    });
    on('Network.loadingFailed', ({ requestId, timestamp }, source) => {
      const request = requests.get(`${source}:${requestId}`);
      if (request) Object.assign(request, { endAt: wall(source, timestamp), failed: true });
    });
  };
  listen((method, handler) => cdp.on(method, (params) => handler(params, 'page')));
  await cdp.send('Network.enable');
  if (workers) {
    listen(workers.on);
    await workers.setup((send) => send('Network.enable'));
  }
  const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
  return {
    /** Bytes that arrived up to `wallMs` (all when absent). */
    until: (wallMs = Infinity) => sum(arrivals.filter((entry) => entry.at <= wallMs)),
    /** Bytes that arrived after `fromMs` and up to `toMs` (wall clock) from URLs `filter(url)` keeps. */
    between: (fromMs, toMs, filter = () => true) =>
      sum(arrivals.filter((entry) => entry.at > fromMs && entry.at <= toMs && filter(entry.url))),
    /**
     * Every request so far: { source ('page' or a worker's session), url, method, type, stream, sentAt,
     * headersAt?, firstDataAt?, endAt?, bytes, cached, failed } (bench-network.mjs reads them).
     */
    requests: () => [...requests.values()],
  };
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

/** A measurement that fails (a timeout at a large fleet) counts as missing, not as the end of the run. */
export const attempt = async (what, action) => {
  try {
    return await action();
  } catch (error) {
    console.log(`  ${what}: FAILED (${error.message.split('\n')[0]})`);
    return null;
  }
};
