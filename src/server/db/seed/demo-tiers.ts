import type { membershipTiers } from '../schema';

/**
 * The demo tier ladder of every merchant (Silver, Gold, Platinum): the feed seed writes the thresholds, the programs
 * seed adds what each tier shows on the member app.
 */
export const DEMO_TIERS = [
  {
    name: 'Silver',
    amount: 0,
    count: 0,
    discountType: 'discount' as const,
    percent: 5,
    durationDays: null,
    howItWorks:
      '<p>Every member starts at <strong>Silver</strong>.</p><ul><li>5% off every purchase</li><li>Show your member QR at the counter</li></ul>',
  },
  {
    name: 'Gold',
    amount: 200,
    count: 10,
    discountType: 'discount' as const,
    percent: 10,
    durationDays: 365,
    howItWorks:
      '<p>Spend $200 or make 10 purchases to reach <strong>Gold</strong>.</p><ul><li>10% off every purchase</li><li>Birthday treat</li></ul>',
  },
  {
    name: 'Platinum',
    amount: 800,
    count: 30,
    discountType: 'cashback' as const,
    percent: 15,
    durationDays: 90,
    howItWorks:
      '<p>Spend $800 or make 30 purchases to reach <strong>Platinum</strong>.</p><ul><li>15% cashback at our main outlet</li><li>Priority service</li></ul>',
  },
];

/** The id of a merchant's demo tier `index` (0 = Silver): both seeds name the same rows. */
export const demoTierId = (merchantId: string, index: number) => `${merchantId}-tier-${index + 1}`;

/** The ladder's rows for one merchant, thresholds only (the programs seed fills the display fields). */
export const demoTierRows = (tenantId: string, merchantId: string): (typeof membershipTiers.$inferInsert)[] =>
  DEMO_TIERS.map((tier, i) => ({
    id: demoTierId(merchantId, i),
    tenantId,
    merchantId,
    name: tier.name,
    sortOrder: i,
    requiredAmount: tier.amount.toFixed(2),
    requiredCount: tier.count,
  }));
