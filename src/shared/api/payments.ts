/**
 * Paying an order's due amount with a provider (seed 002 §2 payment method sheet and payment screens, §3 Payment
 * method option / Payment session, §4 return from a payment provider; issue 12). One attempt per tap on a method;
 * the server confirms it with the provider (webhook, return, or the client's 3 s re-check) and captures it once.
 */
import * as T from '@sinclair/typebox';
import { PAYMENT_PROVIDER_VALUES } from '../tenant/tenant-config.generated';
import { DataOf, Enum, Id, IdParams, Nullable, Str } from './common';
import { defineEndpoint } from './endpoint';
import { Decimal } from './money';

const tags = ['payments'];

/** Adyen's sessionResult is an opaque token of a few hundred characters; anything far longer is not one. */
export const PAYMENT_SESSION_RESULT_MAX_LENGTH = 4096;

export const PaymentProviderName = Enum(PAYMENT_PROVIDER_VALUES);

/** One method of the payment sheet (seed 002 §3 Payment method option): only the tenant's enabled providers. */
export const PaymentMethodOption = T.Object({
  type: PaymentProviderName,
  /** Name shown on the sheet. */
  name: T.String(),
  stripe: Nullable(T.Object({ publishableKey: T.String() })),
  adyen: Nullable(T.Object({ clientKey: T.String(), environment: Enum(['test', 'live'] as const) })),
  /** t05's public access token of the order's outlet. */
  t05: Nullable(T.Object({ accessToken: T.String() })),
});
export type PaymentMethodOption = T.Static<typeof PaymentMethodOption>;

export const PAYMENT_ATTEMPT_STATES = ['pending', 'succeeded', 'failed', 'refunded'] as const;

/** One attempt to pay an order (seed 002 §3 Payment session). */
export const PaymentAttempt = T.Object({
  _id: T.String(),
  orderId: T.String(),
  provider: PaymentProviderName,
  state: Enum(PAYMENT_ATTEMPT_STATES),
  amount: Decimal(),
  currency: T.String(),
  /** A hosted page to send the payer to (sandbox); null when the client pays in place. */
  redirectUrl: Nullable(T.String()),
  /**
   * What the client pays with in place: Stripe `clientSecret`; Adyen `sessionId`, `sessionData`; PayNow `qr`,
   * `expiresAt`; fiuu `_id`, `vcode`, `merchantId`, `currency`, `channel`; t05 `amountInCents`, `customOrderId`.
   */
  clientData: T.Record(T.String(), T.Union([T.String(), T.Number(), T.Boolean(), T.Null()])),
  /** Set when the server refunded this attempt itself (the order was already paid or cancelled). */
  refundReason: Nullable(T.String()),
});
export type PaymentAttempt = T.Static<typeof PaymentAttempt>;

const OrderParams = IdParams('orderId');

export const listOrderPaymentMethods = defineEndpoint({
  method: 'GET',
  path: '/orders/:orderId/payment-methods',
  summary: "The payment methods of an order's payment sheet: the tenant's enabled providers this server runs",
  tags,
  auth: 'member-or-guest',
  params: OrderParams,
  response: DataOf(T.Array(PaymentMethodOption)),
});

export const createOrderPayment = defineEndpoint({
  method: 'POST',
  path: '/orders/:orderId/payments',
  summary:
    "Start paying the order's due amount with a provider; an open attempt of the same provider is handed back (double tap, second tab)",
  tags,
  auth: 'member-or-guest',
  params: OrderParams,
  body: T.Object({ provider: PaymentProviderName }, { additionalProperties: false }),
  response: DataOf(PaymentAttempt),
  successStatus: 201,
});

/**
 * The confirm's body, which may be left out (every client before the Drop-in's session result sent none): the server
 * route takes an absent body as `{}` before validating (`absentBodyIsEmpty`), so the schema can say `type: 'object'`
 * (ajv's strict mode warns about `properties` without it).
 */
const ConfirmPaymentBody = T.Unsafe<{ sessionResult?: string } | undefined>({
  type: 'object',
  properties: {
    /**
     * Adyen: the Drop-in's sessionResult, which the server hands Adyen's `GET /sessions/{id}` (seed 002 §4 'a stored
     * session result'); other providers ignore it. Adyen's answer decides, never this value.
     */
    sessionResult: Str(PAYMENT_SESSION_RESULT_MAX_LENGTH, { minLength: 1 }),
  },
  additionalProperties: false,
});

export const confirmOrderPayment = defineEndpoint({
  method: 'POST',
  path: '/orders/:orderId/payments/:paymentId/confirm',
  summary:
    'Ask the provider about an attempt and capture it when paid (the return page and the 3 s re-check); the client’s word is never taken',
  tags,
  auth: 'member-or-guest',
  params: IdParams('orderId', 'paymentId'),
  body: ConfirmPaymentBody,
  response: DataOf(PaymentAttempt),
});

export const listOrderPayments = defineEndpoint({
  method: 'GET',
  path: '/orders/:orderId/payments',
  summary: "The order's provider attempts, newest first",
  tags,
  auth: 'member-or-guest',
  params: OrderParams,
  response: DataOf(T.Array(PaymentAttempt)),
});

export const receivePaymentWebhook = defineEndpoint({
  method: 'POST',
  path: '/payments/webhooks/:provider',
  summary:
    "A provider's notification for the tenant of the host: its signature is verified over the raw body, each event is applied once by its id",
  tags,
  auth: 'public',
  params: T.Object({ provider: PaymentProviderName }),
  response: DataOf(T.Object({ applied: T.Integer(), duplicates: T.Integer(), unknown: T.Integer() })),
});

/** Development only (docs/api.md): the sandbox's last webhook as it was sent, and its answer. */
export const SandboxWebhookView = T.Object({
  host: Nullable(T.String()),
  body: T.Object({
    id: T.String(),
    type: T.String(),
    data: T.Object({ reference: T.String(), orderId: T.String(), amountCents: T.Integer(), currency: T.String() }),
  }),
  sentAt: T.String(),
  response: Nullable(T.Object({ statusCode: T.Integer(), body: T.String() })),
});

export const getLastSandboxWebhook = defineEndpoint({
  method: 'GET',
  path: '/dev/payments/sandbox/last-webhook',
  summary: 'Development: the last webhook the sandbox sent (body, host, answer); null before the first',
  tags: ['dev'],
  auth: 'public',
  response: DataOf(Nullable(SandboxWebhookView)),
});

export const replayLastSandboxWebhook = defineEndpoint({
  method: 'POST',
  path: '/dev/payments/sandbox/last-webhook/replay',
  summary: 'Development: send the last sandbox webhook again, freshly signed, same event id (answered as a duplicate)',
  tags: ['dev'],
  auth: 'public',
  response: DataOf(Nullable(SandboxWebhookView)),
});

const WebhookOutcome = T.Object({ applied: T.Integer(), duplicates: T.Integer(), unknown: T.Integer() });

export const markPayNowPaid = defineEndpoint({
  method: 'POST',
  path: '/dev/payments/paynow/:reference/paid',
  summary:
    "Development: the bank's signed notification that a PayNow QR of this tenant was paid, delivered to the webhook",
  tags: ['dev'],
  auth: 'public',
  params: T.Object({ reference: Id() }),
  response: DataOf(WebhookOutcome),
});

export const SandboxCheckoutParams = T.Object({ reference: Id() });
