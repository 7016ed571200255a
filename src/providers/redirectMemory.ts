/** Where to return after sign-in (SPEC §3 Session.redirect, default '/'), kept across reloads. */
import { constants } from '../config';

const KEY = 'redirect';

export const getRedirect = (): string => {
  const value = localStorage.getItem(KEY);
  // Only same-origin paths: a stored value must never send the user elsewhere.
  return value && value.startsWith('/') && !value.startsWith('//') ? value : constants.defaultRedirect;
};

export const rememberPath = (path: string): void => {
  if (path.startsWith('/login')) return;
  localStorage.setItem(KEY, path);
};

export const resetRedirect = (): void => localStorage.setItem(KEY, constants.defaultRedirect);
