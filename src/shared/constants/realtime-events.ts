/** socket.io event names shared by the server (emit) and the client (listen). */
export const REALTIME_EVENTS = {
  /** A notification was created for the user: payload is the notification as GET /api/notifications shows it. */
  notificationCreated: 'notification:created',
  /** The user's unread notification count changed: payload `{ count }`. */
  unreadCount: 'notification:unread-count',
  /** One of the user's orders changed status, payment status or order-system status: payload `OrderChange`. */
  orderStatusChanged: 'order:status-changed',
  /** One of the user's orders changed otherwise (placed, a payment attempt added or settled): payload `OrderChange`. */
  orderModified: 'order:modified',
} as const;

export type RealtimeEvent = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** Room names: one per user and one per merchant (tenant). */
export const userRoom = (userId: string): string => `user:${userId}`;
export const merchantRoom = (merchantId: string): string => `merchant:${merchantId}`;
