import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { layoutProfile, type Goods } from '../../../shared/tenant/layout-profiles';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ProgramType } from '../../../shared/rules/programs';
import type { Db, Tx } from '../client';
import { membershipTiers, merchants, outlets, programs, vouchers, type ProgramRule } from '../schema';
import { DEMO_TIERS, demoTierId, demoTierRows } from './demo-tiers';

/** Same fixed base as the other demo seeds, so dates never depend on when the server started. */
const SEED_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
/** The smallest purchase that earns a demo stamp. */
const STAMP_MIN_PURCHASE = 5;

/** The stamp card and the package of the demo programs, by what the tenant's layout sells. */
const GOODS_PROGRAMS: Record<
  Goods,
  { stampCard: { name: string; description: string; stamps: number }; package: { name: string; description: string } }
> = {
  'food-and-drink': {
    stampCard: {
      name: 'Coffee card: 8th cup free',
      description: 'One stamp per coffee, the eighth is on us.',
      stamps: 8,
    },
    package: { name: 'Lunch package', description: 'Main, drink and dessert for members at 20% off.' },
  },
  merchandise: {
    stampCard: {
      name: 'Visit card: 6th visit rewarded',
      description: 'One stamp per visit, a gift on the sixth.',
      stamps: 6,
    },
    package: { name: 'Weekend package', description: 'Three picks for the price of two.' },
  },
};

/** Merchants whose tiers the demo seeds hold: the brand and m01 come from the feed seed, m02–m10 from here. */
const TIERED_MERCHANTS = 10;

interface ProgramSeed {
  type: ProgramType;
  name: string;
  description: string;
  howItWorks: string;
  steps: string[];
  rule: ProgramRule;
  tier?: number;
  ticketsLeft?: number;
  expiresInDays?: number;
}

const discountRule = (kind: 'cashback' | 'discount' | 'package', percent: number, minAmount: number): ProgramRule => ({
  kind,
  ruleType: 'percent',
  amount: 0,
  percent,
  minAmount,
  maxAmount: 0,
  channels: ['customer'],
});

/** The programs of one merchant: the brand runs every kind; the others a deterministic mix by their number. */
function programSeeds(merchantName: string, n: number, hasVoucher: boolean, tenant: ResolvedTenant): ProgramSeed[] {
  const { stampCard, package: bundle } = GOODS_PROGRAMS[layoutProfile(tenant).goods];
  const all: (ProgramSeed | false)[] = [
    {
      type: 'loyalty',
      name: `${merchantName} rewards`,
      description: 'Earn 1 point for every $1 you spend.',
      howItWorks: '<p>Earn <strong>1 point</strong> for every $1 spent. 100 points are worth $1 at the counter.</p>',
      steps: ['Show your member QR when you pay', 'Points land in your account within a minute'],
      rule: { kind: 'loyalty', earnPerCurrency: 1, pointToCurrencyValue: 0.01 },
    },
    hasVoucher && {
      type: 'voucher',
      name: 'Voucher shop',
      description: 'Buy vouchers with points or store credit.',
      howItWorks: '<p>Pick a voucher, pay with points or store credit, and use it on your next visit.</p>',
      steps: ['Choose a voucher', 'Pay with points or credit', 'Show it when you pay'],
      rule: { kind: 'voucher', voucherId: null },
    },
    (n === 0 || n % 2 === 0) && {
      type: 'stamp',
      name: stampCard.name,
      description: stampCard.description,
      howItWorks: `<p>Collect one stamp for every purchase of $${STAMP_MIN_PURCHASE} or more. A full card earns the gift.</p>`,
      steps: ['Buy as usual', 'Get a stamp', 'Claim the gift on a full card'],
      rule: {
        kind: 'stamp',
        minAmount: STAMP_MIN_PURCHASE,
        challenges: Array.from({ length: stampCard.stamps }, (_, i) => ({
          level: i + 1,
          description: `Stamp ${i + 1}`,
          hasGift: i === stampCard.stamps - 1,
        })),
      },
      expiresInDays: 365,
    },
    (n === 0 || n % 5 === 0) && {
      type: 'referral',
      name: 'Refer a friend',
      description: 'Get 200 points for every friend who joins.',
      howItWorks:
        '<p>Share your link. When your friend signs up with it and joins, you receive <strong>200 points</strong> (up to 50 friends).</p>',
      steps: ['Share your referral link', 'Your friend signs up and joins', 'You get 200 points'],
      rule: { kind: 'referral', giftType: 'point', giftAmount: 200, giftAmountLimit: 10000, referralCountMax: 50 },
      ticketsLeft: n === 0 ? 250 : n === 10 ? 0 : 40,
    },
    // The brand pays every member (its first tier) so a new member's first claim shows cashback; others reward Platinum.
    n === 0 && {
      type: 'cashback',
      name: 'Member cashback 5%',
      description: 'Every member gets 5% back on purchases of $10 or more.',
      howItWorks: '<p>Members receive 5% of every purchase of $10 or more back as store credit.</p>',
      steps: ['Join', 'Spend $10 or more', 'Cashback arrives as store credit'],
      rule: discountRule('cashback', 5, 10),
      tier: 0,
    },
    n > 0 &&
      n % 3 === 0 && {
        type: 'cashback',
        name: 'Platinum cashback 15%',
        description: 'Platinum members get 15% back on purchases over $20.',
        howItWorks: '<p>Platinum members receive 15% of every purchase over $20 back as store credit.</p>',
        steps: ['Reach Platinum', 'Spend over $20', 'Cashback arrives as store credit'],
        rule: discountRule('cashback', 15, 20),
        tier: 2,
      },
    (n === 0 || n % 4 === 1) && {
      type: 'discount',
      name: 'Gold member discount 10%',
      description: 'Gold members save 10% on every order.',
      howItWorks: '<p>Gold members save 10% on every order in store and in the app.</p>',
      steps: ['Reach Gold', 'Order as usual', 'The discount is applied at checkout'],
      rule: discountRule('discount', 10, 0),
      tier: 1,
    },
    (n === 0 || n % 6 === 0) && {
      type: 'package',
      name: bundle.name,
      description: bundle.description,
      howItWorks: '<p>A bundle for registered members only, at a package price.</p>',
      steps: ['Pick the package', 'Choose your items', 'Pay the package price'],
      rule: discountRule('package', 20, 0),
      expiresInDays: 180,
    },
  ];
  return all.filter((p): p is ProgramSeed => Boolean(p));
}

async function seedTiers(tx: Tx, tenantId: string, merchantIds: string[]) {
  const existing = await tx
    .select({ merchantId: membershipTiers.merchantId })
    .from(membershipTiers)
    .where(and(eq(membershipTiers.tenantId, tenantId), inArray(membershipTiers.merchantId, merchantIds)));
  const have = new Set(existing.map((t) => t.merchantId));
  const missing = merchantIds.filter((id) => !have.has(id));
  if (missing.length > 0) {
    await tx.insert(membershipTiers).values(missing.flatMap((merchantId) => demoTierRows(tenantId, merchantId)));
  }
  // Display fields for every demo tier (the feed seed's included); Platinum counts at the main outlet only.
  const firstOutlets = await tx
    .select({ id: outlets.id, merchantId: outlets.merchantId })
    .from(outlets)
    .where(and(eq(outlets.tenantId, tenantId), inArray(outlets.merchantId, merchantIds)))
    .orderBy(asc(outlets.id));
  for (const merchantId of merchantIds) {
    const main = firstOutlets.find((o) => o.merchantId === merchantId)?.id;
    for (const [i, tier] of DEMO_TIERS.entries()) {
      await tx
        .update(membershipTiers)
        .set({
          howItWorks: tier.howItWorks,
          discountType: tier.discountType,
          benefitPercent: tier.percent.toFixed(2),
          durationDays: tier.durationDays,
          outletIds: i === 2 && main ? [main] : [],
        })
        .where(and(eq(membershipTiers.tenantId, tenantId), eq(membershipTiers.id, demoTierId(merchantId, i))));
    }
  }
}

/**
 * Programs for every merchant of a tenant and display data for membership tiers (the programs screens, merchant
 * page cards, profile membership badge). Runs after the feed seed, whose tiers it completes; once per tenant
 * (idempotent: skipped when the tenant already has programs); one transaction.
 */
export async function seedProgramsDemoData(db: Db, tenant: ResolvedTenant): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(programs).where(eq(programs.tenantId, tenant.id));
  if (n > 0) return false;
  const rows = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.tenantId, tenant.id))
    .orderBy(asc(merchants.sortOrder), asc(merchants.id));
  if (rows.length === 0) return false;
  const withVoucher = new Set(
    (await db.select({ merchantId: vouchers.merchantId }).from(vouchers).where(eq(vouchers.tenantId, tenant.id))).map(
      (v) => v.merchantId,
    ),
  );
  await db.transaction(async (tx) => {
    // The brand first (number 0), then m01, m02, … by their number.
    const ordered = [...rows].sort((a, b) => (a.id === tenant.id ? -1 : b.id === tenant.id ? 1 : 0));
    const numberOf = (id: string) => (id === tenant.id ? 0 : Number(/-m(\d+)$/.exec(id)?.[1] ?? 99));
    await seedTiers(
      tx,
      tenant.id,
      ordered.filter((r) => numberOf(r.id) <= TIERED_MERCHANTS).map((r) => r.id),
    );
    const values: (typeof programs.$inferInsert)[] = [];
    for (const merchant of ordered) {
      const number = numberOf(merchant.id);
      const name = merchant.id === tenant.id ? tenant.shortName : merchant.name;
      const tiered = number <= TIERED_MERCHANTS;
      for (const [i, p] of programSeeds(name, number, withVoucher.has(merchant.id), tenant).entries()) {
        values.push({
          id: `${merchant.id}-prog-${p.type}`,
          tenantId: tenant.id,
          merchantId: merchant.id,
          type: p.type,
          name: p.name,
          description: p.description,
          howItWorks: p.howItWorks,
          howToEnjoySteps: p.steps,
          sortOrder: i,
          rule: p.rule,
          membershipTierId: p.tier !== undefined && tiered ? demoTierId(merchant.id, p.tier) : null,
          ticketsLeft: p.ticketsLeft ?? null,
          expiresAt: p.expiresInDays ? new Date(SEED_EPOCH + p.expiresInDays * DAY) : null,
          createdAt: new Date(SEED_EPOCH + number * DAY),
        });
      }
    }
    await tx.insert(programs).values(values);
  });
  return true;
}
