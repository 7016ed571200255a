/**
 * Debian's nginx running deploy/nginx.conf in front of the demo gateway: the sample is used as
 * shipped, with only its three marked lines (listen, root, upstream) pointed at this test's ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './devServer';

const root = path.resolve(import.meta.dirname, '..', '..');
export const NGINX = '/usr/sbin/nginx';

const replaceOnce = (text: string, from: RegExp, to: string) => {
  if (!from.test(text)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
  return text.replace(from, to);
};

export const startNginx = async (gatewayUrl: string): Promise<{ url: string; stop: () => void }> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ingress-nginx-'));
  const port = await freePort();
  const gateway = new URL(gatewayUrl);
  let site = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  site = replaceOnce(site, /listen 8080;/, `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, /root \/usr\/share\/ingress-console;/, `root ${path.join(root, 'dist')};`);
  site = replaceOnce(site, /server 127\.0\.0\.1:3000;/, `server ${gateway.host};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join('\n');
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}\nworker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n` +
      `events { worker_connections 256; }\nhttp {\ninclude /etc/nginx/mime.types;\ndefault_type application/octet-stream;\n` +
      `access_log off;\n${temp}\n${site}\n}\n`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      await fetch(`${url}/index.html`);
      break;
    } catch {
      if (attempt > 100) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () => {
      if (child.pid) process.kill(child.pid);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
