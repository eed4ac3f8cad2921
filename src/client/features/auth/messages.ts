import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { authTitles } from './titles';

/**
 * Messages of login, sign-up and the join flow. The spec's own wording (seed 000 §5 and §8) is copied word for
 * word from RULE_MESSAGES / MESSAGES in src/shared; messages.test.tsx proves the copies match.
 */
const defined = defineMessages({
  loginHeading: { id: 'auth.login.heading', defaultMessage: 'Log in to {name}', description: 'Login page heading' },
  loginLead: {
    id: 'auth.login.lead',
    defaultMessage: 'Collect points and rewards every time you visit.',
    description: 'Line under the login heading',
  },
  modeLabel: { id: 'auth.login.modeLabel', defaultMessage: 'Login mode', description: 'Label of the mode tabs' },
  modePassword: { id: 'auth.login.modePassword', defaultMessage: 'Password', description: 'Login mode 0 tab' },
  modeOtp: {
    id: 'auth.login.modeOtp',
    defaultMessage: 'One-time PIN',
    description: 'Login mode 1 tab (code by SMS or e-mail)',
  },
  channelLabel: {
    id: 'auth.login.channelLabel',
    defaultMessage: 'Log in with',
    description: 'Label of the phone / e-mail switch',
  },
  channelPhone: { id: 'auth.channel.phone', defaultMessage: 'Mobile number', description: 'Identity method: phone' },
  channelEmail: { id: 'auth.channel.email', defaultMessage: 'E-mail', description: 'Identity method: e-mail' },
  country: { id: 'auth.field.country', defaultMessage: 'Country code', description: 'Dial code picker label' },
  phone: { id: 'auth.field.phone', defaultMessage: 'Mobile number', description: 'Phone number field label' },
  email: { id: 'auth.field.email', defaultMessage: 'E-mail address', description: 'E-mail field label' },
  emailDomains: {
    id: 'auth.field.emailDomains',
    defaultMessage: 'Suggested e-mail domains',
    description: 'Label of the row of e-mail domain buttons',
  },
  password: { id: 'auth.field.password', defaultMessage: 'Password', description: 'Password field label' },
  newPassword: {
    id: 'auth.field.newPassword',
    defaultMessage: 'New password',
    description: 'New password field label',
  },
  passwordConfirmation: {
    id: 'auth.field.passwordConfirmation',
    defaultMessage: 'Confirm password',
    description: 'Password confirmation field label',
  },
  showPassword: { id: 'auth.field.showPassword', defaultMessage: 'Show password', description: 'Eye button: show' },
  hidePassword: { id: 'auth.field.hidePassword', defaultMessage: 'Hide password', description: 'Eye button: hide' },
  firstname: { id: 'auth.field.firstname', defaultMessage: 'First name', description: 'Sign-up first name' },
  lastname: { id: 'auth.field.lastname', defaultMessage: 'Last name', description: 'Sign-up last name' },
  referralCode: {
    id: 'auth.field.referralCode',
    defaultMessage: 'Referral code (optional)',
    description: 'Sign-up referral code field',
  },
  passwordOptional: {
    id: 'auth.field.passwordOptional',
    defaultMessage: 'Password (optional)',
    description: 'Sign-up password field when the merchant does not require one',
  },
  continue: { id: 'auth.action.continue', defaultMessage: 'Continue', description: 'Submit the phone or e-mail' },
  verify: { id: 'auth.action.verify', defaultMessage: 'Verify', description: 'Submit a one-time code' },
  sendCode: { id: 'auth.action.sendCode', defaultMessage: 'Send code', description: 'Request a one-time code' },
  change: { id: 'auth.action.change', defaultMessage: 'Change', description: 'Go back and edit the phone or e-mail' },
  rememberMe: {
    id: 'auth.login.rememberMe',
    defaultMessage: 'Remember me',
    description: 'Checkbox: keep the phone or e-mail filled in next time',
  },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot password?', description: 'Link to reset' },
  fingerprint: {
    id: 'auth.login.fingerprint',
    defaultMessage: 'Use fingerprint or Face ID on this device',
    description: 'Login form toggle (field webAuth), shown when the browser supports WebAuthn; remembered per device',
  },
  fingerprintHint: {
    id: 'auth.login.fingerprintHint',
    defaultMessage: 'Not set up yet? Log in with your password once and it is set up next.',
    description: 'Caption under the fingerprint toggle while it is on',
  },
  biometricLogIn: {
    id: 'auth.login.biometricLogIn',
    defaultMessage: 'Log in with fingerprint or Face ID',
    description: 'Button that starts the biometric (WebAuthn) login',
  },
  biometricFailed: {
    id: 'auth.login.biometricFailed',
    defaultMessage: 'Login with password and check biometric is set correctly!',
    description: 'Error banner when biometric login fails for any reason (seed 000 section 8, word for word)',
  },
  channelRefNo: {
    id: 'auth.login.channelRefNo',
    defaultMessage: 'Member no.',
    description: 'Identity method: log in with the membership (card) number and password',
  },
  refNo: {
    id: 'auth.login.refNo',
    defaultMessage: 'Membership number',
    description: 'Login form field refNo: the number on the membership card',
  },
  refNoInvalid: {
    id: 'auth.login.refNoInvalid',
    defaultMessage: 'Enter your membership number (digits only)',
    description: 'Membership number empty or not digits',
  },
  createAccount: { id: 'auth.login.createAccount', defaultMessage: 'Create account', description: 'Go to sign-up' },
  guestLogin: { id: 'auth.login.guest', defaultMessage: 'Continue as guest', description: 'Guest login button' },
  terms: {
    id: 'auth.terms.label',
    defaultMessage: 'I accept the PDPA and Merchant Terms and Conditions',
    description: 'Terms checkbox label on login and sign-up',
  },
  otpSentToEmail: {
    id: 'auth.code.sentToEmail',
    defaultMessage: 'OTP sent to email',
    description: 'Check-your-email note',
  },
  acceptTerms: {
    id: 'auth.rule.acceptTerms',
    defaultMessage: 'Accept the PDPA and Merchant Terms and Conditions',
    description: 'Error when the required terms box is not ticked',
  },
  smsLoginNotAllowed: {
    id: 'auth.rule.smsLoginNotAllowed',
    defaultMessage: 'SMS login is not allowed, please use password',
    description: 'One-time PIN by SMS chosen on a merchant that disallows it',
  },
  passwordMismatch: {
    id: 'auth.rule.passwordMismatch',
    defaultMessage: "Password doesn't match",
    description: 'Confirmation differs from the password',
  },
  passwordTooShort: {
    id: 'auth.rule.passwordTooShort',
    defaultMessage: 'Password must be at least {min} characters',
    description: 'Password shorter than the minimum',
  },
  passwordRequired: {
    id: 'auth.rule.passwordRequired',
    defaultMessage: 'Password required',
    description: 'Empty password',
  },
  invalidPhone: {
    id: 'auth.rule.invalidPhone',
    defaultMessage: 'Enter the mobile number without the country code (digits only)',
    description: 'Phone that is not a number',
  },
  invalidEmail: {
    id: 'auth.rule.invalidEmail',
    defaultMessage: 'Enter an e-mail address like name@example.com',
    description: 'E-mail that is not an address',
  },
  posNotVerified: {
    id: 'auth.pos.notVerified',
    defaultMessage: 'Not verified, Please tell OTP code to the cashier',
    description: 'POS sign-in: the phone is not verified',
  },
  socialFailed: {
    id: 'auth.social.failed',
    defaultMessage: "Can't login with social account or no social login linked!",
    description: 'Social login callback without a token',
  },
  somethingWentWrong: {
    id: 'auth.error.generic',
    defaultMessage: 'Something went wrong',
    description: 'Unknown failure',
  },
  signupHeading: { id: 'auth.signup.heading', defaultMessage: 'Create your account', description: 'Sign-up heading' },
  signupLead: {
    id: 'auth.signup.lead',
    defaultMessage: 'Join {name} to collect points and rewards.',
    description: 'Sign-up lead',
  },
  haveAccount: {
    id: 'auth.signup.haveAccount',
    defaultMessage: 'I already have an account',
    description: 'Link to login',
  },
  vendHeading: {
    id: 'auth.vend.heading',
    defaultMessage: 'Verify your phone for the cashier',
    description: '/vend-otp heading (POS and vending flows)',
  },
  vendLead: {
    id: 'auth.vend.lead',
    defaultMessage: 'Enter the code we sent to {to}, or tell it to the cashier.',
    description: '/vend-otp lead',
  },
  missingIdentity: {
    id: 'auth.otp.missingIdentity',
    defaultMessage: 'This link has no phone or e-mail. Start again from the login page.',
    description: '/otp without phone or email',
  },
  forgotLead: {
    id: 'auth.forgot.lead',
    defaultMessage: 'We will send a code to set a new password.',
    description: 'Reset lead',
  },
  sendResetCode: { id: 'auth.forgot.send', defaultMessage: 'Send reset code', description: 'Request reset code' },
  setPassword: { id: 'auth.forgot.submit', defaultMessage: 'Set new password', description: 'Confirm reset' },
  passwordResetDone: {
    id: 'auth.forgot.done',
    defaultMessage: 'Your password is changed. Log in with the new one.',
    description: 'Toast after a reset',
  },
  badResetMethod: {
    id: 'auth.forgot.badMethod',
    defaultMessage: 'Unknown reset method "{method}": use phone or email.',
    description: '/forget_password with a wrong method',
  },
  socialHeading: { id: 'auth.social.heading', defaultMessage: 'Signing you in…', description: 'Social callback' },
  backToLogin: { id: 'auth.action.backToLogin', defaultMessage: 'Back to login', description: 'Link to /login' },
  posHeading: {
    id: 'auth.pos.heading',
    defaultMessage: 'Sign in from the counter',
    description: 'POS sign-in heading',
  },
  posLead: {
    id: 'auth.pos.lead',
    defaultMessage: 'Enter a password for {phone} to finish signing in.',
    description: 'POS sign-in lead',
  },
  posNoMember: {
    id: 'auth.pos.noMember',
    defaultMessage: 'No member has this phone yet. Create an account first.',
    description: 'POS sign-in: unknown phone',
  },
  posVerifyNow: { id: 'auth.pos.verifyNow', defaultMessage: 'Enter the code', description: 'Link to /vend-otp' },
  posCheckFailed: {
    id: 'auth.pos.checkFailed',
    defaultMessage: 'We could not check your phone. Reload the page to try again.',
    description: 'Blocking modal when the phone check fails',
  },
  reload: { id: 'auth.action.reload', defaultMessage: 'Reload', description: 'Reload the page' },
  shortLinkOpening: {
    id: 'auth.shortLink.opening',
    defaultMessage: 'Opening your link…',
    description: '/url/{code} while redirecting',
  },
  joinTitle: { id: 'auth.join.title', defaultMessage: 'Join {name}', description: 'Join popup title' },
  notJoined: {
    id: 'auth.join.notJoined',
    defaultMessage: 'You are not joined to this merchant, Please Accept Term',
    description: 'Join popup message',
  },
  signupTokenRequired: {
    id: 'auth.join.tokenRequired',
    defaultMessage: 'You are need to have sign up token to join this merchant',
    description: 'Join without the required sign-up token (logout follows)',
  },
  noTerms: {
    id: 'auth.join.noTerms',
    defaultMessage: 'This merchant has not provided any terms.',
    description: 'Join popup when the terms are empty',
  },
  acceptJoin: { id: 'auth.join.accept', defaultMessage: 'Accept and join', description: 'Join popup button' },
  joined: { id: 'auth.join.done', defaultMessage: 'Welcome to {name}!', description: 'Toast after joining' },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values, which rejects `{name}` values.
export const authMessages: { readonly [K in keyof typeof defined]: MessageDescriptor } & typeof authTitles = {
  ...authTitles,
  ...defined,
};
