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
import { VOUCHER_EXPIRY_GRACE_MS } from '../constants/vouchers';

const at = (iso: string) => new Date(iso);
const EXPIRY = '2026-03-01T00:00:00.000Z';

describe('isPastExpiry (seed 001 §9: expired one day after the expiry date)', () => {
  it('expiry 2026-03-01 00:00Z: still valid at 2026-03-01 23:59:59Z, on the expiry day', () => {
    expect(isPastExpiry(EXPIRY, at('2026-03-01T23:59:59Z'))).toBe(false);
  });
  it('expiry 2026-03-01 00:00Z + 1 day: 2026-03-02 00:00:00.000Z is the last valid instant', () => {
    expect(isPastExpiry(EXPIRY, at('2026-03-02T00:00:00.000Z'))).toBe(false);
  });
  it('expiry 2026-03-01 00:00Z + 1 day: 2026-03-02 00:00:00.001Z is the first expired instant', () => {
    expect(isPastExpiry(EXPIRY, at('2026-03-02T00:00:00.001Z'))).toBe(true);
    expect(isPastExpiry(new Date(EXPIRY), at('2026-04-01T00:00:00Z'))).toBe(true);
  });
  it('the grace is one day whatever the hour: expiry 2026-12-31 15:30Z is valid until 2027-01-01 15:30Z', () => {
    expect(VOUCHER_EXPIRY_GRACE_MS).toBe(86_400_000);
    expect(isPastExpiry('2026-12-31T15:30:00Z', at('2027-01-01T15:30:00.000Z'))).toBe(false);
    expect(isPastExpiry('2026-12-31T15:30:00Z', at('2027-01-01T15:30:00.001Z'))).toBe(true);
  });
  it('never expires without an expiry date (2099 is still valid)', () => {
    expect(isPastExpiry(null, at('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('issuedExpiry (validityInDays counted from the issue date)', () => {
  const issued = at('2026-01-10T08:00:00Z');
  it('validityInDays 30 from issue 2026-01-10 08:00Z expires 2026-02-09 08:00Z', () => {
    expect(issuedExpiry(issued, { validityInDays: 30, expiryDate: null })).toEqual(at('2026-02-09T08:00:00Z'));
  });
  it('validityInDays 1 from issue 2026-01-10 08:00Z expires 2026-01-11 08:00Z', () => {
    expect(issuedExpiry(issued, { validityInDays: 1, expiryDate: null })).toEqual(at('2026-01-11T08:00:00Z'));
  });
  it('a copy issued 2026-01-10 08:00Z valid 30 days shows available until 2026-02-10 08:00:00.000Z (+1 day), expired 1 ms later', () => {
    const expiresAt = issuedExpiry(issued, { validityInDays: 30, expiryDate: null });
    expect(issuedState({ voucherUsed: false, expiresAt }, at('2026-02-10T08:00:00.000Z'))).toBe('available');
    expect(issuedState({ voucherUsed: false, expiresAt }, at('2026-02-10T08:00:00.001Z'))).toBe('expired');
  });
  it('validityInDays 90 from 2026-01-10 is capped by the voucher expiry 2026-03-01', () => {
    expect(issuedExpiry(issued, { validityInDays: 90, expiryDate: EXPIRY })).toEqual(at(EXPIRY));
  });
  it('validityInDays 7 from 2026-01-10 08:00Z ends 2026-01-17 08:00Z, before the voucher expiry 2026-03-01', () => {
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
  it('total limit (margin): 1 copy left (marginBalance 1) sells, 0 left is sold out', () => {
    expect(buyBlockedReason({ ...base, marginBalance: 1 }, 0, now)).toBeNull();
    expect(buyBlockedReason({ ...base, marginBalance: 0 }, 0, now)).toBe('soldOut');
  });
  it('per-member limit (personalMargin 2): a member holding 1 may buy, one holding 2 may not', () => {
    expect(buyBlockedReason(base, 1, now)).toBeNull();
    expect(buyBlockedReason(base, 2, now)).toBe('personalLimitReached');
    expect(personalMarginLimitExceeded({ personalMargin: 2 }, 3)).toBe(true);
  });
  it('personalMargin 0 refuses even the first copy (0 held)', () => {
    expect(personalMarginLimitExceeded({ personalMargin: 0 }, 0)).toBe(true);
  });
  it('the total limit is checked before the personal one: 0 left and 2 of 2 held is sold out', () => {
    expect(buyBlockedReason({ ...base, marginBalance: 0 }, 2, now)).toBe('soldOut');
  });
  it('no limits (margin and personalMargin null): a member holding 999 may still buy', () => {
    expect(buyBlockedReason({ ...base, marginBalance: null, personalMargin: null }, 999, now)).toBeNull();
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
