import { fillMessage, RULE_MESSAGES } from './messages';

/** Formats whole seconds as m:ss: 600 → '10:00', 65 → '1:05', 0 → '0:00'. Fractions round up (4.2 s → '0:05'). */
export function formatMmSs(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`formatMmSs: seconds must be a finite number of 0 or more, got ${seconds}`);
  }
  const whole = Math.ceil(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Epoch milliseconds at which a countdown of `seconds` started at `nowMs` ends. */
export function countdownExpiry(nowMs: number, seconds: number): number {
  return nowMs + seconds * 1000;
}

/**
 * Whole seconds left until `expiresAtMs`, never below 0. Rounded up so the display shows 0:00 only when the time
 * is really over, which is when resend becomes allowed.
 */
export function secondsRemaining(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}

export interface ResendState {
  /** Resend is allowed only at zero (section 4). */
  canResend: boolean;
  /** Confirming the code is disabled once the countdown reaches zero. */
  canConfirm: boolean;
  /** When resend is pressed early: 'please wait {m:ss}' (English; the template is RULE_MESSAGES.pleaseWait). */
  waitMessage: string | null;
}

export function resendState(remainingSeconds: number): ResendState {
  const expired = remainingSeconds <= 0;
  return {
    canResend: expired,
    canConfirm: !expired,
    waitMessage: expired ? null : pleaseWaitMessage(remainingSeconds),
  };
}

/** 'please wait 4:59' */
export function pleaseWaitMessage(remainingSeconds: number): string {
  return fillMessage(RULE_MESSAGES.pleaseWait, { time: formatMmSs(remainingSeconds) });
}
