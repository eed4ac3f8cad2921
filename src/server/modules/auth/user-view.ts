import type { AuthUser } from '../../../shared/api/users';
import type { DbOrTx } from '../../db/client';
import { biometricState } from '../account/webauthn-repository';
import { bookmarkedProductIds, referralAcceptedCount } from '../products/repository';
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
 * biometric login is on.
 */
export async function loadUserExtras(db: DbOrTx, user: Pick<UserRow, 'id' | 'tenantId'>): Promise<UserExtras> {
  const scope = { tenantId: user.tenantId, userId: user.id };
  // One after another: `db` may be a transaction, whose single connection would only queue parallel queries (and
  // node-postgres deprecates overlapping queries on one client).
  const bookmarkedProducts = await bookmarkedProductIds(db, scope);
  const referrals = await referralAcceptedCount(db, scope);
  const biometric = await biometricState(db, scope);
  const isVerifyBiometric = biometric.credentials > 0 && Boolean(biometric.settings?.isVerifyBiometric);
  return { bookmarkedProducts, referralAcceptedCount: referrals, isVerifyBiometric };
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
