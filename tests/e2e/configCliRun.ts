/** `npm run config` as an operator runs it, a child process without a terminal (stdin closed), for the end-to-end tests. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const TSX = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const CLI = path.join(root, 'scripts', 'config-cli.ts');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The command line with `args` in `cwd`, given exactly `env` besides PATH and HOME (no GATEWAY_* of the
 * machine's); no pace unless `paced` (a real gateway's request limit): the demo gateway has none to keep
 * under, and the pace has its own unit test.
 */
export const runConfigCli = (args: string[], { cwd, env, paced = false }: { cwd: string; env: NodeJS.ProcessEnv; paced?: boolean }): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, CLI, ...args], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...(!paced && { GATEWAY_REQUESTS_PER_MINUTE: '0' }), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      // Whatever happened, the operator reads sentences, never a stack trace.
      expect(stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      resolve({ code, stdout, stderr });
    });
  });
