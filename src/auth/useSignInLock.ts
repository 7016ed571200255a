/** The wait a 429's Retry-After imposes after too many sign-in attempts. */
import { useCallback, useEffect, useState } from 'react';

interface Deadline {
  until: number;
  onEnd?: () => void;
}

export interface SignInLock {
  /** Whole seconds still to wait; 0 when sign-in is open. */
  secondsLeft: number;
  lockFor: (seconds: number | undefined, onEnd?: () => void) => void;
}

export const useSignInLock = (): SignInLock => {
  const [deadline, setDeadline] = useState<Deadline | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!deadline) return undefined;
    // Started with the wait (a whole number of seconds), the ticks fall on the deadline's second
    // boundaries; each reads the clock, so a late tick (a throttled background tab) shows the truth.
    const timer = setInterval(() => {
      const current = Date.now();
      if (current < deadline.until) {
        setNow(current);
        return;
      }
      clearInterval(timer);
      setDeadline(null);
      deadline.onEnd?.();
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const lockFor = useCallback((seconds: number | undefined, onEnd?: () => void) => {
    if (!seconds || seconds <= 0) return;
    const current = Date.now();
    setNow(current);
    setDeadline({ until: current + seconds * 1000, onEnd });
  }, []);

  return { secondsLeft: deadline ? Math.max(0, Math.ceil((deadline.until - now) / 1000)) : 0, lockFor };
};

/** 272 → "4:32"; 3725 → "1:02:05". */
export const formatWait = (seconds: number): string => {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
};
