/**
 * Where the client pays an attempt in place, by provider (seed 002 §2 routes; issue 12). The payment sheet sends the
 * payer here when the attempt has no `redirectUrl`; the provider screens are registered on these same patterns, so
 * this file is the one agreement between the sheet and the screens.
 */
import type { PaymentProvider } from '../../../shared/tenant/tenant-config.generated';

const id = encodeURIComponent;

/** Route patterns (react-router, without the leading slash) of the in-place provider screens. */
export const PROVIDER_ROUTE_PATTERNS = {
  stripe: 'order/stripe/:merchantId/:orderId',
  adyen: 'order/adyen/:orderId/merchant/:merchantId',
  fiuu: 'order/fiuu/:merchantId/:orderId',
  paynow: 'order/paynow/:merchantId/:orderId',
  t05: 'order/t05/:merchantId/:orderId',
} as const satisfies Partial<Record<PaymentProvider, string>>;

export type InPlaceProvider = keyof typeof PROVIDER_ROUTE_PATTERNS;

const PROVIDER_PATHS: Record<InPlaceProvider, (merchantId: string, orderId: string) => string> = {
  stripe: (merchantId, orderId) => `/order/stripe/${id(merchantId)}/${id(orderId)}`,
  adyen: (merchantId, orderId) => `/order/adyen/${id(orderId)}/merchant/${id(merchantId)}`,
  fiuu: (merchantId, orderId) => `/order/fiuu/${id(merchantId)}/${id(orderId)}`,
  paynow: (merchantId, orderId) => `/order/paynow/${id(merchantId)}/${id(orderId)}`,
  t05: (merchantId, orderId) => `/order/t05/${id(merchantId)}/${id(orderId)}`,
};

export function isInPlaceProvider(provider: string): provider is InPlaceProvider {
  return Object.hasOwn(PROVIDER_PATHS, provider);
}

/** The screen that pays this order with this provider, or null for a provider that pays on a hosted page. */
export function providerPath(provider: PaymentProvider, merchantId: string, orderId: string): string | null {
  return isInPlaceProvider(provider) ? PROVIDER_PATHS[provider](merchantId, orderId) : null;
}
