import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  CODE_REQUEST_WINDOW_SECONDS,
  CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_IDENTITY,
  ONE_TIME_CODE_LENGTH,
  type CodePurpose,
} from '../../../shared/constants/auth';
import { identityKey, type Identity } from '../../../shared/auth/identity';
import type { DbOrTx } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError, tooMany } from '../../lib/app-error';
import { newId, newNumericCode, sha256 } from '../../lib/ids';
import type { ServerContext } from '../../context';

export interface IssuedCode {
  expiresIn: number;
}

const SUBJECTS: Record<CodePurpose, string> = {
  login: 'Your login code',
  quick: 'Your login code',
  signup: 'Your sign-up code',
  verify: 'Your verification code',
  reset: 'Your password reset code',
};

// A code is bound to tenant + identity; hashing with both stops a table leak from revealing reusable codes.
const hashCode = (tenantId: string, identity: Identity, code: string) =>
  sha256(`${tenantId}|${identityKey(identity)}|${code}`);

/**
 * Issues a fresh code (the previous live ones of the same purpose die) and queues the SMS or e-mail in the same
 * transaction. At most MAX_CODES_PER_IDENTITY codes per identity per window: a db count, so it holds across processes.
 */
export async function issueCode(
  db: DbOrTx,
  ctx: Pick<ServerContext, 'clock' | 'outbox'>,
  request: { tenantId: string; tenantName: string; identity: Identity; purpose: CodePurpose; ip?: string },
): Promise<IssuedCode> {
  const now = ctx.clock();
  const key = identityKey(request.identity);
  const since = new Date(now.getTime() - CODE_REQUEST_WINDOW_SECONDS * 1000);
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tenantId, request.tenantId),
        eq(oneTimeCodes.identity, key),
        gt(oneTimeCodes.createdAt, since),
      ),
    );
  if (recent >= MAX_CODES_PER_IDENTITY) {
    throw tooMany(
      `Too many codes were sent to this ${request.identity.kind}; try again in ${CODE_REQUEST_WINDOW_SECONDS / 60} minutes`,
    );
  }
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.tenantId, request.tenantId),
        eq(oneTimeCodes.identity, key),
        eq(oneTimeCodes.purpose, request.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  const code = newNumericCode(ONE_TIME_CODE_LENGTH);
  const ttl = CODE_TTL_SECONDS[request.purpose];
  await db.insert(oneTimeCodes).values({
    id: newId(),
    tenantId: request.tenantId,
    identity: key,
    purpose: request.purpose,
    codeHash: hashCode(request.tenantId, request.identity, code),
    expiresAt: new Date(now.getTime() + ttl * 1000),
    createdAt: now,
    requestIp: request.ip ?? null,
  });
  const minutes = Math.round(ttl / 60);
  await ctx.outbox.enqueue(db, {
    tenantId: request.tenantId,
    channel: request.identity.kind === 'phone' ? 'sms' : 'email',
    to: request.identity.value,
    subject: `${request.tenantName}: ${SUBJECTS[request.purpose]}`,
    body: `${code} is your ${request.tenantName} code. It expires in ${minutes} minutes. Do not share it.`,
  });
  return { expiresIn: ttl };
}

/**
 * Checks a code against the newest live code of the given purposes. A wrong code counts an attempt; at
 * MAX_CODE_ATTEMPTS the code dies for good. A right code is consumed (single use).
 */
export async function consumeCode(
  db: DbOrTx,
  now: Date,
  request: { tenantId: string; identity: Identity; purposes: CodePurpose[]; code: string },
): Promise<void> {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tenantId, request.tenantId),
        eq(oneTimeCodes.identity, identityKey(request.identity)),
        inArray(oneTimeCodes.purpose, request.purposes),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live)
    throw new AppError(400, 'CODE_INVALID', 'No code is waiting for this identity: request a new code', 'code');
  if (live.expiresAt <= now) throw new AppError(400, 'CODE_EXPIRED', 'The code has expired: request a new one', 'code');
  if (live.attempts >= MAX_CODE_ATTEMPTS) {
    throw new AppError(400, 'CODE_LOCKED', 'Too many wrong codes: request a new one', 'code');
  }
  if (live.codeHash !== hashCode(request.tenantId, request.identity, request.code)) {
    // Atomic increment: parallel wrong guesses cannot share one attempt.
    const [{ attempts }] = await db
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        consumedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${MAX_CODE_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(eq(oneTimeCodes.id, live.id))
      .returning({ attempts: oneTimeCodes.attempts });
    const left = MAX_CODE_ATTEMPTS - attempts;
    throw new AppError(
      400,
      left > 0 ? 'CODE_WRONG' : 'CODE_LOCKED',
      left > 0 ? `Wrong code: ${left} attempt(s) left` : 'Too many wrong codes: request a new one',
      'code',
    );
  }
  await db.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, live.id));
}
