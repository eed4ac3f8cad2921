import { NotificationsLive } from '../features/notifications/components/notifications-live';
import { OrdersLive } from '../features/ordering/orders/components/orders-live';

/**
 * The session's live listeners (notifications for members, orders for members and guests), in one chunk the shell
 * loads only for a signed-in user: a visitor has no socket, so the first load carries neither them nor the API
 * code and texts they use.
 */
export default function LiveUpdates() {
  return (
    <>
      <NotificationsLive />
      <OrdersLive />
    </>
  );
}
