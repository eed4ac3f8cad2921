import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type * as api from '../../../shared/api/auth';
import type { Session } from '../../../shared/api/users';
import type { Identity } from '../../../shared/auth/identity';
import {
  CODE_TTL_SECONDS,
  GUEST_TOKEN_TTL_SECONDS,
  LOGIN_MODE,
  MEMBER_TOKEN_TTL_SECONDS,
  OTP_SENT_TO_EMAIL,
  type CodePurpose,
} from '../../../shared/constants/auth';
import { MESSAGES } from '../../../shared/constants/messages';
import { codeLoginAllowed, type IdentityCheckAnswer } from '../../../shared/rules/login';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { DbOrTx } from '../../db/client';
import { alreadyRegistered } from '../../db/database-errors';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { issueCode, withConsumedCode, type CodeCheck } from './codes';
import { checkPasswordWithBackoff } from './login-backoff';
import { parseIdentity } from './identity-input';
import { issueToken, revokeAllSessions } from './tokens';
import { loadUserExtras, toUserView } from './user-view';
import { findMemberByIdentity, findUserByReferralCode, insertUser, updateUser, type UserRow } from './users-repository';

type BodyOf<E extends { body: TSchema }> = Static<E['body']>;

/** Refuses a code by SMS where the merchant allows codes by e-mail only. */
function requireCodeLoginAllowed(tenant: ResolvedTenant, identity: Identity) {
  if (!codeLoginAllowed(tenant.login, identity.kind))
    throw new AppError(400, 'SMS_LOGIN_NOT_ALLOWED', MESSAGES.smsLoginNotAllowed, 'phone');
}
const isVerified = (user: UserRow, identity: Identity) =>
  identity.kind === 'phone' ? user.isPhoneVerified : user.isEmailVerified;

/**
 * Identity check of seed 000 §4: which form the login screen shows next. `mode` is the login mode the user picked
 * (0 password, 1 one-time PIN); without it the merchant's preferred login decides for members with a password.
 */
export async function checkIdentity(
  request: FastifyRequest,
  input: BodyOf<typeof api.checkIdentity>,
): Promise<IdentityCheckAnswer> {
  const identity = parseIdentity(input);
  const tenant = request.tenant;
  const user = await findMemberByIdentity(request.server.ctx.db, tenant.id, identity);
  if (!user) return 'signup';
  const canOtp = codeLoginAllowed(tenant.login, identity.kind);
  if (!user.passwordHash || !isVerified(user, identity)) return canOtp ? 'otp' : 'login';
  const wantsOtp = input.mode === undefined ? tenant.login.preferred.endsWith('-otp') : input.mode === LOGIN_MODE.otp;
  return canOtp && wantsOtp ? 'otp' : 'login';
}

/** Issues a code for `purpose` and sends it at once (SMS or e-mail through the outbox). */
export async function sendCode(request: FastifyRequest, identity: Identity, purpose: CodePurpose) {
  const { db, outbox } = request.server.ctx;
  const tenant = request.tenant;
  const issued = await db.transaction((tx) =>
    issueCode(tx, request.server.ctx, {
      tenantId: tenant.id,
      tenantName: tenant.name,
      identity,
      purpose,
      ip: request.ip,
    }),
  );
  await outbox.flush(db, tenant.id);
  return issued;
}

/** Request a login code; a new phone or e-mail gets a sign-up code and `next: 'signup'`. */
export async function requestLoginCode(request: FastifyRequest, input: BodyOf<typeof api.requestCode>) {
  const identity = parseIdentity(input);
  requireCodeLoginAllowed(request.tenant, identity);
  const user = await findMemberByIdentity(request.server.ctx.db, request.tenant.id, identity);
  const purpose: CodePurpose = user ? (input.flow ?? 'login') : 'signup';
  const issued = await sendCode(request, identity, purpose);
  return {
    next: user ? ('otp' as const) : ('signup' as const),
    expiresIn: issued.expiresIn,
    message: user && identity.kind === 'email' ? OTP_SENT_TO_EMAIL : null,
  };
}

/** Resend: a new code for the same purpose (the old one dies), under the same per-identity limit. */
export async function resendCode(request: FastifyRequest, input: BodyOf<typeof api.resendCode>) {
  const identity = parseIdentity(input);
  if (input.purpose === 'login' || input.purpose === 'quick') requireCodeLoginAllowed(request.tenant, identity);
  return sendCode(request, identity, input.purpose);
}

/**
 * The session every login route answers with (token, expiry, auth user); `db` is the transaction when the session
 * must commit together with what earned it (a consumed code).
 */
export async function startSession(
  request: FastifyRequest,
  user: UserRow,
  db: DbOrTx = request.server.ctx.db,
): Promise<Session> {
  const ttl = user.role === 'guest' ? GUEST_TOKEN_TTL_SECONDS : MEMBER_TOKEN_TTL_SECONDS;
  const { token, expiresAt } = await issueToken(
    db,
    { tenantId: request.tenant.id, userId: user.id },
    request.server.ctx.clock(),
    ttl,
  );
  const extras = await loadUserExtras(db, user);
  return { token, expiresAt: expiresAt.toISOString(), user: toUserView(user, extras) };
}

export function requireTerms(tenant: ResolvedTenant, isTermChecked: boolean | undefined) {
  if (tenant.login.termsOnLogin && !isTermChecked)
    throw badRequest(MESSAGES.acceptTerms, 'isTermChecked', 'TERMS_REQUIRED');
}

const verifiedFlag = (identity: Identity) =>
  identity.kind === 'phone' ? { isPhoneVerified: true } : { isEmailVerified: true };

/** Code login; a phone or e-mail seen for the first time becomes a member (quick sign-up of seed 002). */
export async function verifyCodeLogin(request: FastifyRequest, input: BodyOf<typeof api.verifyCode>) {
  const identity = parseIdentity(input);
  const { db, clock } = request.server.ctx;
  const tenant = request.tenant;
  requireCodeLoginAllowed(tenant, identity);
  requireTerms(tenant, input.isTermChecked);
  const check: CodeCheck = {
    tenantId: tenant.id,
    identity,
    purposes: ['login', 'quick', 'signup'],
    code: input.code,
  };
  return withConsumedCode(db, clock(), check, async (tx) => {
    const existing = await findMemberByIdentity(tx, tenant.id, identity);
    const user = existing
      ? await updateUser(
          tx,
          { tenantId: tenant.id, userId: existing.id },
          { ...verifiedFlag(identity), ...(input.isTermChecked && { isTermChecked: true }) },
        )
      : await insertUser(
          tx,
          {
            tenantId: tenant.id,
            role: 'registered',
            [identity.kind]: identity.value,
            ...verifiedFlag(identity),
            isTermChecked: Boolean(input.isTermChecked),
            language: input.language ?? null,
          },
          clock(),
        );
    return startSession(request, user, tx);
  });
}

export async function passwordLogin(request: FastifyRequest, input: BodyOf<typeof api.passwordLogin>) {
  const identity = parseIdentity(input);
  requireTerms(request.tenant, input.isTermChecked);
  const { db, clock } = request.server.ctx;
  const user = await findMemberByIdentity(db, request.tenant.id, identity);
  if (user && !user.passwordHash) {
    throw new AppError(
      400,
      'NO_PASSWORD',
      'This account has no password yet: sign in with a one-time code',
      'password',
    );
  }
  const passwordHash = user?.passwordHash;
  const right =
    user && passwordHash
      ? await checkPasswordWithBackoff(db, clock(), { tenantId: request.tenant.id, userId: user.id }, () =>
          verifyPassword(input.password, passwordHash),
        )
      : false;
  if (!user || !right) throw unauthorized('Wrong phone, e-mail or password');
  if (!isVerified(user, identity)) throw new AppError(403, 'NOT_VERIFIED', MESSAGES.notVerifiedUser);
  return startSession(request, user);
}

/**
 * Sign-up with the code sent to the new phone or e-mail; where the merchant runs referrals, the referral code, if
 * any, must belong to a member.
 */
export async function signup(request: FastifyRequest, input: BodyOf<typeof api.signUp>) {
  const identity = parseIdentity(input);
  const { db, clock } = request.server.ctx;
  const tenant = request.tenant;
  requireTerms(tenant, input.isTermChecked);
  if (tenant.login.passwordRequired && !input.password) {
    throw badRequest('password is required by this merchant (at least 8 characters)', 'password');
  }
  // A merchant without referral (features.referral off) credits no referrer: a code from an old shared link must not
  // block the sign-up, and it is not recorded either (referralAcceptedCount counts only referrals the merchant runs).
  const referralCode = tenant.features.referral ? input.referralCode : undefined;
  const referrer = referralCode ? await findUserByReferralCode(db, tenant.id, referralCode) : null;
  if (referralCode && !referrer) throw badRequest('referralCode does not match any member', 'referralCode');
  // Hashed before the transaction: scrypt's 50 ms should not hold the code's row lock.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const check: CodeCheck = {
    tenantId: tenant.id,
    identity,
    purposes: ['signup', 'login', 'quick'],
    code: input.code,
  };
  // The code first, then the member check: parallel sign-ups with one code all hear that the code was used, and a
  // refused sign-up (already a member) leaves the code live.
  return withConsumedCode(db, clock(), check, async (tx) => {
    if (await findMemberByIdentity(tx, tenant.id, identity)) throw alreadyRegistered(identity.kind);
    const user = await insertUser(
      tx,
      {
        tenantId: tenant.id,
        role: 'registered',
        [identity.kind]: identity.value,
        ...verifiedFlag(identity),
        passwordHash,
        firstname: input.firstname ?? null,
        lastname: input.lastname ?? null,
        isTermChecked: Boolean(input.isTermChecked),
        referredBy: referrer?.id ?? null,
        language: input.language ?? null,
      },
      clock(),
    );
    return startSession(request, user, tx);
  });
}

/** Guest session: only when the merchant's guest policy is not `none`; `*-required` policies need that identity. */
export async function guestLogin(request: FastifyRequest, input: BodyOf<typeof api.guestLogin>) {
  const policy = request.tenant.guest.loginType;
  if (policy === 'none') {
    throw forbidden('Guest login is not allowed for this merchant: log in or sign up', 'GUEST_NOT_ALLOWED');
  }
  if (policy === 'phone-required' && !input.phone) throw badRequest('phone is required for guest login here', 'phone');
  if (policy === 'email-required' && !input.email) throw badRequest('email is required for guest login here', 'email');
  const identity = input.phone || input.email ? parseIdentity(input) : null;
  const user = await insertUser(
    request.server.ctx.db,
    { tenantId: request.tenant.id, role: 'guest', ...(identity && { [identity.kind]: identity.value }) },
    request.server.ctx.clock(),
  );
  return startSession(request, user);
}

/** Sends a reset code when the member exists; answers the same either way so the route cannot probe accounts. */
export async function requestPasswordReset(request: FastifyRequest, input: BodyOf<typeof api.requestPasswordReset>) {
  const identity = parseIdentity(input);
  const user = await findMemberByIdentity(request.server.ctx.db, request.tenant.id, identity);
  if (user) await sendCode(request, identity, 'reset');
  return { sent: true, expiresIn: CODE_TTL_SECONDS.reset };
}

export async function confirmPasswordReset(request: FastifyRequest, input: BodyOf<typeof api.confirmPasswordReset>) {
  const identity = parseIdentity(input);
  const { db, clock } = request.server.ctx;
  const tenant = request.tenant;
  const passwordHash = await hashPassword(input.password);
  // Using the code, setting the password and signing out every device is one change.
  await withConsumedCode(
    db,
    clock(),
    { tenantId: tenant.id, identity, purposes: ['reset'], code: input.code },
    async (tx) => {
      const user = await findMemberByIdentity(tx, tenant.id, identity);
      if (!user) throw notFound('Member');
      await updateUser(tx, { tenantId: tenant.id, userId: user.id }, { passwordHash, ...verifiedFlag(identity) });
      await revokeAllSessions(tx, { tenantId: tenant.id, userId: user.id }, clock());
    },
  );
  return { reset: true };
}
