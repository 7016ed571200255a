// @vitest-environment node
/**
 * Issue 41 point 8: an access line's status gives it a level, 5xx an error and 4xx a warning, whatever
 * the client wrote in its request or agent. Checked on lines written by Debian's nginx itself (the
 * `combined` format the gateway logs HTTP with), on lines of the demo's generator (both formats) and on
 * the formats as API-FACTS §6.3 writes them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogLines } from '../../../mocks/log-lines';
import { classifyLogLevel, type LogLevel } from '../../../src/logs/logLevel';

const NGINX = '/usr/sbin/nginx';

const levelOfStatus = (status: number): LogLevel => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'other');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('access lines written by nginx', () => {
  let dir: string;
  let nginx: ChildProcess;
  let port: number;

  /** A request with its path and agent sent as written (no client-side escaping). */
  const send = (pathName: string, agent = 'curl/8.5.0') =>
    new Promise<number>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, path: pathName, headers: { 'User-Agent': agent } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      sent.on('error', reject);
      sent.end();
    });

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: npm test installs it (sudo apt-get install -y nginx)`);
    dir = mkdtempSync(path.join(os.tmpdir(), 'access-levels-'));
    mkdirSync(path.join(dir, 'html'));
    port = await freePort();
    const closed = await freePort();
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`).join('\n');
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  ${temp}
  access_log ${dir}/access.log combined;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/html;
    location = /ok { return 200 "ok"; }
    location = /moved { return 301 /ok; }
    location = /gone { return 410; }
    location = /busy { return 503; }
    location = /broken { proxy_pass http://127.0.0.1:${closed}; }
  }
}
`,
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    await vi.waitFor(
      async () => {
        if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
        expect(await send('/ok')).toBe(200);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  afterAll(() => {
    if (nginx?.pid && nginx.exitCode === null) process.kill(nginx.pid);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('gives each line the level of its status, never of what the client wrote', async () => {
    const asked: [string, string, number][] = [
      ['/ok', 'curl/8.5.0', 200],
      ['/moved', 'curl/8.5.0', 301],
      ['/missing/[ERROR]', 'Mozilla/5.0 [DEBUG]', 404],
      ['/gone', 'curl/8.5.0', 410],
      ['/busy', 'Prometheus/2.53.0', 503],
      ['/broken', 'curl/8.5.0', 502],
      ['/ok?note=[ERROR]', '[ERROR] "quoted" agent', 200],
    ];
    for (const [pathName, agent, status] of asked) expect(await send(pathName, agent)).toBe(status);

    const log = path.join(dir, 'access.log');
    const lines = () => readFileSync(log, 'utf8').trim().split('\n');
    // The probe requests of the start-up come first; the asked ones are the last lines nginx wrote.
    await expect.poll(() => lines().length).toBeGreaterThanOrEqual(asked.length + 1);
    const written = lines().slice(-asked.length);
    expect(written.map((line) => line.split('"')[2].trim().split(' ')[0])).toEqual(asked.map(([, , status]) => String(status)));
    expect(written.map(classifyLogLevel)).toEqual(['other', 'other', 'warn', 'warn', 'error', 'error', 'other']);
  });
});

describe('access lines of the demo gateway and of API-FACTS', () => {
  it('levels every generated HTTP and TCP line by its status, and every application line by its tag', () => {
    const seen = new Set<string>();
    for (const source of [
      { kind: 'http' as const, seed: 7, paths: ['/', '/api'] },
      { kind: 'tcp' as const, seed: 9, proto: 'tcp' as const, upstream: '10.0.0.2:1883' },
      { kind: 'tcp' as const, seed: 11, proto: 'udp' as const, upstream: '10.0.0.3:53' },
    ]) {
      const next = createLogLines(source);
      for (let at = 0; at < 400; at += 1) {
        const line = next(Date.UTC(2025, 0, 31, 12, 0, at));
        const tag = /^\S+ \S+ \[(ERROR|WARN|WARNING|INFO|DEBUG)\]/.exec(line)?.[1];
        if (tag) {
          expect(classifyLogLevel(line), line).toBe({ ERROR: 'error', WARN: 'warn', WARNING: 'warn', INFO: 'info', DEBUG: 'debug' }[tag]);
          continue;
        }
        // The status follows the quoted request (HTTP) or the protocol (TCP/UDP).
        const status = Number(source.kind === 'http' ? line.split('"')[2].trim().split(' ')[0] : line.split(' ')[4]);
        expect(classifyLogLevel(line), line).toBe(levelOfStatus(status));
        seen.add(`${source.kind} ${levelOfStatus(status)}`);
      }
    }
    // Each kind of line met each level it can have.
    expect([...seen].sort()).toEqual(['http error', 'http other', 'http warn', 'tcp error', 'tcp other', 'tcp warn']);
  });

  it.each([
    ['203.0.113.7 - - [31/Jan/2025:12:00:00 +0000] "GET /app HTTP/1.1" 200 612 "-" "curl/8.5.0"', 'other'],
    ['203.0.113.7 - alice [31/Jan/2025:12:00:00 +0000] "POST /login HTTP/2.0" 401 0 "https://app.example.com/" "Mozilla/5.0"', 'warn'],
    ['2001:db8::1f - - [31/Jan/2025:12:00:00 +0100] "GET /api HTTP/1.1" 504 167 "-" "Go-http-client/1.1"', 'error'],
    ['203.0.113.7 - - [31/Jan/2025:12:00:00 +0000] "\\x16\\x03\\x01" 400 157 "-" "-"', 'warn'],
    ['203.0.113.7 - - [31/Jan/2025:12:00:00 +0000] "GET /[INFO]?x=[ERROR] HTTP/1.1" 302 0 "-" "[WARN]"', 'other'],
    ['198.51.100.23 [31/Jan/2025:12:00:00 +0000] TCP 200 5120 2048 12.004 "10.0.0.2:1883" "2048" "5120" "0.001"', 'other'],
    ['198.51.100.23 [31/Jan/2025:12:00:00 +0000] UDP 403 0 0 0.000 "-" "-" "-" "-"', 'warn'],
    ['198.51.100.23 [31/Jan/2025:12:00:00 +0000] TCP 502 0 0 3.001 "10.0.0.2:5432" "0" "0" "-"', 'error'],
  ])('%s → %s', (line, level) => {
    expect(classifyLogLevel(line)).toBe(level);
  });

  it('keeps the tags of lines that are not access lines', () => {
    expect(classifyLogLevel('2025/01/31 12:00:00 [ERROR] *41 connect() failed (111: Connection refused)')).toBe('error');
    expect(classifyLogLevel('Getting logs...')).toBe('other');
    expect(classifyLogLevel('status 500 in [WARN] text')).toBe('warn');
  });
});
