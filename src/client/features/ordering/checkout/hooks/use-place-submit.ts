/**
 * Place order (seed 002 §4 'Placing an order', §7, §8): one Idempotency-Key per attempt, so a double click or a retry
 * after a lost answer places one order; the cart is emptied by the server and the order page opens — or, in a
 * scan-to-order session, the merchant page. 412 means the delivery address is missing or out of range: the address
 * sheet opens with 'Please fill address'; other refusals show the seed's words for the order-system code. The call
 * and its state are the screen's (./use-place-order.ts): the answer's callbacks run through its mutation even once
 * this panel is gone.
 */
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RewardEntry } from '../../../../../shared/rules/ordering/reward-caps';
import { deliverModalOpened } from '../../../../state/ordering-slice';
import { useAppDispatch } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { cartErrorMessage } from '../../lib/order-error';
import { orderFlowPath } from '../../lib/paths';
import { OPEN_PAYMENT_SHEET } from '../../../payments';
import { isAddressRefusal } from '../lib/address-refusal';
import { placementPayments } from '../lib/placement-payments';
import { cartMessages as m } from '../messages';
import type { CartPlacement } from './use-place-order';

export interface PlaceRequest {
  entry: RewardEntry;
  remarks: string;
  isTermChecked: boolean;
  table: { tableNumber: string | null; pagerNumber: string | null; tableToken: string | null };
}

export const orderPagePath = (orderId: string) => `/order/s/${encodeURIComponent(orderId)}`;

export function usePlaceSubmit(merchantId: string, { call, attempt, inFlight }: CartPlacement) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();

  return ({ entry, remarks, isTermChecked, table }: PlaceRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const remark = remarks.trim();
    call.mutate(
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
}
