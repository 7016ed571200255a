#!/usr/bin/env node
/**
 * `npm test`: the checks in order, continuing past failures so one run tells everything, each stage
 * with its time. Static checks count as one test each; Vitest results are read from its JSON reports.
 * Ends with the line CI reads: `N passed, N failed`.
 *
 *   npm test                  what a maintainer runs (within 10 minutes on 2 cores): static checks, unit,
 *                             integration, the production build and the end-to-end journeys of E2E_CORE
 *   npm test -- --all         everything (CI): every end-to-end file and the real-gateway suites
 *   npm run test:quick        types, lint and the unit project (within 2 minutes)
 *
 * Before the browser tests, Debian's Chromium and nginx: installed when missing and run as root, else
 * the run stops at once with the command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureSystemPackages } from './system-packages.mjs';

const all = process.argv.includes('--all');
const quick = process.argv.includes('--quick');

/** The node journey, live logs, sessions and the built console's own promises: the end-to-end files `npm test` runs without --all (the rest are in --all and CI). */
const E2E_CORE = ['nodes', 'logs', 'sessions', 'production'].map((name) => `tests/e2e/${name}.e2e.ts`);

if (!quick && !ensureSystemPackages()) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];

const started = Date.now();
const stages = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const start = Date.now();
  const outcome = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  stages.push([label, Date.now() - start]);
  console.log(`◀ ${label}: ${seconds(Date.now() - start)}`);
  return outcome.status === 0;
};

const check = (label, command, args) => {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
};

/** A failure's first line and where in the test file it happened (the JSON report keeps colour codes). */
const why = (message = '', rel = '') => {
  const lines = stripVTControlCharacters(message).split('\n');
  const first = lines.find((line) => line.trim())?.trim() ?? '';
  const at = lines.find((line) => line.includes(rel))?.trim() ?? '';
  return at ? `${first} (${at})` : first;
};

const vitest = (project, files = []) => {
  const report = path.join(results, `${project}.json`);
  const ok = run(`vitest (${project}${files.length ? `: ${files.length} files` : ''})`, bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...files,
  ]);
  if (!existsSync(report)) {
    failed += 1;
    failures.push(`vitest ${project}: no report`);
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  // A file that fails outside its tests (a crash on import, a failing beforeAll hook that skips
  // them) counts as one failure too.
  const broken = summary.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  failed += broken.length;
  // Named at the end, beside the final line, since CI keeps only the tail of a long run.
  for (const file of summary.testResults) {
    const rel = path.relative(root, file.name);
    // With the first line of why, so a failure seen once in CI's tail can be told from another.
    for (const test of file.assertionResults.filter((t) => t.status === 'failed'))
      failedTests.push(`${project}: ${rel} > ${test.fullName}\n      ${why(test.failureMessages?.[0], rel)}`);
    if (broken.includes(file)) failedTests.push(`${project}: ${rel} (outside its tests: ${(file.message ?? '').split('\n')[0]})`);
  }
  // Whatever the reports say, a failing run is never reported as all green.
  if (!ok && summary.numFailedTests + broken.length === 0) failed += 1;
  if (!ok) failures.push(`vitest ${project}`);
};

check('type check', bin('tsc'), ['--noEmit', '-p', '.']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
if (!quick) {
  check('import boundaries (no cycle, no upward import, declared packages only)', bin('depcruise'), ['src', 'mocks', 'tests', 'scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']);
  check('openapi lint', process.execPath, ['scripts/lint-openapi.mjs']);
  check('contract drift (schema.gen.ts vs openapi.yaml)', process.execPath, ['scripts/check-api-types.mjs']);
  check('contract drill (renames in openapi.yaml break every layer)', process.execPath, ['scripts/contract-drill.mjs']);
}
vitest('unit');
if (!quick) {
  vitest('integration');
  check('production build', process.execPath, ['scripts/build-all.mjs']);
  vitest('e2e', all ? [] : E2E_CORE);
  // The real Wiredoor gateway: .ci/run starts one and sets GATEWAY_E2E_URL (README, "Testing against the
  // real gateway"). Without one, its suites report themselves skipped, with the reason; a gateway that
  // was meant to run and did not is a failure.
  if (!all) console.log('\n▶ real-gateway suites: not in this run (npm test -- --all, or npm run test:gateway)');
  else if (process.env.GATEWAY_E2E_BROKEN) {
    console.log(`\n▶ real-gateway suites: ${process.env.GATEWAY_E2E_BROKEN}`);
    failed += 1;
    failures.push('real gateway');
  } else vitest('gateway');
}

console.log(`\nStages:\n${stages.map(([label, ms]) => `  ${seconds(ms).padStart(6)}  ${label}`).join('\n')}\n  ${seconds(Date.now() - started).padStart(6)}  in all`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((name) => `  - ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
