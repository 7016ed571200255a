/**
 * The one way a failed call is told: the gateway's own message as text, never looked up as a translation
 * key, and nothing once the session ended.
 */
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError, hasFormErrors } from '../providers/httpErrors';
import { getToken } from '../providers/tokenCookie';
import { SessionEnded } from './gatewayAnswer';

const SESSION_ENDING = [401, 403, 429];

export const describeError = (error: unknown): { key: string; args?: Record<string, string> } | null => {
  // Once the session is gone (react-admin signed the user out on a 401/403/429), what failed with it
  // (react-admin's own check of the empty placeholder answer included) has nothing more to say.
  if (error instanceof SessionEnded || !getToken()) return null;
  const failure = error as { status?: number; message?: string } | null;
  if (failure?.status !== undefined && SESSION_ENDING.includes(failure.status)) return null;
  // Field errors are shown on the form's fields (or above them when no field is named).
  if (hasFormErrors(error)) return { key: 'ra.message.invalid_form' };
  if (error instanceof ApiError && error.serverText) return { key: 'app.errors.server_said', args: { message: error.message } };
  return { key: failure?.message || 'app.errors.unknown' };
};

export const useNotifyError = () => {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const said = describeError(error);
      if (said) notify(said.key, { type: 'error', messageArgs: said.args });
    },
    [notify],
  );
};

export const useErrorText = () => {
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const said = describeError(error);
      return said ? translate(said.key, said.args) : '';
    },
    [translate],
  );
};
