/**
 * Which providers a tenant can offer on the payment sheet and with what public settings (seed 002 §3 Payment method
 * option): a provider listed in `payments.providers` is offered only when its settings are there and it can pay in
 * the tenant's currency — PayNow pays only SGD, so a non-SGD tenant listing it stays valid but never shows it
 * (tenants:check warns).
 */
import type { PaymentMethodOption } from '../../shared/api/payments';
import { PAYNOW_CURRENCY } from '../../shared/constants/payments';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';

/** The names the sheet shows (the client translates the sandbox's). */
const METHOD_NAMES: Record<PaymentMethodOption['type'], string> = {
  sandbox: 'Test card',
  stripe: 'Card',
  adyen: 'Card',
  paynow: 'PayNow',
  t05: 'Card',
  fiuu: 'Online banking',
};

export function paymentMethodOption(
  tenant: ResolvedTenant,
  type: PaymentMethodOption['type'],
  outletId: string | null,
): PaymentMethodOption | null {
  if (!tenant.payments.providers.includes(type)) return null;
  const option: PaymentMethodOption = { type, name: METHOD_NAMES[type], stripe: null, adyen: null, t05: null };
  const settings = tenant.payments;
  switch (type) {
    case 'sandbox':
      return option;
    case 'stripe':
      return settings.stripe ? { ...option, stripe: { publishableKey: settings.stripe.publishableKey } } : null;
    case 'adyen':
      return settings.adyen
        ? { ...option, adyen: { clientKey: settings.adyen.clientKey, environment: settings.adyen.environment } }
        : null;
    case 'paynow':
      return settings.paynow && tenant.currency.code === PAYNOW_CURRENCY ? option : null;
    case 't05':
      return settings.t05 ? { ...option, t05: { accessToken: t05AccessToken(settings.t05, outletId) } } : null;
    case 'fiuu':
      return settings.fiuu ? option : null;
  }
}

/** The t05 access token of an outlet: its own account's, else the tenant's. */
export function t05AccessToken(settings: NonNullable<ResolvedTenant['payments']['t05']>, outletId: string | null) {
  return settings.outletAccessTokens.find((o) => o.outletId === outletId)?.accessToken ?? settings.accessToken;
}
