import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';
import { entityColumns, cascadingRef, createdAtColumn } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    ...entityColumns(),
    userId: cascadingRef('user_id', () => users.id),
    merchantId: text('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ref: text('ref'),
    value: text('value'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [index('notifications_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/**
 * Each member's count of unread notifications, kept by triggers on `notifications` (migration 0010: every insert,
 * update and delete moves it in the same statement, whoever writes), so the bell's count and the one a new
 * notification answers are one row read instead of a count over the member's whole history (issue 14: a member's
 * burst of claims on PGlite spent more time counting their unread notifications than on anything else). A member
 * with none may have no row.
 */
export const unreadNotifications = pgTable(
  'unread_notifications',
  {
    tenantId: text('tenant_id').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    unread: integer('unread').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** Only switched-off types are stored; a type without a row is enabled. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    tenantId: text('tenant_id').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    typeId: text('type_id').notNull(),
    isEnabled: boolean('is_enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.typeId] })],
);

/** Static pages: about, contact, privacy, terms (one each) and faq (many, ordered). */
export const documents = pgTable(
  'documents',
  {
    ...entityColumns(),
    type: text('type').$type<'about' | 'contact' | 'privacy' | 'terms' | 'faq'>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('documents_tenant_type_idx').on(t.tenantId, t.type, t.sortOrder)],
);

/** Every SMS and e-mail goes here first; a sender delivers it (the default one only records). */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    /** Insertion order: several messages can share a millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    tenantId: text('tenant_id').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.seq)],
);
