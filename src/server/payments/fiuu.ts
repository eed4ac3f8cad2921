/**
 * fiuu online banking (issue 12; seed 002 §3 Payment session "The fiuu session returns data._id, vcode, merchantId,
 * currency, channel", §4 "The fiuu button auto-clicks after 2 seconds"): the attempt's session is signed here — vcode
 * = md5(amount + merchantId + orderid + verify key), fiuu's payment request signature — and the client posts it to
 * fiuu's payment page. fiuu's notification (IPN, form-encoded) is verified by its skey = md5(paydate + domain +
 * md5(tranID + orderid + status + domain + amount + currency) + appcode + secret key); status 00 is paid, 11 failed,
 * 22 pending. Asking fiuu is its status query by order id (skey = md5(oID + domain + verify key + amount)), which also
 * gives the transaction id a refund names. Addresses default to fiuu's and are server settings (LIVERY_FIUU_API_URL,
 * LIVERY_FIUU_PAY_URL) so tests can point them at a fake.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { secretValues } from '../../shared/rules/payment-provider-keys';
import { fromCents } from '../../shared/rules/money';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
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
import { providerJson } from './provider-http';
import { tenantOrigin } from './tenant-origin';

export const FIUU_API_URL_ENV = 'LIVERY_FIUU_API_URL';
export const FIUU_PAY_URL_ENV = 'LIVERY_FIUU_PAY_URL';
const DEFAULT_API_URL = 'https://api.fiuu.com';
const DEFAULT_PAY_URL = 'https://pay.fiuu.com';

const md5 = (value: string) => createHash('md5').update(value).digest('hex');

const STATE_OF_STATUS: Record<string, ProviderPaymentState> = { '00': 'succeeded', '11': 'failed', '22': 'pending' };

/** fiuu's notification fields (form-encoded), all strings. */
const NOTIFICATION_FIELDS = [
  'tranID',
  'orderid',
  'status',
  'domain',
  'amount',
  'currency',
  'appcode',
  'paydate',
  'skey',
] as const;
type FiuuNotification = Record<(typeof NOTIFICATION_FIELDS)[number], string>;

/** The skey of a notification as fiuu computes it with the merchant's secret key. */
export function fiuuNotificationKey(n: Omit<FiuuNotification, 'skey'>, secretKey: string): string {
  const key0 = md5(`${n.tranID}${n.orderid}${n.status}${n.domain}${n.amount}${n.currency}`);
  return md5(`${n.paydate}${n.domain}${key0}${n.appcode}${secretKey}`);
}

interface FiuuStatus {
  StatCode: string;
  TranID: string;
}

export class FiuuProvider implements PaymentProvider {
  readonly name = 'fiuu' as const;

  constructor(private readonly options: { variables?: NodeJS.ProcessEnv } = {}) {}

  private get variables() {
    return this.options.variables ?? process.env;
  }

  private settingsOf(tenant: ResolvedTenant) {
    const settings = tenant.payments.fiuu;
    if (!settings) return null;
    const keys = secretValues({ verifyKey: settings.verifyKeyEnv, secretKey: settings.secretKeyEnv }, this.variables);
    return (
      keys && {
        ...settings,
        ...keys,
        apiUrl: this.variables[FIUU_API_URL_ENV] ?? DEFAULT_API_URL,
        payUrl: this.variables[FIUU_PAY_URL_ENV] ?? DEFAULT_PAY_URL,
      }
    );
  }

  configuredFor(tenant: ResolvedTenant): boolean {
    return this.settingsOf(tenant) !== null;
  }

  private requireSettings(tenant: ResolvedTenant) {
    const settings = this.settingsOf(tenant);
    if (!settings) throw new Error(`fiuu: tenant ${tenant.id} has no payments.fiuu settings or secrets`);
    return settings;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const settings = this.requireSettings(input.tenant);
    const amount = fromCents(input.amountCents);
    return {
      providerReference: input.paymentId,
      state: 'pending',
      redirectUrl: null,
      clientData: {
        _id: input.paymentId,
        vcode: md5(`${amount}${settings.merchantId}${input.paymentId}${settings.verifyKey}`),
        merchantId: settings.merchantId,
        currency: input.currency,
        channel: settings.channel,
        amount,
        bill_desc: input.description,
        paymentUrl: `${settings.payUrl}/RMS/pay/${encodeURIComponent(settings.merchantId)}/`,
        returnUrl: `${tenantOrigin(input.tenant, this.variables)}${input.returnPath}`,
      },
    };
  }

  /** fiuu's status of our order id; the amount is part of the query's signature. */
  private async status(tenant: ResolvedTenant, orderId: string, amount: string): Promise<FiuuStatus> {
    const s = this.requireSettings(tenant);
    const query = new URLSearchParams({
      oID: orderId,
      domain: s.merchantId,
      amount,
      skey: md5(`${orderId}${s.merchantId}${s.verifyKey}${amount}`),
      type: '1',
    });
    return providerJson<FiuuStatus>('fiuu', `${s.apiUrl}/RMS/query/q_by_oid.php?${query}`);
  }

  async confirmPayment(providerReference: string, call: ConfirmCall): Promise<ProviderPaymentState> {
    const { StatCode } = await this.status(call.tenant, providerReference, fromCents(call.amountCents));
    return STATE_OF_STATUS[StatCode] ?? 'pending';
  }

  async refundPayment(providerReference: string, amountCents: number, call: ProviderCall) {
    const s = this.requireSettings(call.tenant);
    const amount = fromCents(amountCents);
    const { TranID } = await this.status(call.tenant, providerReference, amount);
    const refundId = `refund-${providerReference}`;
    const answer = await providerJson<{ Status: string; reason?: string }>(
      'fiuu',
      `${s.apiUrl}/RMS/API/refundAPI/index.php`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          RefundType: 'P',
          MerchantID: s.merchantId,
          RefID: refundId,
          TxnID: TranID,
          Amount: amount,
          Signature: md5(`P${s.merchantId}${refundId}${TranID}${amount}${s.secretKey}`),
        }),
      },
    );
    if (answer.Status !== '00' && answer.Status !== '22')
      throw new Error(`fiuu: refund of ${providerReference} answered ${answer.Status} ${answer.reason ?? ''}`);
    return 'refunded' as const;
  }

  async readWebhook(request: WebhookRequest, call: ProviderCall): Promise<ProviderEvent[]> {
    const { secretKey, merchantId } = this.requireSettings(call.tenant);
    const form = new URLSearchParams(request.rawBody.toString('utf8'));
    const missing = NOTIFICATION_FIELDS.filter((field) => form.get(field) === null);
    if (missing.length > 0) throw new WebhookRejected(`the notification lacks ${missing.join(', ')}`);
    const n = Object.fromEntries(NOTIFICATION_FIELDS.map((f) => [f, form.get(f)!])) as FiuuNotification;
    const expected = Buffer.from(fiuuNotificationKey(n, secretKey));
    const given = Buffer.from(n.skey.toLowerCase());
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new WebhookRejected('the fiuu skey does not verify');
    if (n.domain !== merchantId) throw new WebhookRejected(`the notification is for merchant ${n.domain}`);
    const state = STATE_OF_STATUS[n.status];
    if (!state) throw new WebhookRejected(`unknown fiuu status ${n.status}`);
    return [{ eventId: `${n.tranID}:${n.status}`, providerReference: n.orderid, state }];
  }
}
