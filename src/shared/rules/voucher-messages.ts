/**
 * User-visible English messages of vouchers, word for word from seed 001 (§4, §5, §8). The server answers with them
 * as error messages; the client shows them through react-intl with these strings as defaultMessage.
 */
export const VOUCHER_MESSAGES = {
  voucherExpired: 'Voucher Expired',
  expiredNote: 'this voucher is expired',
  pointNotSufficient: 'Point is not sufficient',
  giftToYourself: 'You should not gift to yourself',
  merchantCannotGift: 'The merchant is unable to send the gift.',
  voucherClaimed: 'Voucher claimed',
  codeMustBeFourDigits: 'Must be 4 digit numbers',
  required: 'Required',
  cantVerifyBiometric: "Can't verify! Biometric",
  cantVerify: "Can't verify!",
  discountCodeCreated: 'Discount code created',
  discountCodeCopied: 'Discount code copied',
  discountCodeNotCopied: 'Discount code not copied',
  successfullyVoided: 'Successfully voided',
  wrongChannel: 'This voucher is not applicable to the selected channel.',
  wrongOutlet: 'This voucher is not applicable to the selected outlet.',
  noVouchers: 'No vouchers available at the moment.',
  // The server's own words where the seed has none.
  creditNotSufficient: 'Store credit is not sufficient',
  notYetAvailable: 'This voucher is not available yet',
  notForSale: 'This voucher cannot be bought',
  soldOut: 'This voucher is sold out',
  personalLimitReached: 'You have reached the limit of this voucher',
  eventVoucher: 'This voucher is given on an event and cannot be bought',
  alreadyUsed: 'This voucher has been used',
} as const;

export type VoucherMessageKey = keyof typeof VOUCHER_MESSAGES;
