import { ApiError } from './api-error';
import { keepsKeyAfter, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('makes a fresh random key per action, in the header’s alphabet', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });

  it('keeps the key for a retry only when the server’s answer is unknown', () => {
    expect(keepsKeyAfter(new ApiError(0, 'NETWORK', 'Something went wrong'))).toBe(true);
    expect(keepsKeyAfter(new ApiError(503, 'HTTP', 'Unavailable'))).toBe(true);
    expect(keepsKeyAfter(new TypeError('Failed to fetch'))).toBe(true);
    expect(keepsKeyAfter(new ApiError(400, 'CODE_WRONG', 'Wrong code'))).toBe(false);
    expect(keepsKeyAfter(new ApiError(409, 'INSUFFICIENT_BALANCE', 'Point is not sufficient'))).toBe(false);
  });
});
