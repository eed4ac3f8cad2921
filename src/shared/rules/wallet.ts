/**
 * Wallet rules of seed 001 (§4, §5, §9) shared by the screens and the server: the gift amount selector, the gift
 * and redeem amount checks, the register redeem rules and the store-credit transaction labels. Amounts are decimal
 * strings or cents (src/shared/rules/money.ts); the selector works on the numbers a slider holds.
 */
import { normalizePhone } from '../auth/identity';
import { WALLET_MESSAGES } from './wallet-messages';
import { GIFT_CODE_LENGTH, GIFT_QUICK_AMOUNTS, GIFT_SLIDER_STEP, GIFT_STEPPER_STEP } from './wallet-constants';
import { centsOfNumber, currencyToPointCents, isPointAmountAllowed, pointsToCurrencyCents, toCents } from './money';

export type WalletAssetKind = 'points' | 'credit';

/** The amount clamped to 0 through the balance (seed 001 §5: "amount capped at 0 through the available balance"). */
export function clampToBalance(amount: number, balance: number): number {
  const top = Math.max(0, centsOfNumber(balance));
  return Math.min(Math.max(0, centsOfNumber(amount)), top) / 100;
}

/** The plus / minus buttons: ±10, kept inside 0..balance. */
export function stepGiftAmount(amount: number, direction: 1 | -1, balance: number): number {
  return clampToBalance(amount + direction * GIFT_STEPPER_STEP, balance);
}

/** The quick amounts 500, 1000, 1500, 2000, each capped at the balance (a capped one gives the whole balance). */
export function quickGiftAmounts(balance: number): { label: number; value: number }[] {
  return GIFT_QUICK_AMOUNTS.map((label) => ({ label, value: clampToBalance(label, balance) }));
}

/** The slider: steps of 3 from 0, its top the largest step not above the balance. */
export function giftSliderMax(balance: number): number {
  return Math.max(0, Math.floor(Math.max(0, balance) / GIFT_SLIDER_STEP) * GIFT_SLIDER_STEP);
}

/** A slider position snapped to the nearest step of 3 inside 0..giftSliderMax. */
export function snapToGiftSlider(value: number, balance: number): number {
  const snapped = Math.round(Math.max(0, value) / GIFT_SLIDER_STEP) * GIFT_SLIDER_STEP;
  return Math.min(snapped, giftSliderMax(balance));
}

/** "You can't send 0 …": the seed's wording per asset. */
export const zeroGiftMessage = (asset: WalletAssetKind): string =>
  asset === 'points' ? WALLET_MESSAGES.cantSendZeroPoint : WALLET_MESSAGES.cantSendZeroCredit;

/** Before Next: the amount must be above 0 and the phone must not be the member's own. Null when fine. */
export function giftInputError(input: {
  asset: WalletAssetKind;
  amountCents: number;
  phone: string;
  ownPhone: string | null;
}): string | null {
  if (!(input.amountCents > 0)) return zeroGiftMessage(input.asset);
  const phone = normalizePhone(input.phone);
  if (phone !== null && input.ownPhone !== null && phone === normalizePhone(input.ownPhone))
    return WALLET_MESSAGES.ownPhoneNumber;
  return null;
}

/** Confirm appears only when the code has all its digits (4, numeric). */
export const isCompleteGiftCode = (code: string): boolean => new RegExp(`^[0-9]{${GIFT_CODE_LENGTH}}$`).test(code);

/** 'Successfully Gifted to {phone} (amount : N)'. */
export const giftedMessage = (phone: string, amount: string): string =>
  WALLET_MESSAGES.giftedTo.replace('{phone}', phone).replace('{amount}', amount);

/**
 * The member's redeem form (seed 001 §5): at least 0, at most the total or the balance if lower. Submit is disabled
 * at balance 0.
 */
export function redeemFormMax(balance: number, total?: number): number {
  const top = total === undefined ? balance : Math.min(total, balance);
  return Math.max(0, top);
}
export const redeemSubmitDisabled = (balance: number): boolean => !(balance > 0);

export interface LoyaltyUnitRate {
  pointToCurrencyValue: string;
  isDecimal: boolean;
}

/** The register's redeem request, as the register typed it (decimal strings) and what it is checked against. */
export interface RegisterRedeem {
  /** The sale total, cents. */
  totalCents: number;
  redeemAmount: string;
  storeValueAmount: string;
  /** Active points and store credit of the customer, cents. */
  pointBalanceCents: number;
  unit: LoyaltyUnitRate;
}

export type RegisterRedeemCheck =
  | { ok: true; pointCents: number; creditCents: number; approvedCents: number }
  | { ok: false; message: string; field: 'redeemAmount' | 'storeValueAmount' };

/**
 * Register redeem rules (seed 001 §5, §8), in this order: each amount a non-negative decimal (points whole unless
 * the unit is decimal) — 'Redeem amount is wrong'; not both 0 — "Redeem amount can't be 0"; the points' currency
 * value plus the store credit at most the total — "Can't be more than total"; the points at most the loyalty
 * balance — 'Loyalty balance is not sufficient'. Store credit against its balance is the ledger's guard.
 */
export function checkRegisterRedeem(input: RegisterRedeem): RegisterRedeemCheck {
  const pointCents = toCents(input.redeemAmount);
  if (pointCents === null || pointCents < 0 || !isPointAmountAllowed(pointCents, input.unit.isDecimal))
    return { ok: false, message: WALLET_MESSAGES.redeemAmountWrong, field: 'redeemAmount' };
  const creditCents = toCents(input.storeValueAmount);
  if (creditCents === null || creditCents < 0)
    return { ok: false, message: WALLET_MESSAGES.redeemAmountWrong, field: 'storeValueAmount' };
  if (pointCents === 0 && creditCents === 0)
    return { ok: false, message: WALLET_MESSAGES.redeemAmountZero, field: 'redeemAmount' };
  const approvedCents = pointsToCurrencyCents(pointCents, input.unit.pointToCurrencyValue) + creditCents;
  if (approvedCents > input.totalCents)
    return {
      ok: false,
      message: WALLET_MESSAGES.moreThanTotal,
      field: pointCents > 0 ? 'redeemAmount' : 'storeValueAmount',
    };
  if (pointCents > input.pointBalanceCents)
    return { ok: false, message: WALLET_MESSAGES.loyaltyNotSufficient, field: 'redeemAmount' };
  return { ok: true, pointCents, creditCents, approvedCents };
}

/** Most points a register sale of `totalCents` can take, given the balance (the register form's maximum). */
export function registerMaxPointCents(totalCents: number, pointBalanceCents: number, unit: LoyaltyUnitRate): number {
  return Math.min(
    currencyToPointCents(totalCents, unit.pointToCurrencyValue, unit.isDecimal),
    Math.max(0, pointBalanceCents),
  );
}

/** Store-credit transaction label (seed 001 §4): Redeemed, Voided, otherwise Top up; green for in, red for out. */
export function creditEntryLabel(entry: { kind: string; isVoid: boolean; sign: '+' | '-' }): {
  label: 'Redeemed' | 'Voided' | 'Top up';
  tone: 'positive' | 'negative';
} {
  const tone = entry.sign === '+' ? 'positive' : 'negative';
  if (entry.isVoid) return { label: 'Voided', tone };
  if (entry.kind === 'redeem') return { label: 'Redeemed', tone };
  return { label: 'Top up', tone };
}
