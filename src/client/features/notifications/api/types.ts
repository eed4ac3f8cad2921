/** A notification as GET /api/notifications shows it (src/server/modules/notifications/service.ts). */
export interface AppNotification {
  _id: string;
  type: string;
  title: string;
  description: string;
  ref: string | null;
  value: string | null;
  isRead: boolean;
  createdAt: string;
  merchant: { _id: string; image: string | null; logo: string | null } | null;
}

/** A notification type of the settings screen. */
export interface NotificationType {
  id: string;
  name: string;
  desc: string;
  isEnabled: boolean;
}

export type NotificationSort = '-createdAt' | 'createdAt';
