/** authProvider, the token cookie and the remembered redirect (SPEC §4, §8; API-FACTS §2.1, §11.2). */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/providers/authProvider';
import { getRedirect, rememberPath, resetRedirect } from '../../../src/providers/redirectMemory';
import { clearToken, getToken, lifetimeSeconds, setToken } from '../../../src/providers/tokenCookie';
import { bodyOf, recordCookieWrites, signIn, useServer, visit } from './support';

const { server, seen } = useServer();

let restoreCookies: (() => void) | undefined;
afterEach(() => {
  restoreCookies?.();
  restoreCookies = undefined;
  visit('/');
});

const recordCookies = () => {
  const recorder = recordCookieWrites();
  restoreCookies = recorder.restore;
  return recorder.writes;
};

const loginAnswer = (answer: unknown, init?: ResponseInit) =>
  server.use(http.post('*/api/auth/login', () => HttpResponse.json(answer as object, init)));

const tokenWrite = (writes: string[]) => {
  const found = writes.filter((write) => write.startsWith('token='));
  expect(found).toHaveLength(1);
  return found[0].split(/;\s*/);
};

const login = () => authProvider.login({ username: 'admin@example.com', password: 'demo-password' });

describe('login', () => {
  it('POSTs {username, password} to /api/auth/login and nothing else', async () => {
    loginAnswer({ token: 'jwt', expiresIn: '1h' });
    await login();
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].path).toBe('/api/auth/login');
    expect(await bodyOf(seen[0])).toEqual({ username: 'admin@example.com', password: 'demo-password' });
  });

  it('stores the token in a cookie named token with SameSite=Strict and Path=/', async () => {
    const writes = recordCookies();
    loginAnswer({ token: 'header.payload.sig', expires_in: 3600 });
    await login();
    const parts = tokenWrite(writes);
    expect(parts[0]).toBe('token=header.payload.sig');
    expect(parts).toContain('SameSite=Strict');
    expect(parts).toContain('Path=/');
    expect(getToken()).toBe('header.payload.sig');
  });

  it('sets no Secure flag outside production (the test build is not production)', async () => {
    const writes = recordCookies();
    loginAnswer({ token: 'jwt', expires_in: 3600 });
    await login();
    expect(tokenWrite(writes)).not.toContain('Secure');
  });

  it('takes the cookie lifetime from expires_in seconds (SPEC)', async () => {
    const writes = recordCookies();
    loginAnswer({ token: 'jwt', expires_in: 7200 });
    await login();
    expect(tokenWrite(writes)).toContain('Max-Age=7200');
  });

  it('takes the cookie lifetime from expiresIn "1h" (reference server)', async () => {
    const writes = recordCookies();
    loginAnswer({ token: 'jwt', expiresIn: '1h' });
    await login();
    expect(tokenWrite(writes)).toContain('Max-Age=3600');
  });

  it('writes a session cookie (no Max-Age, no Expires) when the answer has neither', async () => {
    const writes = recordCookies();
    loginAnswer({ token: 'jwt' });
    await login();
    const parts = tokenWrite(writes);
    expect(parts.some((part) => /^(max-age|expires)=/i.test(part))).toBe(false);
    expect(getToken()).toBe('jwt');
  });

  it('redirects to the stored path, then resets the stored redirect to /', async () => {
    localStorage.setItem('redirect', '/nodes/12');
    loginAnswer({ token: 'jwt', expiresIn: '1h' });
    await expect(login()).resolves.toEqual({ redirectTo: '/nodes/12' });
    expect(localStorage.getItem('redirect')).toBe('/');
  });

  it('redirects to / when nothing is stored', async () => {
    loginAnswer({ token: 'jwt', expiresIn: '1h' });
    await expect(login()).resolves.toEqual({ redirectTo: '/' });
  });

  it('refuses a protocol-relative //evil.com redirect and goes to /', async () => {
    localStorage.setItem('redirect', '//evil.com/steal');
    loginAnswer({ token: 'jwt', expiresIn: '1h' });
    await expect(login()).resolves.toEqual({ redirectTo: '/' });
  });

  it('refuses an absolute https://evil.com redirect and goes to /', async () => {
    localStorage.setItem('redirect', 'https://evil.com/');
    loginAnswer({ token: 'jwt', expiresIn: '1h' });
    await expect(login()).resolves.toEqual({ redirectTo: '/' });
  });

  it('429 (text body "Rate Limit exceeded") rejects with app.auth.too_many_attempts', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        new HttpResponse('Rate Limit exceeded', { status: 429, headers: { 'Content-Type': 'text/html', 'Retry-After': '600' } }),
      ),
    );
    await expect(login()).rejects.toThrow('app.auth.too_many_attempts');
    expect(getToken()).toBeNull();
  });

  it('429 carries the seconds of Retry-After for the sign-in page to count down', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        new HttpResponse('Rate Limit exceeded', { status: 429, headers: { 'Content-Type': 'text/html', 'Retry-After': '272' } }),
      ),
    );
    await expect(login()).rejects.toMatchObject({ message: 'app.auth.too_many_attempts', retryAfter: 272 });
  });

  it('a refusal carries the attempts left (X-RateLimit-Remaining), none when the gateway sends no such header', async () => {
    loginAnswer({ status: 'error', message: 'Unknown error' }, { status: 401, headers: { 'X-RateLimit-Remaining': '1' } });
    await expect(login()).rejects.toMatchObject({ message: 'app.auth.invalid_credentials', attemptsLeft: 1 });
    loginAnswer({ status: 'error', message: 'Unknown error' }, { status: 401 });
    await expect(login()).rejects.toMatchObject({ attemptsLeft: undefined, retryAfter: undefined });
  });

  it('401 rejects with app.auth.invalid_credentials', async () => {
    loginAnswer({ status: 'error', message: 'Unknown error' }, { status: 401 });
    await expect(login()).rejects.toThrow('app.auth.invalid_credentials');
    expect(getToken()).toBeNull();
  });

  it('any other failure (422, 400, network) also rejects with app.auth.invalid_credentials', async () => {
    loginAnswer({ message: 'Validation failed', errors: { body: [{ field: 'password', message: '"password" is not allowed to be empty' }] } }, { status: 422 });
    await expect(login()).rejects.toThrow('app.auth.invalid_credentials');
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ status: 'error', message: 'Not allowed by CORS' }, { status: 400 })));
    await expect(login()).rejects.toThrow('app.auth.invalid_credentials');
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    await expect(login()).rejects.toThrow('app.auth.invalid_credentials');
  });

  it('a 200 answer without a token is a failure and stores nothing', async () => {
    localStorage.setItem('redirect', '/domains');
    loginAnswer({ expiresIn: '1h' });
    await expect(login()).rejects.toThrow('app.auth.invalid_credentials');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('redirect')).toBe('/domains');
  });
});

describe('logout', () => {
  it('remembers the current path (with its query), clears the cookie and goes to /login', async () => {
    signIn();
    visit('/nodes/12?tab=services');
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem('redirect')).toBe('/nodes/12?tab=services');
    expect(getToken()).toBeNull();
    expect(document.cookie).not.toMatch(/(^|; )token=/);
  });

  it('expires the token cookie with the same Path and SameSite', async () => {
    signIn();
    const writes = recordCookies();
    await authProvider.logout({});
    const parts = tokenWrite(writes);
    expect(parts).toContain('Max-Age=0');
    expect(parts).toContain('Path=/');
    expect(parts).toContain('SameSite=Strict');
  });

  it('makes no server call (the reference server has no logout endpoint)', async () => {
    signIn();
    await authProvider.logout({});
    expect(seen).toHaveLength(0);
  });

  it('never stores /login as the redirect', async () => {
    signIn();
    visit('/login');
    await authProvider.logout({});
    expect(localStorage.getItem('redirect')).toBeNull();
    expect(getRedirect()).toBe('/');
  });
});

describe('checkAuth', () => {
  it('resolves with a token', async () => {
    signIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('rejects towards /login without a token and remembers where the user was going', async () => {
    visit('/domains');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(localStorage.getItem('redirect')).toBe('/domains');
  });
});

describe('checkError (SPEC §8)', () => {
  it.each([401, 403, 429])('%i with a token present ends the session', async (status) => {
    signIn();
    await expect(authProvider.checkError({ status })).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it.each([401, 403, 429])('%i without a token (its cookie expired) also ends the session, remembering the path', async (status) => {
    visit('/domains');
    await expect(authProvider.checkError({ status })).rejects.toMatchObject({ redirectTo: '/login' });
    await authProvider.logout({});
    expect(localStorage.getItem('redirect')).toBe('/domains');
  });

  it.each([0, 400, 404, 422, 500])('%i with a token keeps the session', async (status) => {
    signIn();
    await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
  });

  it('a real 401 HttpError from the API ends the session, and logout then remembers the path', async () => {
    signIn();
    visit('/nodes/3');
    server.use(http.get('*/api/nodes/3', () => HttpResponse.json({ status: 'error', message: 'Unknown error' }, { status: 401 })));
    const { api } = await import('../../../src/providers/api');
    const error = await api.get('/nodes/{id}', { path: { id: 3 } }).catch((failure: unknown) => failure);
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    await authProvider.logout({});
    expect(localStorage.getItem('redirect')).toBe('/nodes/3');
    expect(getToken()).toBeNull();
  });
});

describe('tokenCookie and redirectMemory', () => {
  it('round-trips a token with characters that need encoding', () => {
    setToken('a=b;c d');
    expect(getToken()).toBe('a=b;c d');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('reads the token cookie among other cookies', () => {
    document.cookie = 'theme=dark; Path=/';
    document.cookie = 'token=xyz; Path=/';
    document.cookie = 'tokenish=nope; Path=/';
    expect(getToken()).toBe('xyz');
  });

  it('lifetimeSeconds accepts seconds, "1h", "30m", "2d", "3600" and prefers expires_in', () => {
    expect(lifetimeSeconds({ expires_in: 3600 })).toBe(3600);
    expect(lifetimeSeconds({ expiresIn: '1h' })).toBe(3600);
    expect(lifetimeSeconds({ expiresIn: '30m' })).toBe(1800);
    expect(lifetimeSeconds({ expiresIn: '2d' })).toBe(172800);
    expect(lifetimeSeconds({ expiresIn: '3600' })).toBe(3600);
    expect(lifetimeSeconds({ expires_in: 60, expiresIn: '1h' })).toBe(60);
  });

  it('lifetimeSeconds gives undefined (session cookie) for absent or unreadable lifetimes', () => {
    expect(lifetimeSeconds({})).toBeUndefined();
    expect(lifetimeSeconds({ expiresIn: 'soon' })).toBeUndefined();
    expect(lifetimeSeconds({ expires_in: -5 })).toBeUndefined();
    expect(lifetimeSeconds({ expires_in: Number.NaN })).toBeUndefined();
  });

  it('rememberPath ignores /login and /login?…; resetRedirect stores /', () => {
    rememberPath('/login?next=x');
    expect(localStorage.getItem('redirect')).toBeNull();
    rememberPath('/domains');
    expect(getRedirect()).toBe('/domains');
    resetRedirect();
    expect(localStorage.getItem('redirect')).toBe('/');
  });
});

describe('Secure cookie in production', () => {
  it('adds Secure to the token cookie and to its removal when IS_PRODUCTION is true', async () => {
    vi.resetModules();
    vi.doMock('../../../src/config', async (importOriginal) => ({
      ...(await importOriginal<typeof import('../../../src/config')>()),
      IS_PRODUCTION: true,
    }));
    try {
      const cookies = await import('../../../src/providers/tokenCookie');
      const writes = recordCookies();
      cookies.setToken('jwt', 3600);
      cookies.clearToken();
      expect(writes).toHaveLength(2);
      expect(writes[0].split('; ')).toEqual(expect.arrayContaining(['SameSite=Strict', 'Secure', 'Max-Age=3600']));
      expect(writes[1].split('; ')).toEqual(expect.arrayContaining(['Max-Age=0', 'Secure']));
    } finally {
      vi.doUnmock('../../../src/config');
      vi.resetModules();
    }
  });
});
