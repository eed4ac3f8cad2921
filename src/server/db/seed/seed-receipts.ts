import { count, eq } from 'drizzle-orm';
import { layoutProfile, type Goods } from '../../../shared/tenant/layout-profiles';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { READABLE_ALPHABET } from '../../lib/ids';
import { pointsFor } from '../../modules/receipts/points';
import { newReferenceId, type CodeSource } from '../../modules/receipts/printed-codes';
import type { DbOrTx } from '../client';
import { outlets, posReceipts, type PosReceiptItem } from '../schema';
import { createPrng, seedFrom } from './prng';

const SEED_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

/** What the demo receipts list, by what the tenant's layout sells. */
const RECEIPT_ITEMS: Record<Goods, readonly (readonly [name: string, price: number])[]> = {
  'food-and-drink': [
    ['Flat white', 4.5],
    ['Croissant', 3.2],
    ['Buuz (6 pcs)', 7.8],
    ['Chicken salad', 9.9],
    ['Lemonade', 3.5],
  ],
  merchandise: [
    ['Wool beanie', 18],
    ['Trail socks', 9.5],
    ['Water bottle', 14],
    ['Rain shell', 89],
    ['Head torch', 24.5],
  ],
};

/** Whose each demo receipt is, by merchant id suffix: the tenant's own merchant three times, m01 twice, m02 once. */
const DEMO_RECEIPT_MERCHANTS = ['', '', '', '-m01', '-m01', '-m02'] as const;

/**
 * The printed codes of the demo receipts of a tenant (docs/api.md lists them): fixed, because they come from the
 * tenant's seeded PRNG, yet random-looking, so no receipt's codes follow from another's. Receipt numbers are
 * `A-001…A-006`; the redeem id (`<tenant>-rcpt-N-<8 random>`) and the reference id are what a claim needs.
 */
export function demoReceiptCodes(tenantId: string) {
  const prng = createPrng(seedFrom(`${tenantId}:receipt-codes`));
  const characters = [...READABLE_ALPHABET];
  const draw: CodeSource = (length) => Array.from({ length }, () => prng.pick(characters)).join('');
  return DEMO_RECEIPT_MERCHANTS.map((_, i) => ({
    id: `${tenantId}-rcpt-${i + 1}-${draw(8).toLowerCase()}`,
    referenceId: newReferenceId(tenantId, draw),
    orderNumber: `A-00${i + 1}`,
  }));
}

/**
 * The demo receipts of a tenant (printed QR payloads in docs/api.md): three register receipts of the tenant's own
 * merchant, two eats365 orders of `<tenant>-m01` (both joined by the demo member) and one of `<tenant>-m02` (not
 * joined, to show the join requirement), with the printed codes of demoReceiptCodes.
 */
export function demoReceipts(tenant: Pick<ResolvedTenant, 'id' | 'layout'>, outletOf: Map<string, string>) {
  const prng = createPrng(seedFrom(`${tenant.id}:receipts`));
  const codes = demoReceiptCodes(tenant.id);
  const menu = RECEIPT_ITEMS[layoutProfile(tenant).goods];
  return DEMO_RECEIPT_MERCHANTS.map((suffix, i) => {
    const n = i + 1;
    const merchantId = `${tenant.id}${suffix}`;
    const items: PosReceiptItem[] = [];
    const lines = prng.int(1, 3);
    for (let k = 0; k < lines; k += 1) {
      const [name, price] = menu[(i + k) % menu.length];
      const quantity = prng.int(1, 2);
      items.push({ name, quantity, amount: +(price * quantity).toFixed(2) });
    }
    const total = +items.reduce((sum, item) => sum + item.amount, 0).toFixed(2);
    return {
      ...codes[i],
      tenantId: tenant.id,
      merchantId,
      outletId: outletOf.get(merchantId) ?? null,
      source: (i >= 3 ? 'eats365' : 'pos') as 'pos' | 'eats365',
      items,
      totalAmount: total.toFixed(2),
      points: String(pointsFor(total)),
      orderedAt: new Date(SEED_EPOCH + (300 + n) * DAY),
    };
  });
}

/** Seeds the demo receipts of one tenant once (skipped when it has receipts); runs inside the demo seed's transaction. */
export async function seedReceipts(db: DbOrTx, tenant: Pick<ResolvedTenant, 'id' | 'layout'>) {
  const [{ n }] = await db.select({ n: count() }).from(posReceipts).where(eq(posReceipts.tenantId, tenant.id));
  if (n > 0) return false;
  const outletRows = await db
    .select({ id: outlets.id, merchantId: outlets.merchantId })
    .from(outlets)
    .where(eq(outlets.tenantId, tenant.id))
    .orderBy(outlets.id);
  const outletOf = new Map<string, string>();
  for (const row of outletRows) if (!outletOf.has(row.merchantId)) outletOf.set(row.merchantId, row.id);
  const rows = demoReceipts(tenant, outletOf).filter(
    (row) => row.merchantId === tenant.id || outletOf.has(row.merchantId),
  );
  if (rows.length) await db.insert(posReceipts).values(rows);
  return true;
}
