/** SPEC §8's error mapping, as react-admin HttpErrors so that its checkError sees the status. */
import { HttpError } from 'ra-core';
import type { ValidationErrorBody } from '../api/types';
import { saveRefusal, validationRefusals } from './gatewayRefusals';

/** With `serverText`, `message` is the gateway's own words: shown as text, never looked up as an i18n key. */
export class ApiError extends HttpError {
  rateLimit: RateLimit = {};

  constructor(
    message: string,
    status: number,
    body: unknown,
    readonly serverText = false,
  ) {
    super(message, status, body);
    // react-admin's HttpError resets the prototype to its own; keep this class's.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
  }
}

/** express-rate-limit's headers, as far as the console acts on them. */
export interface RateLimit {
  /** `Retry-After` (a 429): seconds before the next attempt is accepted. */
  retryAfter?: number;
  /** `X-RateLimit-Remaining`: requests the window still allows after this one. */
  remaining?: number;
}

/** `Retry-After` is seconds or an HTTP date (RFC 9110 §10.2.3); either way, whole seconds from now. */
const retryAfterSeconds = (value: string | null, now = Date.now()): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
};

export const rateLimitOf = (headers: Headers): RateLimit => {
  const rateLimit: RateLimit = {};
  const retryAfter = retryAfterSeconds(headers.get('Retry-After'));
  if (retryAfter !== undefined) rateLimit.retryAfter = retryAfter;
  const remaining = headers.get('X-RateLimit-Remaining')?.trim();
  if (remaining && /^\d+$/.test(remaining)) rateLimit.remaining = Number(remaining);
  return rateLimit;
};

type FieldError = NonNullable<ValidationErrorBody['errors']['body']>[number];

/**
 * A form-level error (no field named): react-admin toasts `serverError` as a translation key, and the
 * form shows `sentence` (a `vmsg`) above its fields.
 */
export const rootError = (sentence: string) => ({ serverError: 'app.errors.form_refused', sentence });

/**
 * 422 `{errors: {body: [{field, message}]}}` → react-admin's `{errors: {field: message}}`, each message
 * a sentence of the console's (gatewayRefusals.ts), never the gateway's own words.
 */
export const toFormErrors = (body: unknown): Record<string, unknown> => {
  const errors: Record<string, unknown> = {};
  const segments = (body as { errors?: Record<string, FieldError[]> } | null)?.errors ?? {};
  for (const list of Object.values(segments)) {
    if (!Array.isArray(list)) continue;
    for (const { field, message } of validationRefusals(list)) {
      if (field === 'root') errors.root = rootError(message);
      else errors[field] ??= message;
    }
  }
  return errors;
};

/** Whether a failure carries field errors for a form (a 422, or a refused save mapped by `refusedSave`). */
export const hasFormErrors = (error: unknown): boolean => {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
};

/**
 * A form's save refused with a 400 or 404 that concerns a field or the record (OAuth2 not set up, a
 * certificate not issued, a record deleted meanwhile…): the same failure, with that sentence on its field.
 */
export const refusedSave = (resource: string, error: unknown): unknown => {
  if (!(error instanceof ApiError) || !error.serverText || hasFormErrors(error)) return error;
  const refusal = saveRefusal(resource, error.status, error.message);
  if (!refusal) return error;
  const errors = { [refusal.field]: refusal.field === 'root' ? rootError(refusal.message) : refusal.message };
  const mapped = new ApiError('ra.message.invalid_form', error.status, { ...(error.body as object), errors });
  mapped.rateLimit = error.rateLimit;
  return mapped;
};

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

const errorFor = (status: number, body: unknown): ApiError => {
  const message = messageOf(body);
  if (status === 400) return message ? new ApiError(message, status, body, true) : new ApiError('app.errors.unknown', status, body);
  if (status === 422) {
    const errors = toFormErrors(body);
    const withErrors = { ...(body as object), errors };
    return message ? new ApiError(message, status, withErrors, true) : new ApiError('ra.message.invalid_form', status, withErrors);
  }
  if (status === 429) return new ApiError('app.auth.too_many_attempts', status, body);
  return message ? new ApiError(message, status, body, true) : new ApiError('app.errors.server', status, body);
};

export const toHttpError = (status: number, body: unknown, headers?: Headers): ApiError => {
  const error = errorFor(status, body);
  if (headers) error.rateLimit = rateLimitOf(headers);
  return error;
};

/** No answer at all (SPEC §8: passed on); the message still tells the user what happened. */
export const networkError = (): ApiError => new ApiError('app.errors.network', 0, null);

/** A success the console cannot read must not pass for an empty answer (an empty list, no record). */
export const unreadableAnswer = (status: number): ApiError => new ApiError('app.errors.invalid_response', status, null);

export const fileNameFrom = (disposition: string | null, fallback = 'config.conf'): string => {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match) return fallback;
  let raw = match[1];
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // A verbatim name such as "50%off" is not percent-encoding: keep it as sent.
  }
  const name = raw.trim().replace(/[/\\]/g, '_');
  return name || fallback;
};
