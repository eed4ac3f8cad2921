import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type * as api from '../../../shared/api/auth';
import { MESSAGES } from '../../../shared/constants/messages';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { parseIdentity } from './identity-input';
import { checkPasswordWithBackoff } from './login-backoff';
import { sendCode, startSession } from './service';
import { findMemberByIdentity, updateUser } from './users-repository';

/** POS sign-in step 1 (seed 000 §4): is this phone a member, verified, with a password? */
export async function posCheckPhone(
  request: FastifyRequest,
  input: Static<typeof api.posCheckPhone.body>,
): Promise<api.PosPhoneState> {
  const identity = parseIdentity({ phone: input.phone });
  const user = await findMemberByIdentity(request.server.ctx.db, request.tenant.id, identity);
  return {
    exists: Boolean(user),
    isPhoneVerified: user?.isPhoneVerified ?? false,
    hasPassword: Boolean(user?.passwordHash),
  };
}

/**
 * POS sign-in step 2: phone and password. A member without a password sets one here (confirmation must match).
 * An unverified phone gets a code by SMS and a warning to tell it to the cashier.
 */
export async function posLogin(request: FastifyRequest, input: Static<typeof api.posLogin.body>) {
  const identity = parseIdentity({ phone: input.phone });
  const { db, clock } = request.server.ctx;
  const tenant = request.tenant;
  if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== input.password) {
    throw badRequest(MESSAGES.passwordMismatch, 'passwordConfirmation', 'PASSWORD_MISMATCH');
  }
  let user = await findMemberByIdentity(db, tenant.id, identity);
  if (!user) throw notFound('Member with this phone');
  if (!user.isPhoneVerified) {
    await sendCode(request, identity, 'verify');
    throw new AppError(403, 'NOT_VERIFIED', MESSAGES.posNotVerified);
  }
  if (!user.passwordHash) {
    if (input.passwordConfirmation === undefined) {
      throw badRequest('passwordConfirmation is required to set a first password', 'passwordConfirmation');
    }
    user = await updateUser(
      db,
      { tenantId: tenant.id, userId: user.id },
      { passwordHash: await hashPassword(input.password) },
    );
  } else {
    const passwordHash = user.passwordHash;
    const right = await checkPasswordWithBackoff(db, clock(), { tenantId: tenant.id, userId: user.id }, () =>
      verifyPassword(input.password, passwordHash),
    );
    if (!right) throw unauthorized('Wrong phone or password');
  }
  return startSession(request, user);
}
