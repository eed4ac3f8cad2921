/**
 * Stock an order takes at placement and gives back on cancel (seed 002 §8: 410 sold out, 424 modifier value sold
 * out). Every take is a conditional update (remaining >= units) inside the placement transaction, so simultaneous
 * placements never take more than there is; rows are taken in id order, products before modifier values, so two
 * placements lock them in the same order. The lines' own products are recorded on the lines (stockTaken); what the
 * bundles and modifier values took is recorded in order_option_stock.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { ORDER_SYSTEM_CODES } from '../../../shared/constants/ordering';
import { inIdOrder, type StockDemand } from '../../../shared/rules/ordering/option-stock';
import type { Tx } from '../../db/client';
import { modifierValueStocks, orderOptionStock } from '../../db/schema';
import { OrderError } from '../../lib/order-error';
import type { MerchantCatalogue } from '../ordering-catalogue/catalogue-cache';
import { giveStockBack, takeStock } from './repository';

interface OrderScope {
  tenantId: string;
  merchantId: string;
  orderId: string;
}

/**
 * What the catalogue read before the placement's transaction knows of stock (catalogue-cache.ts). It spares the
 * statements of what it knows untracked; takes are still conditional updates, so a stale catalogue never takes more
 * than there is.
 */
type KnownStock = MerchantCatalogue['stock'];

/**
 * Takes `quantity` of a tracked modifier value only when it has that much (an untracked value has no row). A value
 * the catalogue saw untracked costs no statement; when the conditional update takes nothing, a second look tells a
 * value no longer tracked (nothing to take) from one sold out.
 */
async function takeValueStock(
  tx: Tx,
  scope: OrderScope,
  valueId: string,
  quantity: number,
  known: KnownStock,
): Promise<boolean> {
  if (!known.trackedValues.has(valueId)) return true;
  const ofValue = and(eq(modifierValueStocks.merchantId, scope.merchantId), eq(modifierValueStocks.valueId, valueId));
  const taken = await tx
    .update(modifierValueStocks)
    .set({ remainingQuantity: sql`${modifierValueStocks.remainingQuantity} - ${quantity}` })
    .where(and(ofValue, gte(modifierValueStocks.remainingQuantity, quantity)))
    .returning({ valueId: modifierValueStocks.valueId });
  if (taken.length > 0) return true;
  const [row] = await tx.select({ valueId: modifierValueStocks.valueId }).from(modifierValueStocks).where(ofValue);
  return !row;
}

/** Takes the whole demand of a placement, or throws the §8 code of the first thing short (the transaction rolls back). */
export async function takeOrderStock(tx: Tx, scope: OrderScope, demand: StockDemand, known: KnownStock): Promise<void> {
  const productUnits = new Map(demand.products);
  for (const [productId, units] of demand.bundleProducts)
    productUnits.set(productId, (productUnits.get(productId) ?? 0) + units);
  for (const [productId, units] of inIdOrder(productUnits))
    if (!(await takeStock(tx, scope.tenantId, productId, units, known.isProductTracked(productId))))
      throw new OrderError(
        ORDER_SYSTEM_CODES.SOLD_OUT,
        "Either this product's quantity or end time has ended",
        'items',
        {
          unavailableProducts: [productId],
        },
      );
  for (const [valueId, units] of inIdOrder(demand.modifierValues))
    if (!(await takeValueStock(tx, scope, valueId, units, known)))
      throw new OrderError(
        ORDER_SYSTEM_CODES.MODIFIER_SOLD_OUT,
        `items: modifier value '${valueId}' is sold out`,
        'items',
      );
  const taken = [
    ...[...demand.bundleProducts].map(([itemId, quantity]) => ({ kind: 'bundle_product' as const, itemId, quantity })),
    ...[...demand.modifierValues].map(([itemId, quantity]) => ({ kind: 'modifier_value' as const, itemId, quantity })),
  ];
  if (taken.length > 0)
    await tx
      .insert(orderOptionStock)
      .values(taken.map((entry) => ({ tenantId: scope.tenantId, orderId: scope.orderId, ...entry })));
}

/** Gives back what the order's bundles and modifier values took (its lines' products are given back by line). */
export async function giveOptionStockBack(tx: Tx, scope: OrderScope): Promise<void> {
  const taken = await tx.select().from(orderOptionStock).where(eq(orderOptionStock.orderId, scope.orderId));
  for (const entry of taken) {
    if (entry.kind === 'bundle_product') await giveStockBack(tx, entry.itemId, entry.quantity);
    else
      await tx
        .update(modifierValueStocks)
        .set({ remainingQuantity: sql`${modifierValueStocks.remainingQuantity} + ${entry.quantity}` })
        .where(
          and(eq(modifierValueStocks.merchantId, scope.merchantId), eq(modifierValueStocks.valueId, entry.itemId)),
        );
  }
}
