import { and, count, desc, eq, gt, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import {
  CODE_REQUEST_WINDOW_SECONDS,
  CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_IDENTITY,
  ONE_TIME_CODE_LENGTH,
  type CodePurpose,
} from '../../../shared/constants/auth';
import { identityKey, type Identity } from '../../../shared/auth/identity';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { codeRecipients, oneTimeCodes } from '../../db/schema';
import { timestamptz } from '../../db/sql-values';
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
  register: 'Your code for paying at the register',
};

// A code is bound to tenant + identity; hashing with both stops a table leak from revealing reusable codes.
const hashCode = (tenantId: string, identity: Identity, code: string) =>
  sha256(`${tenantId}|${identityKey(identity)}|${code}`);

/**
 * Issues a fresh code (the previous live ones of the same purpose die) and queues the SMS or e-mail, inside the
 * caller's transaction. At most MAX_CODES_PER_IDENTITY codes per identity per window: the recipient's row is locked
 * first, so the count and the new code are one step per phone or e-mail, across requests and processes.
 */
export async function issueCode(
  tx: Tx,
  ctx: Pick<ServerContext, 'clock' | 'outbox'>,
  request: { tenantId: string; tenantName: string; identity: Identity; purpose: CodePurpose; ip?: string },
): Promise<IssuedCode> {
  const now = ctx.clock();
  const key = identityKey(request.identity);
  await tx
    .insert(codeRecipients)
    .values({ tenantId: request.tenantId, identity: key, lastCodeAt: now })
    .onConflictDoUpdate({ target: [codeRecipients.tenantId, codeRecipients.identity], set: { lastCodeAt: now } });
  const since = new Date(now.getTime() - CODE_REQUEST_WINDOW_SECONDS * 1000);
  const [{ recent, oldest }] = await tx
    .select({ recent: count(), oldest: min(oneTimeCodes.createdAt) })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tenantId, request.tenantId),
        eq(oneTimeCodes.identity, key),
        gt(oneTimeCodes.createdAt, since),
      ),
    );
  if (recent >= MAX_CODES_PER_IDENTITY) {
    // The window frees a place when its oldest code leaves it.
    const retryAfter = oldest ? Math.ceil((new Date(oldest).getTime() - since.getTime()) / 1000) : undefined;
    throw tooMany(
      `Too many codes were sent to this ${request.identity.kind}; try again in ${CODE_REQUEST_WINDOW_SECONDS / 60} minutes`,
      retryAfter,
    );
  }
  await tx
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
  await tx.insert(oneTimeCodes).values({
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
  await ctx.outbox.enqueue(tx, {
    tenantId: request.tenantId,
    channel: request.identity.kind === 'phone' ? 'sms' : 'email',
    to: request.identity.value,
    subject: `${request.tenantName}: ${SUBJECTS[request.purpose]}`,
    body: `${code} is your ${request.tenantName} code. It expires in ${minutes} minutes. Do not share it.`,
  });
  return { expiresIn: ttl };
}

export interface CodeCheck {
  tenantId: string;
  identity: Identity;
  purposes: CodePurpose[];
  code: string;
}

const codeError = (code: string, message: string) => new AppError(400, code, message, 'code');
const noCodeWaiting = () => codeError('CODE_INVALID', 'No code is waiting for this identity: request a new code');
const codeLocked = () => codeError('CODE_LOCKED', 'Too many wrong codes: request a new one');

/** Why a code that is no longer live refuses this try: locked by wrong tries, used already, or simply not this one. */
function refusalOfDeadCode(row: { attempts: number; codeHash: string }, hash: string): AppError {
  if (row.attempts >= MAX_CODE_ATTEMPTS) return codeLocked();
  if (row.codeHash === hash) return codeError('CODE_USED', 'This code has already been used: request a new one');
  return noCodeWaiting();
}

/**
 * Checks a code against the newest live code of the given purposes. Returns null when it was right (the code is now
 * consumed) or the error that refuses it. One conditional UPDATE decides: a match consumes the code, a miss counts an
 * attempt (the code dies at MAX_CODE_ATTEMPTS), and its WHERE re-checks that the code is still live under the row
 * lock, so parallel requests cannot use a code twice or get more tries than allowed.
 */
export async function tryConsumeCode(db: DbOrTx, now: Date, request: CodeCheck): Promise<AppError | null> {
  const hash = hashCode(request.tenantId, request.identity, request.code);
  const ofIdentity = and(
    eq(oneTimeCodes.tenantId, request.tenantId),
    eq(oneTimeCodes.identity, identityKey(request.identity)),
    inArray(oneTimeCodes.purpose, request.purposes),
  );
  const newest = (onlyLive: boolean) =>
    db
      .select()
      .from(oneTimeCodes)
      .where(onlyLive ? and(ofIdentity, isNull(oneTimeCodes.consumedAt)) : ofIdentity)
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
  const [live] = await newest(true);
  if (!live) {
    const [last] = await newest(false);
    return last ? refusalOfDeadCode(last, hash) : noCodeWaiting();
  }
  if (live.expiresAt <= now) return codeError('CODE_EXPIRED', 'The code has expired: request a new one');
  const matches = sql`${oneTimeCodes.codeHash} = ${hash}`;
  const [verdict] = await db
    .update(oneTimeCodes)
    .set({
      attempts: sql`${oneTimeCodes.attempts} + case when ${matches} then 0 else 1 end`,
      consumedAt: sql`case when ${matches} or ${oneTimeCodes.attempts} + 1 >= ${MAX_CODE_ATTEMPTS}
        then ${timestamptz(now)} end`,
    })
    .where(
      and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS)),
    )
    .returning({ attempts: oneTimeCodes.attempts, matched: sql<boolean>`${matches}` });
  if (!verdict) {
    // Another request used or locked the code between the read and the update.
    const [changed] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, live.id));
    return refusalOfDeadCode(changed, hash);
  }
  if (verdict.matched) return null;
  const left = MAX_CODE_ATTEMPTS - verdict.attempts;
  return left > 0 ? codeError('CODE_WRONG', `Wrong code: ${left} attempt(s) left`) : codeLocked();
}

/** Consumes a right code or throws why not (the counted attempt of a wrong code stays counted). */
export async function consumeCode(db: DbOrTx, now: Date, request: CodeCheck): Promise<void> {
  const refusal = await tryConsumeCode(db, now, request);
  if (refusal) throw refusal;
}

/**
 * Runs `work` in the transaction that consumes the code: what the code unlocks (a new member, a session, a new
 * password) and the code's use commit together, and a failing `work` leaves the code live. A wrong code's attempt
 * commits before its error is thrown.
 */
export async function withConsumedCode<T>(
  db: Db,
  now: Date,
  request: CodeCheck,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(
    async (tx): Promise<{ ok: false; refusal: AppError } | { ok: true; value: T }> => {
      const refusal = await tryConsumeCode(tx, now, request);
      return refusal ? { ok: false, refusal } : { ok: true, value: await work(tx) };
    },
  );
  if (!outcome.ok) throw outcome.refusal;
  return outcome.value;
}
