import { asc, eq } from 'drizzle-orm';
import type { StaticPageType } from '../../../shared/api/documents';
import type { DbOrTx } from '../../db/client';
import { documents } from '../../db/schema';
import { ofTenant } from '../../db/scopes';

export type DocumentRow = typeof documents.$inferSelect;

/** The tenant's FAQ entries in their order (seed 000 §2: FAQ sorted by order). */
export function listFaq(db: DbOrTx, tenantId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(ofTenant(documents, tenantId, eq(documents.type, 'faq')))
    .orderBy(asc(documents.sortOrder), asc(documents.id));
}

/** The tenant's page of one type, or null when the merchant has none. */
export async function findPage(db: DbOrTx, tenantId: string, type: StaticPageType): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(ofTenant(documents, tenantId, eq(documents.type, type)))
    .limit(1);
  return row ?? null;
}
