/**
 * Taking a request confirmed by a short code sent by SMS (wallet gifts, voucher purchases): one conditional UPDATE
 * either consumes the live request when the code's hash matches, or counts a wrong attempt, consuming the request at
 * the last allowed attempt. Parallel confirmations queue on the row, so a code is used once and attempts never skip.
 * A wrong code is a Refusal (src/server/lib/idempotency.ts), so its attempt is committed while the answer fails.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { timestamptz } from '../db/sql-values';
import { AppError } from './app-error';
import { refuse, type Refusal } from './idempotency';

/** The columns a code-confirmed request table has. */
export interface CodeRequestColumns {
  table: PgTable;
  id: PgColumn;
  codeHash: PgColumn;
  attempts: PgColumn;
  consumedAt: PgColumn;
  expiresAt: PgColumn;
}

export interface CodeRequestRow {
  id: string;
  attempts: number;
  consumedAt: Date | null;
  expiresAt: Date;
}

export interface CodeRules {
  maxAttempts: number;
  /** What the request is, in the refusals ("gift", "purchase"). */
  what: string;
}

const codeError = (code: string, message: string, status = 400) => new AppError(status, code, message, 'code');
const locked = (what: string) => codeError('CODE_LOCKED', `Too many wrong codes: start the ${what} again`);

/** Why a request that was not taken (unknown, locked, consumed, expired) refuses this confirmation. */
export function deadRequest(row: CodeRequestRow | undefined, now: Date, rules: CodeRules): AppError {
  const { what } = rules;
  if (!row) return new AppError(404, 'NOT_FOUND', `No ${what} like this is waiting: start again`, 'dataId');
  if (row.attempts >= rules.maxAttempts) return locked(what);
  if (row.consumedAt)
    return codeError('CODE_USED', `This ${what} has already been confirmed or cancelled: start again`);
  if (row.expiresAt <= now) return codeError('CODE_EXPIRED', `The code has expired: start the ${what} again`);
  return new AppError(409, 'CONCURRENT_UPDATE', `The ${what} is being confirmed right now: try again`);
}

/**
 * Takes `row` when `expectedHash` (the hash of the code sent with every binding) matches: null then. A wrong code
 * answers a Refusal saying how many attempts are left; a request that is not live throws `deadRequest`.
 */
export async function takeWithCode(
  tx: Tx,
  columns: CodeRequestColumns,
  row: CodeRequestRow,
  input: CodeRules & { expectedHash: string; now: Date },
): Promise<Refusal | null> {
  const { table, id, codeHash, attempts, consumedAt, expiresAt } = columns;
  const now = timestamptz(input.now);
  const matches = sql`${codeHash} = ${input.expectedHash}`;
  const result = await tx.execute(sql`
    update ${table} set
      ${sql.identifier(attempts.name)} = ${attempts} + case when ${matches} then 0 else 1 end,
      ${sql.identifier(consumedAt.name)} = case when ${matches} or ${attempts} + 1 >= ${input.maxAttempts}
        then ${now} end
    where ${id} = ${row.id} and ${consumedAt} is null and ${attempts} < ${input.maxAttempts}
      and ${expiresAt} > ${now}
    returning ${attempts} as attempts, (${matches}) as matched`);
  const [verdict] = (result as unknown as { rows: { attempts: number; matched: boolean }[] }).rows;
  if (!verdict) throw deadRequest(row, input.now, input);
  if (verdict.matched) return null;
  const left = input.maxAttempts - Number(verdict.attempts);
  return refuse(left > 0 ? codeError('CODE_WRONG', `Wrong code: ${left} attempt(s) left`) : locked(input.what));
}
