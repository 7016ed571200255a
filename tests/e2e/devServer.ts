/** Helpers for end-to-end tests that start their own servers on 127.0.0.1 and stop them by PID. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** `npm run dev`'s Vite dev server on a free port, with extra environment (e.g. GATEWAY_URL). */
export const startDevServer = async (extraEnv: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; url: string }> => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NODE_ENV: 'development', NO_COLOR: '1' };
  delete env.GATEWAY_URL;
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      // Colours (on under CI=true) would split the address: match the plain text.
      // eslint-disable-next-line no-control-regex
      output += chunk.toString().replace(/\u001b\[[0-9;]*m/g, '');
      if (output.includes(`127.0.0.1:${port}`)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`vite exited (${code}): ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
};
