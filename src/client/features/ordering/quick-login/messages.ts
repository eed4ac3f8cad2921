import { defineMessages } from 'react-intl';
import { quickLoginTitles } from './titles';

/**
 * Quick login (seed 002 §2, §5, §8). Descriptions marked "seed" are word for word from the spec; the rest are
 * designed where the spec names no wording.
 */
const defined = defineMessages({
  memberTab: { id: 'quickLogin.tab.member', defaultMessage: 'Member login', description: 'seed: tab' },
  guestTab: { id: 'quickLogin.tab.guest', defaultMessage: 'Guest login', description: 'seed: tab' },
  byPhone: { id: 'quickLogin.channel.phone', defaultMessage: 'Phone', description: 'Identity switch: by phone' },
  byEmail: { id: 'quickLogin.channel.email', defaultMessage: 'Email', description: 'Identity switch: by e-mail' },
  channelLabel: {
    id: 'quickLogin.channel.label',
    defaultMessage: 'Log in with',
    description: 'Accessible name of the phone / e-mail switch',
  },
  email: { id: 'quickLogin.field.email', defaultMessage: 'Email', description: 'E-mail field label' },
  emailDomain: {
    id: 'quickLogin.field.emailDomain',
    defaultMessage: 'Domain',
    description: "Picker of the merchant's preferred e-mail domains",
  },
  typedDomain: {
    id: 'quickLogin.field.typedDomain',
    defaultMessage: 'As typed',
    description: 'Domain picker choice: no preferred domain, the address is used as typed',
  },
  terms: {
    id: 'quickLogin.terms',
    defaultMessage: 'Accept the PDPA and Merchant Terms and Conditions',
    description: 'seed: member login terms checkbox',
  },
  readTerms: { id: 'quickLogin.readTerms', defaultMessage: 'Read the terms', description: 'Opens the terms modal' },
  termsTitle: {
    id: 'quickLogin.termsTitle',
    defaultMessage: 'Merchant Terms and Conditions',
    description: 'Terms modal title',
  },
  close: { id: 'quickLogin.close', defaultMessage: 'Close', description: 'Closes the terms modal' },
  sendOtp: { id: 'quickLogin.sendOtp', defaultMessage: 'Send OTP', description: 'seed: requests the login code' },
  resendOtp: { id: 'quickLogin.resendOtp', defaultMessage: 'Resend OTP', description: 'seed: after the countdown' },
  logIn: { id: 'quickLogin.logIn', defaultMessage: 'LOG IN', description: 'seed: verifies the code' },
  otpSentToEmail: {
    id: 'quickLogin.otpSentToEmail',
    defaultMessage: 'Please check your email one time PIN',
    description: 'seed: the code went by e-mail',
  },
  otpSent: {
    id: 'quickLogin.otpSent',
    defaultMessage: 'Please check your email/sms for the one time PIN',
    description: 'seed: the code went out',
  },
  pleaseSignUp: {
    id: 'quickLogin.pleaseSignUp',
    defaultMessage: 'You are not a member yet: please sign up',
    description: 'The phone or e-mail has no account; the sign-up page follows',
  },
  somethingWrong: {
    id: 'quickLogin.somethingWrong',
    defaultMessage: 'Something went wrong',
    description: 'seed: the code request answered neither otp nor signup',
  },
  continueAsGuest: {
    id: 'quickLogin.continueAsGuest',
    defaultMessage: 'Continue as guest',
    description: 'Guest tab button',
  },
  phoneRequired: {
    id: 'quickLogin.guest.phoneRequired',
    defaultMessage: 'Input phone or country code!',
    description: 'seed: guest login needs a phone',
  },
  emailRequired: { id: 'quickLogin.guest.emailRequired', defaultMessage: 'Input email!', description: 'seed' },
  home: { id: 'quickLogin.home', defaultMessage: 'Home', description: 'Button back to the home screen' },
  fullLogin: {
    id: 'quickLogin.fullLogin',
    defaultMessage: 'Log in with password',
    description: 'Link to the full login page',
  },
});

export const quickLoginMessages = { ...quickLoginTitles, ...defined };
