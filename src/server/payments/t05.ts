/**
 * t05 (issue 12; seed 002 §2 /order/t05/success, §7 "Card payment script for t05"): the payer pays on t05's card
 * script, loaded from t05's static file with amountInCents, customOrderId and the public access token of the order's
 * outlet; t05 sends the browser back to /order/t05/success?customOrderId=<sub-host>.<order>.<attempt>, whose page
 * only shows the order — capture happens when the server asks t05 (the order page's re-check) and t05 says paid.
 * customOrderId is the attempt's reference at t05: the seed's `<sub-host>.<order>` with our payment id as a third
 * segment, so a retry after a decline is a new t05 transaction (the return route reads the first two segments).
 * The API and script addresses are server settings (LIVERY_T05_API_URL, LIVERY_T05_SCRIPT_URL): without them, or
 * without the tenant's secret key, t05 is not offered.
 */
import { secretValues, T05_API_URL_ENV, T05_SCRIPT_URL_ENV } from '../../shared/rules/payment-provider-keys';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { t05AccessToken } from './method-options';
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProvider,
  ProviderCall,
  ProviderPaymentState,
} from './provider';
import { ProviderHttpError, providerJson } from './provider-http';

/** t05's transaction statuses and what they mean for our attempt. */
const STATE_OF_STATUS: Record<string, ProviderPaymentState> = {
  SUCCESS: 'succeeded',
  FAILED: 'failed',
  CANCELLED: 'failed',
  REFUNDED: 'refunded',
  PENDING: 'pending',
};

interface T05Transaction {
  customOrderId: string;
  status: string;
}

export class T05Provider implements PaymentProvider {
  readonly name = 't05' as const;

  constructor(private readonly options: { variables?: NodeJS.ProcessEnv } = {}) {}

  private get variables() {
    return this.options.variables ?? process.env;
  }

  private settingsOf(tenant: ResolvedTenant) {
    const settings = tenant.payments.t05;
    if (!settings) return null;
    const values = secretValues(
      { secretKey: settings.secretKeyEnv, apiUrl: T05_API_URL_ENV, scriptUrl: T05_SCRIPT_URL_ENV },
      this.variables,
    );
    return values && { ...settings, ...values };
  }

  configuredFor(tenant: ResolvedTenant): boolean {
    return this.settingsOf(tenant) !== null;
  }

  private requireSettings(tenant: ResolvedTenant) {
    const settings = this.settingsOf(tenant);
    if (!settings) throw new Error(`t05: tenant ${tenant.id} has no payments.t05 settings, secret or t05 addresses`);
    return settings;
  }

  private call<T>(tenant: ResolvedTenant, path: string, init: RequestInit = {}) {
    const { apiUrl, secretKey } = this.requireSettings(tenant);
    return providerJson<T>('t05', `${apiUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const settings = this.requireSettings(input.tenant);
    const customOrderId = `${input.tenant.subdomain}.${input.orderId}.${input.paymentId}`;
    return {
      providerReference: customOrderId,
      state: 'pending',
      redirectUrl: null,
      clientData: {
        amountInCents: input.amountCents,
        customOrderId,
        accessToken: t05AccessToken(settings, input.outletId),
        scriptUrl: settings.scriptUrl,
      },
    };
  }

  async confirmPayment(providerReference: string, call: ProviderCall): Promise<ProviderPaymentState> {
    const transaction = await this.call<T05Transaction | null>(
      call.tenant,
      `/transactions/${encodeURIComponent(providerReference)}`,
    ).catch((error: unknown) => {
      // No transaction yet: the payer has not submitted the card script.
      if (error instanceof ProviderHttpError && error.status === 404) return null;
      throw error;
    });
    return (transaction && STATE_OF_STATUS[transaction.status]) ?? 'pending';
  }

  async refundPayment(providerReference: string, amountCents: number, call: ProviderCall) {
    const refunded = await this.call<T05Transaction>(
      call.tenant,
      `/transactions/${encodeURIComponent(providerReference)}/refund`,
      { method: 'POST', body: JSON.stringify({ amountInCents: amountCents }) },
    );
    if (STATE_OF_STATUS[refunded.status] !== 'refunded')
      throw new Error(`t05: refund of ${providerReference} answered ${refunded.status}`);
    return 'refunded' as const;
  }
}
