/**
 * Generated log lines in the formats the reference's nginx writes (API-FACTS §6.3): the `combined`
 * access-log format for HTTP and the `stream_logs` format for TCP/UDP, mixed with application lines
 * carrying [ERROR]/[WARN]/[WARNING]/[INFO]/[DEBUG] markers so the console's colouring has work to do.
 */
import { pick, seededRandom } from './random';

export interface LogSource {
  kind: 'http' | 'tcp';
  /** Seed for the line sequence (e.g. the service id), so a stream's lines are reproducible. */
  seed: number;
  /** HTTP: path prefixes that exist on the domain or service. */
  paths?: string[];
  /** TCP: protocol and upstream `host:port`. */
  proto?: 'tcp' | 'udp';
  upstream?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** nginx $time_local in UTC: `31/Jan/2025:12:00:00 +0000`. */
export const nginxTime = (ms: number): string => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
};

/** nginx error-log style time: `2025/01/31 12:00:00`. */
const appTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, '/');

const CLIENTS = ['203.0.113.7', '198.51.100.23', '192.0.2.44', '203.0.113.81', '198.51.100.150', '2001:db8::1f'];
const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'curl/8.5.0',
  'Prometheus/2.53.0',
  'Go-http-client/1.1',
  'HomeAssistant/2024.7.1 aiohttp/3.9.5 Python/3.12',
];
const SUFFIXES = ['', 'index.html', 'v1/status', 'login', 'assets/app.js', 'assets/style.css', 'favicon.ico', 'v1/items?page=2', 'health'];
const METHODS = ['GET', 'GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE', 'HEAD'];
const STATUSES = [200, 200, 200, 200, 200, 304, 301, 204, 401, 403, 404, 499, 502];
const APP_LINES: [string, string][] = [
  ['ERROR', 'upstream timed out (110: Connection timed out) while reading response header from upstream'],
  ['ERROR', 'connect() failed (111: Connection refused) while connecting to upstream'],
  ['WARN', 'upstream response time 2.41s exceeds 2s threshold'],
  ['WARNING', 'client intended to send too large body: 104857601 bytes'],
  ['INFO', 'certificate renewal check: 63 days left'],
  ['INFO', 'configuration reloaded, 1 worker process restarted'],
  ['DEBUG', 'keepalive connection reused for upstream'],
  ['DEBUG', 'SSL handshake completed: TLSv1.3 TLS_AES_256_GCM_SHA384'],
];

const joinPath = (prefix: string, suffix: string) => `${prefix.replace(/\/$/, '')}/${suffix}`;

/** Returns a function producing the next line, stamped with the given time. */
export function createLogLines(source: LogSource): (now: number) => string {
  const rand = seededRandom(source.seed * 7919 + 17);
  const paths = source.paths && source.paths.length > 0 ? source.paths : ['/'];
  let connection = 0;
  return (now) => {
    connection += 1 + Math.floor(rand() * 3);
    if (rand() < 0.18) {
      const [level, text] = pick(rand, APP_LINES);
      // nginx's error log numbers the connection a message is about (`*123`): no two lines read alike.
      return `${appTime(now)} [${level}] *${connection} ${text}`;
    }
    const client = pick(rand, CLIENTS);
    if (source.kind === 'tcp') {
      const proto = (source.proto ?? 'tcp').toUpperCase();
      const status = rand() < 0.9 ? 200 : pick(rand, [400, 502, 503]);
      const sent = Math.floor(rand() * 90_000);
      const received = Math.floor(rand() * 20_000);
      const secs = (rand() * 300).toFixed(3);
      const connect = status === 200 ? (rand() * 0.05).toFixed(3) : '-';
      return `${client} [${nginxTime(now)}] ${proto} ${status} ${sent} ${received} ${secs} "${source.upstream ?? '-'}" "${received}" "${sent}" "${connect}"`;
    }
    const method = pick(rand, METHODS);
    const status = pick(rand, STATUSES);
    const bytes = status === 304 || status === 204 || method === 'HEAD' ? 0 : Math.floor(rand() * 48_000);
    const path = joinPath(pick(rand, paths), pick(rand, SUFFIXES));
    const referer = rand() < 0.3 ? `https://example.com${pick(rand, paths)}` : '-';
    return `${client} - - [${nginxTime(now)}] "${method} ${path} HTTP/1.1" ${status} ${bytes} "${referer}" "${pick(rand, AGENTS)}"`;
  };
}
