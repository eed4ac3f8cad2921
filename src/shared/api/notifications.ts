/** Notifications and notification settings (seed 000 §2 /notification, §7 settings). */
import * as T from '@sinclair/typebox';
import { NOTIFICATION_PAGE_SIZE } from '../constants/notifications';
import { NOTIFICATION_TYPE_IDS } from '../constants/notification-types';
import { DataOf, DateTime, Enum, ListOf, Nullable, PagingQuery, Str } from './common';
import { defineEndpoint, withDefault } from './endpoint';

const tags = ['notifications'];

export const Notification = T.Object({
  _id: T.String(),
  type: T.String(),
  title: T.String(),
  description: T.String(),
  ref: Nullable(T.String()),
  value: Nullable(T.String()),
  isRead: T.Boolean(),
  createdAt: DateTime,
  merchant: Nullable(T.Object({ _id: T.String(), image: Nullable(T.String()), logo: Nullable(T.String()) })),
});
export type Notification = T.Static<typeof Notification>;

export const NotificationSort = Enum(['-createdAt', 'createdAt']);
export type NotificationSort = T.Static<typeof NotificationSort>;

export const NotificationType = T.Object({
  id: Enum(NOTIFICATION_TYPE_IDS),
  name: T.String(),
  desc: T.String(),
  isEnabled: T.Boolean(),
});
export type NotificationType = T.Static<typeof NotificationType>;

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/notifications',
  summary: "The caller's notifications, newest first by default",
  tags,
  auth: 'member',
  query: T.Object(
    {
      ...PagingQuery(NOTIFICATION_PAGE_SIZE),
      type: T.Optional(Str(40)),
      sortBy: withDefault(NotificationSort, '-createdAt'),
    },
    { additionalProperties: false },
  ),
  response: ListOf(Notification),
});

export const getUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/notifications/unread-count',
  summary: 'Number of unread notifications',
  tags,
  auth: 'member',
  response: DataOf(T.Object({ count: T.Integer() })),
});

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/notifications/read',
  summary: 'Mark notifications read; an empty ids array marks all',
  tags,
  auth: 'member',
  body: T.Object({ ids: T.Array(Str(64), { maxItems: 200 }) }, { additionalProperties: false }),
  response: DataOf(T.Object({ updated: T.Integer() })),
});

export const listNotificationTypes = defineEndpoint({
  method: 'GET',
  path: '/notification-types',
  summary: 'Notification types with isEnabled for the caller',
  tags,
  auth: 'member',
  response: DataOf(T.Array(NotificationType)),
});

const TypeIdParams = T.Object({ typeId: Enum(NOTIFICATION_TYPE_IDS) }, { additionalProperties: false });

export const enableNotificationType = defineEndpoint({
  method: 'POST',
  path: '/notification-types/:typeId/enable',
  summary: 'Switch a notification type on',
  tags,
  auth: 'member',
  params: TypeIdParams,
  response: DataOf(NotificationType),
});

export const disableNotificationType = defineEndpoint({
  method: 'POST',
  path: '/notification-types/:typeId/disable',
  summary: 'Switch a notification type off',
  tags,
  auth: 'member',
  params: TypeIdParams,
  response: DataOf(NotificationType),
});
