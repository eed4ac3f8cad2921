/**
 * A paid purchase of a member at a merchant (issue 13): a claimed receipt today, a paid order when ordering comes.
 * In the caller's transaction it counts the purchase toward the member's tiers (pos_transactions), stamps every
 * stamp program whose rule it meets, pays the cashback of every cashback program the member qualifies for, and
 * notes a newly reached tier. The purchase row is keyed by its source, so recording the same purchase twice does
 * nothing the second time. Notifications come back as `news`, for `announce` after the commit.
 */
import type { Tx } from '../../db/client';
import { centsOfNumeric } from '../../db/sql-values';
import { together } from '../../db/together';
import { fromCents } from '../../../shared/rules/money';
import { stampsEarned } from '../../../shared/rules/stamps';
import { payCashback, type DiscountRule } from '../cashback/earning';
import { addStamp, type StampOutcome, type StampRule } from '../stamps/stamping';
import { memberTiers } from '../tiers/progress';
import { countPurchase, requirementOf } from '../tiers/repository';
import { liveEarningPrograms, loadEarningRules, type MerchantEarning } from './earning-rules';
import type { ProgramRow } from '../program-cards/repository';
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

/** What one program gave a purchase: a stamp, or cashback in cents. */
type ProgramEarned = { program: ProgramRow } & ({ stamp: StampOutcome } | { cents: number });

const sourceKey = (source: PurchaseSource) => `${source.kind}:${source.id}`;

/** Index of the highest tier the usage reaches, -1 for none. */
const activeTierIndex = (tiers: ReturnType<typeof memberTiers>) => tiers.findIndex((t) => t.isActive);

/**
 * Records the purchase in the caller's transaction. `rules` are the merchant's earning rules when the caller read
 * them before its transaction (from the tenant's cache: `cachedEarningRules`); without them they are read here.
 */
export async function recordPaidPurchase(
  tx: Tx,
  purchase: PaidPurchase,
  rules?: MerchantEarning,
): Promise<PurchaseRewards> {
  const scope = { tenantId: purchase.tenantId, userId: purchase.userId };
  const totalCents = centsOfNumeric(purchase.amount);
  const nothing: PurchaseRewards = { recorded: false, stamps: [], cashbackCents: 0, tierJoined: null, news: [] };
  const before = await countPurchase(tx, {
    id: `${purchase.source.kind}-${purchase.source.id}`,
    ...scope,
    merchantId: purchase.merchantId,
    amount: fromCents(totalCents),
    createdAt: purchase.at,
  });
  if (!before) return nothing;
  const earning =
    rules ??
    (await loadEarningRules(tx, purchase.tenantId, purchase.merchantId)).get(purchase.merchantId) ??
    ({ name: '', tiers: [], programs: [] } satisfies MerchantEarning);
  const tierRows = earning.tiers;
  // Tiers before and after this purchase: a step up is a tier joined.
  const requirements = tierRows.map(requirementOf);
  const after = memberTiers(requirements, { amount: before.amount + totalCents / 100, count: before.count + 1 });
  const activeAfter = activeTierIndex(after);
  const reachedTierIds = new Set(activeAfter < 0 ? [] : tierRows.slice(0, activeAfter + 1).map((t) => t.id));

  const common = { ...scope, source: sourceKey(purchase.source), actor: purchase.actor, at: purchase.at };
  const result: PurchaseRewards = { ...nothing, recorded: true };
  const merchantName = earning.name;
  // Each program earns in one statement (a stamp with its card's move; a cashback award with its credit), and the
  // programs' statements are sent together (issue 14: one round trip for all of them).
  const earned = await together(
    liveEarningPrograms(earning, purchase.at).map(async (program): Promise<ProgramEarned | null> => {
      if (program.rule.kind === 'stamp') {
        const rule: StampRule = program.rule;
        if (stampsEarned(rule, totalCents) === 0) return null;
        const stamp = await addStamp(tx, { ...common, program: { ...program, rule } });
        return stamp && { program, stamp };
      }
      if (program.rule.kind !== 'cashback') return null;
      // A program for one tier pays members who reached that tier (or a higher one).
      if (program.membershipTierId && !reachedTierIds.has(program.membershipTierId)) return null;
      const rule: DiscountRule = program.rule;
      const cents = await payCashback(tx, { ...common, program: { ...program, rule }, totalCents });
      return cents ? { program, cents } : null;
    }),
  );
  for (const outcome of earned) {
    if (!outcome) continue;
    if ('stamp' in outcome) {
      result.stamps.push({ ...outcome.stamp, programId: outcome.program.id });
      continue;
    }
    const { program, cents } = outcome;
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
  if (activeAfter > activeTierIndex(memberTiers(requirements, before))) {
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
