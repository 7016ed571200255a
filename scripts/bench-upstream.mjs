/**
 * What the side-by-side benchmarks (bench:load, bench:nodes) share: the upstream Vue console's build,
 * both consoles served by demo gateways holding the same fleet, how each console is driven, the fleet
 * sizes to measure, and the table comparing the two with ratio budgets.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { api, CREDENTIALS, median, newestMtime, option, startGateway } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildScript = path.resolve(root, '..', 'shared', 'gateway', 'build.sh');
const defaultBuildDir = path.join(root, '.gateway');

/**
 * The upstream console's production build: `--upstream DIR`, else `.gateway/vue-dist`, built there by
 * `../shared/gateway/build.sh .gateway` when missing (a few minutes the first time, no root needed).
 * Throws, saying why, when there is none.
 */
export const upstreamDist = () => {
  const given = option('upstream', '');
  if (given) {
    const dir = path.resolve(String(given));
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`--upstream ${given}: no index.html there (a vue-dist/ of build.sh is expected)`);
    }
    return dir;
  }
  const dir = path.join(defaultBuildDir, 'vue-dist');
  if (existsSync(path.join(dir, 'index.html'))) return dir;
  if (!existsSync(buildScript)) {
    throw new Error(
      `The upstream console is not built (${dir} is missing) and ${buildScript} is not there to build it; give --upstream DIR`,
    );
  }
  console.log(`Building the upstream console: ${buildScript} .gateway (a few minutes the first time)…`);
  const built = spawnSync(buildScript, [defaultBuildDir], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(path.join(dir, 'index.html'))) {
    const why = `exit status ${built.status}${built.error ? `, ${built.error.message}` : ''}`;
    throw new Error(`${buildScript} .gateway failed (${why}); give --upstream DIR`);
  }
  return dir;
};

const floorSource = path.join(root, 'scripts', 'bench-floor');
const floorDir = path.join(root, 'dist-floor');

/**
 * The stack floor's production build (scripts/bench-floor: react-admin's sign-in page, a home, a bare
 * nodes list, a node's page and a domains list, nothing of this console), built into dist-floor/ with
 * Vite's defaults when its sources are newer.
 */
export const floorDist = async () => {
  // Built already from the same sources: another run may be serving it.
  if (newestMtime(path.join(floorDir, 'index.html')) > newestMtime(floorSource)) return floorDir;
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await build({
    root: floorSource,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: floorDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return floorDir;
};

/** The first row of a nodes list on screen (both consoles: a node's name links to /nodes/<id>). */
export const FIRST_ROW_SELECTOR = 'main table tbody tr a[href^="/nodes/"]';

/**
 * The two consoles and what differs in driving them. Both sign in with labelled 'Username' and
 * 'Password' fields and a 'Sign in' button, land on a home page titled "Welcome…", keep the sign-in
 * redirect in localStorage's `redirect`, read the token from the `token` cookie, and list nodes at /nodes.
 */
const CONSOLES = [
  {
    key: 'ours',
    label: 'this console',
    sidebarLink: (page) => page.getByRole('navigation').getByRole('link', { name: 'Client / Nodes', exact: true }),
  },
  {
    key: 'upstream',
    label: 'upstream console',
    // Its sidebar is a plain element (no navigation landmark); at 1280 px it shows the icons only.
    sidebarLink: (page) => page.locator('#sidebar').getByRole('link', { name: 'Client / Nodes', exact: true }),
  },
];

/** With --floor: the bare react-admin console of floorDist, measured like the two others. */
const FLOOR = {
  key: 'floor',
  label: 'stack floor',
  // react-admin's menu entries are menu items that link.
  sidebarLink: (page) => page.getByRole('menuitem', { name: 'Client / Nodes', exact: true }),
};

/**
 * Starts one demo gateway per console (ours serving dist/, or `oursDir` when given, the other the
 * upstream build, and the stack floor's build when `floor` names it): each then holds the same generated
 * fleet (seedFleet). `stop()` ends them all by their PIDs.
 */
export const startConsoles = async (upstreamDir, floor, oursDir) => {
  const started = [];
  const staticDirs = { ours: oursDir, upstream: upstreamDir, floor };
  try {
    for (const consoleInfo of floor ? [...CONSOLES, FLOOR] : CONSOLES) {
      const staticDir = staticDirs[consoleInfo.key];
      started.push({ ...consoleInfo, ...(await startGateway(staticDir ? { staticDir } : {})) });
    }
  } catch (error) {
    for (const gateway of started) gateway.stop();
    throw error;
  }
  return { consoles: started, stop: () => started.forEach((gateway) => gateway.stop()) };
};

/**
 * Reseeds every console's gateway with `nodeCount` nodes (the demo seed topped up with generated ones,
 * the same on each: the generator is seeded by the count) and no log traffic.
 */
export const seedFleet = async (consoles, nodeCount) => {
  for (const { url } of consoles) {
    const seeded = await api(url, 'POST', '/__demo/settings', { nodeCount, logRate: 0 });
    if (seeded.nodeCount !== nodeCount) throw new Error(`the demo gateway holds ${seeded.nodeCount} nodes, not ${nodeCount}`);
  }
};

/** Signs in on every console's gateway through the API: `token` for pages that carry the token cookie. */
export const signInConsoles = async (consoles) => {
  for (const consoleInfo of consoles) consoleInfo.token = (await api(consoleInfo.url, 'POST', '/auth/login', CREDENTIALS)).token;
};

/** A browser context signed in on `consoleInfo` (signInConsoles): the `token` cookie every console reads. */
export const signedInContext = async (browser, consoleInfo, options = {}) => {
  const { url, token } = consoleInfo;
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 }, ...options });
  await context.addCookies([{ name: 'token', value: token, url, sameSite: 'Strict', secure: true }]);
  return context;
};

/**
 * A node every console's gateway holds after seedFleet (the same generated fleet): the first remote node
 * of the list's first page, { id, name }.
 */
export const sharedNode = async (consoles) => {
  const [first] = consoles;
  const page = await api(first.url, 'GET', '/nodes?page=1&limit=10', undefined, first.token);
  const node = page.data.find((candidate) => !candidate.isLocal);
  if (!node) throw new Error('no remote node on the first page');
  for (const { url, token } of consoles) {
    const same = await api(url, 'GET', `/nodes/${node.id}`, undefined, token);
    if (same.name !== node.name) throw new Error(`node ${node.id} differs between the gateways`);
  }
  return { id: node.id, name: node.name };
};

/**
 * The fleet sizes to measure: `--sizes 16:2,10000,100000:1` (a size, then optionally `:runs`; without,
 * --runs) plus --nodes, the sizes whose budgets decide the exit status (`--nodes 250,1000`).
 */
export const fleetSizes = (defaultSizes, runs, defaultGating = '10000') => {
  const gating = String(option('nodes', defaultGating)).split(',').filter(Boolean).map(Number);
  const sizes = String(option('sizes', defaultSizes))
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [count, sizeRuns] = entry.split(':').map(Number);
      const gates = gating.includes(count);
      return { nodes: count, runs: gates ? runs : (sizeRuns ?? runs), gating: gates };
    });
  for (const nodes of gating) if (!sizes.some((size) => size.nodes === nodes)) sizes.push({ nodes, runs, gating: true });
  if (sizes.some((size) => !Number.isInteger(size.nodes) || size.nodes < 1 || !(size.runs >= 1))) {
    throw new Error(`bad --sizes/--nodes: ${JSON.stringify(sizes)}`);
  }
  return sizes.sort((a, b) => a.nodes - b.nodes);
};

/** Runs `measure(console, run)` `runs` times per console, alternating consoles run by run. */
export const alternating = async (consoles, runs, measure) => {
  const results = Object.fromEntries(consoles.map(({ key }) => [key, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const consoleInfo of consoles) results[consoleInfo.key].push(await measure(consoleInfo, run));
  }
  return results;
};

export const MB = 1024 * 1024;

/** Budgets of the side-by-side tables: `met(ours, upstream)` on the medians. */
export const BUDGETS = {
  ratio: { text: 'ratio <= 1.00', met: (ours, upstream) => ours <= upstream },
  ratio12: { text: 'ratio <= 1.20', met: (ours, reference) => ours <= 1.2 * reference },
  none: { text: 'none', met: (ours) => ours === 0 },
  floorHeap: { text: '<= floor + 3 MB', met: (ours, floor) => ours <= floor + 3 * MB },
  stall: { text: '<= 200 ms', met: (ours) => ours <= 200 },
};

const UNITS = {
  ms: (value) => `${Math.round(value).toLocaleString('en-US')} ms`,
  KB: (value) => `${Math.round(value / 1024).toLocaleString('en-US')} KB`,
  MB: (value) => `${(value / MB).toFixed(1)} MB`,
  count: (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1)),
};

const describe = (values, unit) => {
  const kept = values.filter(Number.isFinite);
  if (kept.length === 0) return 'n/a';
  const format = UNITS[unit];
  const middle = format(median(kept));
  return kept.length === 1 ? middle : `${middle} (${format(Math.min(...kept))}–${format(Math.max(...kept))})`;
};

const ratioOf = (ours, upstream) => {
  if (!Number.isFinite(ours) || !Number.isFinite(upstream)) return 'n/a';
  if (upstream === 0) return ours === 0 ? '—' : '∞';
  return (ours / upstream).toFixed(2);
};

/**
 * Prints a figure per row for both consoles (median, and min–max over the runs), their ratio, and the
 * budget with its verdict. `rows`: { label, unit: 'ms' | 'KB' | 'MB' | 'count', ours: number[],
 * upstream: number[], budget?: BUDGETS.x }. With `gating` false the verdicts are shown in parentheses
 * and do not count. Returns whether every budget was met.
 */
export const printComparison = (title, rows, { gating = true, name = 'this console', against = 'upstream console' } = {}) => {
  const table = [['', `${name}: median (min–max)`, `${against}: median (min–max)`, 'ratio', 'budget', '']];
  let allMet = true;
  for (const { label, unit, ours, upstream, budget } of rows) {
    const [oursMedian, upstreamMedian] = [median(ours.filter(Number.isFinite)), median(upstream.filter(Number.isFinite))];
    let verdict = '';
    if (budget) {
      // A figure that could not be measured (a timeout) misses its budget.
      const met = Number.isFinite(oursMedian) && Number.isFinite(upstreamMedian) && budget.met(oursMedian, upstreamMedian);
      if (gating) allMet &&= met;
      verdict = gating ? (met ? 'ok' : 'MISSED') : met ? '(ok)' : '(over)';
    }
    const ratio = ratioOf(oursMedian, upstreamMedian);
    table.push([label, describe(ours, unit), describe(upstream, unit), ratio, budget?.text ?? '', verdict]);
  }
  // Figures alone: no budget columns.
  const hasBudgets = rows.some((row) => row.budget);
  if (!hasBudgets) for (const row of table) row.splice(4, 2);
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  // Labels and budgets to the left, figures to the right.
  const line = (row) => row.map((cell, column) => cell[column % 4 === 0 ? 'padEnd' : 'padStart'](widths[column])).join(' | ');
  console.log(`\n${title}\n`);
  console.log(line(table[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of table.slice(1)) console.log(line(row));
  if (!gating && hasBudgets) console.log('(figures only: these verdicts do not decide the exit status)');
  return allMet;
};

/**
 * A row of printComparison from each console's runs (`results.ours`, or `results[key]`, beside
 * `results[against]`, upstream's by default): the figure `name` of every run (NaN where a run has none),
 * with its label, unit and budget.
 */
export const comparisonRows = (results, key = 'ours', against = 'upstream') => {
  const pick = (from, name) => results[from].map((result) => result?.[name] ?? NaN);
  return (label, name, unit, budget) => ({ label, unit, budget, ours: pick(key, name), upstream: pick(against, name) });
};
