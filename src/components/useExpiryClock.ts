/**
 * The time as a lifetime (a service's, a token's) needs it: often enough for its "expires in …" to stay
 * true, and exactly when it ends; no timer at all for one without an end or past it.
 */
import { useEffect, useState } from 'react';

/** How long the shown time left may lag behind, by how much is left. */
const tickFor = (left: number): number => (left > 2 * 3_600_000 ? 60_000 : left > 90_000 ? 5_000 : 1_000);

export const useExpiryClock = (expiresAt: number | null): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null || now >= expiresAt) return;
    const left = expiresAt - Date.now();
    // Capped by the tick: a far-away date never overflows setTimeout's 24.8-day limit.
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, Math.min(left, tickFor(left))));
    return () => clearTimeout(timer);
  }, [expiresAt, now]);
  return now;
};
