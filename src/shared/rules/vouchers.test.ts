import {
  applicabilityBlock,
  buyBlockedReason,
  getBlockedReason,
  isHiddenFromMember,
  isPastExpiry,
  issuedExpiry,
  issuedState,
  offerState,
  personalMarginLimitExceeded,
  type VoucherStanding,
} from './vouchers';

const at = (iso: string) => new Date(iso);
const EXPIRY = '2026-03-01T00:00:00.000Z';

describe('isPastExpiry (seed 001 §9: expired one day after the expiry date)', () => {
  it('is not expired on the expiry day nor up to 24 hours after it, and expired a millisecond later', () => {
    expect(isPastExpiry(EXPIRY, at('2026-03-01T23:59:59Z'))).toBe(false);
    expect(isPastExpiry(EXPIRY, at('2026-03-02T00:00:00.000Z'))).toBe(false);
    expect(isPastExpiry(EXPIRY, at('2026-03-02T00:00:00.001Z'))).toBe(true);
    expect(isPastExpiry(new Date(EXPIRY), at('2026-04-01T00:00:00Z'))).toBe(true);
  });
  it('never expires without an expiry date', () => {
    expect(isPastExpiry(null, at('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('issuedExpiry (validityInDays)', () => {
  const issued = at('2026-01-10T08:00:00Z');
  it('is validityInDays after issue', () => {
    expect(issuedExpiry(issued, { validityInDays: 30, expiryDate: null })).toEqual(at('2026-02-09T08:00:00Z'));
  });
  it("is capped by the voucher's own expiry date", () => {
    expect(issuedExpiry(issued, { validityInDays: 90, expiryDate: EXPIRY })).toEqual(at(EXPIRY));
    expect(issuedExpiry(issued, { validityInDays: 7, expiryDate: EXPIRY })).toEqual(at('2026-01-17T08:00:00Z'));
  });
  it('is the expiry date without validity, and null with neither', () => {
    expect(issuedExpiry(issued, { validityInDays: null, expiryDate: EXPIRY })).toEqual(at(EXPIRY));
    expect(issuedExpiry(issued, { validityInDays: null, expiryDate: null })).toBeNull();
  });
});

describe('offerState and issuedState (seed 001 §4 display states)', () => {
  const timing = { startDate: '2026-01-01T00:00:00Z', expiryDate: EXPIRY, validityInDays: null };
  it('is not yet available before the start date', () => {
    expect(offerState(timing, at('2025-12-31T23:59:59Z'))).toBe('notYetAvailable');
    expect(offerState(timing, at('2026-01-01T00:00:00Z'))).toBe('available');
  });
  it('is expired only past expiry + 1 day', () => {
    expect(offerState(timing, at('2026-03-01T20:00:00Z'))).toBe('available');
    expect(offerState(timing, at('2026-03-02T00:00:01Z'))).toBe('expired');
  });
  it('says valid for N days when copies have a validity', () => {
    expect(offerState({ ...timing, validityInDays: 14 }, at('2026-02-01T00:00:00Z'))).toBe('validForDays');
  });
  it('shows a held copy as used before anything else, then expired, else available', () => {
    expect(issuedState({ voucherUsed: true, expiresAt: null }, at('2026-02-01T00:00:00Z'))).toBe('used');
    expect(issuedState({ voucherUsed: true, expiresAt: '2020-01-01T00:00:00Z' }, at('2026-02-01T00:00:00Z'))).toBe(
      'used',
    );
    expect(issuedState({ voucherUsed: false, expiresAt: EXPIRY }, at('2026-03-02T00:00:01Z'))).toBe('expired');
    expect(issuedState({ voucherUsed: false, expiresAt: EXPIRY }, at('2026-03-01T12:00:00Z'))).toBe('available');
  });
});

describe('buyBlockedReason and getBlockedReason (seed 001 §5)', () => {
  const now = at('2026-02-01T00:00:00Z');
  const base: VoucherStanding = {
    isPurchase: true,
    voucherEvent: null,
    startDate: null,
    expiryDate: EXPIRY,
    validityInDays: null,
    marginBalance: 5,
    personalMargin: 2,
  };
  it('allows a purchasable voucher within both limits', () => {
    expect(buyBlockedReason(base, 1, now)).toBeNull();
  });
  it('refuses one not for sale, and event vouchers (First time shopper, Birthday) even when purchasable', () => {
    expect(buyBlockedReason({ ...base, isPurchase: false }, 0, now)).toBe('notForSale');
    expect(buyBlockedReason({ ...base, voucherEvent: 'First time shopper' }, 0, now)).toBe('eventVoucher');
    expect(buyBlockedReason({ ...base, voucherEvent: 'Birthday' }, 0, now)).toBe('eventVoucher');
    expect(buyBlockedReason({ ...base, voucherEvent: 'Special date' }, 0, now)).toBeNull();
  });
  it('refuses at 0 left of the total and at the personal limit', () => {
    expect(buyBlockedReason({ ...base, marginBalance: 0 }, 0, now)).toBe('soldOut');
    expect(buyBlockedReason({ ...base, marginBalance: 1 }, 0, now)).toBeNull();
    expect(buyBlockedReason(base, 2, now)).toBe('personalLimitReached');
    expect(buyBlockedReason({ ...base, marginBalance: null, personalMargin: null }, 999, now)).toBeNull();
    expect(personalMarginLimitExceeded({ personalMargin: 0 }, 0)).toBe(true);
  });
  it('refuses before the start and after expiry + 1 day', () => {
    expect(buyBlockedReason({ ...base, startDate: '2026-02-02T00:00:00Z' }, 0, now)).toBe('notYetAvailable');
    expect(buyBlockedReason(base, 0, at('2026-03-02T00:00:01Z'))).toBe('expired');
  });
  it('lets event vouchers be claimed or issued (no purchase rules)', () => {
    expect(getBlockedReason({ ...base, marginBalance: 3 }, 0, now)).toBeNull();
    expect(getBlockedReason({ ...base, marginBalance: 0 }, 0, now)).toBe('soldOut');
  });
});

describe('isHiddenFromMember and applicabilityBlock', () => {
  it('hides Birthday vouchers from members without a birthday only', () => {
    expect(isHiddenFromMember('Birthday', false)).toBe(true);
    expect(isHiddenFromMember('Birthday', true)).toBe(false);
    expect(isHiddenFromMember('First time shopper', false)).toBe(false);
    expect(isHiddenFromMember(null, false)).toBe(false);
  });
  it('refuses another channel first, then another outlet; empty lists allow all', () => {
    const voucher = { channels: ['pick_up'], outlets: ['o1'] };
    expect(applicabilityBlock(voucher, { channel: 'delivery', outletId: 'o2' })).toBe('wrongChannel');
    expect(applicabilityBlock(voucher, { channel: 'pick_up', outletId: 'o2' })).toBe('wrongOutlet');
    expect(applicabilityBlock(voucher, { channel: 'pick_up', outletId: 'o1' })).toBeNull();
    expect(applicabilityBlock({ channels: [], outlets: [] }, { channel: 'dine_in', outletId: 'x' })).toBeNull();
  });
});
