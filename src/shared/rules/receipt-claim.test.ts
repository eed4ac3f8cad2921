import { RECEIPT_CLAIM_SUCCESS, shouldAutoClaimReceipt } from './receipt-claim';

describe('receipt claim (seed 000 §4)', () => {
  it('claims a stored receipt once logged in and joined', () => {
    expect(shouldAutoClaimReceipt({ storedRedeemId: 'r1', loggedIn: true, joined: true })).toBe(true);
    expect(shouldAutoClaimReceipt({ storedRedeemId: 'r1', loggedIn: true, joined: false })).toBe(false);
    expect(shouldAutoClaimReceipt({ storedRedeemId: '', loggedIn: true, joined: true })).toBe(false);
    expect(RECEIPT_CLAIM_SUCCESS).toEqual({
      message: 'Successfully claimed the receipt',
      navigateAfterMs: 1000,
      clearStoredId: true,
    });
  });
});
