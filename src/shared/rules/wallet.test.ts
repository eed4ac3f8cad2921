import { WALLET_MESSAGES } from './wallet-messages';
import {
  GIFT_CODE_LENGTH,
  GIFT_QUICK_AMOUNTS,
  GIFT_SLIDER_STEP,
  GIFT_STEPPER_STEP,
  RECENT_RECIPIENTS_MAX,
  REGISTER_CODE_COUNTDOWN_SECONDS,
  REGISTER_CODE_LENGTH,
  WALLET_PAGE_SIZE,
} from './wallet-constants';
import {
  checkRegisterRedeem,
  clampToBalance,
  creditEntryLabel,
  giftInputError,
  giftSliderMax,
  giftedMessage,
  isCompleteGiftCode,
  quickGiftAmounts,
  redeemFormMax,
  redeemSubmitDisabled,
  registerMaxPointCents,
  snapToGiftSlider,
  stepGiftAmount,
} from './wallet';

describe('seed 001 §9 numbers', () => {
  it('are the seed’s', () => {
    expect(GIFT_STEPPER_STEP).toBe(10);
    expect(GIFT_QUICK_AMOUNTS).toEqual([500, 1000, 1500, 2000]);
    expect(GIFT_SLIDER_STEP).toBe(3);
    expect(GIFT_CODE_LENGTH).toBe(4);
    expect(REGISTER_CODE_LENGTH).toBe(6);
    expect(REGISTER_CODE_COUNTDOWN_SECONDS).toBe(300);
    expect(RECENT_RECIPIENTS_MAX).toBe(10);
    expect(WALLET_PAGE_SIZE).toBe(10);
  });
});

describe('gift amount selector', () => {
  it('clamps to 0 through the balance', () => {
    expect(clampToBalance(-5, 100)).toBe(0);
    expect(clampToBalance(150, 100)).toBe(100);
    expect(clampToBalance(12.34, 100)).toBe(12.34);
    expect(clampToBalance(50, -20)).toBe(0);
  });
  it('steps by 10 inside 0..balance', () => {
    expect(stepGiftAmount(0, 1, 1000)).toBe(10);
    expect(stepGiftAmount(995, 1, 1000)).toBe(1000);
    expect(stepGiftAmount(5, -1, 1000)).toBe(0);
    expect(stepGiftAmount(20.5, -1, 1000)).toBe(10.5);
  });
  it('quick amounts 500/1000/1500/2000 are capped at the balance', () => {
    expect(quickGiftAmounts(1200)).toEqual([
      { label: 500, value: 500 },
      { label: 1000, value: 1000 },
      { label: 1500, value: 1200 },
      { label: 2000, value: 1200 },
    ]);
    expect(quickGiftAmounts(0).map((q) => q.value)).toEqual([0, 0, 0, 0]);
  });
  it('slider moves in steps of 3 up to the largest step within the balance', () => {
    expect(giftSliderMax(100)).toBe(99);
    expect(giftSliderMax(2)).toBe(0);
    expect(snapToGiftSlider(4, 100)).toBe(3);
    expect(snapToGiftSlider(5, 100)).toBe(6);
    expect(snapToGiftSlider(100, 100)).toBe(99);
    expect(snapToGiftSlider(-7, 100)).toBe(0);
  });
});

describe('gift checks', () => {
  const base = { asset: 'points' as const, amountCents: 1000, phone: '+97699000002', ownPhone: '+97699000001' };
  it("refuses 0 with the seed's words per asset", () => {
    expect(giftInputError({ ...base, amountCents: 0 })).toBe('you cant send 0 point');
    expect(giftInputError({ ...base, asset: 'credit', amountCents: 0 })).toBe('you cant send 0 store credit');
  });
  it("refuses the member's own phone however it is typed", () => {
    expect(giftInputError({ ...base, phone: '+976 9900-0001' })).toBe('It is your phone number');
  });
  it('accepts another phone and a positive amount', () => expect(giftInputError(base)).toBeNull());
  it('Confirm appears only at 4 digits', () => {
    expect(isCompleteGiftCode('123')).toBe(false);
    expect(isCompleteGiftCode('1234')).toBe(true);
    expect(isCompleteGiftCode('12a4')).toBe(false);
    expect(isCompleteGiftCode('12345')).toBe(false);
  });
  it('the success message', () =>
    expect(giftedMessage('+97699000002', '150')).toBe('Successfully Gifted to +97699000002 (amount : 150)'));
});

describe('member redeem form', () => {
  it('maximum is the total, or the balance if lower; never below 0', () => {
    expect(redeemFormMax(500, 300)).toBe(300);
    expect(redeemFormMax(200, 300)).toBe(200);
    expect(redeemFormMax(200)).toBe(200);
    expect(redeemFormMax(-10)).toBe(0);
  });
  it('Submit is disabled at balance 0', () => {
    expect(redeemSubmitDisabled(0)).toBe(true);
    expect(redeemSubmitDisabled(0.01)).toBe(false);
  });
});

describe('register redeem rules', () => {
  const unit = { pointToCurrencyValue: '0.01', isDecimal: false };
  const sale = { totalCents: 2000, pointBalanceCents: 150000, unit, redeemAmount: '0', storeValueAmount: '0' };
  it.each([
    [{ redeemAmount: 'abc' }, WALLET_MESSAGES.redeemAmountWrong, 'redeemAmount'],
    [{ redeemAmount: '-5' }, WALLET_MESSAGES.redeemAmountWrong, 'redeemAmount'],
    [{ redeemAmount: '10.5' }, WALLET_MESSAGES.redeemAmountWrong, 'redeemAmount'],
    [{ storeValueAmount: '1.234' }, WALLET_MESSAGES.redeemAmountWrong, 'storeValueAmount'],
    [{}, "Redeem amount can't be 0", 'redeemAmount'],
    [{ redeemAmount: '2001' }, "Can't be more than total", 'redeemAmount'],
    [{ redeemAmount: '1000', storeValueAmount: '10.01' }, "Can't be more than total", 'redeemAmount'],
    [{ storeValueAmount: '20.01' }, "Can't be more than total", 'storeValueAmount'],
  ])('%j → %s', (change, message, field) => {
    expect(checkRegisterRedeem({ ...sale, ...change })).toEqual({ ok: false, message, field });
  });
  it("'Loyalty balance is not sufficient' when the points are more than the balance", () => {
    expect(checkRegisterRedeem({ ...sale, pointBalanceCents: 99900, redeemAmount: '1000' })).toEqual({
      ok: false,
      message: 'Loyalty balance is not sufficient',
      field: 'redeemAmount',
    });
  });
  it('approves points at their currency value plus store credit, up to the total exactly', () => {
    expect(checkRegisterRedeem({ ...sale, redeemAmount: '1000', storeValueAmount: '10' })).toEqual({
      ok: true,
      pointCents: 100000,
      creditCents: 1000,
      approvedCents: 2000,
    });
  });
  it('decimal units take fractional points', () => {
    const decimal = { ...sale, unit: { pointToCurrencyValue: '1', isDecimal: true } };
    expect(checkRegisterRedeem({ ...decimal, redeemAmount: '10.5' })).toMatchObject({ ok: true, approvedCents: 1050 });
  });
  it('the most points a sale can take: the total in points or the balance, whichever is lower', () => {
    expect(registerMaxPointCents(2000, 150000, unit)).toBe(150000);
    expect(registerMaxPointCents(2000, 500000, unit)).toBe(200000);
    expect(registerMaxPointCents(2000, -100, unit)).toBe(0);
  });
});

describe('store-credit transaction labels', () => {
  it('Redeemed, Voided, otherwise Top up; green in, red out', () => {
    expect(creditEntryLabel({ kind: 'redeem', isVoid: false, sign: '-' })).toEqual({
      label: 'Redeemed',
      tone: 'negative',
    });
    expect(creditEntryLabel({ kind: 'redeem', isVoid: true, sign: '-' })).toEqual({
      label: 'Voided',
      tone: 'negative',
    });
    expect(creditEntryLabel({ kind: 'top_up', isVoid: false, sign: '+' })).toEqual({
      label: 'Top up',
      tone: 'positive',
    });
    expect(creditEntryLabel({ kind: 'gift_sent', isVoid: false, sign: '-' })).toEqual({
      label: 'Top up',
      tone: 'negative',
    });
  });
});
