/** The reference server's answer shapes (API-FACTS §4). */
import { HttpResponse } from 'msw';

export interface FieldError {
  field: string;
  message: string;
}

export type Segment = 'body' | 'query' | 'params';

/** 400/401/403/404 body: `{status: "error", message}`. */
export const errorJson = (status: number, message: string): Response =>
  HttpResponse.json({ status: 'error', message }, { status });

/** 401 and 403 bodies always say "Unknown error" on the reference. */
export const unauthorized = (): Response => errorJson(401, 'Unknown error');

export const badRequest = (message: string): Response => errorJson(400, message);

export const notFound = (message: string): Response => errorJson(404, message);

/** 422 `{message: "Validation failed", errors: {<segment>: [{field, message}]}}`. */
export const validationFailed = (errors: FieldError[], segment: Segment = 'body'): Response =>
  HttpResponse.json({ message: 'Validation failed', errors: { [segment]: errors } }, { status: 422 });

/** A UNIQUE violation: one entry per column, all with the same message (API-FACTS §4.1). */
export const duplicate = (...columns: string[]): Response =>
  validationFailed(
    columns.map((field) => ({ field, message: `Record already exists with the same value in ${columns.join(', ')}` })),
  );

/** Deletes and other string results are sent as a JSON string literal, e.g. `"Deleted!"`. */
export const jsonString = (text: string): Response => HttpResponse.json(text);

export const json = (body: unknown): Response => HttpResponse.json(body as object);

/** `null` results become 204 No Content on the reference (get-one of an unknown service). */
export const noContent = (): Response => new HttpResponse(null, { status: 204 });
