/**
 * Key material and server internals that some gateway answers leak (API-FACTS §12: POST /nodes,
 * stream fall-backs, POST /domains). They are removed before anything reaches a screen or a cache.
 */
const SECRET_KEYS = new Set(['privateKey', 'publicKey', 'preSharedKey', 'sslPair', 'oauth2Config', 'oauth2ServicePort']);

export const stripSecrets = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(stripSecrets) as T;
  if (value === null || typeof value !== 'object') return value;
  const clean: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!SECRET_KEYS.has(key)) clean[key] = stripSecrets(inner);
  }
  return clean as T;
};

/**
 * The same for a value nobody else holds yet (just parsed), deleting in place: copying every object of a
 * whole-fleet frame each second would be most of the cost of reading it.
 */
export const stripSecretsInPlace = <T>(value: T): T => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (const item of value) stripSecretsInPlace(item);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (SECRET_KEYS.has(key)) delete record[key];
    else stripSecretsInPlace(record[key]);
  }
  return value;
};
