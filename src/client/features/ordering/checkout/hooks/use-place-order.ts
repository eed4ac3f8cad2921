/**
 * The cart's placement as the cart screen holds it (seed 002 §4 'Placing an order'): the call, the attempt's
 * Idempotency-Key and the guard against a second click. It lives in the screen, which outlives the checkout panel
 * (the panel unmounts when the placed cart comes back empty, before the placement's success opens the order page);
 * what a placement sends and does with the answer is ./use-place-submit.ts, which loads with the panel, the only
 * place an order is placed from, so the cart's first screen does not carry it (issue 14).
 */
import { useRef } from 'react';
import { useAttemptKey } from '../../../../api/idempotency';
import { usePlaceOrder } from '../../../../api/ordering-cart';

export function useCartPlacement(outletId: string) {
  const call = usePlaceOrder(outletId);
  const attempt = useAttemptKey();
  // A second click lands before the mutation re-renders as pending: the ref stops it from sending at all (the shared
  // key would make the server answer it with the same order anyway).
  const inFlight = useRef(false);
  return { call, attempt, inFlight, placing: call.isPending };
}

export type CartPlacement = ReturnType<typeof useCartPlacement>;
