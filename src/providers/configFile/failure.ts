/** Why a step failed, for the console and the command line to say in the reader's language. */
import { ApiError } from '../httpErrors';

/** The gateway's own words (shown as text), or one of the console's messages (an i18n key). */
export type FailureText = { text: string } | { key: string };

/** A 422's field messages (`backendPort: Unable to connect to port 80 in 10.0.0.2`), which say more than its "Validation failed". */
const fieldMessages = (error: ApiError): string[] => {
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  return Object.entries(errors).flatMap(([field, message]) => {
    const text = typeof message === 'string' ? message : (message as { serverText?: unknown } | null)?.serverText;
    if (typeof text !== 'string') return [];
    return [field === 'root' ? text : `${field}: ${text}`];
  });
};

export const failureText = (error: unknown): FailureText => {
  if (error instanceof ApiError) {
    const fields = error.status === 422 ? fieldMessages(error) : [];
    if (fields.length > 0) return { text: fields.join('; ') };
    return error.serverText ? { text: error.message } : { key: error.message };
  }
  return { text: error instanceof Error ? error.message : String(error) };
};
