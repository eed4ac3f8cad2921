/** The auth user of seed 000 §3 as the API returns it (src/server/modules/auth/user-view.ts). */
export interface AuthUser {
  _id: string;
  role: 'guest' | 'registered';
  registered: boolean;
  phone: string | null;
  email: string | null;
  isPhoneVerified: boolean;
  isEmailVerified: boolean;
  firstname: string | null;
  lastname: string | null;
  birthday: string | null;
  isTermChecked: boolean;
  hasPassword: boolean;
  isProfileCompleted: boolean;
  referralCode?: string;
  language: string | null;
  unreadNotification?: number;
  /** Biometric (WebAuthn) login is on for this member. */
  isVerifyBiometric?: boolean;
}

/** Every login route answers a session: a bearer token bound to this tenant and the user. */
export interface AuthSession {
  token: string;
  expiresAt: string;
  user: AuthUser;
}

/** A phone (with dial code) or an e-mail: exactly one is sent. */
export type IdentityBody = { phone: string } | { email: string };
