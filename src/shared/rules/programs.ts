/**
 * Programs and membership offers (seed 000 §2, §7, §8; seed 001 §1, §6), shared by the client and the server.
 */

/** The kinds of program seed 001 lists; /programs/merchants/{program_type}/{merchant_id} takes one of them. */
export const PROGRAM_TYPES = ['loyalty', 'voucher', 'stamp', 'referral', 'cashback', 'package', 'discount'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

export function isProgramType(value: string | null | undefined): value is ProgramType {
  return (PROGRAM_TYPES as readonly string[]).includes(value ?? '');
}

/** Word for word from seed 000 §8 / seed 001 §6. */
export const GUEST_DISCOUNT_PROMPT =
  'Sign up to unlock your discount package. Guest users are not eligible for this offer.';

/**
 * Program kinds that are an offer of a discount package (seed 001 §6: "package-type discount products are
 * unavailable to guests"): the guest sees the sign-up prompt instead, and the server refuses their detail.
 */
export const GUEST_INELIGIBLE_PROGRAM_TYPES: readonly ProgramType[] = ['discount', 'cashback', 'package'];

export function guestMayOpenProgram(type: string): boolean {
  return !(GUEST_INELIGIBLE_PROGRAM_TYPES as readonly string[]).includes(type);
}

/** A membership offer is a discount package when its tier gives a discount or a cashback. */
export function isDiscountOffer(membership: { discountCashback?: { discountType?: string | null } | null }): boolean {
  const type = membership.discountCashback?.discountType;
  return type === 'discount' || type === 'cashback';
}
