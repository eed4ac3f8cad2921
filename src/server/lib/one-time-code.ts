/**
 * Taking a request confirmed by a short code sent by SMS (gifts, voucher purchases): one conditional UPDATE either
 * consumes the live request when the code's hash matches, or counts a wrong attempt, consuming the request at the
 * last allowed attempt. Parallel confirmations queue on the row, so a code is used once and attempts never skip.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { timestamptz } from '../db/sql-values';

/** The columns a code-confirmed request table has. */
export interface CodeRequestColumns {
  table: PgTable;
  id: PgColumn;
  codeHash: PgColumn;
  attempts: PgColumn;
  consumedAt: PgColumn;
  expiresAt: PgColumn;
}

/**
 * Null when the request is not live (unknown, consumed, locked or expired); otherwise whether the code matched and
 * the attempts counted so far.
 */
export async function takeWithCodeAttempt(
  tx: Tx,
  columns: CodeRequestColumns,
  input: { id: string; expectedHash: string; now: Date; maxAttempts: number },
): Promise<{ matched: boolean; attempts: number } | null> {
  const { table, id, codeHash, attempts, consumedAt, expiresAt } = columns;
  const now = timestamptz(input.now);
  const matches = sql`${codeHash} = ${input.expectedHash}`;
  const result = await tx.execute(sql`
    update ${table} set
      ${sql.identifier(attempts.name)} = ${attempts} + case when ${matches} then 0 else 1 end,
      ${sql.identifier(consumedAt.name)} = case when ${matches} or ${attempts} + 1 >= ${input.maxAttempts}
        then ${now} end
    where ${id} = ${input.id} and ${consumedAt} is null and ${attempts} < ${input.maxAttempts}
      and ${expiresAt} > ${now}
    returning ${attempts} as attempts, (${matches}) as matched`);
  const [row] = (result as unknown as { rows: { attempts: number; matched: boolean }[] }).rows;
  return row ? { matched: Boolean(row.matched), attempts: Number(row.attempts) } : null;
}
