/**
 * Adyen (issue 12; seed 002 §4 drop-in flow): a Checkout session per attempt, created with @adyen/api-library
 * (CheckoutAPI PaymentsApi.sessions) under our payment id as reference and idempotency key; the client mounts the
 * Drop-in with the session's id and data. Adyen's word on the payment is its standard notification webhook, each item
 * HMAC-verified with the library's hmacValidator and the tenant's HMAC key. Asking Adyen about a session needs the
 * sessionResult only the payer's browser holds: the Drop-in screen stores it and the order page's 3 s re-check sends
 * it, and confirming asks Adyen's `GET /sessions/{id}?sessionResult=` (PaymentsApi.getResultOfPaymentSession);
 * without one, confirming answers 'pending' and the notification captures.
 * Refunds go through the Modifications API with the pspReference Adyen's authorisation brought
 * (adyen-psp-reference.ts). Keys come from the environment variables the tenant config names (payments.adyen.*Env).
 */
import type { CheckoutAPI, Types } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import { secretValues } from '../../shared/rules/payment-provider-keys';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { adyenEventId, type PspReferenceLookup } from './adyen-psp-reference';
import { minorUnits } from './minor-units';
import type {
  ConfirmCall,
  CreatePaymentInput,
  CreatedPayment,
  PaymentProvider,
  ProviderCall,
  ProviderEvent,
  ProviderPaymentState,
  WebhookRequest,
} from './provider';
import { WebhookRejected } from './provider';
import { tenantOrigin } from './tenant-origin';
import { onFirstUse } from '../lib/on-first-use';

type NotificationItem = Types.notification.NotificationRequestItem;

/** The library, loaded on first use so the server and every test file start without it (about 2 s to load). */
const loadAdyen = onFirstUse(() => import('@adyen/api-library'));

/**
 * What a session's status says about our attempt (Adyen: the answer is not updated later, so asking once is enough).
 * Keyed by the values of the library's Types.checkout.SessionResultResponse.StatusEnum, written out so this file
 * needs no library at load; `satisfies` fails the typecheck if the enum's values change.
 */
const STATE_OF_SESSION_STATUS: Record<string, ProviderPaymentState> = {
  completed: 'succeeded',
  refused: 'failed',
  canceled: 'failed',
  expired: 'failed',
  active: 'pending',
  paymentPending: 'pending',
} satisfies Record<`${Types.checkout.SessionResultResponse.StatusEnum}`, ProviderPaymentState>;

export interface AdyenProviderOptions {
  pspReferences: PspReferenceLookup;
  variables?: NodeJS.ProcessEnv;
  /** Tests: every Adyen API call goes to this origin instead of Adyen's (a fake server). */
  apiOrigin?: string;
}

/** What a notification's event code says about our attempt; other codes are acknowledged and ignored. */
function stateOfItem(item: NotificationItem): ProviderPaymentState | null {
  const success = item.success === 'true';
  switch (String(item.eventCode)) {
    case 'AUTHORISATION':
      return success ? 'succeeded' : 'failed';
    case 'CANCELLATION':
      return success ? 'failed' : null;
    case 'REFUND':
      return success ? 'refunded' : null;
    default:
      return null;
  }
}

/** Sends the library's requests to another origin with fetch (the default client speaks https only). */
function redirectedHttpClient(origin: string): ClientInterface {
  return {
    async request(endpoint, json, config, _isApiKeyRequired, requestOptions) {
      const url = new URL(endpoint);
      // GET requests carry their query (getResultOfPaymentSession's sessionResult) in requestOptions.params.
      for (const [name, value] of Object.entries(requestOptions?.params ?? {}))
        url.searchParams.set(name, String(value));
      const response = await fetch(`${origin}${url.pathname}${url.search}`, {
        method: requestOptions?.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': config.apiKey ?? '',
          ...(requestOptions?.idempotencyKey && { 'idempotency-key': requestOptions.idempotencyKey }),
        },
        body: requestOptions?.method === 'GET' ? undefined : json.toString(),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`Adyen answered ${response.status}: ${text}`);
      return text;
    },
  };
}

export class AdyenProvider implements PaymentProvider {
  readonly name = 'adyen' as const;
  private readonly checkouts = new Map<string, CheckoutAPI>();

  constructor(private readonly options: AdyenProviderOptions) {}

  private get variables() {
    return this.options.variables ?? process.env;
  }

  private keysOf(tenant: ResolvedTenant) {
    const settings = tenant.payments.adyen;
    if (!settings) return null;
    return secretValues({ apiKey: settings.apiKeyEnv, hmacKey: settings.hmacKeyEnv }, this.variables);
  }

  configuredFor(tenant: ResolvedTenant): boolean {
    const settings = tenant.payments.adyen;
    // Live endpoints are per merchant: Adyen's library refuses them without the account's URL prefix.
    return this.keysOf(tenant) !== null && (settings?.environment !== 'live' || Boolean(settings.liveUrlPrefix));
  }

  private settingsOf(tenant: ResolvedTenant) {
    const settings = tenant.payments.adyen;
    const keys = this.keysOf(tenant);
    if (!settings || !keys) throw new Error(`adyen: tenant ${tenant.id} has no payments.adyen settings or secrets`);
    return { ...settings, ...keys };
  }

  private async checkout(tenant: ResolvedTenant): Promise<CheckoutAPI> {
    const settings = this.settingsOf(tenant);
    const cacheKey = `${settings.environment}:${settings.apiKey}`;
    let checkout = this.checkouts.get(cacheKey);
    if (!checkout) {
      const { CheckoutAPI, Client, EnvironmentEnum } = await loadAdyen();
      const client = new Client({
        apiKey: settings.apiKey,
        environment: settings.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
        liveEndpointUrlPrefix: settings.liveUrlPrefix,
      });
      if (this.options.apiOrigin) client.httpClient = redirectedHttpClient(this.options.apiOrigin);
      checkout = new CheckoutAPI(client);
      this.checkouts.set(cacheKey, checkout);
    }
    return checkout;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const { merchantAccount } = this.settingsOf(input.tenant);
    const checkout = await this.checkout(input.tenant);
    const session = await checkout.PaymentsApi.sessions(
      {
        amount: { value: minorUnits(input.amountCents, input.currency), currency: input.currency },
        merchantAccount,
        reference: input.paymentId,
        returnUrl: `${tenantOrigin(input.tenant, this.variables)}${input.returnPath}`,
        metadata: { orderId: input.orderId, tenantId: input.tenantId },
      },
      { idempotencyKey: input.paymentId },
    );
    return {
      providerReference: input.paymentId,
      state: 'pending',
      redirectUrl: null,
      clientData: { sessionId: session.id, sessionData: session.sessionData ?? '' },
    };
  }

  async confirmPayment(providerReference: string, call: ConfirmCall): Promise<ProviderPaymentState> {
    const sessionId = call.clientData?.sessionId;
    if (!call.sessionResult || typeof sessionId !== 'string' || !sessionId) return 'pending';
    const checkout = await this.checkout(call.tenant);
    const result = await checkout.PaymentsApi.getResultOfPaymentSession(sessionId, call.sessionResult);
    // The session is ours (read from our row); its reference must be this attempt, whatever the browser sent.
    if (result.reference !== providerReference) return 'pending';
    return (result.status && STATE_OF_SESSION_STATUS[result.status]) ?? 'pending';
  }

  async refundPayment(providerReference: string, amountCents: number, call: ProviderCall) {
    const { merchantAccount } = this.settingsOf(call.tenant);
    const pspReference = await this.options.pspReferences(call.tenant.id, providerReference);
    if (!pspReference) throw new Error(`adyen: no authorisation is recorded for ${providerReference}`);
    const currency = call.tenant.currency.code;
    const checkout = await this.checkout(call.tenant);
    await checkout.ModificationsApi.refundCapturedPayment(
      pspReference,
      { amount: { value: minorUnits(amountCents, currency), currency }, merchantAccount, reference: providerReference },
      { idempotencyKey: `refund-${providerReference}` },
    );
    // Adyen answers "received"; the REFUND notification that follows is recorded like any other.
    return 'refunded' as const;
  }

  async readWebhook(request: WebhookRequest, call: ProviderCall): Promise<ProviderEvent[]> {
    const { hmacKey, merchantAccount } = this.settingsOf(call.tenant);
    let body: { notificationItems?: { NotificationRequestItem: NotificationItem }[] };
    try {
      body = JSON.parse(request.rawBody.toString('utf8')) as typeof body;
    } catch {
      throw new WebhookRejected('the body is not JSON');
    }
    const entries = body?.notificationItems;
    const items = Array.isArray(entries) ? entries.map((entry) => entry?.NotificationRequestItem) : [];
    if (items.length === 0 || items.some((item) => typeof item?.pspReference !== 'string'))
      throw new WebhookRejected('the body must be an Adyen notification with notificationItems');
    const { hmacValidator } = await loadAdyen();
    const validator = new hmacValidator();
    for (const item of items) {
      if (!item.additionalData?.hmacSignature || !validator.validateHMAC(item, hmacKey))
        throw new WebhookRejected(`the HMAC signature of ${item.pspReference} does not verify`);
      if (item.merchantAccountCode !== merchantAccount)
        throw new WebhookRejected(`the notification is for merchant account ${item.merchantAccountCode}`);
    }
    return items.flatMap((item) => {
      const state = stateOfItem(item);
      if (!state) return [];
      return [
        {
          eventId: adyenEventId(item.pspReference, String(item.eventCode), item.success),
          providerReference: item.merchantReference,
          state,
        },
      ];
    });
  }
}
