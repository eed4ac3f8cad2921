import { count, eq } from 'drizzle-orm';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { hashPassword } from '../../lib/password';
import type { Db, Tx } from '../client';
import {
  categories,
  categoryFollows,
  documents,
  memberships,
  merchants,
  notifications,
  outlets,
  signupTokens,
  users,
} from '../schema';
import {
  CATEGORIES,
  demoCategoryId,
  DEMO_CENTER,
  DEMO_MEMBER,
  DEMO_MERCHANT_COUNT,
  FAQ,
  NOTIFICATION_SAMPLES,
  STREETS,
  weeklyHours,
  type CategorySlug,
} from './demo-content';
import { DEFAULT_POINT_TO_CURRENCY_VALUE } from '../../../shared/constants/wallet';
import { ownCategoryOf } from './demo-catalogues';
import { createPrng, seedFrom } from './prng';
import { seedReceipts } from './seed-receipts';
import { seedFeedbackRequests } from './seed-feedback';
import { seedOrdering } from './seed-ordering';
import { seedProducts } from './seed-products';
import { seedWallet, type DemoBalance } from './seed-wallet';
import { demoMerchantName, NAME_FIRST, TRADE_WORD_COUNT } from './demo-merchant-names';

type Prng = ReturnType<typeof createPrng>;
/** Fixed base time so createdAt values are the same on every run. */
const SEED_EPOCH = Date.UTC(2026, 0, 1);

/** A point within `km` kilometres of the demo centre. */
function nearCentre(prng: Prng, km: number) {
  const distance = prng.next() * km;
  const bearing = prng.next() * 2 * Math.PI;
  const dLat = (distance / 111.32) * Math.cos(bearing);
  const dLng = (distance / (111.32 * Math.cos((DEMO_CENTER.latitude * Math.PI) / 180))) * Math.sin(bearing);
  return { latitude: +(DEMO_CENTER.latitude + dLat).toFixed(6), longitude: +(DEMO_CENTER.longitude + dLng).toFixed(6) };
}

type OutletInsert = typeof outlets.$inferInsert;

/** 1-3 outlet rows of a merchant (inserted in one batch by the caller: one statement instead of many). */
function outletRows(prng: Prng, tenantId: string, merchantId: string, name: string): OutletInsert[] {
  const n = prng.int(1, 3);
  const rows: OutletInsert[] = [];
  for (let i = 1; i <= n; i += 1) {
    const open = prng.int(7, 10);
    rows.push({
      id: `${merchantId}-o${i}`,
      tenantId,
      merchantId,
      name: `${name} ${prng.pick(STREETS)}`,
      ...nearCentre(prng, 8),
      contact: {
        phone1: `+9767700${String(prng.int(1000, 9999))}`,
        street1: `${prng.int(1, 80)} ${prng.pick(STREETS)}`,
      },
      workingHours: weeklyHours(open, open + prng.int(9, 12), prng.next() < 0.3),
      isMenu: true,
      isOrder: prng.next() < 0.8,
    });
  }
  return rows;
}

async function seedMerchants(tx: Tx, prng: Prng, tenant: ResolvedTenant) {
  const categoryIdOf = (slug: CategorySlug) => demoCategoryId(tenant.id, slug);
  const categoryIds = CATEGORIES.map((c) => categoryIdOf(c.slug));
  await tx.insert(categories).values(
    CATEGORIES.map((c, i) => ({
      id: categoryIds[i],
      tenantId: tenant.id,
      name: c.name,
      color: c.color,
      icon: c.icon,
      sortOrder: i,
    })),
  );
  const own = `<h2>${tenant.name} terms</h2><p>Points are earned on every purchase and expire after 12 months.</p>`;
  await tx
    .update(merchants)
    .set({
      categoryId: categoryIdOf(ownCategoryOf(tenant)),
      termBody: own,
      ...nearCentre(prng, 1),
      workingHours: weeklyHours(8, 20, false),
      contact: {
        phone1: '+97677001000',
        email: `hello@${tenant.subdomain}.example`,
        web: `https://${tenant.subdomain}.example`,
        street1: '1 Peace Avenue',
        addressLine: 'Ulaanbaatar',
      },
    })
    .where(eq(merchants.id, tenant.id));
  const allOutlets = outletRows(prng, tenant.id, tenant.id, tenant.shortName);
  const merchantRows: (typeof merchants.$inferInsert)[] = [];
  await tx
    .insert(signupTokens)
    .values({ token: `${tenant.id.toUpperCase()}-JOIN`, tenantId: tenant.id, merchantId: tenant.id });
  const names = new Set<string>();
  for (let i = 1; i <= DEMO_MERCHANT_COUNT; i += 1) {
    const id = `${tenant.id}-m${String(i).padStart(2, '0')}`;
    // Three draws in this order, as before the names fitted their trade: the rest of the demo stays the same.
    const firstDraw = prng.int(0, NAME_FIRST.length - 1);
    const tradeDraw = prng.int(0, TRADE_WORD_COUNT - 1);
    const category = prng.int(0, CATEGORIES.length - 1);
    const name = demoMerchantName(CATEGORIES[category].slug, firstDraw, tradeDraw, names);
    merchantRows.push({
      id,
      tenantId: tenant.id,
      name,
      description: `${name} — ${CATEGORIES[category].name.toLowerCase()} in the heart of the city, members earn on every visit.`,
      color: CATEGORIES[category].color,
      categoryId: categoryIds[category],
      ...nearCentre(prng, 8),
      contact: { phone1: `+9767711${String(1000 + i)}`, email: `info@m${i}.example` },
      workingHours: weeklyHours(9, 21, false),
      loyaltyUnit:
        prng.next() < 0.7
          ? { name: 'Points', type: 'point', isDecimal: false, pointToCurrencyValue: DEFAULT_POINT_TO_CURRENCY_VALUE }
          : { name: 'Credit', type: 'credit', isDecimal: true, pointToCurrencyValue: '1' },
      termBody: prng.next() < 0.8 ? `<p>Membership terms of ${name}.</p>` : null,
      isSponsored: i <= 2,
      followedCount: prng.int(0, 400),
      sortOrder: i,
      createdAt: new Date(SEED_EPOCH + i * 3600_000),
    });
    allOutlets.push(...outletRows(prng, tenant.id, id, name));
  }
  await tx.insert(merchants).values(merchantRows);
  await tx.insert(outlets).values(allOutlets);
  return categoryIds;
}

async function seedMember(tx: Tx, prng: Prng, tenant: ResolvedTenant, categoryIds: string[]): Promise<DemoBalance[]> {
  const userId = `${tenant.id}-demo-member`;
  await tx.insert(users).values({
    id: userId,
    tenantId: tenant.id,
    role: 'registered',
    phone: DEMO_MEMBER.phone,
    email: DEMO_MEMBER.email,
    passwordHash: await hashPassword(DEMO_MEMBER.password),
    isPhoneVerified: true,
    isEmailVerified: true,
    firstname: DEMO_MEMBER.firstname,
    lastname: DEMO_MEMBER.lastname,
    isTermChecked: true,
    referralCode: `DEMO${tenant.id
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 4)
      .toUpperCase()}`,
    consent: { acceptNotification: true, acceptMarketing: true, frequency: 'weekly' },
    createdAt: new Date(SEED_EPOCH),
  });
  const joined = [tenant.id, `${tenant.id}-m01`, `${tenant.id}-m03`, `${tenant.id}-m05`, `${tenant.id}-m08`];
  // Balances start at 0 and reach these through the ledger (seedWallet), so they have a history.
  const balances: DemoBalance[] = [];
  for (const [i, merchantId] of joined.entries()) {
    balances.push({ merchantId, points: prng.int(50, 2500), creditCents: prng.int(0, 15000) });
    await tx.insert(memberships).values({
      tenantId: tenant.id,
      userId,
      merchantId,
      joinedAt: new Date(SEED_EPOCH + i * 86_400_000),
      lastVisitedAt: new Date(SEED_EPOCH + (30 - i) * 86_400_000),
    });
  }
  await tx
    .insert(categoryFollows)
    .values(categoryIds.slice(0, 3).map((categoryId) => ({ tenantId: tenant.id, userId, categoryId })));
  for (let i = 0; i < 15; i += 1) {
    const sample = NOTIFICATION_SAMPLES[i % NOTIFICATION_SAMPLES.length];
    await tx.insert(notifications).values({
      id: `${userId}-n${String(i).padStart(2, '0')}`,
      tenantId: tenant.id,
      userId,
      merchantId: prng.pick(joined),
      type: sample.type,
      title: sample.title,
      description: `${sample.title}. Tap to see details.`,
      value: sample.value,
      isRead: i >= 5,
      createdAt: new Date(SEED_EPOCH + (60 - i) * 86_400_000),
    });
  }
  return balances;
}

async function seedDocuments(tx: Tx, tenant: ResolvedTenant) {
  const page = (type: 'about' | 'contact' | 'privacy' | 'terms', title: string, body: string) => ({
    id: `${tenant.id}-doc-${type}`,
    tenantId: tenant.id,
    type,
    title,
    body,
  });
  await tx.insert(documents).values([
    page('about', `About ${tenant.name}`, `<p>${tenant.description}</p>`),
    page('contact', 'Contact us', `<p>Write to hello@${tenant.subdomain}.example or call +976 7700 1000.</p>`),
    page(
      'privacy',
      'Privacy policy',
      '<p>We keep your phone, e-mail and purchase history to run your membership. We never sell them.</p>',
    ),
    page('terms', 'Terms and conditions', `<p>Using the ${tenant.name} app means you accept these terms.</p>`),
    ...FAQ.map(([q, a], i) => ({
      id: `${tenant.id}-faq-${i + 1}`,
      tenantId: tenant.id,
      type: 'faq' as const,
      title: q,
      body: a,
      sortOrder: i + 1,
    })),
  ]);
}

/**
 * Demo data for one tenant, only when the tenant has none yet (idempotent), in one transaction so an interrupted
 * start never leaves half a seed. Same data on every run: a PRNG seeded from the tenant id.
 */
export async function seedDemoData(db: Db, tenant: ResolvedTenant): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(categories).where(eq(categories.tenantId, tenant.id));
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const prng = createPrng(seedFrom(tenant.id));
    const categoryIds = await seedMerchants(tx, prng, tenant);
    const balances = await seedMember(tx, prng, tenant, categoryIds);
    await seedDocuments(tx, tenant);
    await seedReceipts(tx, tenant);
    await seedFeedbackRequests(tx, tenant);
    // Real time, not the epoch: limited offers end some weeks after the demo starts.
    const now = new Date();
    await seedProducts(tx, tenant, now);
    await seedOrdering(tx, tenant, now);
    await seedWallet(tx, tenant, SEED_EPOCH, balances);
  });
  return true;
}
