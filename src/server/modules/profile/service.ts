import type { FastifyRequest } from 'fastify';
import type { ProfilePatch } from '../../../shared/api/profile';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { consumeCode } from '../auth/codes';
import { parseIdentity, type IdentityInput } from '../auth/identity-input';
import { resendCode } from '../auth/service';
import { loadUserExtras, toUserView } from '../auth/user-view';
import { checkPasswordWithBackoff } from '../auth/login-backoff';
import { findMemberByIdentity, updateUser, type UserRow } from '../auth/users-repository';
import { cachedUnreadCount } from '../notifications/service';

const scopeOf = (user: UserRow) => ({ tenantId: user.tenantId, userId: user.id });

/**
 * GET /me: the auth user with everything other tables add, and the unread notification count for the bell. Both
 * parts come from the member reads (cleared by writes to notifications, bookmarks, users and biometric settings); the
 * user row is the session's, itself cached and cleared by any write to the user.
 */
export async function profileOf(ctx: Pick<ServerContext, 'db' | 'memberReads'>, user: UserRow) {
  const scope = scopeOf(user);
  const [count, extras] = await Promise.all([
    cachedUnreadCount(ctx, scope),
    ctx.memberReads.read(user.tenantId, `${user.id}|extras`, () => loadUserExtras(ctx.db, user)),
  ]);
  return { ...toUserView(user, extras), unreadNotification: count };
}

/** Applies a profile edit; consent fields not sent keep their values. */
export async function updateProfile(db: DbOrTx, user: UserRow, patch: ProfilePatch) {
  const { consent, ...rest } = patch;
  // The pattern only checks the shape: 2020-13-45 has it and is still no date.
  if (rest.birthday && Number.isNaN(Date.parse(rest.birthday)))
    throw badRequest('birthday must be a real date (YYYY-MM-DD)', 'birthday');
  const updated = await updateUser(db, scopeOf(user), {
    ...rest,
    ...(consent && { consent: { ...user.consent, ...consent } }),
  });
  return toUserView(updated);
}

/** Sets the first password, or changes it: a member who has one must prove it first. */
export async function changePassword(
  db: DbOrTx,
  now: Date,
  user: UserRow,
  input: { oldPassword?: string; password: string },
) {
  const { passwordHash } = user;
  if (passwordHash) {
    const { oldPassword } = input;
    if (!oldPassword) throw badRequest('oldPassword is required to change the password', 'oldPassword');
    // A stolen session must not become a password oracle: the old password is checked under the login back-off.
    const right = await checkPasswordWithBackoff(db, now, scopeOf(user), () =>
      verifyPassword(oldPassword, passwordHash),
    );
    if (!right) throw unauthorized('oldPassword is wrong');
  }
  return toUserView(await updateUser(db, scopeOf(user), { passwordHash: await hashPassword(input.password) }));
}

/** Sends a verification code to a phone or e-mail, unless another member of the tenant already has it. */
export async function sendVerificationCode(request: FastifyRequest, user: UserRow, input: IdentityInput) {
  const identity = parseIdentity(input);
  const owner = await findMemberByIdentity(request.server.ctx.db, user.tenantId, identity);
  if (owner && owner.id !== user.id) throw conflict(`This ${identity.kind} belongs to another member`, identity.kind);
  // A fresh code of purpose 'verify' (an earlier one dies), under the same per-identity limit as every code.
  return resendCode(request, { phone: input.phone, email: input.email, purpose: 'verify' });
}

/** Confirms the code: the phone or e-mail becomes the profile's own, verified. */
export async function confirmVerification(
  request: FastifyRequest,
  user: UserRow,
  input: IdentityInput & { code: string },
) {
  const { db, clock } = request.server.ctx;
  const identity = parseIdentity(input);
  await consumeCode(db, clock(), { tenantId: user.tenantId, identity, purposes: ['verify'], code: input.code });
  const changes =
    identity.kind === 'phone'
      ? { phone: identity.value, isPhoneVerified: true }
      : { email: identity.value, isEmailVerified: true };
  return toUserView(await updateUser(db, scopeOf(user), changes));
}
