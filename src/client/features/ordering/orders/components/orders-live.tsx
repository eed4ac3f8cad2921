import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router-dom';
import type { OrderChange } from '../../../../../shared/api/realtime';
import { REALTIME_EVENTS } from '../../../../../shared/constants/realtime-events';
import { invalidateResources } from '../../../../api/query-keys';
import { useLiveSocket, type LiveSocket } from '../../../../realtime/use-live-socket';
import { useAppDispatch, useAppSelector } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { statusLabel } from '../lib/order-view';
import { ordersMessages as m } from '../messages';

/** Seed 002 §4: a socket notification is dismissed automatically after 3 seconds. */
export const ORDER_BANNER_MS = 3000;
const ORDER_PAGE = '/order/s/:orderId';

/**
 * Mounted once by the shell, for members and guests: an order event (placed, status moved) makes every screen that
 * shows orders read them again — an open order page so updates in place — and a status change shows a 3 s banner
 * on any other screen (seed 002 §4: suppressed on an order detail page). Renders nothing.
 */
export function OrdersLive() {
  const token = useAppSelector((s) => s.session.token);
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { pathname } = useLocation();
  // Read by the socket's handlers when an event arrives, without re-attaching them on every navigation.
  const onOrderPage = useRef(false);
  useEffect(() => {
    onOrderPage.current = matchPath(ORDER_PAGE, pathname) !== null;
  }, [pathname]);

  const attach = useCallback(
    (socket: LiveSocket) => {
      // A cancel gives rewards back, a capture moves the order on: orders and balances are read again.
      const refresh = () => void invalidateResources(queryClient, ['orders', 'wallet']);
      const onStatus = (change: OrderChange) => {
        refresh();
        if (onOrderPage.current) return;
        const status = statusLabel(intl, change.status, String(change.status));
        dispatch(
          toastShown({
            type: 'info',
            message: intl.formatMessage(m.liveStatus, { number: change.dailyOrderNumber, status }),
            durationMs: ORDER_BANNER_MS,
          }),
        );
      };
      socket.on(REALTIME_EVENTS.orderStatusChanged, onStatus);
      socket.on(REALTIME_EVENTS.orderModified, refresh);
      // An event sent while the socket was not connected (it connects after the page has read its orders, and again
      // after a network drop) reaches no one: each (re)connection reads them again, so nothing changed meanwhile is
      // missed. A socket already connected when attached has heard everything since it connected.
      socket.on('connect', refresh);
      return () => {
        socket.off(REALTIME_EVENTS.orderStatusChanged, onStatus);
        socket.off(REALTIME_EVENTS.orderModified, refresh);
        socket.off('connect', refresh);
      };
    },
    [queryClient, dispatch, intl],
  );
  useLiveSocket(token, attach);
  return null;
}
