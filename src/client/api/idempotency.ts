/**
 * Idempotency keys of the money-moving calls (src/shared/api/wallet.ts `IdempotencyHeaders`): one fresh random key
 * per user action, sent again only when that same action is retried after it got no answer, so the server applies
 * it at most once however often the request reaches it.
 */
import { useCallback, useRef } from 'react';
import { isApiError } from './api-error';

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed attempt may be retried with the same key: only when the server's answer is unknown (no answer,
 * or a 5xx that may have come after the work was done). A 4xx is the server's final word on that key and body; the
 * next try is a new action with a new key (the same key with another body would be refused with 409).
 */
export function keepsKeyAfter(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * The key of the action under way: `current()` makes one on first use and answers it until `settle(outcome)`, which
 * keeps it for a retry when the outcome is a failure with no final answer (keepsKeyAfter), and drops it otherwise.
 * `reset()` drops it whatever happened (the user changed what the action is about).
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const settle = useCallback((failure?: unknown) => {
    if (failure === undefined || !keepsKeyAfter(failure)) key.current = null;
  }, []);
  const reset = useCallback(() => {
    key.current = null;
  }, []);
  return { current, settle, reset };
}
