/**
 * User-visible English messages of the rules in this folder, word for word from seed 000 (sections 4, 5 and 8).
 * The client shows them through react-intl with these strings as defaultMessage; the server may return them as
 * error messages. Placeholders use ICU syntax ({name}, {time}) so react-intl can format them.
 */
export const RULE_MESSAGES = {
  codeRequired: 'Code required',
  codeMustBeSixDigits: 'Must be 6 digit numbers',
  tooManyCategories: 'Can not choose more than 7 following category',
  chooseSevenCategories: 'Choose 7 following category',
  mustChooseSevenCategoriesHint: 'Must choose 7 following categories',
  failedToRead: 'Failed to read',
  receiptNumberRequired: 'Please_input_number',
  referenceIdRequired: 'Please input reference id',
  fillReceiptInfo: 'Please fill receipt info',
  merchantDisallowsRedemption: 'Merchant does not allow loyalty redemption',
  needToJoinMerchant: 'You need to join to merchant',
  loyaltyIsZero: 'Loyalty is 0 can not redeem',
  loginToRedeem: 'Please login or signup to redeem point',
  passwordMismatch: "Password doesn't match",
  acceptTerms: 'Accept the PDPA and Merchant Terms and Conditions',
  smsLoginNotAllowed: 'SMS login is not allowed, please use password',
  notJoinedAcceptTerm: 'You are not joined to this merchant, Please Accept Term',
  signupTokenRequired: 'You are need to have sign up token to join this merchant',
  pleaseWait: 'please wait {time}',
  notificationEnabled: '{name} is enabled',
  notificationDisabled: '{name} is disabled',
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: '{days} days ago',
  other: 'Other',
  cantVerify: "Can't verify",
  couldNotVerify: 'Could not verify',
  verifyYourIdentity: 'Verify your identity',
  receiptClaimed: 'Successfully claimed the receipt',
} as const;

export type RuleMessageKey = keyof typeof RULE_MESSAGES;
export type RuleMessage = (typeof RULE_MESSAGES)[RuleMessageKey];

/** Fills ICU-style `{name}` placeholders with plain values (English only; the client uses react-intl instead). */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    if (!(key in values)) throw new Error(`fillMessage: no value for placeholder {${key}} in "${template}"`);
    return String(values[key]);
  });
}
