/**
 * Rewards demo data (issue 13): the demo member holds a full stamp card and a half-full one at the brand, has
 * cashback history from the brand's cashback program, and the demo friend joined through the member's referral.
 * Everything goes through the same functions a real purchase or join uses (stamps, cashback through the ledger,
 * the referral reward with its ticket), so the demo obeys every rule; the purchases are not counted toward tiers,
 * which keeps the demo member's tier where the other seeds put it. Once per tenant.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { payCashback, type DiscountRule } from '../../modules/cashback/earning';
import { rewardJoinInTx } from '../../modules/referrals/rewarding';
import { addStamp, type StampRule } from '../../modules/stamps/stamping';
import type { Db } from '../client';
import { memberships, programs, stampCards, users } from '../schema';

const SEED_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
/** Purchase totals (cents) of the demo member's cashback history. */
const CASHBACK_PURCHASES = [2400, 4250, 1800];

export async function seedRewardsDemoData(db: Db, tenant: ResolvedTenant): Promise<boolean> {
  const memberId = `${tenant.id}-demo-member`;
  const friendId = `${tenant.id}-demo-friend`;
  const [{ n }] = await db.select({ n: count() }).from(stampCards).where(eq(stampCards.tenantId, tenant.id));
  if (n > 0) return false;
  const [joined] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, memberId), eq(memberships.merchantId, tenant.id)));
  if (!joined) return false;
  const brandPrograms = await db
    .select()
    .from(programs)
    .where(and(eq(programs.tenantId, tenant.id), eq(programs.merchantId, tenant.id)));
  const member = { tenantId: tenant.id, userId: memberId };
  await db.transaction(async (tx) => {
    for (const program of brandPrograms) {
      const rule = program.rule;
      if (rule.kind === 'stamp') {
        const stampRule: StampRule = rule;
        // One full card (listed under 'Filled stamps') and one half full.
        const stamps = rule.challenges.length + Math.floor(rule.challenges.length / 2);
        for (let i = 0; i < stamps; i += 1) {
          await addStamp(tx, {
            ...member,
            program: { ...program, rule: stampRule },
            source: `seed:stamp-${i}`,
            actor: 'seed',
            at: new Date(SEED_EPOCH + (i + 1) * DAY),
          });
        }
      } else if (rule.kind === 'cashback') {
        const cashbackRule: DiscountRule = rule;
        for (const [i, totalCents] of CASHBACK_PURCHASES.entries()) {
          await payCashback(tx, {
            ...member,
            program: { ...program, rule: cashbackRule },
            totalCents,
            source: `seed:cashback-${i}`,
            actor: 'seed',
            at: new Date(SEED_EPOCH + (i + 3) * DAY),
          });
        }
      }
    }
    // The demo friend signed up with the demo member's code and joined the brand.
    const referred = await tx
      .update(users)
      .set({ referredBy: memberId })
      .where(and(eq(users.id, friendId), isNull(users.referredBy)))
      .returning({ id: users.id });
    if (referred.length > 0)
      await rewardJoinInTx(tx, {
        tenantId: tenant.id,
        friendId,
        merchantId: tenant.id,
        at: new Date(SEED_EPOCH + 9 * DAY),
      });
  });
  return true;
}
