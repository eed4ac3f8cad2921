/**
 * Place order (seed 002 §4 'Placing an order', §7, §8): one Idempotency-Key per attempt, so a double click or a retry
 * after a lost answer places one order; the cart is emptied by the server and the order page opens — or, in a
 * scan-to-order session, the merchant page. 412 means the delivery address is missing or out of range: the address
 * sheet opens with 'Please fill address'; other refusals show the seed's words for the order-system code.
 */
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../../api/api-error';
import { ORDER_SYSTEM_CODES } from '../../../../../shared/constants/ordering';
import { useAttemptKey } from '../../../../api/idempotency';
import { usePlaceOrder } from '../../../../api/ordering-cart';
import type { RewardEntry } from '../../../../../shared/rules/ordering/reward-caps';
import { deliverModalOpened } from '../../../../state/ordering-slice';
import { useAppDispatch } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { cartErrorMessage } from '../../lib/order-error';
import { orderFlowPath } from '../../lib/paths';
import { OPEN_PAYMENT_SHEET } from '../../../payments';
import { placementPayments } from '../lib/rewards';
import { cartMessages as m } from '../messages';

export interface PlaceRequest {
  entry: RewardEntry;
  remarks: string;
  isTermChecked: boolean;
  table: { tableNumber: string | null; pagerNumber: string | null; tableToken: string | null };
}

/** HTTP 412 without the order-time code: the delivery address is missing or too far (seed 002 §8). */
export const isAddressRefusal = (error: unknown): boolean =>
  isApiError(error) && error.status === 412 && error.orderSystemCode !== ORDER_SYSTEM_CODES.OUTSIDE_TIME;

export const orderPagePath = (orderId: string) => `/order/s/${encodeURIComponent(orderId)}`;

export function usePlaceCartOrder(merchantId: string, outletId: string) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const attempt = useAttemptKey();
  const place = usePlaceOrder(outletId);
  // A second click lands before the mutation re-renders as pending: the ref stops it from sending at all (the shared
  // key would make the server answer it with the same order anyway).
  const inFlight = useRef(false);

  const submit = ({ entry, remarks, isTermChecked, table }: PlaceRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const remark = remarks.trim();
    place.mutate(
      {
        idempotencyKey: attempt.current(),
        body: {
          ...(remark ? { remarks: remark } : {}),
          ...table,
          isTermChecked,
          payments: placementPayments(entry),
        },
      },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: ({ data }) => {
          attempt.settle();
          if (table.tableToken) void navigate(orderFlowPath(merchantId, search));
          // The order page opens the payment sheet when something is left to pay.
          else void navigate(orderPagePath(data._id), { state: OPEN_PAYMENT_SHEET });
        },
        onError: (error) => {
          attempt.settle(error);
          if (isAddressRefusal(error)) {
            dispatch(deliverModalOpened());
            dispatch(toastShown({ type: 'error', message: intl.formatMessage(m.fillAddress) }));
            return;
          }
          const message = cartErrorMessage(error);
          dispatch(
            toastShown({ type: 'error', message: typeof message === 'string' ? message : intl.formatMessage(message) }),
          );
        },
      },
    );
  };

  return { submit, placing: place.isPending };
}
