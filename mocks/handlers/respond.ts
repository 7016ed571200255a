/** The reference server's answer shapes (API-FACTS §4), typed by the contract's error bodies. */
import { HttpResponse } from 'msw';
import type { ErrorBody, ValidationErrorBody } from '../../src/api/types';
import type { FieldError, Segment } from '../contract/validator';

export type { FieldError, Segment };

/** 400/401/403/404 body: `{status: "error", message}`. */
export const errorJson = (status: number, message: string): HttpResponse<ErrorBody> =>
  HttpResponse.json({ status: 'error', message }, { status });

/** 401 and 403 bodies always say "Unknown error" on the reference. */
export const unauthorized = () => errorJson(401, 'Unknown error');

export const badRequest = (message: string) => errorJson(400, message);

export const notFound = (message: string) => errorJson(404, message);

/** 422 `{message: "Validation failed", errors: {<segment>: [{field, message}]}}`. */
export const validationFailed = (errors: FieldError[], segment: Segment = 'body'): HttpResponse<ValidationErrorBody> =>
  HttpResponse.json({ message: 'Validation failed', errors: { [segment]: errors } }, { status: 422 });

/** A UNIQUE violation: one entry per column, all with the same message (API-FACTS §4.1). */
export const duplicate = (...columns: string[]) =>
  validationFailed(
    columns.map((field) => ({ field, message: `Record already exists with the same value in ${columns.join(', ')}` })),
  );

/** The rate limiter's plain-text answer. */
export const tooManyRequests = (headers: Record<string, string> = {}): HttpResponse<string> =>
  new HttpResponse('Rate Limit exceeded', { status: 429, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
