import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../shared/constants/messages';
import type { DbOrTx } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { AppError, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { dataOf, errorResponses, str } from '../../lib/schemas';
import { checkPasswordWithBackoff } from './login-backoff';
import { requireTerms, startSession } from './service';
import { sessionSchema } from './user-view';

/** Membership (card) numbers are digits only (see membershipNumberSeq); the form trims spaces before sending. */
export const REF_NO_PATTERN = '^[0-9]{4,16}$';

/** The registered member holding this membership number in this tenant (numbers of other tenants find nothing). */
export async function findMemberByNumber(db: DbOrTx, tenantId: string, refNo: string) {
  const rows = await db
    .select({ user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.memberNumber, refNo),
        eq(users.tenantId, tenantId),
        eq(users.role, 'registered'),
      ),
    )
    .limit(1);
  return rows[0]?.user ?? null;
}

/**
 * Membership-number login (seed 000 §3 refNo, §7): the number on the member's card plus the account password. One
 * answer for an unknown number and a wrong password, so the route cannot be used to find valid numbers.
 */
// An unknown number still costs one password check, so response times do not tell which numbers exist.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('membership-number-decoy'));

export async function memberNumberLogin(
  request: FastifyRequest,
  input: { refNo: string; password: string; isTermChecked?: boolean },
) {
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

export async function memberNumberLoginRoutes(app: FastifyInstance, options: { rateLimit: object }) {
  app.post<{ Body: { refNo: string; password: string; isTermChecked?: boolean; language?: string } }>(
    '/auth/member-number/login',
    {
      config: options.rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Log in with a membership number (refNo) and password',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['refNo', 'password'],
          properties: {
            refNo: str(16, { pattern: REF_NO_PATTERN, description: 'Membership number (digits)' }),
            password: str(128, { minLength: 1 }),
            isTermChecked: { type: 'boolean' },
            language: { type: 'string', enum: ['en', 'mn', 'cn'] },
          },
        },
        response: { 200: dataOf(sessionSchema), ...errorResponses },
      },
      handler: async (request) => ({ data: await memberNumberLogin(request, request.body) }),
    },
  );
}
