import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
