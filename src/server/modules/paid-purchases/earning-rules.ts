/**
 * What a paid purchase at a merchant is measured against (issue 13): the merchant's name for the notifications, its
 * membership tiers and its active stamp and cashback programs. Merchant configuration, written rarely: the receipt
 * claim reads it from the tenant's public reads (cleared by any write to `merchants`, `membership_tiers` or
 * `programs`: lib/read-caches.ts) before its transaction, so the claim's transaction sends none of these statements
 * (issue 14). A claim learns its merchant only when it takes the receipt, so the tenant's rules are kept whole.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { merchants, membershipTiers, programs } from '../../db/schema';
import type { ProgramRow } from '../program-cards/repository';
import type { TierRow } from '../tiers/repository';

export interface MerchantEarning {
  name: string;
  /** Lowest first. */
  tiers: readonly TierRow[];
  /** Active stamp and cashback programs in the merchant's order, ended ones included (see `liveEarningPrograms`). */
  programs: readonly ProgramRow[];
}

/** The earning rules of the tenant's merchants (of one merchant when `merchantId` is given), by merchant id. */
export async function loadEarningRules(
  db: DbOrTx,
  tenantId: string,
  merchantId?: string,
): Promise<ReadonlyMap<string, MerchantEarning>> {
  const ofMerchant = <T extends { merchantId: Parameters<typeof eq>[0] }>(table: T) =>
    merchantId === undefined ? undefined : eq(table.merchantId, merchantId);
  // One after another: inside a transaction they share one connection, which runs one query at a time anyway.
  const names = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(and(eq(merchants.tenantId, tenantId), merchantId === undefined ? undefined : eq(merchants.id, merchantId)));
  const tiers = await db
    .select()
    .from(membershipTiers)
    .where(and(eq(membershipTiers.tenantId, tenantId), ofMerchant(membershipTiers)))
    .orderBy(asc(membershipTiers.sortOrder), asc(membershipTiers.id));
  const earning = await db
    .select()
    .from(programs)
    .where(
      and(
        eq(programs.tenantId, tenantId),
        ofMerchant(programs),
        eq(programs.isActive, true),
        inArray(programs.type, ['stamp', 'cashback']),
      ),
    )
    .orderBy(programs.sortOrder, programs.id);
  const rules = new Map(
    names.map((m) => [m.id, { name: m.name, tiers: [] as TierRow[], programs: [] as ProgramRow[] }]),
  );
  for (const tier of tiers) rules.get(tier.merchantId)?.tiers.push(tier);
  for (const program of earning) rules.get(program.merchantId)?.programs.push(program);
  return rules;
}

/** The tenant's earning rules from memory. Read it before a transaction: a cold read on PGlite waits for its lock. */
export const cachedEarningRules = (ctx: Pick<ServerContext, 'db' | 'publicReads'>, tenantId: string) =>
  ctx.publicReads.read(tenantId, 'earning-rules', () => loadEarningRules(ctx.db, tenantId));

/** The programs that earn at `at`: those with no end, or an end after it. */
export const liveEarningPrograms = (rules: MerchantEarning, at: Date) =>
  rules.programs.filter((program) => program.expiresAt === null || program.expiresAt > at);
