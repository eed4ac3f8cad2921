import { count, eq } from 'drizzle-orm';
import { layoutProfile, type Goods } from '../../../shared/tenant/layout-profiles';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { newId } from '../../lib/ids';
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

/** One point per whole dollar spent: the same rate the demo purchase notifications quote. */
export const pointsFor = (total: number) => Math.floor(total);

/** Printed reference ids start with the tenant's initials, so a receipt of one app is never typed into another. */
function referencePrefix(tenantId: string) {
  return tenantId
    .split('-')
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The demo receipts of a tenant (printed QR payloads in docs/api.md): three register receipts of the tenant's own
 * merchant, two eats365 orders of `<tenant>-m01` (both joined by the demo member) and one of `<tenant>-m02` (not
 * joined, to show the join requirement). Ids, reference ids and numbers are fixed:
 * `<tenant>-rcpt-N`, `<INITIALS>-REF-100N`, `A-00N` (N = 1..6).
 */
export function demoReceipts(tenant: Pick<ResolvedTenant, 'id' | 'layout'>, outletOf: Map<string, string>) {
  const prng = createPrng(seedFrom(`${tenant.id}:receipts`));
  const menu = RECEIPT_ITEMS[layoutProfile(tenant).goods];
  const merchantsInOrder = [
    tenant.id,
    tenant.id,
    tenant.id,
    `${tenant.id}-m01`,
    `${tenant.id}-m01`,
    `${tenant.id}-m02`,
  ];
  return merchantsInOrder.map((merchantId, i) => {
    const n = i + 1;
    const items: PosReceiptItem[] = [];
    const lines = prng.int(1, 3);
    for (let k = 0; k < lines; k += 1) {
      const [name, price] = menu[(i + k) % menu.length];
      const quantity = prng.int(1, 2);
      items.push({ name, quantity, amount: +(price * quantity).toFixed(2) });
    }
    const total = +items.reduce((sum, item) => sum + item.amount, 0).toFixed(2);
    return {
      id: `${tenant.id}-rcpt-${n}`,
      tenantId: tenant.id,
      merchantId,
      outletId: outletOf.get(merchantId) ?? null,
      source: (i >= 3 ? 'eats365' : 'pos') as 'pos' | 'eats365',
      referenceId: `${referencePrefix(tenant.id)}-REF-100${n}`,
      orderNumber: `A-00${n}`,
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

/** A fresh unclaimed receipt (the dev route browser tests use, so every run claims its own receipt). */
export async function createReceipt(
  db: DbOrTx,
  input: { tenantId: string; merchantId: string; total: number },
  now: Date,
) {
  const id = newId();
  const suffix = id.slice(0, 8).toUpperCase();
  const total = +input.total.toFixed(2);
  const [row] = await db
    .insert(posReceipts)
    .values({
      id,
      tenantId: input.tenantId,
      merchantId: input.merchantId,
      source: 'pos',
      referenceId: `${referencePrefix(input.tenantId)}-REF-${suffix}`,
      orderNumber: `T-${suffix}`,
      items: [{ name: 'Counter purchase', quantity: 1, amount: total }],
      totalAmount: total.toFixed(2),
      points: String(pointsFor(total)),
      orderedAt: now,
    })
    .returning();
  return row;
}
