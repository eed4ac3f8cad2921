/**
 * The customer's side of paying an order (issue 12): the methods of the payment sheet, starting an attempt of the
 * chosen provider for the order's due amount, and the server-to-server re-check the return page and the order
 * page's 3 s timer ask for. Capturing is the gateway's (src/server/payments/gateway.ts).
 */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PaymentAttempt, PaymentMethodOption } from '../../../shared/api/payments';
import { ORDER_REWARD_PAYMENT_TYPES } from '../../../shared/constants/ordering';
import { fromCents } from '../../../shared/rules/money';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { centsOfNumeric } from '../../db/sql-values';
import { notFound } from '../../lib/app-error';
import { paymentNotAvailable, type OrderRow, type PaymentRow } from '../../payments/gateway';
import { paymentMethodOption } from '../../payments/method-options';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'payments'>;
/** Whose order: the signed-in member or guest of the tenant. */
export interface Payer {
  tenantId: string;
  userId: string;
}

export async function ownOrder(db: DbOrTx, payer: Payer, orderId: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, payer.tenantId), eq(orders.userId, payer.userId), eq(orders.id, orderId)));
  if (!order) throw notFound('Order');
  return order;
}

export function attemptView(payment: PaymentRow): PaymentAttempt {
  return {
    _id: payment.id,
    orderId: payment.orderId,
    // Only provider attempts come here (reward rows of placement are filtered out by the callers).
    provider: payment.provider as PaymentAttempt['provider'],
    state: payment.state,
    amount: fromCents(centsOfNumeric(payment.amount)),
    currency: payment.currency,
    redirectUrl: payment.redirectUrl,
    clientData: payment.clientData,
    refundReason: payment.refundReason,
  };
}

export async function paymentMethodsOf(
  ctx: Ctx,
  tenant: ResolvedTenant,
  payer: Payer,
  orderId: string,
): Promise<PaymentMethodOption[]> {
  const order = await ownOrder(ctx.db, payer, orderId);
  return ctx.payments
    .enabledProviders(tenant)
    .map((provider) => paymentMethodOption(tenant, provider.name, order.outletId))
    .filter((option): option is PaymentMethodOption => option !== null);
}

export async function startPayment(
  ctx: Ctx,
  tenant: ResolvedTenant,
  payer: Payer,
  orderId: string,
  provider: PaymentAttempt['provider'],
): Promise<PaymentAttempt> {
  const order = await ownOrder(ctx.db, payer, orderId);
  // Refused before any provider is called when the tenant cannot offer it (PayNow outside SGD, a missing key).
  if (!paymentMethodOption(tenant, provider, order.outletId)) throw paymentNotAvailable(provider);
  const now = ctx.clock();
  // Under the order's row lock: a second tab waits, then finds the first tab's open attempt and gets it back.
  const payment = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    return ctx.payments.pay(tx, tenant, locked, now, { provider });
  });
  return attemptView(payment);
}

export async function confirmPayment(
  ctx: Ctx,
  tenant: ResolvedTenant,
  payer: Payer,
  orderId: string,
  paymentId: string,
  { sessionResult }: { sessionResult?: string } = {},
): Promise<PaymentAttempt> {
  const order = await ownOrder(ctx.db, payer, orderId);
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.id, paymentId)));
  if (!payment) throw notFound('Payment');
  return attemptView(await ctx.payments.refresh(ctx.db, tenant, payment, ctx.clock(), { sessionResult }));
}

export async function attemptsOf(db: DbOrTx, payer: Payer, orderId: string): Promise<PaymentAttempt[]> {
  const order = await ownOrder(db, payer, orderId);
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), notInArray(payments.provider, [...ORDER_REWARD_PAYMENT_TYPES])))
    .orderBy(desc(payments.createdAt));
  return rows.map(attemptView);
}
