/**
 * User-visible English messages of the wallet, word for word from seed 001 (§5, §7, §8). The server answers with
 * them as error messages; the client shows them through react-intl with these strings as defaultMessage.
 * Placeholders use ICU syntax.
 */
export const WALLET_MESSAGES = {
  cantSendZeroPoint: 'you cant send 0 point',
  cantSendZeroCredit: 'you cant send 0 store credit',
  ownPhoneNumber: 'It is your phone number',
  userNotFound: 'User not found!',
  couldNotGift: 'Error, Could not gift',
  giftedTo: 'Successfully Gifted to {phone} (amount : {amount})',
  pointNotSufficient: 'Point is not sufficient',
  paymentNotAvailable: 'Payment is not available',
  cantVerifyBiometric: "Can't verify! Biometric",
  cantVerify: "Can't verify!",
  joinMerchant: 'Please join to merchant',
  gainMembership: 'Gain membership then refer friends',
  notJoined: 'Not joined to merchant',
  merchantDisallowsRedemption: 'Merchant does not allow loyalty redemption',
  loyaltyIsZero: 'Loyalty is 0 can not redeem',
  // The membership card's front without a reached tier (§2), also on its wallet pass.
  noMembership: 'No Membership',
  // The register payment screen (§7, §8).
  noOrigin: 'No origin',
  phoneNotSet: 'phone not set',
  registerUserNotFound: 'User is not found!',
  registerNotMember: 'User is not member of the Merchant!',
  redeemAmountZero: "Redeem amount can't be 0",
  redeemAmountWrong: 'Redeem amount is wrong',
  moreThanTotal: "Can't be more than total",
  loyaltyNotSufficient: 'Loyalty balance is not sufficient',
  enterVerificationCode: 'Enter verification code',
  codeMustBeSixDigits: 'Must be 6 digit numbers',
  codeRequired: 'Code required',
  giftCodeMustBeFourDigits: 'Must be 4 digit numbers',
  // The server's own words where the seed has none (the credit twin of 'Point is not sufficient').
  creditNotSufficient: 'Store credit is not sufficient',
} as const;

export type WalletMessageKey = keyof typeof WALLET_MESSAGES;
