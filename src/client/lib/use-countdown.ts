import { useEffect, useState } from 'react';
import { secondsRemaining } from '../../shared/rules';

/**
 * Whole seconds left until `expiresAtMs` (null: nothing to count down), refreshed every second. Code screens pass
 * the expiry built from the server's `expiresIn`, so the countdown is the code's real lifetime.
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
