import { useEffect, useState } from 'react';
import { usePaymentMethods, useStartPayment, type PaymentAttempt } from '../../../api/payments';
import type { PaymentProvider } from '../../../../shared/tenant/tenant-config.generated';
import { rememberPaymentReturn } from '../lib/payment-return';

/**
 * The open attempt of `provider` for the order (createOrderPayment hands back the one the sheet made, or makes one;
 * one past its expiry is replaced), asked once `enabled`, and remembered for the order page's return re-check.
 * `renew` asks again (a retry, or a new PayNow QR after expiry).
 */
export function useOpenAttempt(orderId: string, provider: PaymentProvider, enabled = true) {
  const [attempt, setAttempt] = useState<PaymentAttempt | null>(null);
  const start = useStartPayment(orderId, {
    onSuccess: ({ data }) => {
      rememberPaymentReturn({ orderId, paymentId: data._id });
      setAttempt(data);
    },
  });
  const { mutate } = start;
  useEffect(() => {
    if (enabled && !attempt) mutate(provider);
  }, [enabled, attempt, mutate, provider]);
  return { attempt, start, renew: () => mutate(provider) };
}

/** The open attempt of an in-place provider's screen, and the provider's public settings from the payment methods. */
export function useProviderAttempt(orderId: string, provider: PaymentProvider) {
  const methods = usePaymentMethods(orderId);
  const { attempt, start, renew } = useOpenAttempt(orderId, provider);
  const method = methods.data?.find((option) => option.type === provider) ?? null;
  return { attempt, method, error: start.error ?? methods.error ?? null, retry: renew };
}

export const orderPath = (orderId: string) => `/order/s/${encodeURIComponent(orderId)}`;
