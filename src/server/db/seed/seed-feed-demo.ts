import { and, count, eq } from 'drizzle-orm';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { pointsFor } from '../../modules/receipts/points';
import type { Db, Tx } from '../client';
import {
  memberVouchers,
  membershipTiers,
  merchantFollows,
  merchants,
  notifications,
  posTransactions,
  promotions,
  voucherValues,
  vouchers,
} from '../schema';
import type { CategorySlug } from './demo-content';
import { categorySlugOf, offersOf, PROMOTION_DESCRIPTION, VOUCHER_DESCRIPTION } from './demo-promotions';
import { demoTierRows } from './demo-tiers';
import { createPrng, seedFrom } from './prng';

/** Same fixed base as the main demo seed, so dates never depend on when the server started. */
const SEED_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

type Prng = ReturnType<typeof createPrng>;
/** A merchant's directory category by its id (undefined when it has none). */
type TradeOf = (merchantId: string) => CategorySlug | undefined;

async function seedPromotions(tx: Tx, prng: Prng, tenantId: string, merchantIds: string[], tradeOf: TradeOf) {
  // Every third merchant runs a promotion, plus the tenant's own brand: enough for all three feed sections.
  const withPromos = [tenantId, ...merchantIds.filter((_, i) => i % 3 === 0)];
  await tx.insert(promotions).values(
    withPromos.map((merchantId, i) => ({
      id: `${merchantId}-promo`,
      tenantId,
      merchantId,
      // One draw per promotion whatever the trade's list, so the vouchers and purchases drawn after stay the same.
      title: prng.pick(offersOf(tradeOf(merchantId)).promotions),
      description: PROMOTION_DESCRIPTION,
      sortOrder: i,
      createdAt: new Date(SEED_EPOCH + i * DAY),
    })),
  );
}

async function seedVouchers(
  tx: Tx,
  prng: Prng,
  tenantId: string,
  merchantIds: string[],
  tradeOf: TradeOf,
  userId: string,
) {
  const issuers = [tenantId, ...merchantIds.slice(0, 11)];
  for (const [i, merchantId] of issuers.entries()) {
    const id = `${merchantId}-v1`;
    await tx.insert(vouchers).values({
      id,
      tenantId,
      merchantId,
      name: prng.pick(offersOf(tradeOf(merchantId)).vouchers),
      description: VOUCHER_DESCRIPTION,
      sortOrder: i,
      createdAt: new Date(SEED_EPOCH + i * DAY),
    });
    const values = [5, 10, 25].map((value, j) => ({
      id: `${id}-val${j + 1}`,
      tenantId,
      voucherId: id,
      value: value.toFixed(2),
      price: (value * 0.9).toFixed(2),
      sortOrder: j,
    }));
    await tx.insert(voucherValues).values(values);
    // The demo member holds the vouchers of the first three issuers (the tenant's own brand among them).
    if (i < 3) {
      await tx.insert(memberVouchers).values({
        id: `${userId}-mv${i + 1}`,
        tenantId,
        userId,
        voucherId: id,
        voucherValueId: values[1].id,
        balance: values[1].value,
        createdAt: new Date(SEED_EPOCH + (40 + i) * DAY),
        expiresAt: new Date(SEED_EPOCH + (400 + i) * DAY),
      });
    }
  }
}

/** Purchases at the tenant's brand and m01 only, so My Rewards' With purchases / No purchases both have members. */
async function seedPurchases(tx: Tx, prng: Prng, tenantId: string, userId: string) {
  const shops = [tenantId, `${tenantId}-m01`];
  for (const [s, merchantId] of shops.entries()) {
    const n = s === 0 ? 14 : 4;
    for (let i = 0; i < n; i += 1) {
      const id = `${userId}-pos-${s}-${i}`;
      const amount = prng.int(800, 4500) / 100;
      const createdAt = new Date(SEED_EPOCH + (200 + i * 3 + s) * DAY);
      await tx
        .insert(posTransactions)
        .values({ id, tenantId, userId, merchantId, amount: amount.toFixed(2), createdAt });
      // Every purchase also reaches the member as a posTransaction notification (the feed's Activity tab).
      await tx.insert(notifications).values({
        id: `${id}-n`,
        tenantId,
        userId,
        merchantId,
        type: 'posTransaction',
        title: `You spent $${amount.toFixed(2)}`,
        description: `Purchase recorded. You earned ${pointsFor(amount)} points.`,
        ref: id,
        value: amount.toFixed(2),
        isRead: i < n - 2,
        createdAt,
      });
    }
    await tx.insert(membershipTiers).values(demoTierRows(tenantId, merchantId));
  }
}

/**
 * Feed, voucher, purchase and tier demo data of one tenant (the feed, near-me and My Rewards screens). Runs after
 * the main demo seed, once per tenant (idempotent: skipped when the tenant already has promotions).
 */
export async function seedFeedDemoData(db: Db, tenant: ResolvedTenant): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(promotions).where(eq(promotions.tenantId, tenant.id));
  if (n > 0) return false;
  const rows = await db
    .select({ id: merchants.id, categoryId: merchants.categoryId })
    .from(merchants)
    .where(and(eq(merchants.tenantId, tenant.id)))
    .orderBy(merchants.sortOrder, merchants.id);
  const merchantIds = rows.map((r) => r.id).filter((id) => id !== tenant.id);
  const trades = new Map(rows.map((r) => [r.id, categorySlugOf(tenant.id, r.categoryId)]));
  const tradeOf: TradeOf = (merchantId) => trades.get(merchantId);
  const userId = `${tenant.id}-demo-member`;
  await db.transaction(async (tx) => {
    const prng = createPrng(seedFrom(`${tenant.id}:feed`));
    await seedPromotions(tx, prng, tenant.id, merchantIds, tradeOf);
    if (merchantIds.length === 0) return;
    // Follows for the Following section: merchants the member follows without having joined them.
    await tx
      .insert(merchantFollows)
      .values(
        [`${tenant.id}-m04`, `${tenant.id}-m07`].map((merchantId) => ({ tenantId: tenant.id, userId, merchantId })),
      )
      .onConflictDoNothing();
    await seedVouchers(tx, prng, tenant.id, merchantIds, tradeOf, userId);
    await seedPurchases(tx, prng, tenant.id, userId);
  });
  return true;
}
