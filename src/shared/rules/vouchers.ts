/**
 * Voucher rules both sides apply (seed 001 §4, §5, §6, §9): when a voucher on offer or a held copy shows as not yet
 * available, valid for N days, expired or used; when a copy issued now expires; whether a member may buy or claim
 * one (both limits, events, dates); which channel and outlet a held copy applies to.
 */
import {
  UNPURCHASABLE_EVENTS,
  VOUCHER_EXPIRY_GRACE_MS,
  type VoucherChannel,
  type VoucherEvent,
} from '../constants/vouchers';

type When = Date | string | null;
const DAY_MS = 86_400_000;
const ms = (when: Date | string): number => (typeof when === 'string' ? Date.parse(when) : when.getTime());

/** Seed 001 §9: expired only once `now` is past the expiry date plus one day; no expiry date never expires. */
export function isPastExpiry(expiry: When, now: Date): boolean {
  return expiry !== null && now.getTime() > ms(expiry) + VOUCHER_EXPIRY_GRACE_MS;
}

export interface VoucherTiming {
  startDate: When;
  expiryDate: When;
  /** Copies expire this many days after they are issued (null: at the voucher's expiry date). */
  validityInDays: number | null;
}

/**
 * When a copy issued at `issuedAt` expires: `validityInDays` after issue, but never after the voucher's own expiry
 * date; the expiry date alone when there is no validity; null when the voucher has neither.
 */
export function issuedExpiry(
  issuedAt: Date,
  timing: Pick<VoucherTiming, 'expiryDate' | 'validityInDays'>,
): Date | null {
  const byValidity = timing.validityInDays === null ? null : issuedAt.getTime() + timing.validityInDays * DAY_MS;
  const byDate = timing.expiryDate === null ? null : ms(timing.expiryDate);
  if (byValidity === null) return byDate === null ? null : new Date(byDate);
  return new Date(byDate === null ? byValidity : Math.min(byValidity, byDate));
}

/** How a voucher on offer shows (seed 001 §4): before its start, after its expiry (+1 day), or valid for N days. */
export type OfferState = 'notYetAvailable' | 'expired' | 'validForDays' | 'available';

export function offerState(timing: VoucherTiming, now: Date): OfferState {
  if (timing.startDate !== null && now.getTime() < ms(timing.startDate)) return 'notYetAvailable';
  if (isPastExpiry(timing.expiryDate, now)) return 'expired';
  return timing.validityInDays !== null ? 'validForDays' : 'available';
}

/** How a held copy shows: used, expired (a day after its expiry), or available. */
export type IssuedState = 'used' | 'expired' | 'available';

export function issuedState(copy: { voucherUsed: boolean; expiresAt: When }, now: Date): IssuedState {
  if (copy.voucherUsed) return 'used';
  if (isPastExpiry(copy.expiresAt, now)) return 'expired';
  return 'available';
}

export interface VoucherLimits {
  /** Copies left of the voucher's total (`marginBalance`); null: no total limit. */
  marginBalance: number | null;
  /** Copies one member may get (`personalMargin`); null: no limit per member. */
  personalMargin: number | null;
}

export const marginLimitExceeded = (limits: Pick<VoucherLimits, 'marginBalance'>): boolean =>
  limits.marginBalance !== null && limits.marginBalance <= 0;

export const personalMarginLimitExceeded = (limits: Pick<VoucherLimits, 'personalMargin'>, held: number): boolean =>
  limits.personalMargin !== null && held >= limits.personalMargin;

/** Why a member cannot get a copy now (claim or issue); null when they can. */
export type GetBlock = 'notYetAvailable' | 'expired' | 'soldOut' | 'personalLimitReached';
/** Why a member cannot buy one; null when they can (seed 001 §5 "Buy allowed only if"). */
export type BuyBlock = GetBlock | 'notForSale' | 'eventVoucher';

export interface VoucherStanding extends VoucherTiming, VoucherLimits {
  isPurchase: boolean;
  voucherEvent: VoucherEvent | string | null;
}

export function getBlockedReason(
  voucher: VoucherTiming & VoucherLimits,
  personalCount: number,
  now: Date,
): GetBlock | null {
  const state = offerState(voucher, now);
  if (state === 'notYetAvailable' || state === 'expired') return state;
  if (marginLimitExceeded(voucher)) return 'soldOut';
  if (personalMarginLimitExceeded(voucher, personalCount)) return 'personalLimitReached';
  return null;
}

export function buyBlockedReason(voucher: VoucherStanding, personalCount: number, now: Date): BuyBlock | null {
  if (!voucher.isPurchase) return 'notForSale';
  if (voucher.voucherEvent && (UNPURCHASABLE_EVENTS as readonly string[]).includes(voucher.voucherEvent))
    return 'eventVoucher';
  return getBlockedReason(voucher, personalCount, now);
}

/** Seed 001 §6: Birthday vouchers are hidden from a member who has not given a birthday. */
export const isHiddenFromMember = (voucherEvent: string | null, hasBirthday: boolean): boolean =>
  voucherEvent === 'Birthday' && !hasBirthday;

/**
 * Seed 001 §5: a held copy applies to an order only in one of its channels (none listed: all) and at one of its
 * outlets (none listed: all); answers which of the two refuses, channel first.
 */
export function applicabilityBlock(
  voucher: { channels: readonly string[]; outlets: readonly string[] },
  order: { channel: VoucherChannel; outletId: string },
): 'wrongChannel' | 'wrongOutlet' | null {
  if (voucher.channels.length > 0 && !voucher.channels.includes(order.channel)) return 'wrongChannel';
  if (voucher.outlets.length > 0 && !voucher.outlets.includes(order.outletId)) return 'wrongOutlet';
  return null;
}
