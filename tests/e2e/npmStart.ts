/**
 * `npm start` run as an operator runs it: npm itself (its CLI spawned by node, not through npx), in a
 * given checkout, on a free port of 127.0.0.1. Stopped by its PID: npm's, as a process manager would;
 * `npm start` then stops its server too, which the helper waits for (the port closed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './devServer';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** npm's own CLI: the one running this test when there is one, else the one installed beside node. */
export const NPM_CLI = [process.env.npm_execpath, path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js')].find(
  (candidate): candidate is string => Boolean(candidate?.endsWith('npm-cli.js') && existsSync(candidate)),
);

/** The environment of a child npm: this one's, without what an outer `npm test` or Vitest set for itself. */
export const npmEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { NO_COLOR: '1' };
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(npm_|VITEST|NODE_ENV$|GATEWAY_URL$|PORT$)/.test(name)) env[name] = value;
  }
  return { ...env, ...extra };
};

export interface RunningStart {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far, standard output and error. */
  output: () => string;
  /** SIGTERM to npm's PID; resolves once the server's port is closed. */
  stop: () => Promise<void>;
}

const portClosed = async (url: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    if (Date.now() > deadline) throw new Error(`${url} still answers after npm start was stopped`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** `npm start [-- args]` in `cwd` with PORT set to a free port; resolves when it prints its address. */
export const npmStart = async ({ cwd = ROOT, args = [] as string[], env = {} as NodeJS.ProcessEnv, timeoutMs = 180_000 } = {}): Promise<RunningStart> => {
  if (!NPM_CLI) throw new Error("npm's CLI (npm-cli.js) was not found beside node");
  const port = await freePort();
  const child = spawn(process.execPath, [NPM_CLI, 'start', ...(args.length ? ['--', ...args] : [])], {
    cwd,
    env: npmEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no address within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^Ingress Console .*: (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}):\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  return {
    child,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
      await exited;
      await portClosed(url, 10_000);
    },
  };
};
