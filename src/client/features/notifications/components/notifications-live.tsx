import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '../../../../shared/api/realtime';
import { REALTIME_EVENTS } from '../../../../shared/constants/realtime-events';
import { useAppSelector } from '../../../state/store';
import { setUnreadCount } from '../../../api/notifications';
import { invalidateResources, resourceOf } from '../../../api/query-keys';
import { REWARD_NOTIFICATION_TYPES, REWARD_RESOURCES } from '../../../api/reward-resources';
import { listNotifications } from '../../../../shared/api/notifications';

/**
 * Mounted once by the shell. For members: keeps the unread count (the bell fetches it) and the notification list
 * live over socket.io (handshake `auth.token`, see src/server/plugins/realtime.ts). socket.io-client is
 * loaded lazily so visitors never download it. Renders nothing.
 */
export function NotificationsLive() {
  const token = useAppSelector((s) => (s.session.role === 'member' ? s.session.token : null));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    let closed = false;
    let disconnect = () => undefined as void;
    void import(/* webpackChunkName: "realtime" */ 'socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket: Socket<ServerToClientEvents> = io({
        path: '/socket.io',
        auth: { token },
        transports: ['websocket', 'polling'],
      });
      socket.on(REALTIME_EVENTS.unreadCount, ({ count }) => void setUnreadCount(queryClient, count));
      socket.on(REALTIME_EVENTS.notificationCreated, (notification) => {
        void queryClient.invalidateQueries({ queryKey: [resourceOf(listNotifications)] });
        // A stamp, cashback, referral or tier joined: every screen showing rewards refreshes live (issue 13).
        if (REWARD_NOTIFICATION_TYPES.has(notification.type)) void invalidateResources(queryClient, REWARD_RESOURCES);
      });
      disconnect = () => void socket.disconnect();
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [token, queryClient]);
  return null;
}
