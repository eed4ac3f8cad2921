import { useEffect, useState } from 'react';
import { secondsRemaining } from '../../shared/rules';

/**
 * Whole seconds left until `expiresAtMs` (epoch milliseconds; null: no countdown, 0), refreshed every second. A
 * code screen passes the expiry it computed from the server's `expiresIn` when the code was sent.
 */
export function useCountdown(expiresAtMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAtMs === null) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAtMs]);
  return expiresAtMs === null ? 0 : secondsRemaining(expiresAtMs, now);
}
