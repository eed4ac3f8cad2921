import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * Header titles of the auth routes. Apart from messages.ts (which spreads them in, for the screens) because the
 * route table, and so these, is part of the app's first load, while the screens' other messages belong in their
 * lazy chunks.
 */
const defined = defineMessages({
  forgotHeading: { id: 'auth.forgot.heading', defaultMessage: 'Reset your password', description: 'Reset heading' },
  logIn: { id: 'auth.action.logIn', defaultMessage: 'Log in', description: 'Submit the password or code' },
  otpHeading: { id: 'auth.otp.heading', defaultMessage: 'Enter your code', description: '/otp heading' },
  signUp: { id: 'auth.signup.submit', defaultMessage: 'Sign up', description: 'Sign-up submit button' },
});

// Plain descriptors: react-intl 12 types defineMessages without placeholder values.
export const authTitles: { readonly [K in keyof typeof defined]: MessageDescriptor } = defined;
