/** Health, and the development fixtures (outbox reader, test notifications) that exist outside production only. */
import * as T from '@sinclair/typebox';
import { NOTIFICATION_TYPE_IDS } from '../constants/notification-types';
import { DataOf, DateTime, Enum, Nullable, Str } from './common';
import { defineEndpoint } from './endpoint';
import { Notification } from './notifications';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database check (503 with status "error" when the database does not answer)',
  tags: ['system'],
  auth: 'public',
  response: T.Object({
    status: Enum(['ok', 'error']),
    db: T.String({ description: 'The database kind (pglite or postgres), or "unreachable"' }),
  }),
});

export const OutboxMessage = T.Object({
  _id: T.String(),
  channel: T.String(),
  to: T.String(),
  subject: T.String(),
  body: T.String(),
  code: Nullable(T.String(), { description: 'The 6-digit code the message carries, if any' }),
  createdAt: DateTime,
});
export type OutboxMessage = T.Static<typeof OutboxMessage>;

export const readOutbox = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Latest messages sent to a phone or e-mail (not in production)',
  tags: ['dev'],
  auth: 'public',
  query: T.Object({ to: Str(254, { minLength: 3 }) }, { additionalProperties: false }),
  response: DataOf(T.Array(OutboxMessage)),
});

export const createTestNotification = defineEndpoint({
  method: 'POST',
  path: '/dev/notifications',
  summary: 'Create a notification for the caller (pushes it over socket.io; not in production)',
  tags: ['dev'],
  auth: 'member',
  body: T.Object(
    {
      type: Enum(NOTIFICATION_TYPE_IDS),
      title: Str(120, { minLength: 1 }),
      description: T.Optional(Str(500)),
    },
    { additionalProperties: false },
  ),
  response: DataOf(Nullable(Notification, { description: 'null when the caller switched this type off' })),
});
