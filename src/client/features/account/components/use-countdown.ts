import { useEffect, useState } from 'react';
import { countdownExpiry, secondsRemaining } from '../../../../shared/rules';

/** Seconds left of a countdown that (re)starts whenever `startedAt` changes; ticks once a second. */
export function useCountdown(seconds: number, startedAt: number | null): number {
  const expiresAt = startedAt === null ? null : countdownExpiry(startedAt, seconds);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return expiresAt === null ? 0 : secondsRemaining(expiresAt, now);
}
