import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { accountTitles } from './titles';

/**
 * Account screens (seed 000 §2 Account, §4, §5, §8). Spec wording is kept word for word; messages.test.ts proves
 * the copies of RULE_MESSAGES match.
 */
const defined = defineMessages({
  changePassword: {
    id: 'account.row.changePassword',
    defaultMessage: 'Change password',
    description: 'Profile menu row and popup title',
  },
  setPassword: {
    id: 'account.password.setTitle',
    defaultMessage: 'Set a password',
    description: 'Password popup title when the member has none',
  },
  notificationSettings: {
    id: 'account.row.notificationSettings',
    defaultMessage: 'Notification settings',
    description: 'Profile menu row',
  },
  dietary: {
    id: 'account.row.dietary',
    defaultMessage: 'Dietary preferences',
    description: 'Profile menu row and bottom sheet title',
  },
  about: { id: 'account.row.about', defaultMessage: 'About us', description: 'Profile menu row' },
  contact: { id: 'account.row.contact', defaultMessage: 'Contact us', description: 'Profile menu row' },
  privacy: { id: 'account.row.privacy', defaultMessage: 'Privacy policy', description: 'Profile menu row' },
  faq: { id: 'account.row.faq', defaultMessage: 'FAQ', description: 'Profile menu row' },
  terms: { id: 'account.row.terms', defaultMessage: 'Terms and conditions', description: 'Profile menu row' },
  logout: { id: 'account.row.logout', defaultMessage: 'Log out', description: 'Profile menu row and confirm button' },
  groupAccount: {
    id: 'account.group.account',
    defaultMessage: 'Account',
    description: 'Retail profile: heading of the account card',
  },
  groupSettings: {
    id: 'account.group.settings',
    defaultMessage: 'Settings',
    description: 'Retail profile: heading of the settings card',
  },
  groupHelp: {
    id: 'account.group.help',
    defaultMessage: 'Help and information',
    description: 'Retail profile: heading of the help card',
  },
  incomplete: {
    id: 'account.profile.incomplete',
    defaultMessage: 'Your profile is incomplete',
    description: 'Warning on the profile when details are missing',
  },
  missingFields: {
    id: 'account.profile.missing',
    defaultMessage: 'Missing: {fields}',
    description: 'Lists what the profile lacks; {fields} is a list',
  },
  guest: { id: 'account.profile.guest', defaultMessage: 'Guest', description: 'Name shown for a guest without a name' },
  fieldFirstname: { id: 'account.field.firstname', defaultMessage: 'First name', description: 'Profile field' },
  fieldLastname: { id: 'account.field.lastname', defaultMessage: 'Last name', description: 'Profile field' },
  fieldBirthday: { id: 'account.field.birthday', defaultMessage: 'Birthday', description: 'Profile field' },
  fieldVerifiedContact: {
    id: 'account.field.verifiedContact',
    defaultMessage: 'A verified phone or e-mail',
    description: 'Missing profile item',
  },
  fieldPhone: { id: 'account.field.phone', defaultMessage: 'Mobile number', description: 'Profile field' },
  fieldEmail: { id: 'account.field.email', defaultMessage: 'E-mail', description: 'Profile field' },
  verified: {
    id: 'account.contact.verified',
    defaultMessage: 'Verified',
    description: 'Chip next to a verified phone or e-mail',
  },
  notVerified: {
    id: 'account.contact.notVerified',
    defaultMessage: 'Not verified',
    description: 'Chip next to an unverified phone or e-mail',
  },
  verify: {
    id: 'account.contact.verify',
    defaultMessage: 'Verify',
    description: 'Button that starts verification of a phone or e-mail',
  },
  save: { id: 'account.action.save', defaultMessage: 'Save', description: 'Save button' },
  cancel: { id: 'account.action.cancel', defaultMessage: 'Cancel', description: 'Cancel button' },
  close: { id: 'account.action.close', defaultMessage: 'Close', description: 'Close button' },
  saved: { id: 'account.toast.saved', defaultMessage: 'Saved', description: 'Toast after saving' },
  logoutTitle: { id: 'account.logout.title', defaultMessage: 'Log out?', description: 'Logout confirmation title' },
  logoutText: {
    id: 'account.logout.text',
    defaultMessage: 'You will need to log in again to see your rewards.',
    description: 'Logout confirmation text',
  },
  membershipActive: {
    id: 'account.membership.active',
    defaultMessage: 'Active',
    description: 'Membership panel: the membership is active',
  },
  membershipDiscount: {
    id: 'account.membership.discount',
    defaultMessage: '{value}% discount',
    description: 'Membership panel: the discount it gives',
  },
  membershipCashback: {
    id: 'account.membership.cashback',
    defaultMessage: '{value}% cashback',
    description: 'Membership panel: the cashback it gives',
  },
  membershipDiscountPlain: {
    id: 'account.membership.discountPlain',
    defaultMessage: 'Discount on every order',
    description: 'Membership panel: discount without a number',
  },
  membershipCashbackPlain: {
    id: 'account.membership.cashbackPlain',
    defaultMessage: 'Cashback on every order',
    description: 'Membership panel: cashback without a number',
  },
  howItWorks: {
    id: 'account.membership.howItWorks',
    defaultMessage: 'How it works',
    description: 'Membership panel heading of the explanation',
  },
  openMembership: {
    id: 'account.membership.open',
    defaultMessage: 'Membership {name}',
    description: 'Accessible label of the membership badge',
  },
  currentPassword: {
    id: 'account.password.current',
    defaultMessage: 'Current password',
    description: 'Password popup field',
  },
  newPassword: { id: 'account.password.new', defaultMessage: 'New password', description: 'Password popup field' },
  confirmPassword: {
    id: 'account.password.confirm',
    defaultMessage: 'Confirm new password',
    description: 'Password popup field',
  },
  passwordMismatch: {
    id: 'account.password.mismatch',
    defaultMessage: "Password doesn't match",
    description: 'Error when the confirmation differs',
  },
  passwordTooShort: {
    id: 'account.password.tooShort',
    defaultMessage: 'Password must be at least {min} characters',
    description: 'Password length error',
  },
  passwordForced: {
    id: 'account.password.forced',
    defaultMessage: 'This merchant asks every member to set a password.',
    description: 'Why the password popup cannot be closed',
  },
  passwordSaved: {
    id: 'account.password.saved',
    defaultMessage: 'Password saved',
    description: 'Toast after a password change',
  },
  newPhone: { id: 'account.phone.new', defaultMessage: 'New mobile number', description: 'Phone popup field' },
  phoneHint: {
    id: 'account.phone.hint',
    defaultMessage: 'With the country code, like +97699112233',
    description: 'Helper under the phone field',
  },
  phoneInvalid: {
    id: 'account.phone.invalid',
    defaultMessage: 'Enter the number with its country code, like +97699112233',
    description: 'Phone format error',
  },
  sendCode: {
    id: 'account.code.send',
    defaultMessage: 'Send code',
    description: 'Button that sends a verification code',
  },
  confirm: { id: 'account.code.confirm', defaultMessage: 'Confirm', description: 'Button that confirms the code' },
  verifyEmailTitle: {
    id: 'account.otp.emailTitle',
    defaultMessage: 'Verify e-mail',
    description: 'Title of /profile/otp/email',
  },
  verifyPhoneTitle: {
    id: 'account.otp.phoneTitle',
    defaultMessage: 'Verify mobile number',
    description: 'Title of /profile/otp/phone',
  },
  verifyLead: {
    id: 'account.otp.lead',
    defaultMessage: 'We will send a 6-digit code to {target}.',
    description: 'Lead of the verification request step',
  },
  noContact: {
    id: 'account.otp.noContact',
    defaultMessage: 'Add this to your profile first.',
    description: 'Verification screen when the profile has no phone or e-mail',
  },
  contactVerified: {
    id: 'account.otp.verified',
    defaultMessage: '{target} is verified',
    description: 'Toast after verification',
  },
  biometricLead: {
    id: 'account.biometric.lead',
    defaultMessage: 'Log in with Touch ID or Face ID instead of a code or password.',
    description: 'Lead of /webAuth',
  },
  biometricPrompt: {
    id: 'account.biometric.prompt',
    defaultMessage: 'Use Touch ID or Face ID to log in next time?',
    description: 'Yes/no prompt when no credential is registered',
  },
  yes: { id: 'account.action.yes', defaultMessage: 'Yes', description: 'Yes button' },
  no: { id: 'account.action.no', defaultMessage: 'No', description: 'No button' },
  biometricToggle: {
    id: 'account.biometric.toggle',
    defaultMessage: 'Verify with Touch ID or Face ID',
    description: 'Checkbox that turns biometric verification on or off',
  },
  biometricReset: {
    id: 'account.biometric.reset',
    defaultMessage: 'Reset identity',
    description: 'Forgets the registered credential',
  },
  biometricUnsupported: {
    id: 'account.biometric.unsupported',
    defaultMessage: 'This browser cannot use Touch ID or Face ID.',
    description: 'WebAuthn not available',
  },
  biometricReady: {
    id: 'account.biometric.ready',
    defaultMessage: 'Touch ID / Face ID is set up',
    description: 'Toast after registration',
  },
  cantVerify: {
    id: 'account.biometric.cantVerify',
    defaultMessage: "Can't verify",
    description: 'Alert title: no verified e-mail or phone (spec wording)',
  },
  couldNotVerify: {
    id: 'account.biometric.couldNotVerify',
    defaultMessage: 'Could not verify',
    description: 'Alert text: no verified e-mail or phone (spec wording)',
  },
  verifyIdentity: {
    id: 'account.biometric.verifyIdentity',
    defaultMessage: 'Verify your identity',
    description: 'Warning when toggling without a credential (spec wording)',
  },
  addAddress: { id: 'account.address.add', defaultMessage: 'Add address', description: 'Button and form title' },
  addressLabel: {
    id: 'account.address.label',
    defaultMessage: 'Label (Home, Work\u2026)',
    description: 'Address field',
  },
  addressStreet: { id: 'account.address.street', defaultMessage: 'Street and number', description: 'Address field' },
  addressUnit: { id: 'account.address.unit', defaultMessage: 'Unit or floor', description: 'Address field' },
  addressCity: { id: 'account.address.city', defaultMessage: 'City', description: 'Address field' },
  addressPostal: { id: 'account.address.postal', defaultMessage: 'Postal code', description: 'Address field' },
  addressRemove: {
    id: 'account.address.remove',
    defaultMessage: 'Remove {label}',
    description: 'Accessible label of the remove button',
  },
  noAddresses: {
    id: 'account.address.empty',
    defaultMessage: 'No saved addresses yet',
    description: 'Empty state of /next/my/address',
  },
  requiredField: {
    id: 'account.form.required',
    defaultMessage: '{field} is required',
    description: 'Required field error',
  },
  referLead: {
    id: 'account.refer.lead',
    defaultMessage: 'Friends who join {name} with your link are added to your referrals.',
    description: 'Lead of /profile/refer-friends',
  },
  referCode: {
    id: 'account.refer.code',
    defaultMessage: 'Your referral code',
    description: 'Label of the referral code',
  },
  referShare: { id: 'account.refer.share', defaultMessage: 'Share link', description: 'Share button' },
  referCopy: { id: 'account.refer.copy', defaultMessage: 'Copy link', description: 'Copy button' },
  referCopied: { id: 'account.refer.copied', defaultMessage: 'Link copied', description: 'Toast after copying' },
  referShareText: {
    id: 'account.refer.shareText',
    defaultMessage: 'Join {name} with my link and collect rewards:',
    description: 'Text shared with the link',
  },
  fbIntro: {
    id: 'account.fbunlink.intro',
    defaultMessage: 'If you logged in with Facebook or Google, you can remove the link and the data it shared with us.',
    description: 'Intro of /profile/fbunlink',
  },
  fbStep1: {
    id: 'account.fbunlink.step1',
    defaultMessage:
      'Open the Apps and Websites settings of your Facebook account (or Third-party apps in your Google account).',
    description: 'Step 1',
  },
  fbStep2: {
    id: 'account.fbunlink.step2',
    defaultMessage: 'Find {name} in the list and remove it.',
    description: 'Step 2',
  },
  fbStep3: {
    id: 'account.fbunlink.step3',
    defaultMessage:
      'Ask us to delete the data we received: write to us from the Contact us page with the e-mail of that account.',
    description: 'Step 3',
  },
  linkedTitle: {
    id: 'account.fbunlink.linkedTitle',
    defaultMessage: 'Linked accounts',
    description: 'Heading of the list of linked Google / Facebook accounts on /profile/fbunlink',
  },
  noneLinked: {
    id: 'account.fbunlink.noneLinked',
    defaultMessage: 'No Google or Facebook account is linked to you here.',
    description: 'Shown when the member has no linked social account',
  },
  unlink: {
    id: 'account.fbunlink.unlink',
    defaultMessage: 'Unlink',
    description: 'Button that unlinks a social account',
  },
  unlinkProvider: {
    id: 'account.fbunlink.unlinkProvider',
    defaultMessage: 'Unlink {provider}',
    description: 'Accessible name of the unlink button; provider is Google or Facebook',
  },
  unlinked: {
    id: 'account.fbunlink.unlinked',
    defaultMessage: '{provider} is unlinked and the data it shared is deleted',
    description: 'Toast after unlinking; provider is Google or Facebook',
  },
  fbStep4: {
    id: 'account.fbunlink.step4',
    defaultMessage: 'We delete it within 30 days and confirm by e-mail.',
    description: 'Step 4',
  },
  prefLike: { id: 'account.pref.like', defaultMessage: 'I like', description: 'Preferences section' },
  prefDislike: { id: 'account.pref.dislike', defaultMessage: "I don't like", description: 'Preferences section' },
  prefDietary: { id: 'account.pref.dietary', defaultMessage: 'Dietary needs', description: 'Preferences section' },
  prefAllergic: { id: 'account.pref.allergic', defaultMessage: 'Allergies', description: 'Preferences section' },
  prefRace: { id: 'account.pref.race', defaultMessage: 'Ethnicity', description: 'Demographic field' },
  prefCitizenship: { id: 'account.pref.citizenship', defaultMessage: 'Citizenship', description: 'Demographic field' },
  prefNone: {
    id: 'account.pref.none',
    defaultMessage: 'Prefer not to say',
    description: 'Empty choice of a demographic field',
  },
  prefConsent: {
    id: 'account.pref.consent',
    defaultMessage: '{name} may use my preferences to personalise offers',
    description: 'Consent checkbox',
  },
  loading: { id: 'account.loading', defaultMessage: 'Loading', description: 'Spinner label' },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values, which rejects `{name}` values.
export const accountMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } & typeof accountTitles = {
  ...accountTitles,
  ...defined,
};
