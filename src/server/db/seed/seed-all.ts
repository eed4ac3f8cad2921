import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { Db } from '../client';
import { seedDemoData } from './seed-demo';
import { seedFeedDemoData } from './seed-feed-demo';
import { seedProgramsDemoData } from './seed-programs';
import { seedRewardsDemoData } from './seed-rewards';
import { seedShortLinks } from './seed-short-links';
import { seedVoucherDemoData } from './seed-vouchers';

/**
 * Demo data for every tenant whose database is still empty (each step skips a tenant it has seeded before). Run
 * after the tenants are synced (buildApp does that), by `npm start` and by the test helper.
 */
export async function seedDemo(db: Db, tenants: readonly ResolvedTenant[]): Promise<void> {
  for (const tenant of tenants) await seedDemoData(db, tenant);
  for (const tenant of tenants) await seedFeedDemoData(db, tenant);
  // After the feed seed: programs complete its membership tiers.
  for (const tenant of tenants) await seedProgramsDemoData(db, tenant);
  // After programs: stamp cards, cashback history and a referral of the demo member.
  for (const tenant of tenants) await seedRewardsDemoData(db, tenant);
  for (const tenant of tenants) await seedShortLinks(db, tenant);
  for (const tenant of tenants) await seedVoucherDemoData(db, tenant);
}
