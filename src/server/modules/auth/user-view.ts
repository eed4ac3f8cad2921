import type { UserRow } from './users-repository';

/** The auth-user shape of seed 000 §3 (never the password hash). */
export function toUserView(user: UserRow) {
  return {
    _id: user.id,
    role: user.role,
    registered: user.role === 'registered',
    phone: user.phone,
    email: user.email,
    isPhoneVerified: user.isPhoneVerified,
    isEmailVerified: user.isEmailVerified,
    firstname: user.firstname,
    lastname: user.lastname,
    birthday: user.birthday,
    isTermChecked: user.isTermChecked,
    hasPassword: user.passwordHash !== null,
    isProfileCompleted: Boolean(user.firstname && user.lastname && (user.phone || user.email)),
    referralCode: user.referralCode,
    consent: user.consent,
    language: user.language,
  };
}

const nullableString = { type: ['string', 'null'] };
export const userViewSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    role: { type: 'string', enum: ['guest', 'registered'] },
    registered: { type: 'boolean' },
    phone: nullableString,
    email: nullableString,
    isPhoneVerified: { type: 'boolean' },
    isEmailVerified: { type: 'boolean' },
    firstname: nullableString,
    lastname: nullableString,
    birthday: nullableString,
    isTermChecked: { type: 'boolean' },
    hasPassword: { type: 'boolean' },
    isProfileCompleted: { type: 'boolean' },
    referralCode: { type: 'string' },
    consent: {
      type: 'object',
      properties: {
        acceptNotification: { type: 'boolean' },
        acceptMarketing: { type: 'boolean' },
        frequency: { type: 'string' },
      },
    },
    language: nullableString,
    unreadNotification: { type: 'integer' },
  },
} as const;

export const sessionSchema = {
  type: 'object',
  properties: { token: { type: 'string' }, expiresAt: { type: 'string' }, user: userViewSchema },
} as const;
