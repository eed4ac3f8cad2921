/**
 * Buying store credit (seed 001 §2 'Tap to buy', BUY, then /order/s/{order_id}): an order of kind 'store-credit'
 * paid through the payments gateway; the credit is posted by the order's one pending_payment → paid transition
 * (src/server/payments/gateway.ts), so it is added exactly once and only after the payment succeeded.
 */
import { and, eq } from 'drizzle-orm';
import type { StoreCreditOrder, StoreCreditProduct } from '../../../shared/api/wallet';
import { fromCents } from '../../../shared/rules/money';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { ledgerEntries, orders } from '../../db/schema';
import { centsOfNumeric } from '../../db/sql-values';
import { post } from '../../ledger/ledger';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { idempotent } from '../../lib/idempotency';
import { paymentNotAvailable, paymentOfOrder, type OrderRow } from '../../payments/gateway';
import type { MerchantRow } from '../merchants/repository';
import { creditClosed, notJoined } from './policy';
import * as repo from './repository';
import { merchantOrThrow } from './service';
import { walletMerchantView } from './views';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'payments'>;

export async function productsAt(
  ctx: Ctx,
  tenant: ResolvedTenant,
  merchant: MerchantRow,
  outletId: string,
): Promise<StoreCreditProduct[]> {
  if (creditClosed(tenant)) return [];
  const rows = await repo.creditProductsOf(ctx.db, tenant.id, merchant.id, { outletId });
  return rows.map((p) => ({
    _id: p.id,
    outletId: p.outletId,
    name: p.name,
    image: p.image,
    fromAmount: fromCents(centsOfNumeric(p.fromAmount)),
    toAmount: fromCents(centsOfNumeric(p.toAmount)),
  }));
}

/** The effect of a paid store-credit order: its credit, posted in the transaction of the payment's success. */
export async function creditPaidOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  await post(tx, {
    tenantId: order.tenantId,
    userId: order.userId,
    merchantId: order.merchantId,
    asset: 'credit',
    kind: 'top_up',
    amountCents: centsOfNumeric(order.creditAmount),
    actor: 'system',
    at: now,
    reference: order.id,
    posAmountCents: centsOfNumeric(order.payAmount),
  });
}

async function orderView(db: DbOrTx, order: OrderRow): Promise<StoreCreditOrder> {
  const merchant = await merchantOrThrow(db, order.tenantId, order.merchantId);
  const payment = await paymentOfOrder(db, order.id);
  const [credited] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tenantId, order.tenantId),
        eq(ledgerEntries.reference, order.id),
        eq(ledgerEntries.kind, 'top_up'),
      ),
    )
    .limit(1);
  // Only store-credit orders reach here (ownOrder and buyStoreCredit select them), and they never become 'canceled'.
  return {
    _id: order.id,
    kind: 'store-credit',
    status: order.status as StoreCreditOrder['status'],
    merchant: walletMerchantView(merchant),
    outletId: order.outletId,
    productName: order.productName,
    quantity: order.quantity,
    payAmount: fromCents(centsOfNumeric(order.payAmount)),
    creditAmount: fromCents(centsOfNumeric(order.creditAmount)),
    creditAdded: Boolean(credited),
    payment: {
      provider: payment?.provider ?? 'none',
      state: payment?.state ?? 'pending',
      redirectUrl: payment?.redirectUrl ?? null,
    },
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

export async function buyStoreCredit(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: repo.Member,
  merchant: MerchantRow,
  input: { productId: string; outletId: string; quantity: number; idempotencyKey: string },
): Promise<StoreCreditOrder> {
  const now = ctx.clock();
  if (creditClosed(tenant))
    throw new AppError(403, 'STORE_CREDIT_CLOSED', 'Store credit is closed at this merchant', 'productId');
  if (!ctx.payments.providerFor(tenant)) throw paymentNotAvailable();
  const [product] = await repo.creditProductsOf(ctx.db, tenant.id, merchant.id, { productId: input.productId });
  if (!product || product.outletId !== input.outletId)
    throw new AppError(404, 'NOT_FOUND', 'No store credit like this at this outlet', 'productId');
  const { value } = await idempotent(
    ctx.db,
    { tenantId: tenant.id, owner: `member:${member.userId}`, key: input.idempotencyKey },
    { route: 'buy-store-credit', merchantId: merchant.id, ...input, idempotencyKey: undefined },
    { now, statusCode: 201 },
    async (tx) => {
      if (!(await repo.membershipAt(tx, member, merchant.id))) throw notJoined();
      const [order] = await tx
        .insert(orders)
        .values({
          id: newId(),
          tenantId: tenant.id,
          merchantId: merchant.id,
          userId: member.userId,
          kind: 'store-credit',
          status: 'pending_payment',
          outletId: product.outletId,
          productId: product.id,
          productName: product.name,
          quantity: input.quantity,
          payAmount: fromCents(centsOfNumeric(product.fromAmount) * input.quantity),
          creditAmount: fromCents(centsOfNumeric(product.toAmount) * input.quantity),
          createdAt: now,
        })
        .returning();
      await ctx.payments.pay(tx, tenant, order, now);
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
      return orderView(tx, current);
    },
  );
  return value;
}

export async function ownOrder(ctx: Ctx, member: repo.Member, orderId: string): Promise<StoreCreditOrder> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, member.tenantId),
        eq(orders.userId, member.userId),
        eq(orders.id, orderId),
        eq(orders.kind, 'store-credit'),
      ),
    );
  if (!order) throw notFound('Order');
  return orderView(ctx.db, order);
}
