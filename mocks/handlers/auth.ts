/** POST /api/auth/login (API-FACTS §2.1). */
import type { HttpHandler } from 'msw';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../credentials';
import type { DemoDb } from '../db';
import { randomBytes, textToBase64Url, toBase64Url } from '../random';
import { SESSION_TTL_MS } from '../settings';
import { tooManyRequests, unauthorized } from './respond';
import type { Routes } from './route';

const WINDOW_MS = 10 * 60 * 1000;
const MAX_FAILURES = 5;

/** A JWT-looking admin token: header.payload.signature, with a random signature. */
const issueToken = (now: number): string => {
  const header = textToBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const iat = Math.floor(now / 1000);
  const payload = textToBase64Url(JSON.stringify({ id: 0, type: 'admin', name: DEMO_USERNAME, iat, exp: iat + SESSION_TTL_MS / 1000 }));
  return `${header}.${payload}.${toBase64Url(randomBytes(32))}`;
};

/**
 * express-rate-limit 7's legacy headers, which the reference sends on every answer of the login route:
 * the limit, what the window still allows after this request, and when the window ends (Unix seconds;
 * the window starts with its first counted request).
 */
const rateLimitHeaders = (failures: number[], now: number): Record<string, string> => ({
  'x-ratelimit-limit': String(MAX_FAILURES),
  'x-ratelimit-remaining': String(Math.max(0, MAX_FAILURES - failures.length)),
  'x-ratelimit-reset': String(Math.ceil(((failures[0] ?? now) + WINDOW_MS) / 1000)),
});

/** The 6th attempt: 429 with the seconds left in the window as Retry-After (express-rate-limit's). */
const limited = (failures: number[], now: number) =>
  tooManyRequests({
    'retry-after': String(Math.max(1, Math.ceil((failures[0] + WINDOW_MS - now) / 1000))),
    ...rateLimitHeaders(failures, now),
  });

/**
 * The client a login counts against: like the reference (express-rate-limit keyed by `req.ip`, with
 * `trust proxy` set to loopback), the first X-Forwarded-For address; the demo gateway only listens on
 * loopback, so every peer is a trusted proxy. Without the header (the browser demo): one client.
 */
export const loginClient = (request: Request): string =>
  request.headers.get('x-forwarded-for')?.split(',')[0].trim() || 'local';

export const authHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => [
  // The body was validated (with stock Joi texts, as the reference's login validator has) before the
  // limiter, as celebrate runs first on the reference: malformed bodies are not counted.
  routes.post(
    '/auth/login',
    async ({ request, response }) => {
      const now = Date.now();
      const client = loginClient(request);
      // Unlike the reference (5 requests of any kind per 10 minutes), only FAILED attempts count here,
      // so that a demo user who signs in and out repeatedly is never locked out.
      const recent = (db.loginFailures[client] ?? []).filter((t) => now - t < WINDOW_MS);
      if (recent.length > 0) db.loginFailures[client] = recent;
      else delete db.loginFailures[client];
      if (recent.length >= MAX_FAILURES) return limited(recent, now);

      const { username, password } = await request.json();
      if (username !== DEMO_USERNAME || password !== DEMO_PASSWORD) {
        const failures = [...recent, now];
        db.loginFailures[client] = failures;
        db.commit();
        return unauthorized(rateLimitHeaders(failures, now));
      }
      for (const [token, expiresAt] of Object.entries(db.sessions)) {
        if (expiresAt <= now) delete db.sessions[token];
      }
      const token = issueToken(now);
      db.sessions[token] = now + SESSION_TTL_MS;
      db.commit();
      return response(200).json({ token, expiresIn: '1h' }, { headers: rateLimitHeaders(recent, now) });
    },
    { public: true, messages: 'stock' },
  ),
];
