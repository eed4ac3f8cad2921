import { seedTranslator, type SeedDescriptors } from '../../../i18n/seed-messages';
import { walletMessages as m } from '../messages';

/** The seed's messages the wallet screens show, by their key in WALLET_MESSAGES (the server's wording). */
export const TRANSLATED_WALLET_MESSAGES: SeedDescriptors = {
  cantSendZeroPoint: m.cantSendZeroPoint,
  cantSendZeroCredit: m.cantSendZeroCredit,
  ownPhoneNumber: m.ownPhoneNumber,
  userNotFound: m.userNotFound,
  couldNotGift: m.couldNotGift,
  pointNotSufficient: m.pointNotSufficient,
  creditNotSufficient: m.creditNotSufficient,
  paymentNotAvailable: m.paymentNotAvailable,
  cantVerifyBiometric: m.cantVerifyBiometric,
  cantVerify: m.cantVerify,
  joinMerchant: m.joinMerchant,
  gainMembership: m.gainMembership,
  notJoined: m.notJoined,
  merchantDisallowsRedemption: m.merchantDisallowsRedemption,
  loyaltyIsZero: m.loyaltyIsZero,
  registerNotMember: m.recipientNotMember,
  redeemAmountZero: m.redeemAmountZero,
  giftCodeMustBeFourDigits: m.codeMustBeFourDigits,
  codeRequired: m.codeRequired,
};

/** A seed message (a rule's or a server answer's) in the app's language; any other message as it came. */
export const walletText = seedTranslator(TRANSLATED_WALLET_MESSAGES);
