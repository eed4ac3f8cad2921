import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipTiers, merchants, programs } from '../../db/schema';

/** A program with its merchant and tier name, only when both program and merchant are active in this tenant. */
export async function getProgram(db: DbOrTx, tenantId: string, programId: string) {
  const [row] = await db
    .select({ program: programs, merchant: merchants, tierName: membershipTiers.name })
    .from(programs)
    .innerJoin(merchants, and(eq(merchants.id, programs.merchantId), eq(merchants.tenantId, tenantId)))
    .leftJoin(membershipTiers, eq(membershipTiers.id, programs.membershipTierId))
    .where(
      and(
        eq(programs.tenantId, tenantId),
        eq(programs.id, programId),
        eq(programs.isActive, true),
        eq(merchants.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}
