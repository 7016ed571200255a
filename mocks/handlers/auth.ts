/** POST /api/auth/login (API-FACTS §2.1). */
import { HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { loginInputSchema } from '../../src/api/schemas/login';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../credentials';
import type { DemoDb } from '../db';
import { randomBytes, textToBase64Url, toBase64Url } from '../random';
import { SESSION_TTL_MS } from '../settings';
import { issuesToErrors } from './messages';
import { badRequest, unauthorized, validationFailed, type FieldError } from './respond';
import type { Route } from './route';

const WINDOW_MS = 10 * 60 * 1000;
const MAX_FAILURES = 5;

/** The login validator uses Joi's stock messages on the reference, not the console's catalogue. */
const stockLoginErrors = (body: Record<string, unknown>, errors: FieldError[]): FieldError[] =>
  errors.map(({ field, message }) => {
    if (field !== 'username' && field !== 'password') return { field, message };
    const value = body[field];
    if (value === undefined) return { field, message: `"${field}" is required` };
    if (typeof value !== 'string') return { field, message: `"${field}" must be a string` };
    return { field, message: `"${field}" is not allowed to be empty` };
  });

/** A JWT-looking admin token: header.payload.signature, with a random signature. */
const issueToken = (now: number): string => {
  const header = textToBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const iat = Math.floor(now / 1000);
  const payload = textToBase64Url(JSON.stringify({ id: 0, type: 'admin', name: DEMO_USERNAME, iat, exp: iat + SESSION_TTL_MS / 1000 }));
  return `${header}.${payload}.${toBase64Url(randomBytes(32))}`;
};

const tooManyRequests = (failures: number[], now: number): Response => {
  const resetMs = failures[0] + WINDOW_MS - now;
  return new HttpResponse('Rate Limit exceeded', {
    status: 429,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': String(Math.max(1, Math.ceil(resetMs / 1000))),
      'x-ratelimit-limit': String(MAX_FAILURES),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.ceil((now + resetMs) / 1000)),
    },
  });
};

export const authHandlers = (db: DemoDb, route: Route): HttpHandler[] => [
  route(
    'post',
    '/auth/login',
    async ({ request }) => {
      const now = Date.now();
      let body: unknown = {};
      const text = await request.text();
      try {
        if (text.trim() !== '') body = JSON.parse(text);
      } catch (error) {
        return badRequest((error as Error).message);
      }
      const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const parsed = loginInputSchema.safeParse(record);
      // Validation runs before the limiter (as celebrate does on the reference): malformed bodies are not counted.
      if (!parsed.success) return validationFailed(stockLoginErrors(record, issuesToErrors(parsed.error.issues)));

      // Unlike the reference (5 requests of any kind per 10 minutes), only FAILED attempts count here,
      // so that a demo user who signs in and out repeatedly is never locked out.
      const recent = db.loginFailures.filter((t) => now - t < WINDOW_MS);
      if (recent.length !== db.loginFailures.length) {
        db.loginFailures.splice(0, db.loginFailures.length, ...recent);
      }
      if (recent.length >= MAX_FAILURES) return tooManyRequests(recent, now);

      const { username, password } = parsed.data as z.infer<typeof loginInputSchema>;
      if (username !== DEMO_USERNAME || password !== DEMO_PASSWORD) {
        db.loginFailures.push(now);
        db.commit();
        return unauthorized();
      }
      for (const [token, expiresAt] of Object.entries(db.sessions)) {
        if (expiresAt <= now) delete db.sessions[token];
      }
      const token = issueToken(now);
      db.sessions[token] = now + SESSION_TTL_MS;
      db.commit();
      return HttpResponse.json({ token, expiresIn: '1h' });
    },
    { public: true },
  ),
];
