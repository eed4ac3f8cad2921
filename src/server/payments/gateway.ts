/**
 * Paying an order (issue 10: store credit; issue 11: menu orders; issue 12: every provider) through one interface:
 * one `payments` row per attempt with the provider's reference unique, every webhook event recorded by its unique id,
 * and each provider answer applied under the order's row lock by conditional updates, so whatever arrives first —
 * webhook, return page, the client's 3 s re-check, a second tab, another process — the order moves to paid once and
 * its effect (credit, fulfilment) runs once. A success that arrives for an order that is no longer payable (paid by
 * another attempt, cancelled) is refunded through its provider and recorded, never kept.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { WALLET_MESSAGES } from '../../shared/rules/wallet-messages';
import { fromCents } from '../../shared/rules/money';
import type { Db, DbOrTx, Tx } from '../db/client';
import { orders, paymentEvents, payments } from '../db/schema';
import { centsOfNumeric } from '../db/sql-values';
import { AppError, notFound } from '../lib/app-error';
import { newId } from '../lib/ids';
import type { PaymentProvider, ProviderPaymentState, WebhookRequest } from './provider';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
/** What a paid order of a kind does, in the transaction of the payment's success (posted once). */
export type OnOrderPaid = (tx: Tx, order: OrderRow, now: Date, payment: PaymentRow) => Promise<void>;

interface OrderKindHandling {
  onPaid: OnOrderPaid;
  /**
   * true (default): a failed attempt fails the order too (a store-credit purchase is bought again from scratch);
   * false: the order stays payable and the customer may try again with another card or provider (menu orders).
   */
  failsWithPayment: boolean;
}

/** 422 'Payment is not available'; naming the provider field when a chosen provider is what is missing. */
export const paymentNotAvailable = (provider?: string) =>
  provider
    ? new AppError(422, 'PAYMENT_NOT_AVAILABLE', `Payment provider ${provider} is not available here`, 'provider')
    : new AppError(422, 'PAYMENT_NOT_AVAILABLE', WALLET_MESSAGES.paymentNotAvailable);

/** The order statuses a payment may still pay (PENDING and PARTIALLY_PAID of seed 002 §3 are both this). */
const PAYABLE_STATUS = 'pending_payment';
/** Attempt states a provider's success may still capture: a late success after a failure is still real money. */
const CAPTURABLE_STATES: PaymentRow['state'][] = ['pending', 'failed'];

export interface WebhookOutcome {
  /** Events new to us and applied (or found their payment already settled). */
  applied: number;
  /** Events whose id was already recorded: replays and concurrent duplicates. */
  duplicates: number;
  /** Verified events about payments we do not know (acknowledged, recorded, nothing changed). */
  unknown: number;
}

export class PaymentGateway {
  private readonly kinds = new Map<OrderRow['kind'], OrderKindHandling>();

  constructor(private readonly providers: readonly PaymentProvider[]) {}

  /** The module that owns an order kind says what its payment's success does (and whether a failure fails it). */
  whenPaid(kind: OrderRow['kind'], onPaid: OnOrderPaid, options: { failsWithPayment?: boolean } = {}): void {
    this.kinds.set(kind, { onPaid, failsWithPayment: options.failsWithPayment ?? true });
  }

  /** The tenant's configured providers this server runs and holds the tenant's keys for, in the config's order. */
  enabledProviders(tenant: ResolvedTenant): PaymentProvider[] {
    return tenant.payments.providers.flatMap((name) =>
      this.providers.filter((p) => p.name === name && (p.configuredFor?.(tenant) ?? true)),
    );
  }

  /** The first of the tenant's configured providers this server runs; null when none. */
  providerFor(tenant: ResolvedTenant): PaymentProvider | null {
    return this.enabledProviders(tenant)[0] ?? null;
  }

  /** A provider the tenant enabled and this server runs; 422 naming the field otherwise. */
  enabledProvider(tenant: ResolvedTenant, name: string): PaymentProvider {
    const provider = this.enabledProviders(tenant).find((p) => p.name === name);
    if (!provider) throw paymentNotAvailable(name);
    return provider;
  }

  /** The provider of that name this server runs, whatever the tenant; null when it does not run it. */
  running(name: string): PaymentProvider | null {
    return this.providers.find((p) => p.name === name) ?? null;
  }

  private providerNamed(name: string): PaymentProvider {
    const provider = this.providers.find((p) => p.name === name);
    if (!provider) throw new Error(`payment provider ${name} is not running on this server`);
    return provider;
  }

  /**
   * Starts an attempt to pay `order`'s due amount (`payAmount`) inside the caller's transaction; with no provider
   * named, the tenant's first. An open attempt of the same provider for the same amount is handed back instead of a
   * second one (a double tap, a second tab); when the provider decides at once, the outcome is applied right away.
   */
  async pay(
    tx: Tx,
    tenant: ResolvedTenant,
    order: OrderRow,
    now: Date,
    options: { provider?: string; returnPath?: string } = {},
  ): Promise<PaymentRow> {
    const provider = options.provider ? this.enabledProvider(tenant, options.provider) : this.providerFor(tenant);
    if (!provider) throw paymentNotAvailable();
    if (order.status !== PAYABLE_STATUS)
      throw new AppError(409, 'ORDER_NOT_PAYABLE', `This order is ${order.status} and cannot be paid`, 'orderId');
    const amountCents = centsOfNumeric(order.payAmount);
    if (amountCents <= 0) throw new AppError(409, 'ORDER_NOT_PAYABLE', 'Nothing is due on this order', 'orderId');
    const open = await openAttempt(tx, order.id, provider.name, fromCents(amountCents), now);
    if (open) return open;
    const id = newId();
    const currency = order.currency ?? tenant.currency.code;
    const created = await provider.createPayment({
      tenant,
      paymentId: id,
      orderId: order.id,
      tenantId: order.tenantId,
      amountCents,
      currency,
      description: `${order.productName} × ${order.quantity}`,
      returnPath: options.returnPath ?? `/order/s/${order.id}`,
      outletId: order.outletId,
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
        currency,
        state: 'pending',
        redirectUrl: created.redirectUrl,
        clientData: created.clientData,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (created.state === 'pending') return payment;
    return this.apply(tx, tenant, payment, created.state, now);
  }

  /**
   * Asks the provider (server to server) and applies what it says: what the return page and the 3 s re-check do.
   * The return page's own claims are never trusted.
   */
  async refresh(
    db: Db,
    tenant: ResolvedTenant,
    payment: PaymentRow,
    now: Date,
    { sessionResult }: { sessionResult?: string } = {},
  ): Promise<PaymentRow> {
    if (!payment.providerReference || !CAPTURABLE_STATES.includes(payment.state)) return payment;
    const state = await this.providerNamed(payment.provider).confirmPayment(payment.providerReference, {
      tenant,
      amountCents: centsOfNumeric(payment.amount),
      clientData: payment.clientData ?? {},
      sessionResult,
    });
    return db.transaction((tx) => this.apply(tx, tenant, payment, state, now));
  }

  /**
   * Verifies a provider's webhook and applies each of its events once: the event id is recorded first (unique), so
   * a replay or a concurrent duplicate finds it taken and changes nothing; each event is its own transaction.
   */
  async handleWebhook(
    db: Db,
    tenant: ResolvedTenant,
    providerName: string,
    request: WebhookRequest,
    now: Date,
  ): Promise<WebhookOutcome> {
    const provider = this.enabledProvider(tenant, providerName);
    if (!provider.readWebhook) throw notFound(`Webhook of ${providerName}`);
    const events = await provider.readWebhook(request, { tenant });
    const outcome: WebhookOutcome = { applied: 0, duplicates: 0, unknown: 0 };
    for (const event of events) {
      const result = await db.transaction(async (tx) => {
        const payment = await paymentByReference(tx, tenant.id, provider.name, event.providerReference);
        const [recorded] = await tx
          .insert(paymentEvents)
          .values({
            id: newId(),
            tenantId: tenant.id,
            provider: provider.name,
            eventId: event.eventId,
            providerReference: event.providerReference,
            state: event.state,
            paymentId: payment?.id ?? null,
            receivedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!recorded) return 'duplicates' as const;
        if (!payment) return 'unknown' as const;
        await this.apply(tx, tenant, payment, event.state, now);
        return 'applied' as const;
      });
      outcome[result] += 1;
    }
    return outcome;
  }

  /**
   * Applies a provider's answer about one attempt under its order's row lock, so concurrent answers about any attempt
   * of the order queue here. Only a pending (or failed, then late-succeeded) attempt changes; a success pays the
   * order by the conditional update from pending_payment and runs its effect, or — when the order was paid by another
   * attempt or cancelled meanwhile — is refunded at the provider and recorded with the reason.
   */
  async apply(
    tx: Tx,
    tenant: ResolvedTenant,
    attempt: PaymentRow,
    state: ProviderPaymentState,
    now: Date,
  ): Promise<PaymentRow> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
    const payment = (await paymentById(tx, attempt.id)) ?? attempt;
    if (state === 'pending' || !CAPTURABLE_STATES.includes(payment.state)) return payment;
    if (state !== 'succeeded') {
      // A failure never undoes a success; a refund reported for an attempt we never saw succeed is recorded as is.
      if (payment.state === 'failed') return payment;
      const failed = await this.setState(tx, payment, state, now);
      const handling = this.kinds.get(order.kind);
      if (state === 'failed' && handling?.failsWithPayment)
        await tx
          .update(orders)
          .set({ status: 'failed' })
          .where(and(eq(orders.id, order.id), eq(orders.status, PAYABLE_STATUS)));
      return failed;
    }
    const dueCents = centsOfNumeric(order.payAmount);
    const paidCents = centsOfNumeric(payment.amount);
    if (order.status !== PAYABLE_STATUS || paidCents !== dueCents) {
      const reason =
        order.status !== PAYABLE_STATUS
          ? `order already ${order.status}`
          : `paid ${fromCents(paidCents)} but ${fromCents(dueCents)} is due`;
      return this.refundUnwanted(tx, tenant, payment, reason, now);
    }
    const [paidOrder] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, PAYABLE_STATUS)))
      .returning();
    const captured = await this.setState(tx, payment, 'succeeded', now);
    const handling = this.kinds.get(paidOrder.kind);
    if (!handling) throw new Error(`no effect registered for paid ${paidOrder.kind} orders`);
    await handling.onPaid(tx, paidOrder, now, captured);
    return captured;
  }

  /** Refunds a succeeded payment at the provider and records it (the order's effect is the owner's to undo). */
  async refund(tx: Tx, tenant: ResolvedTenant, payment: PaymentRow, now: Date): Promise<PaymentRow> {
    if (payment.state !== 'succeeded' || !payment.providerReference)
      throw new AppError(409, 'NOT_REFUNDABLE', `A ${payment.state} payment cannot be refunded`);
    const amountCents = centsOfNumeric(payment.amount);
    const state = await this.providerNamed(payment.provider).refundPayment(payment.providerReference, amountCents, {
      tenant,
    });
    const [moved] = await tx
      .update(payments)
      .set({ state, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.state, 'succeeded')))
      .returning();
    return moved ?? payment;
  }

  /** A capture nobody may keep: money back through its provider, the attempt recorded as refunded with why. */
  private async refundUnwanted(
    tx: Tx,
    tenant: ResolvedTenant,
    payment: PaymentRow,
    reason: string,
    now: Date,
  ): Promise<PaymentRow> {
    await this.providerNamed(payment.provider).refundPayment(
      payment.providerReference!,
      centsOfNumeric(payment.amount),
      { tenant },
    );
    const [refunded] = await tx
      .update(payments)
      .set({ state: 'refunded', refundReason: reason, updatedAt: now })
      .where(and(eq(payments.id, payment.id), inArray(payments.state, CAPTURABLE_STATES)))
      .returning();
    return refunded;
  }

  private async setState(tx: Tx, payment: PaymentRow, state: ProviderPaymentState, now: Date): Promise<PaymentRow> {
    const [moved] = await tx
      .update(payments)
      .set({ state, updatedAt: now })
      .where(and(eq(payments.id, payment.id), inArray(payments.state, CAPTURABLE_STATES)))
      .returning();
    return moved;
  }
}

/**
 * An attempt the payer can no longer pay (a PayNow QR past its expiry, whose `clientData.expiresAt` the provider
 * set) is not handed back: a new one is made. The old one stays pending, so a late transfer is still captured, or
 * refunded when the new one paid first.
 */
function attemptExpired(payment: PaymentRow, now: Date): boolean {
  const expiresAt = Date.parse(String(payment.clientData?.expiresAt ?? ''));
  return Number.isFinite(expiresAt) && expiresAt <= now.getTime();
}

async function openAttempt(
  tx: Tx,
  orderId: string,
  provider: string,
  amount: string,
  now: Date,
): Promise<PaymentRow | null> {
  const open = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        eq(payments.state, 'pending'),
        eq(payments.amount, amount),
      ),
    );
  return open.find((payment) => !attemptExpired(payment, now)) ?? null;
}

export async function paymentById(db: DbOrTx, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function paymentByReference(
  db: DbOrTx,
  tenantId: string,
  provider: string,
  providerReference: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.provider, provider),
        eq(payments.providerReference, providerReference),
      ),
    );
  return row ?? null;
}

/** The latest payment of an order. */
export async function paymentOfOrder(db: DbOrTx, orderId: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
}
