/** Shared by the streams opened on the main thread and the fleet's, read in a worker (fleet/fleetHost.ts). */
import { stripSecretsInPlace } from './sanitize';

export const parse = (data: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: stripSecretsInPlace(JSON.parse(data)) };
  } catch {
    return { ok: false };
  }
};

/** Only objects can be rows: a null or a number in the list would break the screen. */
export const nodeRowsOf = (data: string): Record<string, unknown>[] | null => {
  const parsed = parse(data);
  if (!parsed.ok || !Array.isArray(parsed.value)) return null;
  return parsed.value.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object');
};
