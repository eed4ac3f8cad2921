/**
 * Paying an order (issue 10: store credit; the ordering issue: food and goods) through the tenant's provider: one
 * `payments` row per attempt, the provider's reference unique, and the order's effect (credit, fulfilment) applied
 * only by the one conditional transition of the payment from pending to succeeded, so a provider that answers twice
 * (a redirect and a webhook, two processes) still pays out once.
 */
import { and, eq } from 'drizzle-orm';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { WALLET_MESSAGES } from '../../shared/rules/wallet-messages';
import { fromCents } from '../../shared/rules/money';
import type { DbOrTx, Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { centsOfNumeric } from '../db/sql-values';
import { AppError } from '../lib/app-error';
import { newId } from '../lib/ids';
import type { PaymentProvider, ProviderPaymentState } from './provider';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
/** What a paid order of a kind does, in the transaction of the payment's success (posted once). */
export type OnOrderPaid = (tx: Tx, order: OrderRow, now: Date) => Promise<void>;

export const paymentNotAvailable = () =>
  new AppError(422, 'PAYMENT_NOT_AVAILABLE', WALLET_MESSAGES.paymentNotAvailable);

export class PaymentGateway {
  private readonly onPaid = new Map<OrderRow['kind'], OnOrderPaid>();

  constructor(private readonly providers: readonly PaymentProvider[]) {}

  /** The module that owns an order kind says what its payment's success does. */
  whenPaid(kind: OrderRow['kind'], effect: OnOrderPaid): void {
    this.onPaid.set(kind, effect);
  }

  /** The first of the tenant's configured providers this server runs; null when none. */
  providerFor(tenant: ResolvedTenant): PaymentProvider | null {
    for (const name of tenant.payments.providers) {
      const provider = this.providers.find((p) => p.name === name);
      if (provider) return provider;
    }
    return null;
  }

  private providerNamed(name: string): PaymentProvider {
    const provider = this.providers.find((p) => p.name === name);
    if (!provider) throw new Error(`payment provider ${name} is not running on this server`);
    return provider;
  }

  /**
   * Starts paying `order` with the tenant's provider, inside the caller's transaction (which created the order);
   * when the provider decides at once (sandbox), the outcome is applied right away.
   */
  async pay(tx: Tx, tenant: ResolvedTenant, order: OrderRow, now: Date): Promise<PaymentRow> {
    const provider = this.providerFor(tenant);
    if (!provider) throw paymentNotAvailable();
    const id = newId();
    const amountCents = centsOfNumeric(order.payAmount);
    const created = await provider.createPayment({
      paymentId: id,
      orderId: order.id,
      tenantId: order.tenantId,
      amountCents,
      currency: tenant.currency.code,
      description: `${order.productName} × ${order.quantity}`,
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        id,
        tenantId: order.tenantId,
        orderId: order.id,
        provider: provider.name,
        providerReference: created.providerReference,
        amount: fromCents(amountCents),
        currency: tenant.currency.code,
        state: 'pending',
        redirectUrl: created.redirectUrl,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (created.state === 'pending') return payment;
    return this.apply(tx, payment, created.state, now);
  }

  /** Asks the provider again (redirect back, webhook) and applies what it says. */
  async refresh(tx: Tx, payment: PaymentRow, now: Date): Promise<PaymentRow> {
    if (!payment.providerReference) return payment;
    const state = await this.providerNamed(payment.provider).confirmPayment(payment.providerReference);
    return this.apply(tx, payment, state, now);
  }

  /**
   * Moves a pending payment to the provider's state with a conditional update; only the transaction that makes the
   * pending → succeeded step marks the order paid and runs its effect. Another caller finds it done and changes
   * nothing.
   */
  async apply(tx: Tx, payment: PaymentRow, state: ProviderPaymentState, now: Date): Promise<PaymentRow> {
    if (state === 'pending') return payment;
    const [moved] = await tx
      .update(payments)
      .set({ state, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.state, 'pending')))
      .returning();
    if (!moved) return (await paymentById(tx, payment.id)) ?? payment;
    const orderStatus = state === 'succeeded' ? 'paid' : state;
    const [order] = await tx
      .update(orders)
      .set({ status: orderStatus, ...(state === 'succeeded' && { paidAt: now }) })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending_payment')))
      .returning();
    if (order && state === 'succeeded') {
      const effect = this.onPaid.get(order.kind);
      if (!effect) throw new Error(`no effect registered for paid ${order.kind} orders`);
      await effect(tx, order, now);
    }
    return moved;
  }

  /** Refunds a succeeded payment at the provider and records it (the order's effect is the owner's to undo). */
  async refund(tx: Tx, payment: PaymentRow, now: Date): Promise<PaymentRow> {
    if (payment.state !== 'succeeded' || !payment.providerReference)
      throw new AppError(409, 'NOT_REFUNDABLE', `A ${payment.state} payment cannot be refunded`);
    const amountCents = centsOfNumeric(payment.amount);
    const state = await this.providerNamed(payment.provider).refundPayment(payment.providerReference, amountCents);
    const [moved] = await tx
      .update(payments)
      .set({ state, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.state, 'succeeded')))
      .returning();
    return moved ?? payment;
  }
}

export async function paymentById(db: DbOrTx, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The latest payment of an order. */
export async function paymentOfOrder(db: DbOrTx, orderId: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
}
