/**
 * PayNow (issue 12): the payer scans an EMVCo QR (src/shared/rules/payments/paynow.ts) made for one attempt, with the
 * tenant's UEN, the amount due and the attempt's reference as the bill number, payable until the expiry date. The
 * bank's notification of the transfer is the confirmation: a webhook signed like the sandbox's (Livery-Signature,
 * HMAC-SHA256) with the tenant's LIVERY_<ID>_PAYNOW_WEBHOOK_SECRET. PayNow has no pull API, so asking answers
 * 'pending' and only the notification captures; in development POST /api/dev/payments/paynow/:reference/paid sends
 * that notification. A PayNow refund is a bank transfer the merchant makes: the gateway records it as refunded.
 */
import { PAYNOW_QR_VALID_MINUTES } from '../../shared/constants/payments';
import { payNowQrPayload } from '../../shared/rules/payments/paynow';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { newReadableCode } from '../lib/ids';
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
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook, verifySandboxWebhook } from './sandbox-signature';
import { providerSecret } from './secrets';

/** PayNow's notification body: the bank transfer that paid (or was refused for) one reference. */
export interface PayNowNotification {
  id: string;
  reference: string;
  status: 'paid' | 'failed';
}

/** Singapore has no daylight saving: its date is UTC+8's. */
const SINGAPORE_OFFSET_MS = 8 * 60 * 60_000;
const singaporeDate = (at: Date) =>
  new Date(at.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');

export class PayNowProvider implements PaymentProvider {
  readonly name = 'paynow' as const;

  constructor(private readonly options: { env: string; now?: () => Date; variables?: NodeJS.ProcessEnv }) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private secretOf(tenant: ResolvedTenant): string {
    return providerSecret(tenant, 'PAYNOW_WEBHOOK_SECRET', this.options.env, this.options.variables);
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const settings = input.tenant.payments.paynow;
    if (!settings) throw new Error(`paynow: tenant ${input.tenantId} has no payments.paynow.uen`);
    const reference = `LV-${newReadableCode(12)}`;
    const expiresAt = new Date(this.now().getTime() + PAYNOW_QR_VALID_MINUTES * 60_000);
    const qr = payNowQrPayload({
      uen: settings.uen,
      amountCents: input.amountCents,
      reference,
      merchantName: input.tenant.name,
      expiryDate: singaporeDate(expiresAt),
    });
    return {
      providerReference: reference,
      state: 'pending',
      redirectUrl: null,
      clientData: { qr, reference, expiresAt: expiresAt.toISOString() },
    };
  }

  async confirmPayment(): Promise<ProviderPaymentState> {
    return 'pending';
  }

  async refundPayment(): Promise<ProviderPaymentState> {
    return 'refunded';
  }

  async readWebhook(request: WebhookRequest, call: ProviderCall): Promise<ProviderEvent[]> {
    verifySandboxWebhook(
      this.secretOf(call.tenant),
      request.rawBody,
      request.headers[SANDBOX_SIGNATURE_HEADER],
      this.now(),
    );
    let body: PayNowNotification;
    try {
      body = JSON.parse(request.rawBody.toString('utf8')) as PayNowNotification;
    } catch {
      throw new WebhookRejected('the body is not JSON');
    }
    if (typeof body?.id !== 'string' || typeof body.reference !== 'string' || !['paid', 'failed'].includes(body.status))
      throw new WebhookRejected('the body must be { id, reference, status: paid|failed }');
    return [
      { eventId: body.id, providerReference: body.reference, state: body.status === 'paid' ? 'succeeded' : 'failed' },
    ];
  }

  /** A notification as the bank would send it, signed with the tenant's secret (development route and tests). */
  signedNotification(tenant: ResolvedTenant, notification: PayNowNotification) {
    const rawBody = JSON.stringify(notification);
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(this.secretOf(tenant), rawBody, this.now()),
      },
    };
  }
}
