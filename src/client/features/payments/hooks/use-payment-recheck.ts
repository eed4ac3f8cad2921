/**
 * Return from a payment provider (seed 002 §4): while the order can still be paid and one of its attempts is open,
 * the attempts are asked again every `pollMs` and, 3 s after each answer (PAYMENT_RECHECK_MS), the server is asked to
 * confirm the open attempt with its provider — so a payment whose webhook is late or lost still lands, and the
 * provider's word, never the page's, decides. The attempt this tab left to pay gives the outcome to show.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_RECHECK_MS } from '../../../../shared/constants/payments';
import { invalidateResources } from '../../../api/query-keys';
import {
  PAYMENT_OUTCOME_RESOURCES,
  useConfirmPayment,
  useOrderPayments,
  type PaymentAttempt,
} from '../../../api/payments';
import { forgetPaymentReturn, paymentReturnOf, sessionResultOf } from '../lib/payment-return';

/** How often the open attempts are asked again (the order page's own polling rate). */
export const ATTEMPTS_POLL_MS = 10_000;

export interface PaymentRecheck {
  /** The attempt this tab came back from (null: the payer did not leave from this tab, or it was forgotten). */
  returned: PaymentAttempt | null;
  /** The newest attempt still waiting for its provider. */
  open: PaymentAttempt | null;
  /** The order's attempts as last read, newest first. */
  attempts: PaymentAttempt[];
}

export function usePaymentRecheck(
  orderId: string,
  { payable, pollMs = ATTEMPTS_POLL_MS }: { payable: boolean; pollMs?: number },
): PaymentRecheck {
  const queryClient = useQueryClient();
  // Read once: the outcome stays on the page after the stored attempt is forgotten.
  const [returnedId] = useState(() => paymentReturnOf(orderId));
  const attempts = useOrderPayments(orderId, {
    enabled: payable || returnedId !== null,
    refreshMs: (list) => (payable && list.some((attempt) => attempt.state === 'pending') ? pollMs : false),
  });
  const open = (payable && attempts.data?.find((attempt) => attempt.state === 'pending')) || null;
  const returned = attempts.data?.find((attempt) => attempt._id === returnedId) ?? null;
  const confirm = useConfirmPayment(orderId);
  const { mutate } = confirm;

  // Each fresh answer that still shows an open attempt schedules one re-check.
  const openId = open?._id ?? null;
  useEffect(() => {
    if (!openId) return undefined;
    // Seed 002 §4: with a stored session result (Adyen's Drop-in), the server confirms the session with it.
    const confirmOpen = () => mutate({ paymentId: openId, sessionResult: sessionResultOf(orderId, openId) });
    const timer = window.setTimeout(confirmOpen, PAYMENT_RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, [openId, orderId, attempts.dataUpdatedAt, mutate]);

  // An attempt that closed by itself (the webhook came first): the order and balances are read again.
  const lastOpen = useRef<string | null>(null);
  useEffect(() => {
    if (lastOpen.current && lastOpen.current !== openId)
      void invalidateResources(queryClient, PAYMENT_OUTCOME_RESOURCES);
    lastOpen.current = openId;
  }, [openId, queryClient]);

  // Once the attempt ended, the next visit to the order shows it as the server has it, without the outcome.
  const returnedState = returned?.state;
  useEffect(() => {
    if (returnedState && returnedState !== 'pending') forgetPaymentReturn();
  }, [returnedState]);

  return { returned, open, attempts: attempts.data ?? [] };
}
