#!/usr/bin/env node
/**
 * `npm run gateway:demo [-- --port 3000]`: the demo gateway as a plain HTTP server on 127.0.0.1 (same
 * handlers and data as in the browser, event streams included, in memory), serving the production
 * build from dist/ when it exists. Builds the gateway bundle first when it is not up to date.
 * `npm start` is the operator's command (scripts/start.mjs); this one is the gateway alone.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILDS, ensureFresh } from './builds.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'dist-gateway', 'demo-gateway.mjs');
await ensureFresh([BUILDS.gateway]);
const args = process.argv.slice(2);
const dist = path.join(root, 'dist');
if (!args.includes('--static') && existsSync(path.join(dist, 'index.html'))) args.push('--static', dist);
const child = spawn(process.execPath, [bundle, ...args], { cwd: root, stdio: 'inherit' });
const stop = () => child.kill();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
