/**
 * Sign-in endpoints (seed 000 §4 login and sign-up, §7 auth endpoints; seed 002 quick login): identity check,
 * one-time codes, password, sign-up, guest, POS, membership number, biometric, password reset, logout. Every login
 * answers the same `Session` (src/shared/api/users.ts).
 */
import * as T from '@sinclair/typebox';
import { CODE_PURPOSES, REF_NO_PATTERN, type LoginMode } from '../constants/auth';
import { LANGUAGE_VALUES } from '../tenant/tenant-config.generated';
import { IDENTITY_CHECK_ANSWERS } from '../rules/login';
import { Code, DataOf, Email, Enum, Nullable, Ok, Password, Phone, Str } from './common';
import { defineEndpoint } from './endpoint';
import { Session } from './users';
import { AuthenticationOptions, AuthenticationResponse } from './webauthn';

const tags = ['auth'];

/** Exactly one of them is sent; the server says which field is wrong or missing. */
const identityFields = { phone: T.Optional(Phone), email: T.Optional(Email) };
type IdentityFields = T.Static<T.TObject<typeof identityFields>>;
/** The identity part of a sign-in body as callers build it: exactly one of phone or e-mail. */
export type IdentityBody = Required<Pick<IdentityFields, 'phone'>> | Required<Pick<IdentityFields, 'email'>>;
/** Sent with every login where the merchant asks for the terms box; `language` becomes the new member's. */
const termsFields = { isTermChecked: T.Optional(T.Boolean()), language: T.Optional(Enum(LANGUAGE_VALUES)) };
const LoginPassword = Str(128, { minLength: 1 });

const body = <P extends T.TProperties>(properties: P) => T.Object(properties, { additionalProperties: false });
const SessionAnswer = DataOf(Session);

export const IdentityCheckAnswer = Enum(IDENTITY_CHECK_ANSWERS);
/** The login mode the user picked: 0 password, 1 one-time PIN. */
const LoginModeField = T.Unsafe<LoginMode>({
  type: 'integer',
  enum: [0, 1],
  description: 'Login mode picked: 0 password, 1 one-time PIN',
});

export const checkIdentity = defineEndpoint({
  method: 'POST',
  path: '/auth/identity',
  summary: 'Which login form comes next: login, signup or otp',
  tags,
  auth: 'public',
  body: body({ ...identityFields, mode: T.Optional(LoginModeField) }),
  response: DataOf(T.Object({ next: IdentityCheckAnswer })),
});

export const requestCode = defineEndpoint({
  method: 'POST',
  path: '/auth/code',
  summary: 'Send a one-time login code by SMS or e-mail (a new phone or e-mail gets a sign-up code)',
  tags,
  auth: 'public',
  body: body({
    ...identityFields,
    flow: T.Optional(Enum(['login', 'quick'])),
    isTermChecked: T.Optional(T.Boolean()),
    barcode: T.Optional(Str(64)),
  }),
  response: DataOf(
    T.Object({
      next: Enum(['otp', 'signup']),
      expiresIn: T.Integer({ description: 'Seconds the code lives' }),
      message: Nullable(
        T.String({
          description:
            "What the server adds to an otp answer: OTP_SENT_TO_EMAIL ('OTP sent to email') when the code went by e-mail; any other text is shown as a warning (seed 002 §7)",
        }),
      ),
    }),
  ),
});

export const resendCode = defineEndpoint({
  method: 'POST',
  path: '/auth/code/resend',
  summary: 'Send a new code (the previous one stops working)',
  tags,
  auth: 'public',
  body: body({ ...identityFields, purpose: Enum(CODE_PURPOSES) }),
  response: DataOf(T.Object({ expiresIn: T.Integer({ description: 'Seconds the code lives' }) })),
});

export const verifyCode = defineEndpoint({
  method: 'POST',
  path: '/auth/code/verify',
  summary: 'Log in (or quick sign up) with a one-time code',
  tags,
  auth: 'public',
  body: body({ ...identityFields, code: Code, ...termsFields }),
  response: SessionAnswer,
});

export const passwordLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Log in with phone or e-mail and password',
  tags,
  auth: 'public',
  body: body({ ...identityFields, password: LoginPassword, barcode: T.Optional(Str(64)), ...termsFields }),
  response: SessionAnswer,
});

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/auth/signup',
  summary: 'Sign up with the code sent to a new phone or e-mail',
  tags,
  auth: 'public',
  body: body({
    ...identityFields,
    code: Code,
    password: T.Optional(Password),
    firstname: T.Optional(Str(60)),
    lastname: T.Optional(Str(60)),
    referralCode: T.Optional(Str(16)),
    ...termsFields,
  }),
  response: SessionAnswer,
});

export const guestLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/guest',
  summary: "Guest session (only when the merchant's guest policy allows it)",
  tags,
  auth: 'public',
  body: body(identityFields),
  response: SessionAnswer,
});

export const logOut = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Revoke the token of this request',
  tags,
  auth: 'member-or-guest',
  response: Ok,
});

export const revokeAllTokens = defineEndpoint({
  method: 'POST',
  path: '/auth/tokens/revoke-all',
  summary: 'Revoke every token of the caller (log out everywhere)',
  tags,
  auth: 'member-or-guest',
  response: DataOf(T.Object({ revoked: T.Integer() })),
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/auth/password/reset',
  summary: 'Send a password reset code (the same answer whether or not the account exists)',
  tags,
  auth: 'public',
  body: body(identityFields),
  response: DataOf(T.Object({ sent: T.Boolean(), expiresIn: T.Integer({ description: 'Seconds the code lives' }) })),
});

export const confirmPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/auth/password/reset/confirm',
  summary: 'Set a new password with the reset code (signs out every device)',
  tags,
  auth: 'public',
  body: body({ ...identityFields, code: Code, password: Password }),
  response: DataOf(T.Object({ reset: T.Boolean() })),
});

export const PosPhoneState = T.Object({
  exists: T.Boolean(),
  isPhoneVerified: T.Boolean(),
  hasPassword: T.Boolean(),
});
export type PosPhoneState = T.Static<typeof PosPhoneState>;

export const posCheckPhone = defineEndpoint({
  method: 'POST',
  path: '/auth/pos/check-phone',
  summary: 'POS sign-in: look up a phone',
  tags,
  auth: 'public',
  body: body({ phone: Phone }),
  response: DataOf(PosPhoneState),
});

export const posLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/pos/login',
  summary: 'POS sign-in: phone and password (a member without a password sets one, with the confirmation)',
  tags,
  auth: 'public',
  body: body({ phone: Phone, password: Password, passwordConfirmation: T.Optional(Str(128)) }),
  response: SessionAnswer,
});

export const memberNumberLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/member-number/login',
  summary: 'Log in with a membership number (refNo) and password',
  tags,
  auth: 'public',
  body: body({
    refNo: Str(16, { pattern: REF_NO_PATTERN, description: 'Membership number (digits)' }),
    password: LoginPassword,
    ...termsFields,
  }),
  response: SessionAnswer,
});

export const biometricOptions = defineEndpoint({
  method: 'POST',
  path: '/auth/biometric/options',
  summary: 'Request options for navigator.credentials.get (by phone or e-mail, or none for discoverable keys)',
  tags,
  auth: 'public',
  body: body(identityFields),
  response: DataOf(AuthenticationOptions),
});

export const biometricLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/biometric/login',
  summary: 'Log in with the signed assertion of startAuthentication() (same session as password login)',
  tags,
  auth: 'public',
  body: body({ credential: AuthenticationResponse, ...termsFields }),
  response: SessionAnswer,
});
