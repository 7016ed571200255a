/**
 * Whether a mutation really got an answer: on a 401, 403 or 429 react-admin's data provider proxy ends
 * the session and then RESOLVES with an empty placeholder (`{}` or `[]`). Every answer of this console's
 * data provider carries something, so an empty one is that placeholder.
 */
export const isAnswer = (data: unknown): boolean => {
  if (data === null || data === undefined) return false;
  if (Array.isArray(data)) return data.length > 0;
  if (typeof data === 'object') return Object.keys(data).length > 0;
  return true;
};

/** The session ended while the call was refused: the sign-out is under way, nothing else to say. */
export class SessionEnded extends Error {
  constructor() {
    super('The session ended');
    this.name = 'SessionEnded';
  }
}
