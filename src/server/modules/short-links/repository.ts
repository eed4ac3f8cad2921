import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shortLinks } from '../../db/schema';
import { ofTenant } from '../../db/scopes';

/** The stored target of a tenant's short code, or null. */
export async function findShortLink(db: Db, scope: { tenantId: string }, code: string): Promise<string | null> {
  const [row] = await db
    .select({ target: shortLinks.target })
    .from(shortLinks)
    .where(ofTenant(shortLinks, scope.tenantId, eq(shortLinks.code, code)));
  return row?.target ?? null;
}

/** Adds short links, leaving existing codes as they are (seeding is idempotent). */
export async function addShortLinks(db: Db, scope: { tenantId: string }, links: { code: string; target: string }[]) {
  if (links.length === 0) return;
  await db
    .insert(shortLinks)
    .values(links.map((link) => ({ tenantId: scope.tenantId, ...link })))
    .onConflictDoNothing();
}
