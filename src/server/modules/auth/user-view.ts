import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../../shared/api/users';
import type { DbOrTx } from '../../db/client';
import { biometricOnValue } from '../account/webauthn-repository';
import { bookmarkedProductIdsValue, referralAcceptedCountValue } from '../products/repository';
import type { UserRow } from './users-repository';
import { isProfileComplete } from '../../../shared/rules/profile';

/**
 * The parts of the auth user that live in other tables (seed 000 §3 bookmarkedProducts, referralAcceptedCount,
 * isVerifyBiometric).
 */
export interface UserExtras {
  bookmarkedProducts: string[];
  referralAcceptedCount: number;
  /** Biometric login is on: a registered WebAuthn credential and verification switched on (/webAuth). */
  isVerifyBiometric: boolean;
}

/**
 * Loads bookmarked product ids, the number of members who signed up with this user's referral code and whether
 * biometric login is on, in one statement (each part is its own module's subquery).
 */
export async function loadUserExtras(db: DbOrTx, user: Pick<UserRow, 'id' | 'tenantId'>): Promise<UserExtras> {
  const scope = { tenantId: user.tenantId, userId: user.id };
  const result = await db.execute(
    sql`select ${bookmarkedProductIdsValue(scope)} as bookmarks, ${referralAcceptedCountValue(scope)} as referrals,
      ${biometricOnValue(scope)} as biometric`,
  );
  // Both drivers parse json; count(*) is a bigint (a string from node-postgres).
  const [row] = (
    result as unknown as { rows: { bookmarks: string[]; referrals: number | string; biometric: boolean }[] }
  ).rows;
  return {
    bookmarkedProducts: row.bookmarks,
    referralAcceptedCount: Number(row.referrals),
    isVerifyBiometric: Boolean(row.biometric),
  };
}

/** The auth-user shape of seed 000 §3 (never the password hash); `extras` where the caller loaded them. */
export function toUserView(user: UserRow, extras?: UserExtras): AuthUser {
  return {
    ...extras,
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
    isProfileCompleted: isProfileComplete(user),
    referralCode: user.referralCode,
    consent: user.consent,
    language: user.language,
  };
}
