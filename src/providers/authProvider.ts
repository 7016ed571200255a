/** SPEC §4: the session ends on a 401/403/429 while a token is held. */
import type { AuthProvider } from 'react-admin';
import type { LoginResponse } from '../api/types';
import { api } from './api';
import { resetHistory } from './historyReset';
import type { ApiError } from './httpErrors';
import { clearToken, getToken, lifetimeSeconds, setToken } from './tokenCookie';
import { getRedirect, rememberPath, resetRedirect } from './redirectMemory';

const SESSION_ENDING = [401, 403, 429];

/** `message` is an i18n key; `retryAfter` is in seconds. */
export class SignInRefusal extends Error {
  constructor(
    message: string,
    readonly retryAfter?: number,
    readonly attemptsLeft?: number,
  ) {
    super(message);
    this.name = 'SignInRefusal';
  }
}

const refusal = (error: unknown): SignInRefusal => {
  const { status, rateLimit } = error as Partial<ApiError>;
  if (status === 429) return new SignInRefusal('app.auth.too_many_attempts', rateLimit?.retryAfter);
  return new SignInRefusal('app.auth.invalid_credentials', undefined, rateLimit?.remaining);
};

const currentPath = () => `${window.location.pathname}${window.location.search}`;

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let answer: LoginResponse | null;
    try {
      answer = await api.post('/auth/login', { body: { username, password } });
    } catch (error) {
      throw refusal(error);
    }
    if (!answer?.token) throw new Error('app.auth.invalid_credentials');
    setToken(answer.token, lifetimeSeconds(answer));
    const redirectTo = getRedirect();
    resetRedirect();
    return { redirectTo };
  },

  async logout() {
    // Also when the cookie has expired: the user returns where the session ended.
    rememberPath(currentPath());
    clearToken();
    // What the streams showed this operator stays with their session, not with the browser.
    await resetHistory();
    return '/login';
  },

  async checkAuth() {
    if (!getToken()) {
      rememberPath(currentPath());
      throw { redirectTo: '/login', message: false };
    }
  },

  async checkError(error: { status?: number }) {
    // Only signed-in screens call the API through react-admin: a 401/403/429 there ends the session,
    // whether the token was refused or its cookie has expired (and no token was sent).
    if (error?.status !== undefined && SESSION_ENDING.includes(error.status)) {
      throw { redirectTo: '/login', message: false };
    }
  },

  async getPermissions() {
    return undefined;
  },
};
