import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '../../../../shared/constants/realtime-events';
import { useAppSelector } from '../../../state/store';
import { setUnreadCount } from '../../../api/notifications';
import { invalidateResources, resourceOf } from '../../../api/query-keys';
import { REWARD_NOTIFICATION_TYPES, REWARD_RESOURCES } from '../../../api/reward-resources';
import { listNotifications } from '../../../../shared/api/notifications';
import { useLiveSocket, type LiveSocket } from '../../../realtime/use-live-socket';

/**
 * Mounted once by the shell. For members: keeps the unread count (the bell fetches it) and the notification list
 * live over the session's socket (src/client/realtime/use-live-socket.ts). Renders nothing.
 */
export function NotificationsLive() {
  const token = useAppSelector((s) => (s.session.role === 'member' ? s.session.token : null));
  const queryClient = useQueryClient();
  const attach = useCallback(
    (socket: LiveSocket) => {
      const onUnread = ({ count }: { count: number }) => void setUnreadCount(queryClient, count);
      const onCreated = (notification: { type: string }) => {
        void queryClient.invalidateQueries({ queryKey: [resourceOf(listNotifications)] });
        // A stamp, cashback, referral or tier joined: every screen showing rewards refreshes live (issue 13).
        if (REWARD_NOTIFICATION_TYPES.has(notification.type)) void invalidateResources(queryClient, REWARD_RESOURCES);
      };
      // What was sent while the socket was not connected (connecting after the page's first reads, or after a
      // network drop) reached no one: each (re)connection reads the notifications resource again (list and count).
      const onConnect = () => void queryClient.invalidateQueries({ queryKey: [resourceOf(listNotifications)] });
      socket.on(REALTIME_EVENTS.unreadCount, onUnread);
      socket.on(REALTIME_EVENTS.notificationCreated, onCreated);
      socket.on('connect', onConnect);
      return () => {
        socket.off(REALTIME_EVENTS.unreadCount, onUnread);
        socket.off(REALTIME_EVENTS.notificationCreated, onCreated);
        socket.off('connect', onConnect);
      };
    },
    [queryClient],
  );
  useLiveSocket(token, attach);
  return null;
}
