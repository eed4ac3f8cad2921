/**
 * Hooks of paying an order with a provider (src/shared/api/payments.ts, issue 12): the payment sheet's methods,
 * starting an attempt, the order's attempts and the re-check that asks the provider through the server. Every path
 * starts with /orders, so a successful call refreshes the order page, its attempts and My orders together.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../shared/api/payments';
import { endpointQuery, useEndpointMutation, type EndpointMutationOptions } from './hooks';
import { invalidateResources } from './query-keys';
import { retryOnceUnless } from './retry';

export type { PaymentAttempt, PaymentMethodOption } from '../../shared/api/payments';

/** The order's payment methods: only the tenant's enabled providers (asked when the sheet opens). */
export function usePaymentMethods(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...endpointQuery(api.listOrderPaymentMethods, { params: { orderId } }),
    enabled,
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
  });
}

/**
 * The order's provider attempts, newest first; `refreshMs` says how often to ask again for the attempts as last read
 * (false: not again).
 */
export function useOrderPayments(
  orderId: string,
  {
    enabled = true,
    refreshMs,
  }: { enabled?: boolean; refreshMs?: (attempts: api.PaymentAttempt[]) => number | false } = {},
) {
  return useQuery({
    ...endpointQuery(api.listOrderPayments, { params: { orderId } }),
    enabled,
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
    refetchInterval: (query) => (refreshMs && query.state.data ? refreshMs(query.state.data.data) : false),
  });
}

type Options<E extends typeof api.createOrderPayment | typeof api.confirmOrderPayment, Input> = Omit<
  EndpointMutationOptions<E, Input>,
  'invalidates'
>;

/** Start paying the order's due amount with a provider (an open attempt of the same provider comes back). */
export function useStartPayment(
  orderId: string,
  options: Options<typeof api.createOrderPayment, api.PaymentAttempt['provider']> = {},
) {
  return useEndpointMutation(api.createOrderPayment, { ...options, invalidates: ['orders'] }, (provider) => ({
    params: { orderId },
    body: { provider },
  }));
}

/** Which attempt to confirm, with Adyen's Drop-in sessionResult when this tab holds one. */
export interface ConfirmPaymentInput {
  paymentId: string;
  sessionResult?: string;
}

/**
 * Ask the provider, through the server, about an attempt; the server captures it when paid. Only an answer that left
 * 'pending' refreshes the order, its attempts and the balances — a re-check that learns nothing new changes nothing.
 */
export function useConfirmPayment(
  orderId: string,
  options: Options<typeof api.confirmOrderPayment, ConfirmPaymentInput> = {},
) {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    api.confirmOrderPayment,
    {
      ...options,
      invalidates: [],
      onSuccess: async (answer, ...rest) => {
        if (answer.data.state !== 'pending') await invalidateResources(queryClient, PAYMENT_OUTCOME_RESOURCES);
        await options.onSuccess?.(answer, ...rest);
      },
    },
    ({ paymentId, sessionResult }) => ({
      params: { orderId, paymentId },
      body: sessionResult ? { sessionResult } : {},
    }),
  );
}

/** What an attempt's outcome changes: the order (and its attempts, and My orders) and the balances. */
export const PAYMENT_OUTCOME_RESOURCES = ['orders', 'wallet'] as const;
