/**
 * End-to-end set-up: the production bundle (dist/) served by the demo gateway over HTTP on 127.0.0.1,
 * exactly as an operator would serve it, event streams included. Builds what is missing, starts the
 * server by spawning node directly and stops it by its own PID.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..', '..');
const gatewayBundle = path.join(root, 'dist-gateway', 'demo-gateway.mjs');

const ensureBuilt = () => {
  if (existsSync(path.join(root, 'dist', 'index.html')) && existsSync(gatewayBundle) && !process.env.E2E_REBUILD) return;
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-all.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
};

export const startGateway = (args: string[] = []): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [gatewayBundle, '--port', '0', '--static', path.join(root, 'dist'), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`demo gateway exited (${code}): ${output}`)));
  });

export default async function setup(project: TestProject) {
  if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium is missing: apt-get install -y chromium');
  ensureBuilt();
  const { child, url } = await startGateway();
  project.provide('baseURL', url);
  return () => {
    if (child.pid) process.kill(child.pid);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
