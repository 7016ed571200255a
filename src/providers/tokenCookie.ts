/** The session token lives only in the `token` cookie (SameSite=Strict, Secure in production). */
import { IS_PRODUCTION } from '../config';

const NAME = 'token';

export const getToken = (): string | null => {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${NAME}=`));
  if (!entry) return null;
  const value = decodeURIComponent(entry.slice(NAME.length + 1));
  return value === '' ? null : value;
};

export const setToken = (token: string, maxAgeSeconds?: number): void => {
  const attributes = ['Path=/', 'SameSite=Strict'];
  if (IS_PRODUCTION) attributes.push('Secure');
  if (maxAgeSeconds && maxAgeSeconds > 0) attributes.push(`Max-Age=${Math.floor(maxAgeSeconds)}`);
  document.cookie = `${NAME}=${encodeURIComponent(token)}; ${attributes.join('; ')}`;
};

export const clearToken = (): void => {
  document.cookie = `${NAME}=; Path=/; SameSite=Strict; Max-Age=0${IS_PRODUCTION ? '; Secure' : ''}`;
};

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/**
 * Token lifetime from a login answer: SPEC's `expires_in` (seconds) or the reference server's
 * `expiresIn` ("1h", "30m", "3600"). Unknown shapes give a session cookie.
 */
export const lifetimeSeconds = (answer: { expires_in?: unknown; expiresIn?: unknown }): number | undefined => {
  const raw = answer.expires_in ?? answer.expiresIn;
  if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0) return raw;
  if (typeof raw !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$/i.exec(raw);
  if (!match) return undefined;
  return Number(match[1]) * UNIT_SECONDS[(match[2] || 's').toLowerCase()];
};
