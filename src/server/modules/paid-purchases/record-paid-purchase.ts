/**
 * A paid purchase of a member at a merchant (issue 13): a claimed receipt today, a paid order when ordering comes.
 * In the caller's transaction it counts the purchase toward the member's tiers (pos_transactions), stamps every
 * stamp program whose rule it meets, pays the cashback of every cashback program the member qualifies for, and
 * notes a newly reached tier. The purchase row is keyed by its source, so recording the same purchase twice does
 * nothing the second time. Notifications come back as `news`, for `announce` after the commit.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { merchants, posTransactions, programs } from '../../db/schema';
import { centsOfNumeric } from '../../db/sql-values';
import { programLiveAt } from '../program-cards/repository';
import { fromCents } from '../../../shared/rules/money';
import { stampsEarned } from '../../../shared/rules/stamps';
import { payCashback, type DiscountRule } from '../cashback/earning';
import { addStamp, type StampOutcome, type StampRule } from '../stamps/stamping';
import { memberTiers } from '../tiers/progress';
import { memberUsage, merchantTiers, requirementOf } from '../tiers/repository';
import type { News } from './news';

export interface PurchaseSource {
  kind: 'receipt' | 'order' | 'register';
  id: string;
}

export interface PaidPurchase {
  tenantId: string;
  userId: string;
  merchantId: string;
  /** The purchase total, a decimal string with at most 2 decimals ("12.50"). */
  amount: string;
  source: PurchaseSource;
  /** Who recorded it: member:<id> (a claim), register:<id>, system, seed, dev. */
  actor: string;
  at: Date;
}

export interface PurchaseRewards {
  /** False when this source was recorded before: nothing moved this time. */
  recorded: boolean;
  stamps: (StampOutcome & { programId: string })[];
  cashbackCents: number;
  /** The tier the purchase lifted the member into, if any. */
  tierJoined: { _id: string; name: string } | null;
  news: News[];
}

const sourceKey = (source: PurchaseSource) => `${source.kind}:${source.id}`;

/** Index of the highest tier the usage reaches, -1 for none. */
const activeTierIndex = (tiers: ReturnType<typeof memberTiers>) => tiers.findIndex((t) => t.isActive);

export async function recordPaidPurchase(tx: Tx, purchase: PaidPurchase): Promise<PurchaseRewards> {
  const scope = { tenantId: purchase.tenantId, userId: purchase.userId };
  const totalCents = centsOfNumeric(purchase.amount);
  const nothing: PurchaseRewards = { recorded: false, stamps: [], cashbackCents: 0, tierJoined: null, news: [] };
  const counted = await tx
    .insert(posTransactions)
    .values({
      id: `${purchase.source.kind}-${purchase.source.id}`,
      ...scope,
      merchantId: purchase.merchantId,
      amount: fromCents(totalCents),
      createdAt: purchase.at,
    })
    .onConflictDoNothing()
    .returning({ id: posTransactions.id });
  if (counted.length === 0) return nothing;

  const [merchant] = await tx
    .select({ name: merchants.name })
    .from(merchants)
    .where(and(eq(merchants.tenantId, purchase.tenantId), eq(merchants.id, purchase.merchantId)));
  // One after another: a transaction is one connection, which runs one query at a time anyway, and node-postgres
  // deprecates sending a query while another runs on its client (an error from pg 9).
  const tierRows = await merchantTiers(tx, purchase.tenantId, purchase.merchantId);
  const usage = await memberUsage(tx, scope, purchase.merchantId);
  const earning = await tx
    .select()
    .from(programs)
    .where(
      and(
        eq(programs.tenantId, purchase.tenantId),
        eq(programs.merchantId, purchase.merchantId),
        eq(programs.isActive, true),
        inArray(programs.type, ['stamp', 'cashback']),
        programLiveAt(purchase.at),
      ),
    )
    .orderBy(programs.sortOrder, programs.id);
  // Tiers before and after this purchase (usage already counts it): a step up is a tier joined.
  const requirements = tierRows.map(requirementOf);
  const after = memberTiers(requirements, usage);
  const before = memberTiers(requirements, { amount: usage.amount - totalCents / 100, count: usage.count - 1 });
  const activeAfter = activeTierIndex(after);
  const reachedTierIds = new Set(activeAfter < 0 ? [] : tierRows.slice(0, activeAfter + 1).map((t) => t.id));

  const common = { ...scope, source: sourceKey(purchase.source), actor: purchase.actor, at: purchase.at };
  const result: PurchaseRewards = { ...nothing, recorded: true };
  const merchantName = merchant?.name ?? '';
  for (const program of earning) {
    if (program.rule.kind === 'stamp') {
      const rule: StampRule = program.rule;
      if (stampsEarned(rule, totalCents) === 0) continue;
      const stamp = await addStamp(tx, { ...common, program: { ...program, rule } });
      if (stamp) result.stamps.push({ ...stamp, programId: program.id });
    } else if (program.rule.kind === 'cashback') {
      // A program for one tier pays members who reached that tier (or a higher one).
      if (program.membershipTierId && !reachedTierIds.has(program.membershipTierId)) continue;
      const rule: DiscountRule = program.rule;
      const cents = await payCashback(tx, { ...common, program: { ...program, rule }, totalCents });
      if (cents) {
        result.cashbackCents += cents;
        result.news.push({
          ...scope,
          notification: {
            type: 'cashback',
            title: `$${fromCents(cents)} cashback from ${merchantName}`,
            description: `${program.name}: store credit for your $${fromCents(totalCents)} purchase.`,
            merchantId: purchase.merchantId,
            ref: program.id,
            value: fromCents(cents),
          },
        });
      }
    }
  }
  for (const stamp of result.stamps) {
    result.news.push({
      ...scope,
      notification: {
        type: 'stampAdded',
        title: `Stamp ${stamp.level} of ${stamp.total} at ${merchantName}`,
        description: stamp.filled ? 'Your card is full: show it at the counter for your gift.' : '',
        merchantId: purchase.merchantId,
        ref: stamp.programId,
        value: String(stamp.level),
      },
    });
  }
  if (activeAfter > activeTierIndex(before)) {
    const tier = tierRows[activeAfter];
    result.tierJoined = { _id: tier.id, name: tier.name };
    result.news.push({
      ...scope,
      notification: {
        type: 'membershipJoined',
        title: `Welcome to ${tier.name}`,
        description: `You reached the ${tier.name} membership at ${merchantName}.`,
        merchantId: purchase.merchantId,
        ref: tier.id,
        value: tier.name,
      },
    });
  }
  return result;
}
