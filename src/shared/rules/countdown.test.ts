import { LOGIN_CODE_TTL_SECONDS, VERIFICATION_CODE_TTL_SECONDS } from '../constants/auth';
import { countdownExpiry, formatMmSs, pleaseWaitMessage, resendState, secondsRemaining } from './countdown';

describe('countdowns: 10 minutes for login codes, 300 seconds for verification (sections 4 and 9)', () => {
  it('formats m:ss', () => {
    expect(formatMmSs(LOGIN_CODE_TTL_SECONDS)).toBe('10:00');
    expect(formatMmSs(VERIFICATION_CODE_TTL_SECONDS)).toBe('5:00');
    expect(formatMmSs(299)).toBe('4:59');
    expect(formatMmSs(65)).toBe('1:05');
    expect(formatMmSs(9)).toBe('0:09');
    expect(formatMmSs(0)).toBe('0:00');
    expect(formatMmSs(4.2)).toBe('0:05');
    expect(() => formatMmSs(-1)).toThrow('seconds must be a finite number of 0 or more, got -1');
  });

  it('counts the remaining seconds from an expiry, rounding up and stopping at 0', () => {
    const start = Date.UTC(2026, 10, 23, 10, 0, 0);
    const expiry = countdownExpiry(start, VERIFICATION_CODE_TTL_SECONDS);
    expect(secondsRemaining(expiry, start)).toBe(300);
    expect(secondsRemaining(expiry, start + 1)).toBe(300);
    expect(secondsRemaining(expiry, start + 1000)).toBe(299);
    expect(secondsRemaining(expiry, start + 299_999)).toBe(1);
    expect(secondsRemaining(expiry, start + 300_000)).toBe(0);
    expect(secondsRemaining(expiry, start + 900_000)).toBe(0);
  });

  it("allows resend only at zero; resending early says 'please wait {m:ss}'; confirm is disabled at zero", () => {
    expect(resendState(299)).toEqual({ canResend: false, canConfirm: true, waitMessage: 'please wait 4:59' });
    expect(resendState(1)).toEqual({ canResend: false, canConfirm: true, waitMessage: 'please wait 0:01' });
    expect(resendState(0)).toEqual({ canResend: true, canConfirm: false, waitMessage: null });
    expect(pleaseWaitMessage(600)).toBe('please wait 10:00');
  });
});
