import { useEffect, useState } from 'react';
import { usePaymentMethods, useStartPayment, type PaymentAttempt } from '../../../api/payments';
import type { PaymentProvider } from '../../../../shared/tenant/tenant-config.generated';
import { rememberPaymentReturn } from '../lib/payment-return';

/**
 * The open attempt of `provider` for the order (createOrderPayment hands back the one the sheet made, or makes one),
 * remembered for the order page's return re-check, and the provider's public settings from the payment methods.
 */
export function useProviderAttempt(orderId: string, provider: PaymentProvider) {
  const [attempt, setAttempt] = useState<PaymentAttempt | null>(null);
  const methods = usePaymentMethods(orderId);
  const start = useStartPayment(orderId, {
    onSuccess: ({ data }) => {
      rememberPaymentReturn({ orderId, paymentId: data._id });
      setAttempt(data);
    },
  });
  const { mutate } = start;
  useEffect(() => {
    if (!attempt) mutate(provider);
  }, [attempt, mutate, provider]);
  const method = methods.data?.find((option) => option.type === provider) ?? null;
  return { attempt, method, error: start.error ?? methods.error ?? null, retry: () => mutate(provider) };
}

export const orderPath = (orderId: string) => `/order/s/${encodeURIComponent(orderId)}`;
