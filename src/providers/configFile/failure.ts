/** Why a step failed, for the console and the command line to say in the reader's language. */
import { ApiError } from '../httpErrors';

/**
 * The console's message (an i18n key, or a `vmsg` with its arguments), the sentences of a refusal per
 * field (each a `vmsg`, see gatewayRefusals.ts), or words that are not the gateway's validation (a
 * network error's), shown as they are.
 */
export type FailureText = { key: string } | { fields: { field: string; message: string }[] } | { text: string };

/** A refused save's sentences per field (`backendPort`: the gateway could not connect to port 80…). */
const fieldMessages = (error: ApiError): { field: string; message: string }[] => {
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  return Object.entries(errors).flatMap(([field, message]) => {
    const sentence = typeof message === 'string' ? message : (message as { sentence?: unknown } | null)?.sentence;
    return typeof sentence === 'string' ? [{ field: field === 'root' ? '' : field, message: sentence }] : [];
  });
};

export const failureText = (error: unknown): FailureText => {
  if (error instanceof ApiError) {
    const fields = fieldMessages(error);
    if (fields.length > 0) return { fields };
    return error.serverText ? { text: error.message } : { key: error.message };
  }
  return { text: error instanceof Error ? error.message : String(error) };
};

/** A failure as one line, each message read by `say` (the reader's language). */
export const failureLine = (failure: FailureText, say: (message: string) => string): string => {
  if ('text' in failure) return failure.text;
  if ('key' in failure) return say(failure.key);
  return failure.fields.map(({ field, message }) => (field ? `${field}: ${say(message)}` : say(message))).join('; ');
};
