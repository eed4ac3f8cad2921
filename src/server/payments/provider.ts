/**
 * What the server needs of a payment provider (issue 10; the payments issue adds hosted pages, webhooks and real
 * providers behind the same interface). Amounts are cents in the order's currency.
 */
export type ProviderPaymentState = 'pending' | 'succeeded' | 'failed' | 'refunded';

export interface CreatePaymentInput {
  /** Our payment id: the provider's idempotency key, so a retried create makes one payment. */
  paymentId: string;
  orderId: string;
  tenantId: string;
  amountCents: number;
  currency: string;
  description: string;
}

export interface CreatedPayment {
  /** The provider's own id of the payment, unique per provider. */
  providerReference: string;
  state: ProviderPaymentState;
  /** Where the payer goes to pay (hosted page); null when the provider decided at once. */
  redirectUrl: string | null;
}

export interface PaymentProvider {
  /** The provider id of the tenant config (`payments.providers`). */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment's state at the provider now (after a redirect back or a webhook). */
  confirmPayment(providerReference: string): Promise<ProviderPaymentState>;
  refundPayment(providerReference: string, amountCents: number): Promise<ProviderPaymentState>;
}
