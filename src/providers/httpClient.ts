/**
 * The one way the console calls the gateway: bearer header, credentials included, secrets stripped,
 * and the error mapping of SPEC §8 expressed as react-admin HttpErrors.
 */
import { HttpError } from 'react-admin';
import { API_BASE } from '../config';
import { getToken } from './tokenCookie';
import { stripSecrets } from './sanitize';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
}

/** Query string without empty or undefined parameters (the reference server rejects some). */
export const buildQuery = (query: Query = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const apiUrl = (path: string, query?: Query): string => `${API_BASE}${path}${buildQuery(query)}`;

interface FieldError {
  field: string;
  message: string;
}

/** 422 `{errors: {body: [{field, message}]}}` → react-admin's `{errors: {field: message}}`. */
export const toFormErrors = (body: unknown): Record<string, unknown> => {
  const errors: Record<string, unknown> = {};
  const segments = (body as { errors?: Record<string, FieldError[]> } | null)?.errors ?? {};
  for (const list of Object.values(segments)) {
    if (!Array.isArray(list)) continue;
    for (const { field, message } of list) {
      if (field) errors[field] = message;
      else errors.root = { serverError: message };
    }
  }
  return errors;
};

/** JSON, or `readable: false` with the raw text (an HTML page from a proxy, an answer cut short). */
const readBody = (text: string): { readable: boolean; value: unknown } => {
  if (text === '') return { readable: true, value: null };
  try {
    return { readable: true, value: JSON.parse(text) };
  } catch {
    return { readable: false, value: text };
  }
};

const parseBody = (text: string): unknown => readBody(text).value;

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/** Builds the HttpError react-admin shows, per SPEC §8. */
export const toHttpError = (status: number, body: unknown): HttpError => {
  if (status === 400) return new HttpError(messageOf(body) ?? 'app.errors.unknown', status, body);
  if (status === 422) {
    const errors = toFormErrors(body);
    return new HttpError(messageOf(body) ?? 'ra.message.invalid_form', status, { ...(body as object), errors });
  }
  if (status === 429) return new HttpError('app.auth.too_many_attempts', status, body);
  return new HttpError(messageOf(body) ?? 'app.errors.server', status, body);
};

export const send = async (path: string, options: RequestOptions = {}): Promise<Response> => {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // No answer at all (SPEC §8: passed on); the message still tells the user what happened.
    throw new HttpError('app.errors.network', 0, null);
  }
  if (!response.ok) {
    throw toHttpError(response.status, parseBody(await response.text().catch(() => '')));
  }
  return response;
};

export const httpClient = async <T = unknown>(path: string, options: RequestOptions = {}): Promise<JsonResponse<T>> => {
  const response = await send(path, options);
  const body = readBody(await response.text());
  // A success the console cannot read must not pass for an empty answer (an empty list, no record).
  if (!body.readable) throw new HttpError('app.errors.invalid_response', response.status, null);
  const json = stripSecrets(body.value) as T;
  return { status: response.status, headers: response.headers, json };
};

/** The file name of a download: Content-Disposition `filename="…"`, else `config.conf`. */
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

export const downloadFile = async (path: string): Promise<{ blob: Blob; fileName: string }> => {
  const response = await send(path);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
};
