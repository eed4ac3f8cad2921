import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { memberNumberLogin as endpoint } from '../../../shared/api/auth';
import { MESSAGES } from '../../../shared/constants/messages';
import { AppError, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { checkPasswordWithBackoff } from './login-backoff';
import { requireTerms, startSession } from './service';
import { findMemberByNumber } from './users-repository';

// An unknown number still costs one password check, so response times do not tell which numbers exist.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('membership-number-decoy'));

/**
 * Membership-number login (seed 000 §3 refNo, §7): the number on the member's card plus the account password. One
 * answer for an unknown number and a wrong password, so the route cannot be used to find valid numbers.
 */
export async function memberNumberLogin(request: FastifyRequest, input: Static<typeof endpoint.body>) {
  requireTerms(request.tenant, input.isTermChecked);
  const { db, clock } = request.server.ctx;
  const user = await findMemberByNumber(db, request.tenant.id, input.refNo);
  const passwordHash = user?.passwordHash;
  // The account's back-off (shared with the other password logins) applies only to a real account with a password.
  const matches =
    user && passwordHash
      ? await checkPasswordWithBackoff(db, clock(), { tenantId: request.tenant.id, userId: user.id }, () =>
          verifyPassword(input.password, passwordHash),
        )
      : await verifyPassword(input.password, await decoy());
  if (!user?.passwordHash || !matches) {
    throw unauthorized('Wrong membership number or password');
  }
  // Same rule as password login: the account must have proved a phone or e-mail first.
  if (!user.isPhoneVerified && !user.isEmailVerified) {
    throw new AppError(403, 'NOT_VERIFIED', MESSAGES.notVerifiedUser);
  }
  return startSession(request, user);
}
