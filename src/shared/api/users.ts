/**
 * The signed-in user as every login answer and GET /me show it (seed 000 §3 auth user), and the session a login
 * answers with. Shared by the auth, profile and account endpoints.
 */
import * as T from '@sinclair/typebox';
import { DateTime, Enum, Nullable } from './common';

export const UserRole = Enum(['guest', 'registered']);

export const Consent = T.Object({
  acceptNotification: T.Boolean(),
  acceptMarketing: T.Boolean(),
  frequency: T.String(),
});

export const AuthUser = T.Object({
  _id: T.String(),
  role: UserRole,
  registered: T.Boolean(),
  phone: Nullable(T.String()),
  email: Nullable(T.String()),
  isPhoneVerified: T.Boolean(),
  isEmailVerified: T.Boolean(),
  firstname: Nullable(T.String()),
  lastname: Nullable(T.String()),
  birthday: Nullable(T.String()),
  isTermChecked: T.Boolean(),
  hasPassword: T.Boolean(),
  isProfileCompleted: T.Boolean(),
  referralCode: T.String(),
  consent: Consent,
  language: Nullable(T.String()),
  /** Present where the answer counted them (login answers, GET /me). */
  unreadNotification: T.Optional(T.Integer()),
  bookmarkedProducts: T.Optional(T.Array(T.String())),
  referralAcceptedCount: T.Optional(T.Integer()),
  isVerifyBiometric: T.Optional(T.Boolean()),
});
export type AuthUser = T.Static<typeof AuthUser>;

export const Session = T.Object({ token: T.String(), expiresAt: DateTime, user: AuthUser });
export type Session = T.Static<typeof Session>;
