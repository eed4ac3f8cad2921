import { seedTranslator, type SeedDescriptors } from '../../../i18n/seed-messages';
import { registerMessages as m } from '../messages';

/** The seed's messages of the register flow (seed 001 §5, §8), by their key in WALLET_MESSAGES. */
export const TRANSLATED_REGISTER_MESSAGES: SeedDescriptors = {
  noOrigin: m.noOrigin,
  phoneNotSet: m.phoneNotSet,
  registerUserNotFound: m.userNotFound,
  registerNotMember: m.notMember,
  redeemAmountZero: m.redeemAmountZero,
  redeemAmountWrong: m.redeemAmountWrong,
  moreThanTotal: m.moreThanTotal,
  loyaltyNotSufficient: m.loyaltyNotSufficient,
  creditNotSufficient: m.creditNotSufficient,
};

/** A register rule's or the server's seed message in the app's language; any other message as it came. */
export const registerText = seedTranslator(TRANSLATED_REGISTER_MESSAGES);
