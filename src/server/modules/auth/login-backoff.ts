import { eq, sql } from 'drizzle-orm';
import {
  LOGIN_FAILURE_MEMORY_SECONDS,
  LOGIN_FREE_FAILURES,
  LOGIN_LOCK_FIRST_SECONDS,
  LOGIN_LOCK_MAX_SECONDS,
} from '../../../shared/constants/auth';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { timestamptz } from '../../db/sql-values';
import { tooMany } from '../../lib/app-error';

export interface Account {
  tenantId: string;
  userId: string;
}

/** "1 minute", "4 minutes", "45 seconds": how long the pause still lasts, for the 429 message. */
function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one login attempt for the account unless it is paused; returns false when paused. The count goes up before
 * the password is checked, in one upsert whose WHERE refuses a paused account, so parallel guesses on any mix of
 * login routes and processes get at most LOGIN_FREE_FAILURES checks before the pause starts.
 */
async function countAttempt(db: DbOrTx, now: Date, account: Account): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_SECONDS * 1000);
  const failures = sql`(case when ${loginFailures.lastFailureAt} < ${timestamptz(forgetBefore)} then 1
    else ${loginFailures.failures} + 1 end)`;
  const lockedUntil = sql`case when ${failures} >= ${LOGIN_FREE_FAILURES} then ${timestamptz(now)} + interval '1 second' *
    least(${LOGIN_LOCK_MAX_SECONDS}, ${LOGIN_LOCK_FIRST_SECONDS} * power(2, ${failures} - ${LOGIN_FREE_FAILURES})) end`;
  const firstLock = LOGIN_FREE_FAILURES <= 1 ? new Date(now.getTime() + LOGIN_LOCK_FIRST_SECONDS * 1000) : null;
  const counted = await db
    .insert(loginFailures)
    .values({ ...account, failures: 1, lockedUntil: firstLock, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.userId,
      set: { failures, lockedUntil, lastFailureAt: now },
      setWhere: sql`${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= ${timestamptz(now)}`,
    })
    .returning({ failures: loginFailures.failures });
  return counted.length > 0;
}

async function pausedError(db: DbOrTx, now: Date, account: Account) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.userId, account.userId));
  const seconds = Math.max(1, Math.ceil(((row?.lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  return tooMany(`Too many wrong passwords for this account: try again in ${describeWait(seconds)}`, seconds);
}

/**
 * Checks a password of an account under its back-off, shared by every password-like login route: a paused account
 * gets a 429 with Retry-After and its password is not checked; otherwise the attempt is counted, `check` runs and a
 * right password clears the count. Returns what `check` answered.
 */
export async function checkPasswordWithBackoff(
  db: DbOrTx,
  now: Date,
  account: Account,
  check: () => Promise<boolean>,
): Promise<boolean> {
  if (!(await countAttempt(db, now, account))) throw await pausedError(db, now, account);
  const right = await check();
  if (right) await db.delete(loginFailures).where(eq(loginFailures.userId, account.userId));
  return right;
}
