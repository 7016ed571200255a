/** The reference server's answer shapes (API-FACTS §4), typed by the contract's error bodies. */
import { HttpResponse } from 'msw';
import type { ErrorBody, ValidationErrorBody } from '../../src/api/types';
import type { FieldError, Segment } from '../contract/validator';

export type { FieldError, Segment };

/** 400/401/403/404 body: `{status: "error", message}`. */
export const errorJson = (status: number, message: string, headers?: Record<string, string>): HttpResponse<ErrorBody> =>
  HttpResponse.json({ status: 'error', message }, { status, headers });

/** 401 and 403 bodies always say "Unknown error" on the reference (a login refusal adds the limiter's headers). */
export const unauthorized = (headers?: Record<string, string>) => errorJson(401, 'Unknown error', headers);

/** A valid token of the wrong kind (a node access token on an admin route). */
export const forbidden = () => errorJson(403, 'Unknown error');

export const badRequest = (message: string) => errorJson(400, message);

export const notFound = (message: string) => errorJson(404, message);

/**
 * A record id that is not a number: the reference converts it with `+id` and hands NaN to SQLite,
 * which answers with a database error (400), not a 404.
 */
export const idRefusal = (id: string): HttpResponse<ErrorBody> | undefined =>
  Number.isNaN(Number(id)) ? badRequest('SQLITE_ERROR: no such column: NaN') : undefined;

/** 422 `{message: "Validation failed", errors: {<segment>: [{field, message}]}}`. */
export const validationFailed = (errors: FieldError[], segment: Segment = 'body'): HttpResponse<ValidationErrorBody> =>
  HttpResponse.json({ message: 'Validation failed', errors: { [segment]: errors } }, { status: 422 });

/** A UNIQUE violation: one entry per column, all with the same message (API-FACTS §4.1). */
export const duplicate = (...columns: string[]) =>
  validationFailed(
    columns.map((field) => ({ field, message: `Record already exists with the same value in ${columns.join(', ')}` })),
  );

/** The rate limiter's answer: plain text, labelled text/html as express-rate-limit sends it. */
export const tooManyRequests = (headers: Record<string, string> = {}): HttpResponse<string> =>
  new HttpResponse('Rate Limit exceeded', { status: 429, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
