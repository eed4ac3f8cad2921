/**
 * Stripe (issue 12; seed 002 §4 card flow): a PaymentIntent per attempt, created server-side with the `stripe` SDK
 * under an idempotency key that is our payment id (a retried create — a network retry, a second process — makes
 * one intent); the client pays it in place with the Payment Element and the intent's client secret. Its state is
 * read back by retrieving the intent (return page, 3 s re-check) and by the webhook, verified with
 * `stripe.webhooks.constructEvent` over the raw body and the endpoint's signing secret. Keys are the tenant's: the
 * secret key and webhook secret come from the environment variables its config names (payments.stripe.*Env).
 */
import type Stripe from 'stripe';
import { secretValues } from '../../shared/rules/payment-provider-keys';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { minorUnits } from './minor-units';
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProvider,
  ProviderCall,
  ProviderEvent,
  ProviderPaymentState,
  WebhookRequest,
} from './provider';
import { WebhookRejected } from './provider';
import { onFirstUse } from '../lib/on-first-use';

/** Where the SDK sends its requests: Stripe's API unless a test points it at a fake server. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  variables?: NodeJS.ProcessEnv;
  api?: StripeApiAddress;
}

/**
 * An intent's status as our attempt state: only succeeded and canceled are final. requires_payment_method after a
 * declined card is not a failure of the attempt — the payer may try another card on the same intent.
 */
export function stateOfIntent(status: Stripe.PaymentIntent.Status): ProviderPaymentState {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'failed';
  return 'pending';
}

/** The webhook events that say something about an intent, and what. Others are acknowledged and ignored. */
const STATE_OF_EVENT: Partial<Record<Stripe.Event['type'], ProviderPaymentState>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'failed',
  'charge.refunded': 'refunded',
};

const SIGNATURE_HEADER = 'stripe-signature';

/** The SDK, loaded on first use so the server and every test file start without it. Its default export is the class. */
const loadStripe = onFirstUse(() => import('stripe').then((sdk): typeof Stripe => sdk.default));

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly clients = new Map<string, Stripe>();

  constructor(private readonly options: StripeProviderOptions = {}) {}

  private keysOf(tenant: ResolvedTenant) {
    const settings = tenant.payments.stripe;
    if (!settings) return null;
    return secretValues(
      { secretKey: settings.secretKeyEnv, webhookSecret: settings.webhookSecretEnv },
      this.options.variables ?? process.env,
    );
  }

  configuredFor(tenant: ResolvedTenant): boolean {
    return this.keysOf(tenant) !== null;
  }

  private requireKeys(tenant: ResolvedTenant) {
    const keys = this.keysOf(tenant);
    if (!keys) throw new Error(`stripe: tenant ${tenant.id} has no payments.stripe settings or secrets`);
    return keys;
  }

  /** One SDK client per secret key (each holds its own connection pool and telemetry). */
  private async client(tenant: ResolvedTenant): Promise<Stripe> {
    const { secretKey } = this.requireKeys(tenant);
    let client = this.clients.get(secretKey);
    if (!client) {
      const StripeSdk = await loadStripe();
      client = new StripeSdk(secretKey, { maxNetworkRetries: 2, telemetry: false, ...this.options.api });
      this.clients.set(secretKey, client);
    }
    return client;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const stripe = await this.client(input.tenant);
    const intent = await stripe.paymentIntents.create(
      {
        amount: minorUnits(input.amountCents, input.currency),
        currency: input.currency.toLowerCase(),
        description: input.description,
        automatic_payment_methods: { enabled: true },
        metadata: { orderId: input.orderId, paymentId: input.paymentId, tenantId: input.tenantId },
      },
      { idempotencyKey: input.paymentId },
    );
    if (!intent.client_secret) throw new Error(`stripe: intent ${intent.id} came back without a client secret`);
    return {
      providerReference: intent.id,
      state: stateOfIntent(intent.status),
      redirectUrl: null,
      clientData: { clientSecret: intent.client_secret },
    };
  }

  async confirmPayment(providerReference: string, call: ProviderCall): Promise<ProviderPaymentState> {
    const stripe = await this.client(call.tenant);
    const intent = await stripe.paymentIntents.retrieve(providerReference);
    return stateOfIntent(intent.status);
  }

  async refundPayment(providerReference: string, amountCents: number, call: ProviderCall) {
    const stripe = await this.client(call.tenant);
    const intent = await stripe.paymentIntents.retrieve(providerReference);
    const refund = await stripe.refunds.create(
      { payment_intent: providerReference, amount: minorUnits(amountCents, intent.currency) },
      // One refund per intent, however often the gateway asks (a retried transaction, a second process).
      { idempotencyKey: `refund-${providerReference}` },
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new Error(`stripe: refund ${refund.id} of ${providerReference} is ${refund.status}`);
    return 'refunded' as const;
  }

  async readWebhook(request: WebhookRequest, call: ProviderCall): Promise<ProviderEvent[]> {
    const { webhookSecret } = this.requireKeys(call.tenant);
    const signature = request.headers[SIGNATURE_HEADER];
    if (typeof signature !== 'string') throw new WebhookRejected(`the ${SIGNATURE_HEADER} header is missing`);
    let event: Stripe.Event;
    try {
      const stripe = await this.client(call.tenant);
      event = stripe.webhooks.constructEvent(request.rawBody, signature, webhookSecret);
    } catch (error) {
      throw new WebhookRejected(`the Stripe signature does not verify (${(error as Error).message})`);
    }
    const state = STATE_OF_EVENT[event.type];
    if (!state) return [];
    const object = event.data.object as Stripe.PaymentIntent | Stripe.Charge;
    const providerReference = object.object === 'charge' ? intentIdOf(object.payment_intent) : object.id;
    return providerReference ? [{ eventId: event.id, providerReference, state }] : [];
  }
}

const intentIdOf = (intent: string | Stripe.PaymentIntent | null) =>
  typeof intent === 'string' ? intent : (intent?.id ?? null);
