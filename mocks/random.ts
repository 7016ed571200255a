/** Small deterministic randomness so that seeds, node profiles and log lines are stable run to run. */

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A well-mixed 32-bit hash of an integer (e.g. a node id). */
export const hashInt = (value: number): number => {
  let h = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

export const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];

/** Bytes from a seeded generator, or from the platform's CSPRNG when none is given. */
export const randomBytes = (length: number, rand?: () => number): Uint8Array => {
  const bytes = new Uint8Array(length);
  if (rand) bytes.forEach((_, i) => (bytes[i] = Math.floor(rand() * 256)));
  else globalThis.crypto.getRandomValues(bytes);
  return bytes;
};

export const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
};

export const toBase64Url = (bytes: Uint8Array): string =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const textToBase64Url = (text: string): string => toBase64Url(new TextEncoder().encode(text));
