// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../mocks/credentials';
import { BASE, useDemoGateway } from './helpers';

const { db, login } = useDemoGateway();

const postLogin = (body: unknown) =>
  fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/auth/login', () => {
  it('answers a token that lasts one hour, written as the reference writes it', async () => {
    const response = await postLogin({ username: DEMO_USERNAME, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), expiresIn: '1h' });
    const expiresAt = db.sessions[body.token];
    expect(expiresAt - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('refuses wrong credentials with 401 "Unknown error"', async () => {
    const response = await postLogin({ username: DEMO_USERNAME, password: 'nope' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'error', message: 'Unknown error' });
  });

  it('validates the body with Joi stock messages, the first problem only', async () => {
    const response = await postLogin({ password: '' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Validation failed',
      errors: { body: [{ field: 'username', message: '"username" is required' }] },
    });
    const empty = await postLogin({ username: DEMO_USERNAME, password: '' });
    expect((await empty.json()).errors.body).toEqual([{ field: 'password', message: '"password" is not allowed to be empty' }]);
    const extra = await postLogin({ username: DEMO_USERNAME, password: 'x', remember: true });
    expect((await extra.json()).errors.body).toEqual([{ field: 'remember', message: '"remember" is not allowed' }]);
  });

  it('answers 429 with Retry-After after five failed attempts, even for the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await postLogin({ username: DEMO_USERNAME, password: `wrong-${i}` })).status).toBe(401);
    }
    const limited = await postLogin({ username: DEMO_USERNAME, password: DEMO_PASSWORD });
    expect(limited.status).toBe(429);
    // Plain text, labelled text/html as the reference's express-rate-limit sends it.
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await limited.text()).toBe('Rate Limit exceeded');
  });

  it("sends the limiter's headers as express-rate-limit does: X-RateLimit-* on every answer, Retry-After on the 429", async () => {
    const started = Math.floor(Date.now() / 1000);
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 5; i += 1) {
      const refused = await postLogin({ username: DEMO_USERNAME, password: `wrong-${i}` });
      expect(refused.headers.get('x-ratelimit-limit')).toBe('5');
      remaining.push(refused.headers.get('x-ratelimit-remaining'));
      const reset = Number(refused.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(started + 600);
      expect(reset).toBeLessThanOrEqual(started + 602);
      expect(refused.headers.get('retry-after')).toBeNull();
    }
    // What the window still allows after each failure: the 4th leaves one, the 5th none.
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const limited = await postLogin({ username: DEMO_USERNAME, password: DEMO_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600);
  });

  it('answers a sign-in with the limit left untouched (only failures count in the demo)', async () => {
    await postLogin({ username: DEMO_USERNAME, password: 'nope' });
    const ok = await postLogin({ username: DEMO_USERNAME, password: DEMO_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('4');
  });

  it('does not count successful logins toward the limit', async () => {
    for (let i = 0; i < 7; i += 1) {
      expect((await postLogin({ username: DEMO_USERNAME, password: DEMO_PASSWORD })).status).toBe(200);
    }
  });

  it('forgets failures older than ten minutes', async () => {
    const longAgo = Date.now() - 11 * 60 * 1000;
    db.loginFailures.local = [longAgo, longAgo, longAgo, longAgo, longAgo];
    expect((await postLogin({ username: DEMO_USERNAME, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('counts failures per client address (X-Forwarded-For), as the reference does', async () => {
    const from = (address: string, password: string) =>
      fetch(`${BASE}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ username: DEMO_USERNAME, password }),
      });
    for (let i = 0; i < 5; i += 1) expect((await from('198.18.0.7', `wrong-${i}`)).status).toBe(401);
    expect((await from('198.18.0.7', DEMO_PASSWORD)).status).toBe(429);
    expect((await from('198.18.0.8', DEMO_PASSWORD)).status).toBe(200);
    expect((await postLogin({ username: DEMO_USERNAME, password: DEMO_PASSWORD })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with an unknown token and with an expired one', async () => {
    expect((await fetch(`${BASE}/nodes?limit=10`)).status).toBe(401);
    const unknown = await fetch(`${BASE}/nodes?limit=10`, { headers: { authorization: 'Bearer forged.token.here' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ status: 'error', message: 'Unknown error' });

    const token = await login();
    db.sessions[token] = Date.now() - 1;
    expect((await fetch(`${BASE}/nodes?limit=10`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('accepts ?token= on single-resource routes but a list refuses it as an unknown query key', async () => {
    const token = await login();
    expect((await fetch(`${BASE}/nodes/2?token=${token}`)).status).toBe(200);
    const list = await fetch(`${BASE}/nodes?limit=10&token=${token}`);
    expect(list.status).toBe(422);
    expect(await list.json()).toEqual({
      message: 'Validation failed',
      errors: { query: [{ field: 'token', message: '"token" is not allowed' }] },
    });
  });

  it('answers an unknown /api route with the HTML 404 of Express', async () => {
    const response = await fetch(`${BASE}/nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Cannot GET /api/nope');
  });
});
