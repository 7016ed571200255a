#!/usr/bin/env node
/** Production bundle (dist/) and the bundled demo gateway (dist-gateway/) that end-to-end tests serve it with. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// A production build whatever the caller runs under (Vitest sets NODE_ENV=test, which would make
// Vite build with the production flag off: no Secure cookie, development logging on).
const env = { ...process.env, NODE_ENV: 'production' };
const step = (args) => {
  const outcome = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (outcome.status !== 0) process.exit(outcome.status ?? 1);
};

step([path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build']);
step([path.join(root, 'scripts', 'build-demo-gateway.mjs')]);
