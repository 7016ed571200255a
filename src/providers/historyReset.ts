/**
 * Forgets the history without loading it, as the sign-in page needs the auth provider but not the
 * history; deleted by name so that a history another tab left goes too.
 */

export const HISTORY_DB = 'ingress-console-history';

const forgetInMemory = new Set<() => void>();

/** Called by the history and the live client when they load. */
export const onHistoryReset = (forget: () => void): void => {
  forgetInMemory.add(forget);
};

export const resetHistory = (): Promise<void> => {
  forgetInMemory.forEach((forget) => forget());
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase(HISTORY_DB);
    // Deleted, refused or held open by another tab that does not let go: sign-out goes on either way.
    deleting.onsuccess = deleting.onerror = deleting.onblocked = () => resolve();
  });
};
