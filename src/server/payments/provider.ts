/**
 * What the server needs of a payment provider (issue 10; issue 12 adds hosted pages, webhooks and the real providers
 * behind the same interface). Amounts are cents in the order's currency. A provider never changes our rows: it
 * answers, and src/server/payments/gateway.ts applies the answer with conditional updates, so whatever arrives first
 * (webhook, return page, the client's re-check) captures an order exactly once.
 */
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import type { PaymentProvider as ProviderId } from '../../shared/tenant/tenant-config.generated';

export type { ProviderId };

export type ProviderPaymentState = 'pending' | 'succeeded' | 'failed' | 'refunded';

/** Whose keys a call uses: every provider but the sandbox holds per-tenant settings and secrets. */
export interface ProviderCall {
  tenant: ResolvedTenant;
}

/**
 * Asking about one attempt: its amount (fiuu's status query is signed over it), what the client was handed for it
 * (Adyen's session id), and the Drop-in's sessionResult when the payer's browser sent it (Adyen only; others ignore it).
 */
export interface ConfirmCall extends ProviderCall {
  amountCents: number;
  clientData?: CreatedPayment['clientData'];
  sessionResult?: string;
}

export interface CreatePaymentInput extends ProviderCall {
  /** Our payment id: the provider's idempotency key, so a retried create makes one payment. */
  paymentId: string;
  orderId: string;
  tenantId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Absolute path on the tenant's site where the payer comes back (the order page). */
  returnPath: string;
  /** The outlet of the order (t05 keys are per outlet); null for orders without one. */
  outletId: string | null;
}

export interface CreatedPayment {
  /** The provider's own id of the payment, unique per provider. */
  providerReference: string;
  state: ProviderPaymentState;
  /** Where the payer goes to pay (hosted page); null when the client pays in place or the provider decided at once. */
  redirectUrl: string | null;
  /**
   * What the client needs to pay in place, shown as is: Stripe's client secret, Adyen's session, fiuu's session,
   * PayNow's QR payload. Never a secret of ours.
   */
  clientData: Record<string, string | number | boolean | null>;
}

/** One verified notification of a provider: what it says a payment's state is now. */
export interface ProviderEvent {
  /** The provider's id of the notification, unique per provider: a replay carries the same id and is ignored. */
  eventId: string;
  providerReference: string;
  state: ProviderPaymentState;
}

/** A webhook as it arrived: the raw body (signatures cover its bytes) and the headers. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** A webhook whose signature or shape does not verify: answered 400 and never applied. */
export class WebhookRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookRejected';
  }
}

export interface PaymentProvider {
  /** The provider id of the tenant config (`payments.providers`). */
  readonly name: ProviderId;
  /**
   * Whether this server holds what the tenant's payments with it need (its settings and the secrets their
   * environment variables name); a provider that leaves it out serves every tenant listing it.
   */
  configuredFor?(tenant: ResolvedTenant): boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment's state at the provider now, asked server to server (after a return or on a re-check). */
  confirmPayment(providerReference: string, call: ConfirmCall): Promise<ProviderPaymentState>;
  refundPayment(providerReference: string, amountCents: number, call: ProviderCall): Promise<ProviderPaymentState>;
  /**
   * Verifies a webhook's signature over its raw body and reads its events; throws WebhookRejected when it does not
   * verify. Providers without webhooks leave it out (their payments are confirmed by asking).
   */
  readWebhook?(request: WebhookRequest, call: ProviderCall): Promise<ProviderEvent[]>;
}
