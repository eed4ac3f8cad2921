/**
 * The caller's own profile (seed 000 §2 /profile_detail, §4 verification): read, edit, password, and verifying a
 * phone or e-mail with a one-time code. Every answer is the auth user of src/shared/api/users.ts.
 */
import * as T from '@sinclair/typebox';
import { VERIFICATION_CODE_TTL_SECONDS } from '../constants/auth';
import { LANGUAGE_VALUES } from '../tenant/tenant-config.generated';
import { Code, DataOf, Email, Enum, Password, Phone, Str } from './common';
import { defineEndpoint } from './endpoint';
import { AuthUser } from './users';

const tags = ['profile'];

/** How often a member who accepts marketing wants to hear from the merchant. */
export const CONSENT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'never'] as const;
export type ConsentFrequency = (typeof CONSENT_FREQUENCIES)[number];

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/me',
  summary: "The caller's profile with the unread notification count, bookmarked products and accepted referrals",
  tags,
  auth: 'member-or-guest',
  response: DataOf(AuthUser),
});

export const ProfilePatch = T.Object(
  {
    firstname: T.Optional(Str(60)),
    lastname: T.Optional(Str(60)),
    birthday: T.Optional(Str(10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' })),
    language: T.Optional(Enum(LANGUAGE_VALUES)),
    isTermChecked: T.Optional(T.Boolean()),
    consent: T.Optional(
      T.Object(
        {
          acceptNotification: T.Optional(T.Boolean()),
          acceptMarketing: T.Optional(T.Boolean()),
          frequency: T.Optional(Enum(CONSENT_FREQUENCIES)),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ProfilePatch = T.Static<typeof ProfilePatch>;

export const updateMe = defineEndpoint({
  method: 'PATCH',
  path: '/me',
  summary: 'Update names, birthday, language, terms or consent',
  tags,
  auth: 'member',
  body: ProfilePatch,
  response: DataOf(AuthUser),
});

export const setPassword = defineEndpoint({
  method: 'PUT',
  path: '/me/password',
  summary: 'Set or change the password (oldPassword required when one exists)',
  tags,
  auth: 'member',
  body: T.Object({ oldPassword: T.Optional(Str(128)), password: Password }, { additionalProperties: false }),
  response: DataOf(AuthUser),
});

/** The phone or e-mail to verify: exactly one (the server names the field when both or neither come). */
const Contact = { phone: T.Optional(Phone), email: T.Optional(Email) };

export const requestVerification = defineEndpoint({
  method: 'POST',
  path: '/me/verification',
  summary: `Send a verification code (${VERIFICATION_CODE_TTL_SECONDS} s) to a phone or e-mail for the profile`,
  tags,
  auth: 'member',
  body: T.Object({ ...Contact, barcode: T.Optional(Str(64)) }, { additionalProperties: false }),
  response: DataOf(T.Object({ expiresIn: T.Integer({ description: 'Seconds the code stays valid' }) })),
});

export const confirmVerification = defineEndpoint({
  method: 'POST',
  path: '/me/verification/confirm',
  summary: 'Confirm the code: the phone or e-mail becomes the verified one of the profile',
  tags,
  auth: 'member',
  body: T.Object({ ...Contact, code: Code }, { additionalProperties: false }),
  response: DataOf(AuthUser),
});
