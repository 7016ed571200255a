#!/usr/bin/env node
/**
 * `npm run bench:bundle`: gzip size of the JavaScript and CSS the sign-in page needs (what index.html
 * loads and preloads) and of the whole app, chunk by chunk.
 * Builds dist/ first unless --no-build is given. `--budget-kb N` fails when the sign-in page exceeds N.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const args = process.argv.slice(2);
const budgetIndex = args.indexOf('--budget-kb');
const budgetKb = budgetIndex >= 0 ? Number(args[budgetIndex + 1]) : undefined;

if (!args.includes('--no-build')) {
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

/**
 * Files loaded before the sign-in form can show: what index.html loads (its module script, the files it
 * preloads, its styles). main.tsx imports the sign-in page's root, which index.html preloads.
 */
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const signInFiles = new Set(
  [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
);

const assets = readdirSync(path.join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `assets/${file}`);

const rows = assets
  .map((file) => ({ file, gzip: gz(file), signIn: signInFiles.has(file) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('gzip KB  sign-in  chunk');
for (const row of rows) console.log(`${kb(row.gzip)}  ${row.signIn ? '   yes ' : '       '}  ${row.file}`);
const signIn = rows.filter((row) => row.signIn).reduce((sum, row) => sum + row.gzip, 0);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`\nsign-in page: ${kb(signIn).trim()} KB gzip (JS + CSS)`);
console.log(`whole app:    ${kb(total).trim()} KB gzip in ${rows.length} chunks`);
if (budgetKb !== undefined) {
  const ok = signIn / 1024 <= budgetKb;
  console.log(`budget ${budgetKb} KB: ${ok ? 'met' : 'EXCEEDED'}`);
  if (!ok) process.exit(1);
}
